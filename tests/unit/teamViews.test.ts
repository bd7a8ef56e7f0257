/**
 * What a team game sends: a phone's view carries its own team only (its size does not grow with the
 * number of tables or guests); the big screen gets the lobby by table and the Top 5 tables.
 */
import { describe, expect, it } from 'vitest';
import { GameState, type Quiz } from '@shared/index';
import { Game } from '../../src/main/server/engine/game';
import { ViewContext } from '../../src/main/server/game/views';
import { testQuiz } from '../support/quizzes';

const T0 = 1_700_000_000_000;
const S = GameState;

function game(tables: number, players: number): Game {
  const quiz: Quiz = testQuiz({
    version: 3,
    title: 'Size',
    playMode: 'tables',
    tables: Array.from({ length: tables }, (_, i) => ({ number: i + 1 })),
    questions: [{ text: 'Q?', options: ['a', 'b'], correct: 0 }],
  });
  const g = new Game({ type: 'create', at: T0, gameId: 'g', quiz, timings: quiz.timings });
  for (let i = 1; i <= players; i++) {
    // Same-length names, so only the game's size differs.
    const name = `p${String(i).padStart(4, '0')}`;
    g.apply({ type: 'join', at: T0, playerId: String(i), token: `t${i}`, name, team: (i % tables) + 1 });
    g.setConnected(String(i), true);
  }
  let at = T0;
  const next = (): void => {
    at += 100;
    g.apply({ type: 'advance', at, from: g.state, cause: 'operator', waiting: g.waitingPlayers() });
  };
  while (g.state !== S.SHOW_QUESTION_OPTIONS) next();
  for (let i = 1; i <= players; i++)
    g.apply({ type: 'answer', at: at + 50, playerId: String(i), questionNo: 0, answer: i % 2 });
  next(); // the reveal
  return g;
}

describe('team views', () => {
  it("a phone's view is the same size with 2 tables and 4 guests as with 200 tables and 2,000", () => {
    const small = game(2, 4);
    const big = game(200, 2000);
    for (const g of [small, big]) expect(g.state).toBe(S.SHOW_CORRECT_ANSWER);
    const size = (g: Game, id: string): number =>
      JSON.stringify(new ViewContext(g, T0).player(g.playerById(id))).length;
    // Player "2" answered right at table 1 in both; only digits of scores and places may differ.
    expect(Math.abs(size(big, '2') - size(small, '2'))).toBeLessThan(12);
    const view = new ViewContext(big, T0).player(big.playerById('2'));
    expect(view.team).toMatchObject({ number: 3, rank: expect.any(Number) });
    expect(JSON.stringify(view)).not.toMatch(/"(teams|lobby|full)"/);
  });

  it('the big screen gets the Top 5 tables, and the lobby (every table) only before the start', () => {
    const g = game(12, 40);
    const screen = new ViewContext(g, T0).screen();
    expect(screen.playMode).toBe('tables');
    expect(screen.teams?.new).toHaveLength(5);
    expect(screen.teams?.lobby).toBeNull();
    expect(screen.teams?.bestPlayer).toBeNull();
    const lobbyGame = new Game({
      type: 'create',
      at: T0,
      gameId: 'l',
      quiz: { ...g.quiz },
      timings: g.timings,
    });
    lobbyGame.apply({ type: 'join', at: T0, playerId: '1', token: 't', name: 'Ann', team: 3 });
    const lobby = new ViewContext(lobbyGame, T0).screen().teams?.lobby;
    expect(lobby).toHaveLength(12);
    expect(lobby?.[2]).toEqual({ number: 3, name: null, players: 1, names: ['Ann'] });
  });
});

describe('the podium on a phone', () => {
  it('carries no place, score or team while the big screen reveals them, and all of it at the end', () => {
    const g = game(4, 8);
    let at = g.lastEventAt;
    while (g.state < S.SHOW_FINAL_RESULTS_SHOW_0) {
      at += 100;
      g.apply({ type: 'advance', at, from: g.state, cause: 'operator' });
    }
    for (let step = 0; step < 3; step++) {
      const view = new ViewContext(g, at).player(g.playerById('2'));
      expect(view).toMatchObject({
        playerState: g.state,
        name: 'p0002',
        result: null,
        neighbours: null,
        team: null,
      });
      at += 100;
      g.apply({ type: 'advance', at, from: g.state, cause: 'operator' });
    }
    expect(g.state).toBe(S.SHOW_FINAL_RESULTS_SHOW_3);
    const last = new ViewContext(g, at).player(g.playerById('2'));
    expect(last.result).toMatchObject({ rank: expect.any(Number) });
    expect(last.team).toMatchObject({ number: 3 });
  });
});
