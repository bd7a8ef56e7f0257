import { GameState, type Quiz } from '@shared/index';
import { Game } from '../../src/main/server/engine/game';
import type { Command, EngineCommand } from '../../src/main/server/engine/types';

export const T0 = 1_700_000_000_000;

/** A game played command by command, every command kept (for a replay). */
export class PlayedGame {
  readonly commands: Command[] = [];
  readonly game: Game;
  at = T0;
  constructor(quiz: Quiz, gameId = 'played') {
    const create: Command = { type: 'create', at: T0, gameId, quiz, timings: quiz.timings };
    this.commands.push(create);
    this.game = new Game(create);
  }
  apply(command: EngineCommand): ReturnType<Game['apply']> {
    this.commands.push(command);
    return this.game.apply(command);
  }
  join(name: string): string {
    const id = this.game.nextPlayerId();
    this.apply({ type: 'join', at: this.at, playerId: id, token: `t${id}`, name });
    this.game.setConnected(id, true);
    return id;
  }
  next(): void {
    const outcome = this.apply({ type: 'advance', at: ++this.at, from: this.game.state, cause: 'operator' });
    if (!outcome.ok) throw new Error(outcome.msg);
  }
  /** On to question `n`'s options. */
  open(n: number): void {
    while (!(this.game.state === GameState.SHOW_QUESTION_OPTIONS && this.game.questionNumber === n))
      this.next();
  }
  answer(id: string, answer: number | number[], afterMs: number): ReturnType<Game['apply']> {
    return this.apply({
      type: 'answer',
      at: this.at + afterMs,
      playerId: id,
      questionNo: this.game.questionNumber,
      answer,
    });
  }
}
