/**
 * The guestbook's rules in the engine (issue 18): one wish per guest, replaced when sent again, only
 * after the podium or on a break, hidden by the operator; the slideshow only once the podium is done;
 * a replay of the same commands gives the same book. And the phone's words for each refusal.
 */
import { describe, expect, it } from 'vitest';
import { GameState, WISH_MAX_LENGTH, type Quiz } from '@shared/index';
import { Game } from '../../src/main/server/engine/game';
import type { Command, EngineCommand } from '../../src/main/server/engine/types';
import { replayGame } from '../../src/main/server/game/replay';
import { wishErrorWords } from '../../src/renderer/src/features/player/wishes/wishWords';
import { guestbookT } from './phoneT';
import { choiceQuestions, quickTimings, testQuiz } from '../support/quizzes';

const QUIZ: Quiz = testQuiz({
  ...{ title: 'Q', coupleNames: 'Anna & Ben', eventDate: '2025-06-14', timings: quickTimings(10) },
  questions: choiceQuestions(1, { correct: () => 0 }),
});
const CREATE: Extract<Command, { type: 'create' }> = {
  type: 'create',
  at: 0,
  gameId: 'g',
  quiz: QUIZ,
  timings: QUIZ.timings,
};

function play(game: Game, commands: EngineCommand[]): void {
  for (const command of commands) expect(game.apply(command), JSON.stringify(command)).toEqual({ ok: true });
}

/** Two guests and the game stepped on to the end of the podium. */
function afterPodium(): { game: Game; log: EngineCommand[] } {
  const game = new Game(CREATE);
  const log: EngineCommand[] = [
    { type: 'join', at: 1, playerId: '1', token: 't1', name: 'Ann' },
    { type: 'join', at: 2, playerId: '2', token: 't2', name: 'Bo' },
  ];
  let at = 3;
  for (const from of [0, 2, 3, 4, 5, 7, 9, 10, 11] as const) {
    log.push({ type: 'advance', at: at++, from, cause: 'operator' });
  }
  play(game, log);
  expect(game.state).toBe(GameState.SHOW_FINAL_RESULTS_SHOW_3);
  return { game, log };
}

describe('the guestbook in the engine', () => {
  it('keeps one wish per guest, replaced when sent again; hides; replays the same', () => {
    const { game, log } = afterPodium();
    const more: EngineCommand[] = [
      { type: 'wish', at: 20, playerId: '1', text: 'Be happy' },
      { type: 'wish', at: 21, playerId: '2', text: 'Cheers' },
      { type: 'wish', at: 22, playerId: '1', text: 'Be very happy' },
      { type: 'hideWish', at: 23, playerId: '2', hidden: true },
      { type: 'wishSlideshow', at: 24, on: true },
    ];
    play(game, more);
    const book = game.wishes.all().map(({ playerId, text, hidden }) => ({ playerId, text, hidden }));
    expect(book).toEqual([
      { playerId: '1', text: 'Be very happy', hidden: false },
      { playerId: '2', text: 'Cheers', hidden: true },
    ]);
    expect(game.wishes.showing(game.state)).toBe(true);
    const again = replayGame([CREATE, ...log, ...more], () => undefined)!;
    expect(again.wishes.all()).toEqual(game.wishes.all());
    expect(again.wishes.slideshow).toBe(true);
  });

  it('refuses a wish before the podium, from a stranger, empty or too long; the slideshow before the end', () => {
    const game = new Game(CREATE);
    play(game, [{ type: 'join', at: 1, playerId: '1', token: 't1', name: 'Ann' }]);
    const wish = (text: string, playerId = '1'): unknown =>
      game.apply({ type: 'wish', at: 2, playerId, text });
    expect(wish('Too early')).toMatchObject({ ok: false, code: 'wishesClosed' });
    expect(game.apply({ type: 'wishSlideshow', at: 2, on: true })).toMatchObject({ code: 'wishesClosed' });
    play(game, [{ type: 'advance', at: 3, from: 0, cause: 'operator' }]);
    play(game, [{ type: 'break', at: 4, message: 'Dinner' }]);
    expect(wish('On the break')).toEqual({ ok: true });
    expect(wish('Stranger', '9')).toMatchObject({ code: 'unknownPlayer' });
    expect(wish('   ')).toMatchObject({ code: 'wishInvalid' });
    expect(wish('x'.repeat(WISH_MAX_LENGTH + 1))).toMatchObject({ code: 'wishInvalid' });
    expect(game.apply({ type: 'hideWish', at: 5, playerId: '9', hidden: true })).toMatchObject({
      code: 'noSuchWish',
    });
    expect(game.wishes.all().map((w) => w.text)).toEqual(['On the break']);
  });
});

describe("the phone's words for a refused wish", () => {
  it('words each problem and code in the phone language, the server catalog otherwise', async () => {
    const t = await guestbookT('es');
    const refused = (problem: string): string =>
      wishErrorWords(t, { msg: 'x', code: 'wishInvalid', params: { problem } });
    expect(refused('offensive')).toBe('Que tu mensaje sea amable: la pareja lo leerá en la pantalla grande.');
    expect(refused('flood')).toMatch(/acentos/);
    expect(wishErrorWords(t, { msg: 'x', code: 'wishesClosed' })).toMatch(/podio/);
    expect(wishErrorWords(t, { msg: 'x', code: 'notJoined' })).toBe(t('server:notJoined'));
    expect(wishErrorWords(t, { msg: 'Something new', code: 'fromTheFuture' })).toBe('Something new');
  });
});
