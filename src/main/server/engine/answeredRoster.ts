import { GameState, type ServerState } from '@shared/model/gameState';
import type { Quiz } from '@shared/wire/quiz';
import type { AnswerBook } from './answerBook';
import { rankPlayers, type RankedEntry } from './ranking';
import { TeamRoster } from './teamRoster';
import { ConnectedTally } from './connectedTally';
import type { Outcome, Player, RecordedAnswer } from './types';

/**
 * The game as far as its answers go: which step it is on, the answers so far and what they add up to
 * (counts, rankings). The game (./game) adds the commands that change it.
 */
export abstract class AnsweredRoster extends TeamRoster {
  state: ServerState = GameState.NEW;
  questionNumber = 0;
  private readonly tally = new ConnectedTally();

  get questionCount(): number {
    return this.quiz.questions.length;
  }

  protected constructor(
    public quiz: Quiz,
    protected readonly answers: AnswerBook,
  ) {
    super(quiz);
  }

  answerOf(playerId: string, questionNo = this.questionNumber): RecordedAnswer | undefined {
    return this.answers.of(playerId, questionNo);
  }

  /** Answers to the current question from players still in the game. */
  get answeredCount(): number {
    return this.answers.countFrom(this.questionNumber, (id) => this.playerById(id) !== undefined);
  }

  /** Responses per option for the current question, always four numbers. */
  responseCounts(): number[] {
    return this.answers.responseCounts(this.questionNumber, (id) => this.playerById(id) !== undefined);
  }

  /**
   * True when the options are open, someone is connected and every connected player has answered. Asked
   * after every answer: it compares two running counts instead of walking the room (issue 29).
   */
  everyConnectedAnswered(): boolean {
    if (this.state !== GameState.SHOW_QUESTION_OPTIONS) return false;
    const tally = this.tally.of(this.questionNumber, () => this.waitingPlayers().length);
    return tally.connected > 0 && tally.answered === tally.connected;
  }

  override setConnected(playerId: string, connected: boolean): void {
    const player = this.playerById(playerId);
    const was = player?.connected;
    super.setConnected(playerId, connected);
    if (player && was !== player.connected) this.tallyConnection(player.id, player.connected ? 1 : -1);
  }

  protected override kickPlayer(playerId: string, blockAddress: string | undefined): Outcome {
    const wasConnected = this.playerById(playerId)?.connected === true;
    const outcome = super.kickPlayer(playerId, blockAddress);
    if (outcome.ok && wasConnected) this.tallyConnection(playerId, -1);
    return outcome;
  }

  /** A new quiz (before the start): no answers, none counted. */
  protected resetAnswers(questionCount: number): void {
    this.answers.reset(questionCount);
    this.tally.forgetAnswers();
  }

  /** A connected player's answer to the current question was recorded. */
  protected tallyAnswer(player: Player): void {
    if (player.connected) this.tally.answered(this.questionNumber);
  }

  private tallyConnection(playerId: string, change: 1 | -1): void {
    this.tally.connection(
      change,
      this.answers.of(playerId, this.questionNumber) !== undefined,
      this.questionNumber,
    );
  }

  /** Answers to the current question from players still in the game. */
  currentAnswers(): RecordedAnswer[] {
    return this.answers.answersFrom(this.questionNumber, (id) => this.playerById(id) !== undefined);
  }

  /** Every recorded answer, for exports and checks. */
  allAnswers(): { questionNo: number; answer: RecordedAnswer }[] {
    return this.answers.all();
  }

  /* ---------- ranking ---------- */

  /** Ranking after every answer so far (the operator's live view; the big screen waits for the reveal). */
  standings(): RankedEntry[] {
    return rankPlayers(this.everyone());
  }

  /** Ranking before the current question's answers. */
  previousStandings(): RankedEntry[] {
    const question = Math.min(this.questionNumber, this.questionCount - 1);
    return rankPlayers(this.everyone(), this.answers.forQuestion(question));
  }

  /** Players connected now who have not answered the current question (they count 0 for their team). */
  waitingPlayers(): string[] {
    const waiting: string[] = [];
    for (const p of this.everyone()) {
      if (!p.kicked && p.connected && !this.answers.of(p.id, this.questionNumber)) waiting.push(p.id);
    }
    return waiting;
  }
}
