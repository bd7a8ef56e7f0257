/**
 * Team scoring (engine/teamBook via the game): a team's points for a question are the rounded average of
 * its members' points, counting members who answered and members connected but silent; absent members do
 * not count. Rounds are fixed at the end of the answering: later moves and removals change no past round.
 */
import { describe, expect, it } from 'vitest';
import { GameState, type Quiz } from '@shared/index';
import { Game } from '../../src/main/server/engine/game';
import type { Command, Outcome } from '../../src/main/server/engine/types';
import { replayGame } from '../../src/main/server/game/replay';
import { choiceQuestions, testQuiz } from '../support/quizzes';

const T0 = 1_700_000_000_000;
const S = GameState;
const TIMINGS = { countdownSeconds: 3, questionSeconds: 3, answerSeconds: 20 };

function tablesQuiz(patch: Partial<Quiz> = {}): Quiz {
  const tables = [{ number: 1, name: 'Lisbon' }, { number: 2 }, { number: 7, name: 'Porto' }];
  const questions = choiceQuestions(4, { text: (i) => `Question ${i + 1}?` });
  return testQuiz({
    version: 3,
    title: 'Tables',
    timings: TIMINGS,
    playMode: 'tables',
    tables,
    questions,
    ...patch,
  });
}

/** A game that records every command it applied, so a replay can be checked against it. */
class Recorded {
  readonly log: Command[];
  readonly game: Game;
  at = T0;
  private n = 0;

  constructor(quiz: Quiz) {
    const create: Command = { type: 'create', at: T0, gameId: 'g1', quiz, timings: TIMINGS };
    this.log = [create];
    this.game = new Game(create);
  }

  apply(command: Exclude<Command, { type: 'create' }>): Outcome {
    this.log.push(command);
    return this.game.apply(command);
  }

  join(name: string, team?: number): string {
    const id = String(++this.n);
    const outcome = this.apply({
      type: 'join',
      at: this.at,
      playerId: id,
      token: `t${id}`,
      name,
      ...(team !== undefined ? { team } : {}),
    });
    if (!outcome.ok) throw new Error(outcome.msg);
    this.game.setConnected(id, true);
    return id;
  }

  /** Steps until the options of the next question are open. */
  toOptions(): void {
    while (this.game.state !== S.SHOW_QUESTION_OPTIONS) this.next();
  }

  next(waiting?: string[]): Outcome {
    this.at += 10;
    return this.apply({
      type: 'advance',
      at: this.at,
      from: this.game.state,
      cause: 'operator',
      ...(waiting ? { waiting } : {}),
    });
  }

  answer(id: string, option: number): number {
    const outcome = this.apply({
      type: 'answer',
      at: this.at + 500,
      playerId: id,
      questionNo: this.game.questionNumber,
      answer: option,
    });
    if (!outcome.ok) throw new Error(outcome.msg);
    return this.game.answerOf(id)?.points ?? 0;
  }

  /** Ends the answering as the session does: connected players without an answer go along. */
  closeRound(): void {
    this.next(this.game.waitingPlayers());
  }
}

const scoreOf = (game: Game, team: number): number =>
  game.teamStandings().find((t) => t.number === team)?.score ?? NaN;

describe('joining a team', () => {
  it('needs a table that exists in Tables mode, and names it in words', () => {
    const r = new Recorded(tablesQuiz());
    const game = r.game;
    const noTeam = game.apply({ type: 'join', at: T0, playerId: 'x', token: 'x', name: 'Ann' });
    expect(noTeam).toEqual({
      ok: false,
      code: 'noSuchTeam',
      msg: 'Please choose your table.',
      params: { context: 'tables' },
    });
    const unknown = game.apply({ type: 'join', at: T0, playerId: 'x', token: 'x', name: 'Ann', team: 3 });
    expect(unknown.ok).toBe(false);
    expect(game.playerCount).toBe(0);
    const id = r.join('Ann', 7);
    expect(game.playerById(id)?.team).toBe(7);
  });

  it('ignores a team in a solo game, and asks for a side in Two sides mode', () => {
    const solo = new Recorded(tablesQuiz({ playMode: 'solo' }));
    expect(solo.game.playerById(solo.join('Ann', 7))?.team).toBeNull();
    const sides = new Recorded(
      tablesQuiz({ playMode: 'sides', partners: [{ name: 'Anna' }, { name: 'James' }] }),
    );
    expect(sides.game.teams()).toEqual([
      { number: 1, name: "Anna's side" },
      { number: 2, name: "James's side" },
    ]);
    const refused = sides.game.apply({ type: 'join', at: T0, playerId: 'x', token: 'x', name: 'Bo' });
    expect(refused).toMatchObject({ ok: false, msg: 'Please choose your side.' });
  });
});

describe('team scores', () => {
  it('average the members who played, so a table of 1 and a table of 3 are on equal terms', () => {
    const r = new Recorded(tablesQuiz());
    const a = [r.join('A1', 1), r.join('A2', 1), r.join('A3', 1)];
    const b = r.join('B1', 2);
    r.toOptions();
    const pa = [r.answer(a[0]!, 1), r.answer(a[1]!, 1), r.answer(a[2]!, 0)];
    const pb = r.answer(b, 1);
    expect(pa[2]).toBe(0);
    r.closeRound();
    expect(scoreOf(r.game, 1)).toBe(Math.round((pa[0]! + pa[1]! + pa[2]!) / 3));
    expect(scoreOf(r.game, 2)).toBe(pb);
    // Table 7 has nobody: it scores nothing and is last.
    expect(r.game.teamStandings().map((t) => [t.number, t.players])).toEqual([
      [2, 1],
      [1, 3],
      [7, 0],
    ]);
  });

  it('count a connected member who did not answer as 0, and leave out one who was away', () => {
    const r = new Recorded(tablesQuiz());
    const [p1, p2, away] = [r.join('P1', 1), r.join('P2', 1), r.join('Away', 1)];
    r.game.setConnected(away, false);
    r.toOptions();
    const points = r.answer(p1, 1);
    r.closeRound(); // P2 is connected and silent: counts 0; Away does not count.
    expect(r.log.at(-1)).toMatchObject({ type: 'advance', waiting: [p2] });
    expect(scoreOf(r.game, 1)).toBe(Math.round(points / 2));
  });

  it('sum the rounds, and the leaderboard before a question leaves its round out', () => {
    const r = new Recorded(tablesQuiz());
    const a = r.join('A', 1);
    const b = r.join('B', 2);
    r.toOptions();
    const q1a = r.answer(a, 1);
    r.answer(b, 0);
    r.closeRound();
    r.toOptions();
    r.answer(a, 0);
    const q2b = r.answer(b, 1);
    // Before the reveal the second round is not counted yet.
    expect(scoreOf(r.game, 2)).toBe(0);
    r.closeRound();
    expect(scoreOf(r.game, 1)).toBe(q1a);
    expect(scoreOf(r.game, 2)).toBe(q2b);
    expect(r.game.teamStandings(1).map((t) => t.score)).toEqual([q1a, 0, 0]);
  });

  it('ties go to the lower table number', () => {
    const r = new Recorded(tablesQuiz());
    r.join('Seven', 7);
    r.join('One', 1);
    r.toOptions();
    r.closeRound();
    expect(r.game.teamStandings().map((t) => [t.number, t.rank])).toEqual([
      [1, 1],
      [2, 2],
      [7, 3],
    ]);
  });

  it('a late joiner counts from the question they joined in; a move counts from the next round', () => {
    const r = new Recorded(tablesQuiz());
    const a = r.join('A', 1);
    const b = r.join('B', 2);
    r.toOptions();
    const q1 = r.answer(a, 1);
    r.answer(b, 1);
    r.closeRound();
    const late = r.join('Late', 1);
    expect(r.apply({ type: 'moveTeam', at: r.at, playerId: b, team: 1 }).ok).toBe(true);
    expect(scoreOf(r.game, 1)).toBe(q1); // the past round stays
    r.toOptions();
    const q2 = [r.answer(a, 1), r.answer(b, 0), r.answer(late, 1)];
    r.closeRound();
    expect(scoreOf(r.game, 1)).toBe(q1 + Math.round((q2[0]! + q2[1]! + q2[2]!) / 3));
    expect(scoreOf(r.game, 2)).toBeGreaterThan(0); // B's first answer stays with table 2
    expect(r.game.teamStandings().find((t) => t.number === 2)?.players).toBe(0);
  });

  it('a guest moved after answering, before the round closes, leaves the points with the old table (issue 28.4)', () => {
    const r = new Recorded(tablesQuiz());
    const a = r.join('A', 1);
    r.join('B', 2);
    r.toOptions();
    const points = r.answer(a, 1);
    expect(points).toBeGreaterThan(0);
    expect(r.apply({ type: 'moveTeam', at: r.at, playerId: a, team: 2 }).ok).toBe(true);
    r.closeRound();
    expect(scoreOf(r.game, 1)).toBe(points); // the table the answer was given for
    expect(scoreOf(r.game, 2)).toBe(0); // B did not answer; A brought nothing to table 2 this round
    const replayed = replayGame(r.log, () => undefined);
    expect(replayed?.teamStandings()).toEqual(r.game.teamStandings());
  });

  it('a removed player leaves the current round, but a closed round keeps their points', () => {
    const r = new Recorded(tablesQuiz());
    const a = r.join('A', 1);
    const rude = r.join('Rude', 1);
    r.toOptions();
    const q1 = [r.answer(a, 1), r.answer(rude, 1)];
    r.closeRound();
    r.toOptions();
    const q2a = r.answer(a, 0);
    r.answer(rude, 1);
    r.apply({ type: 'kick', at: r.at, playerId: rude });
    r.closeRound();
    expect(scoreOf(r.game, 1)).toBe(Math.round((q1[0]! + q1[1]!) / 2) + q2a);
    expect(r.game.teamStandings()[0]?.players).toBe(1);
  });

  it('renames and moves are checked, journaled and replayed to the same standings', () => {
    const r = new Recorded(tablesQuiz());
    const a = r.join('A', 1);
    r.join('B', 2);
    expect(r.apply({ type: 'renameTeam', at: r.at, team: 2, name: 'Kraków' }).ok).toBe(true);
    expect(r.game.check({ type: 'renameTeam', at: r.at, team: 9, name: 'X' }).ok).toBe(false);
    expect(r.game.check({ type: 'moveTeam', at: r.at, playerId: a, team: 9 }).ok).toBe(false);
    r.toOptions();
    r.answer(a, 1);
    r.closeRound();
    expect(r.game.teamInfo(2)).toEqual({ number: 2, name: 'Kraków' });
    const replayed = replayGame(r.log, () => undefined);
    expect(replayed?.teamStandings()).toEqual(r.game.teamStandings());
    expect(replayed?.teams()).toEqual(r.game.teams());
    r.apply({ type: 'renameTeam', at: r.at, team: 2, name: null });
    expect(r.game.teamInfo(2)).toEqual({ number: 2, name: null });
  });

  it('a solo game has no teams and refuses team commands', () => {
    const r = new Recorded(tablesQuiz({ playMode: undefined }));
    const a = r.join('A');
    expect(r.game.playsInTeams).toBe(false);
    expect(r.game.teamStandings()).toEqual([]);
    expect(r.game.check({ type: 'moveTeam', at: r.at, playerId: a, team: 1 })).toMatchObject({
      ok: false,
      code: 'notTeamGame',
    });
  });
});

describe('the journal', () => {
  it('reads the team and pacing commands back, and refuses damaged ones', async () => {
    const { parseRecord } = await import('../../src/main/server/storage/journalRecord');
    const good = [
      { type: 'join', at: T0, playerId: '1', token: 't', name: 'Ann', team: 7 },
      { type: 'advance', at: T0, from: 5, cause: 'timer', waiting: ['2', '3'] },
      { type: 'moveTeam', at: T0, playerId: '1', team: 2 },
      { type: 'renameTeam', at: T0, team: 2, name: 'Kraków' },
      { type: 'renameTeam', at: T0, team: 2, name: null },
      { type: 'autopilot', at: T0, settings: { enabled: true, revealSeconds: 8, leaderboardSeconds: 6 } },
      { type: 'break', at: T0, message: 'Dinner is served!' },
      { type: 'break', at: T0, message: null },
    ];
    for (const line of good) expect(parseRecord(JSON.stringify(line)).ok, line.type).toBe(true);
    const bad = [
      { type: 'join', at: T0, playerId: '1', token: 't', name: 'Ann', team: 0 },
      { type: 'moveTeam', at: T0, playerId: '1' },
      { type: 'renameTeam', at: T0, team: 2, name: '' },
      { type: 'autopilot', at: T0, settings: { enabled: true } },
      { type: 'break', at: T0, message: 'x'.repeat(161) },
    ];
    for (const line of bad) expect(parseRecord(JSON.stringify(line)).ok, JSON.stringify(line)).toBe(false);
  });
});
