import { readdir, readFile, writeFile, appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GameState, type Quiz, type Timings } from '@shared/index';
import type { Command } from '../../src/main/server/engine/types';
import { ARCHIVE_DIR, JOURNAL_FILE, readJournal } from '../../src/main/server/storage/journal';
import { ViewContext } from '../../src/main/server/game/views';
import { GameSession, type SessionChange } from '../../src/main/server/game/session';
import { choiceQuestions, TEST_TIMINGS, testQuiz } from '../support/quizzes';
import { useSessions } from '../support/sessions';
import { TestClock } from '../support/testClock';

const T0 = 1_700_000_000_000;
const S = GameState;
const TIMINGS: Timings = TEST_TIMINGS;

function makeQuiz(count = 3): Quiz {
  return testQuiz({ questions: choiceQuestions(count, { correct: (i) => [1, 3, 0][i] ?? 0 }) });
}

const clock = new TestClock(T0);
let ids: number;
const logs: string[] = [];

beforeEach(() => {
  clock.now = T0;
  ids = 0;
  logs.length = 0;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => vi.useRealTimers());

const disk = useSessions('session', () => ({
  quiz: makeQuiz(),
  clock: clock.read,
  newGameId: () => `game-${++ids}`,
  log: (m) => logs.push(m),
}));
const start = (options: { quiz?: Quiz; timings?: Timings } = {}): Promise<GameSession> => disk.start(options);
/** Stops a session the way a crash would leave the disk: everything acknowledged is on disk. */
const stop = (session: GameSession): Promise<void> => disk.stop(session);
const idle = async (): Promise<void> => {
  for (const s of disk.open()) await s.idle();
};
/** Moves the clock and the timers on (see TestClock) for every open session. */
const elapse = (ms: number): Promise<void> => clock.elapse(disk.open(), ms);

async function journalLines(): Promise<Command[]> {
  return (await readJournal(join(disk.dir, JOURNAL_FILE))).records;
}

async function ok(result: ReturnType<GameSession['command']>): Promise<void> {
  const outcome = await result;
  if (!outcome.ok) throw new Error(`rejected: ${outcome.msg}`);
}

async function addPlayer(session: GameSession, name: string): Promise<string> {
  const playerId = session.current.nextPlayerId();
  await ok(session.command({ type: 'join', playerId, token: `tok-${name}`, name }));
  return playerId;
}

async function stepTo(session: GameSession, state: number, qn = 0): Promise<void> {
  for (
    let i = 0;
    i < 100 && !(session.current.state === state && session.current.questionNumber === qn);
    i++
  ) {
    await ok(session.advance('operator'));
  }
  expect([session.current.state, session.current.questionNumber]).toEqual([state, qn]);
}

describe('GameSession.start on an empty data directory', () => {
  it('creates a new game and journals its create command first', async () => {
    const quiz = makeQuiz();
    const session = await start({ quiz });
    expect(session.current.state).toBe(S.NEW);
    expect(session.current.id).toBe('game-1');
    expect(await journalLines()).toEqual([
      { type: 'create', at: T0, gameId: 'game-1', quiz, timings: TIMINGS },
    ]);
  });

  it('uses the given timings instead of the quiz ones', async () => {
    const timings = { countdownSeconds: 5, questionSeconds: 6, answerSeconds: 30 };
    const session = await start({ timings });
    expect(session.current.timings).toEqual(timings);
    expect((await journalLines())[0]).toMatchObject({ timings });
  });
});

describe('commands', () => {
  it('journals an accepted command with the clock time and announces it', async () => {
    const session = await start();
    const changes: SessionChange[] = [];
    session.onChange((c) => changes.push(c));
    clock.now = T0 + 500;
    const id = await addPlayer(session, 'Anna');
    clock.now = T0 + 700;
    await ok(session.advance('operator'));
    expect((await journalLines()).slice(1)).toEqual([
      { type: 'join', at: T0 + 500, playerId: id, token: 'tok-Anna', name: 'Anna' },
      { type: 'advance', at: T0 + 700, from: S.NEW, cause: 'operator' },
    ]);
    expect(changes).toEqual([{ kind: 'joined', playerId: id }, { kind: 'state' }]);
  });

  it('does not journal or announce a rejected command', async () => {
    const session = await start();
    const changes: SessionChange[] = [];
    session.onChange((c) => changes.push(c));
    const result = await session.command({ type: 'join', playerId: '1', token: 't', name: '   ' });
    expect(result).toMatchObject({ ok: false, code: 'nameInvalid' });
    expect(await session.advance('operator', S.SHOW_QUESTION)).toMatchObject({
      ok: false,
      code: 'staleStep',
    });
    await new Promise((r) => setImmediate(r));
    expect(await journalLines()).toHaveLength(1);
    expect(changes).toEqual([]);
  });

  it('refuses the second of two joins with the same name sent at once, before journaling it (issue 28)', async () => {
    const session = await start();
    const [first, second] = await Promise.all([session.join('Anna'), session.join('ANNA')]);
    expect(first).toMatchObject({ ok: true });
    expect(second).toMatchObject({ ok: false, code: 'nameTaken' });
    expect((await journalLines()).filter((c) => c.type === 'join')).toHaveLength(1);
    // Once the first is in, the name is the game's, as before.
    expect(await session.join('anna')).toMatchObject({ ok: false, code: 'nameTaken' });
    expect(await session.join('Bo')).toMatchObject({ ok: true });
  });

  it('announces answers and kicks with their player', async () => {
    const session = await start();
    const id = await addPlayer(session, 'Anna');
    await stepTo(session, S.SHOW_QUESTION_OPTIONS);
    const changes: SessionChange[] = [];
    const off = session.onChange((c) => changes.push(c));
    await ok(session.command({ type: 'answer', playerId: id, questionNo: 0, answer: 1 }));
    await ok(session.command({ type: 'kick', playerId: id }));
    off();
    await ok(session.command({ type: 'pause' }));
    expect(changes).toEqual([
      { kind: 'answered', playerId: id },
      { kind: 'kicked', playerId: id },
    ]);
  });
});

describe('timers', () => {
  it('runs the automatic steps on the deadlines: 3 s, 3 s, 20 s', async () => {
    const session = await start();
    await stepTo(session, S.STARTING_QUIZ);
    await ok(session.advance('operator')); // STARTING_NEXT_QUESTION at T0
    expect(session.current.deadline).toBe(T0 + 3000);
    await elapse(2999);
    expect(session.current.state).toBe(S.STARTING_NEXT_QUESTION);
    await elapse(1);
    expect(session.current.state).toBe(S.SHOW_QUESTION);
    expect(session.current.deadline).toBe(T0 + 6000);
    await elapse(3000);
    expect(session.current.state).toBe(S.SHOW_QUESTION_OPTIONS);
    expect(session.current.deadline).toBe(T0 + 26_000);
    await elapse(19_999);
    expect(session.current.state).toBe(S.SHOW_QUESTION_OPTIONS);
    await elapse(1);
    expect(session.current.state).toBe(S.SHOW_CORRECT_ANSWER);
    await elapse(600_000);
    expect(session.current.state).toBe(S.SHOW_CORRECT_ANSWER); // waits for the operator
    await new Promise((r) => setImmediate(r));
    const steps = (await journalLines()).filter((c) => c.type === 'advance').slice(-3);
    expect(steps).toEqual([
      { type: 'advance', at: T0 + 3000, from: S.STARTING_NEXT_QUESTION, cause: 'timer' },
      { type: 'advance', at: T0 + 6000, from: S.SHOW_QUESTION, cause: 'timer' },
      { type: 'advance', at: T0 + 26_000, from: S.SHOW_QUESTION_OPTIONS, cause: 'timer' },
    ]);
  });

  it('a paused timer does not fire; resume re-arms it with the time that was left', async () => {
    const session = await start();
    await stepTo(session, S.SHOW_QUESTION_OPTIONS);
    await elapse(5000);
    await ok(session.command({ type: 'pause' }));
    await elapse(60_000);
    expect(session.current.state).toBe(S.SHOW_QUESTION_OPTIONS);
    await ok(session.command({ type: 'resume' }));
    expect(session.current.deadline).toBe(clock.now + 15_000);
    await elapse(14_999);
    expect(session.current.state).toBe(S.SHOW_QUESTION_OPTIONS);
    await elapse(1);
    expect(session.current.state).toBe(S.SHOW_CORRECT_ANSWER);
  });

  it('an operator step cancels the old timer, so it cannot skip the next step', async () => {
    const session = await start();
    await stepTo(session, S.SHOW_QUESTION);
    await elapse(1000);
    await ok(session.advance('operator')); // to SHOW_QUESTION_OPTIONS at T0+1000, deadline +20 s
    await elapse(2500); // the old SHOW_QUESTION deadline passes
    expect(session.current.state).toBe(S.SHOW_QUESTION_OPTIONS);
    expect(session.current.deadline).toBe(T0 + 21_000);
  });

  it('a timer whose clock has not quite reached the deadline re-arms instead of stepping', async () => {
    const session = await start();
    await stepTo(session, S.STARTING_NEXT_QUESTION);
    // The timer fires on time but the injected clock lags 10 ms behind.
    clock.now += 2990;
    vi.advanceTimersByTime(3000);
    await idle();
    expect(session.current.state).toBe(S.STARTING_NEXT_QUESTION);
    await elapse(10);
    expect(session.current.state).toBe(S.SHOW_QUESTION);
  });

  it('ends the answering early once every connected player has answered', async () => {
    const session = await start();
    const a = await addPlayer(session, 'Anna');
    const b = await addPlayer(session, 'Bob');
    const c = await addPlayer(session, 'Cleo');
    session.setConnected(a, true);
    session.setConnected(b, true);
    session.setConnected(c, true);
    await stepTo(session, S.SHOW_QUESTION_OPTIONS);
    await ok(session.command({ type: 'answer', playerId: a, questionNo: 0, answer: 1 }));
    session.finishIfAllAnswered();
    expect(session.current.state).toBe(S.SHOW_QUESTION_OPTIONS);
    await ok(session.command({ type: 'answer', playerId: b, questionNo: 0, answer: 1 }));
    session.finishIfAllAnswered();
    expect(session.current.state).toBe(S.SHOW_QUESTION_OPTIONS);
    // Cleo's phone disconnects: she no longer holds the round up.
    session.setConnected(c, false);
    // The step is written before it is applied (and shown): not yet, then once it is on disk.
    expect(session.current.state).toBe(S.SHOW_QUESTION_OPTIONS);
    await session.idle();
    expect(session.current.state).toBe(S.SHOW_CORRECT_ANSWER);
    expect((await journalLines()).at(-1)).toMatchObject({ type: 'advance', cause: 'allAnswered', from: 5 });
  });

  it('does not end the answering when nobody is connected', async () => {
    const session = await start();
    await addPlayer(session, 'Anna');
    await stepTo(session, S.SHOW_QUESTION_OPTIONS);
    session.finishIfAllAnswered();
    expect(session.current.state).toBe(S.SHOW_QUESTION_OPTIONS);
  });
});

describe('restart: replaying the journal', () => {
  it('rebuilds exactly the same game: state, players, answers and scores', async () => {
    const first = await start();
    const a = await addPlayer(first, 'Anna');
    const b = await addPlayer(first, 'Bob');
    await stepTo(first, S.SHOW_QUESTION_OPTIONS);
    clock.now += 1000;
    await ok(first.command({ type: 'answer', playerId: a, questionNo: 0, answer: 1 }));
    clock.now += 1000;
    await ok(first.command({ type: 'answer', playerId: b, questionNo: 0, answer: 0 }));
    await ok(first.advance('operator'));
    await ok(first.advance('operator'));
    expect(first.current.state).toBe(S.SHOW_LEADERBOARD);
    const before = {
      id: first.current.id,
      state: first.current.state,
      qn: first.current.questionNumber,
      standings: first.current.standings(),
      answers: first.current.allAnswers(),
      players: first.current.activePlayers().map((p) => ({ ...p, connected: false })),
    };
    await stop(first);

    clock.now += 3_600_000;
    const second = await start();
    expect({
      id: second.current.id,
      state: second.current.state,
      qn: second.current.questionNumber,
      standings: second.current.standings(),
      answers: second.current.allAnswers(),
      players: second.current.activePlayers().map((p) => ({ ...p })),
    }).toEqual(before);
    expect(second.current.standings().map((e) => [e.player_name, e.score])).toEqual([
      ['Anna', 975],
      ['Bob', 0],
    ]);
    expect(second.current.playerByToken('tok-Anna')?.id).toBe(a);
    // Connection state is not journaled: everybody starts disconnected.
    expect(second.current.activePlayers().every((p) => !p.connected)).toBe(true);
    // No new game was created.
    expect((await journalLines()).filter((c) => c.type === 'create')).toHaveLength(1);
  });

  it('resumes a running timer with the time it had left at the last journaled event', async () => {
    const first = await start();
    const a = await addPlayer(first, 'Anna');
    const b = await addPlayer(first, 'Bob');
    await stepTo(first, S.SHOW_QUESTION_OPTIONS); // options at T0, deadline T0+20 s
    expect(first.current.deadline).toBe(T0 + 20_000);
    clock.now = T0 + 5000;
    await ok(first.command({ type: 'answer', playerId: a, questionNo: 0, answer: 1 })); // last event
    await stop(first);

    clock.now = T0 + 100_000; // the server was down for a while
    const second = await start();
    expect(second.current.state).toBe(S.SHOW_QUESTION_OPTIONS);
    expect(second.current.paused).toBe(false);
    expect(second.current.deadline).toBe(clock.now + 15_000);
    expect(second.current.durationMs).toBe(20_000);
    expect(second.current.answerOf(a)?.points).toBe(875);
    // Bob answers 1 s after the restart: 6 s of answering time in all.
    await elapse(1000);
    await ok(second.command({ type: 'answer', playerId: b, questionNo: 0, answer: 1 }));
    expect(second.current.answerOf(b)?.elapsedMs).toBe(6000);
    expect(second.current.answerOf(b)?.points).toBe(850);
    // The timer runs out 15 s after the restart.
    await elapse(13_999);
    expect(second.current.state).toBe(S.SHOW_QUESTION_OPTIONS);
    await elapse(1);
    expect(second.current.state).toBe(S.SHOW_CORRECT_ANSWER);
  });

  it('keeps the resumed timer across a second restart', async () => {
    const first = await start();
    await stepTo(first, S.SHOW_QUESTION); // deadline T0+3000
    await stop(first);
    clock.now = T0 + 50_000;
    const second = await start();
    expect(second.current.deadline).toBe(T0 + 53_000);
    clock.now = T0 + 51_000; // 1 s passes, nothing happens, crash again
    await stop(second);
    clock.now = T0 + 90_000;
    const third = await start();
    // The last journaled event was the resume at T0+50 s, with 3 s left.
    expect(third.current.deadline).toBe(T0 + 93_000);
    expect(third.current.state).toBe(S.SHOW_QUESTION);
  });

  it('steps on at once when the deadline had already passed before the stop', async () => {
    const first = await start();
    await stepTo(first, S.SHOW_QUESTION); // deadline T0+3000
    clock.now = T0 + 3050; // the timer was late and a guest joined before it fired
    await addPlayer(first, 'Late');
    await stop(first);
    clock.now = T0 + 60_000;
    const second = await start();
    expect(second.current.state).toBe(S.SHOW_QUESTION);
    expect(second.current.deadline).toBe(clock.now);
    vi.advanceTimersByTime(0);
    await second.idle();
    expect(second.current.state).toBe(S.SHOW_QUESTION_OPTIONS);
    expect(second.current.deadline).toBe(clock.now + 20_000);
  });

  it('a timer paused by the operator stays paused after a restart', async () => {
    const first = await start();
    await stepTo(first, S.SHOW_QUESTION_OPTIONS);
    clock.now = T0 + 4000;
    await ok(first.command({ type: 'pause' }));
    await stop(first);
    clock.now = T0 + 500_000;
    const second = await start();
    expect(second.current.paused).toBe(true);
    expect(second.current.pausedRemainingMs).toBe(16_000);
    await elapse(100_000);
    expect(second.current.state).toBe(S.SHOW_QUESTION_OPTIONS);
    await ok(second.command({ type: 'resume' }));
    expect(second.current.deadline).toBe(clock.now + 16_000);
  });

  it('tolerates a torn last line (crash mid-write) and logs it', async () => {
    const first = await start();
    await addPlayer(first, 'Anna');
    await stop(first);
    await appendFile(join(disk.dir, JOURNAL_FILE), '{"type":"join","at":1,"playerId":"2","tok');
    const second = await start();
    expect(second.current.activePlayers().map((p) => p.name)).toEqual(['Anna']);
    expect(logs.some((m) => /torn/i.test(m))).toBe(true);
    const third = await addPlayer(second, 'Bob');
    expect(third).toBe('2');
  });

  it('replays a journal whose last line lacks its newline', async () => {
    const first = await start();
    await addPlayer(first, 'Anna');
    await stop(first);
    const path = join(disk.dir, JOURNAL_FILE);
    const text = await readFile(path, 'utf8');
    await writeFile(path, text.replace(/\n$/, ''));
    const second = await start();
    expect(second.current.activePlayers().map((p) => p.name)).toEqual(['Anna']);
    await addPlayer(second, 'Bob');
    await stop(second);
    const third = await start();
    expect(third.current.activePlayers().map((p) => p.name)).toEqual(['Anna', 'Bob']);
  });

  it('replays a line the engine refuses as it was live: it changes nothing', async () => {
    const first = await start();
    await stop(first);
    const stale: Command = { type: 'advance', at: T0, from: S.SHOW_QUESTION, cause: 'operator' };
    await appendFile(join(disk.dir, JOURNAL_FILE), JSON.stringify(stale) + '\n');
    const second = await start();
    expect(second.current.state).toBe(S.NEW);
  });
});

describe('restart: journal lines the engine does not know', () => {
  it('skips a line with an unknown command type instead of failing to start', async () => {
    // e.g. a journal written by a newer version of the app, then opened by this one.
    const first = await start();
    await addPlayer(first, 'Anna');
    await stop(first);
    await appendFile(join(disk.dir, JOURNAL_FILE), JSON.stringify({ type: 'fromTheFuture', at: T0 }) + '\n');
    const second = await start();
    expect(second.current.activePlayers().map((p) => p.name)).toEqual(['Anna']);
    // The create and the join are each written twice (lines 1 to 4): the line from the future is line 5.
    expect(logs.some((m) => /Journal line 5 \(setting\): not a valid command at "type"/.test(m))).toBe(true);
    expect(logs.some((m) => /kept in .*\.damaged-/.test(m))).toBe(true);
    // The operator is told too, in the panel, until a new game begins.
    expect(second.journalRepair).toEqual({
      lines: [
        {
          line: 5,
          reason: 'not a valid command at "type": unknown type "fromTheFuture"',
          what: 'setting',
          question: null,
          recovered: 'no',
        },
      ],
      count: 1,
      savedCopy: expect.stringMatching(/\.damaged-/),
      setAsideTo: null,
    });
    const notices = { saveProblem: null, journalRepair: second.journalRepair };
    const view = new ViewContext(second.current, second.now(), notices).operator();
    expect(view.journalRepair?.lines).toEqual([
      expect.objectContaining({ line: 5, reason: expect.stringContaining('fromTheFuture') }),
    ]);
    await second.reset();
    expect(second.journalRepair).toBeNull();
  });
});

describe('reset', () => {
  it('archives the finished game (never deletes it) and starts a new one', async () => {
    const session = await start();
    await addPlayer(session, 'Anna');
    await stepTo(session, S.SHOW_QUESTION);
    const oldLines = await readFile(join(disk.dir, JOURNAL_FILE), 'utf8');
    const changes: SessionChange[] = [];
    session.onChange((c) => changes.push(c));
    clock.now = T0 + 10;
    await session.reset();
    expect(changes).toEqual([{ kind: 'reset', archivedTo: join(disk.dir, ARCHIVE_DIR, 'game-1.jsonl') }]);
    expect(await readdir(join(disk.dir, ARCHIVE_DIR))).toEqual(['game-1.jsonl']);
    expect(await readFile(join(disk.dir, ARCHIVE_DIR, 'game-1.jsonl'), 'utf8')).toBe(oldLines);
    expect(session.current.id).toBe('game-2');
    expect(session.current.state).toBe(S.NEW);
    expect(session.current.playerCount).toBe(0);
    expect(session.current.deadline).toBeNull();
    const lines = await journalLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ type: 'create', at: T0 + 10, gameId: 'game-2' });
  });

  it('keeps the timings the operator configured', async () => {
    const session = await start();
    await ok(session.command({ type: 'config', timings: { answerSeconds: 45 } }));
    await session.reset();
    expect(session.current.timings.answerSeconds).toBe(45);
  });

  it("stops the old game's timer", async () => {
    const session = await start();
    await stepTo(session, S.STARTING_NEXT_QUESTION);
    await session.reset();
    await elapse(10_000);
    expect(session.current.state).toBe(S.NEW);
    expect((await journalLines()).filter((c) => c.type === 'advance')).toEqual([]);
  });

  it('a restart after a reset continues the new game', async () => {
    const first = await start();
    await addPlayer(first, 'Anna');
    await first.reset();
    await addPlayer(first, 'Bob');
    await stop(first);
    const second = await start();
    expect(second.current.id).toBe('game-2');
    expect(second.current.activePlayers().map((p) => p.name)).toEqual(['Bob']);
  });

  it('several resets keep every archived game', async () => {
    const session = await start();
    await session.reset();
    await session.reset();
    await session.reset();
    expect((await readdir(join(disk.dir, ARCHIVE_DIR))).sort()).toEqual([
      'game-1.jsonl',
      'game-2.jsonl',
      'game-3.jsonl',
    ]);
  });
});

describe('setQuiz', () => {
  it('replaces the quiz before the start, is journaled and survives a restart', async () => {
    const session = await start();
    const changes: SessionChange[] = [];
    session.onChange((c) => changes.push(c));
    const quiz = makeQuiz(2);
    await ok(session.setQuiz(quiz));
    expect(changes).toEqual([{ kind: 'quiz' }]);
    expect(session.current.questionCount).toBe(2);
    await stop(session);
    const again = await start();
    expect(again.current.quiz).toEqual(quiz);
  });

  it('is refused once the game has started', async () => {
    const session = await start();
    await ok(session.advance('operator'));
    expect(await session.setQuiz(makeQuiz(1))).toMatchObject({ ok: false, code: 'gameStarted' });
    expect(session.current.questionCount).toBe(3);
  });
});

describe('archived games', () => {
  it('restores an archived game as the current one and archives the current one', async () => {
    const session = await start();
    await addPlayer(session, 'Anna');
    await stepTo(session, S.SHOW_CORRECT_ANSWER);
    await session.reset();
    await addPlayer(session, 'Bob');
    expect((await session.archivedGames()).map((g) => g.id)).toEqual(['game-1']);

    const changes: SessionChange[] = [];
    session.onChange((c) => changes.push(c));
    await session.restore('game-1');
    expect(changes.map((c) => c.kind)).toEqual(['reset']);
    expect(session.current.id).toBe('game-1');
    expect(session.current.state).toBe(S.SHOW_CORRECT_ANSWER);
    expect(session.current.activePlayers().map((p) => p.name)).toEqual(['Anna']);
    expect((await session.archivedGames()).map((g) => g.id)).toEqual(['game-2']);
    expect((await session.archivedGame('game-2'))?.activePlayers().map((p) => p.name)).toEqual(['Bob']);

    // The restored game goes on and survives a restart.
    await ok(session.advance('operator'));
    await stop(session);
    const again = await start();
    expect(again.current.id).toBe('game-1');
    expect(again.current.state).toBe(S.SHOW_LEADERBOARD);
  });

  it('refuses to restore a game that is not archived, and keeps the current one', async () => {
    const session = await start();
    await addPlayer(session, 'Anna');
    await expect(session.restore('game-9')).rejects.toThrow();
    await expect(session.restore('../journal')).rejects.toThrow();
    expect(session.current.id).toBe('game-1');
    await addPlayer(session, 'Bob');
    await stop(session);
    const again = await start();
    expect(again.current.activePlayers().map((p) => p.name)).toEqual(['Anna', 'Bob']);
  });
});

describe('close', () => {
  it('stops the timer and refuses further commands', async () => {
    const session = await start();
    await stepTo(session, S.STARTING_NEXT_QUESTION);
    await stop(session);
    await elapse(10_000);
    expect(session.current.state).toBe(S.STARTING_NEXT_QUESTION);
    expect(await session.command({ type: 'pause' })).toMatchObject({ ok: false });
  });
});
