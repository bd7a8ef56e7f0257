/**
 * Write-ahead for real: with the disk full (a simulated ENOSPC from the journal's file handle), a step, a
 * join or an answer changes nothing, is refused in plain words, and the operator is told; once space is
 * back the game goes on. Also: a reset whose archive cannot be made, the reveal after its sync, clock
 * jumps, and the grace for phones reconnecting after a restart.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GameState, type Quiz } from '@shared/index';
import { choiceQuestions, testQuiz } from '../support/quizzes';

const faults = vi.hoisted(() => ({
  /** Writes to the journal fail with ENOSPC while set. */
  diskFull: false,
  /** Renames fail (a file locked on Windows, a read-only folder) while set. */
  renameFails: false,
  /** Called before each journal write reaches the disk (to look at the game meanwhile). */
  beforeWrite: null as null | (() => void),
}));

vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs/promises')>();
  const enospc = (): Error =>
    Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  const open = async (...args: Parameters<typeof real.open>): ReturnType<typeof real.open> => {
    const handle = await real.open(...args);
    if (!String(args[0]).includes('journal.jsonl')) return handle;
    const writeFile = handle.writeFile.bind(handle) as (...a: unknown[]) => Promise<void>;
    (handle as unknown as { writeFile: unknown }).writeFile = async (...a: unknown[]) => {
      if (faults.diskFull) throw enospc();
      return writeFile(...a);
    };
    const write = handle.write.bind(handle) as (...a: unknown[]) => Promise<{ bytesWritten: number }>;
    (handle as unknown as { write: unknown }).write = async (...a: unknown[]) => {
      faults.beforeWrite?.();
      if (faults.diskFull) throw enospc();
      return write(...a);
    };
    return handle;
  };
  const rename = async (...args: Parameters<typeof real.rename>): Promise<void> => {
    if (faults.renameFails)
      throw Object.assign(new Error('EBUSY: resource busy or locked, rename'), { code: 'EBUSY' });
    return real.rename(...args);
  };
  return { ...real, default: { ...real, open, rename }, open, rename };
});

const { GameSession, CANNOT_SAVE_MESSAGE } = await import('../../src/main/server/game/session');
type Session = import('../../src/main/server/game/session').GameSession;
const { ViewContext } = await import('../../src/main/server/game/views');
const { monotonicClock } = await import('../../src/main/server/game/clock');

const S = GameState;
const quiz: Quiz = testQuiz({ questions: choiceQuestions(2, { correct: (i) => i + 1 }) });

let dir: string;
let now: number;
let sessions: Session[];
const logs: string[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'wq-durable-'));
  now = 1_700_000_000_000;
  sessions = [];
  logs.length = 0;
  Object.assign(faults, { diskFull: false, renameFails: false, beforeWrite: null });
});
afterEach(async () => {
  Object.assign(faults, { diskFull: false, renameFails: false, beforeWrite: null });
  for (const s of sessions) await s.close();
  await rm(dir, { recursive: true, force: true });
});

async function start(extra: { recoveryIntervalMs?: number; reconnectGraceMs?: number } = {}) {
  let id = 0;
  const session = await GameSession.start({
    dataDir: dir,
    quiz,
    clock: () => now,
    newGameId: () => `game-${++id}`,
    log: (m) => logs.push(m),
    recoveryIntervalMs: 20,
    ...extra,
  });
  sessions.push(session);
  return session;
}

async function stopAndRestart(session: Session, extra = {}) {
  await session.close();
  sessions = sessions.filter((s) => s !== session);
  return start(extra);
}

async function stepTo(session: Session, state: number): Promise<void> {
  for (let i = 0; i < 20 && session.current.state !== state; i++) {
    const outcome = await session.advance('operator');
    if (!outcome.ok) throw new Error(outcome.msg);
  }
}

const until = async (check: () => boolean, what: string): Promise<void> => {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
};

describe('the disk is full', () => {
  it('a step, a join and an answer change nothing, are refused in plain words, and the operator is told', async () => {
    const session = await start();
    const anna = await session.join('Anna');
    expect(anna.ok).toBe(true);
    await stepTo(session, S.SHOW_QUESTION_OPTIONS);
    const changes: string[] = [];
    session.onChange((c) => changes.push(c.kind));

    faults.diskFull = true;
    const step = await session.advance('operator');
    expect(step).toEqual({ ok: false, code: 'cannotSave', msg: CANNOT_SAVE_MESSAGE });
    expect(session.current.state).toBe(S.SHOW_QUESTION_OPTIONS);
    expect(session.saveProblem).toBe('the disk is full');
    expect(changes).toEqual(['saving']);
    const operator = new ViewContext(session.current, session.now(), {
      saveProblem: session.saveProblem,
      journalRepair: null,
    }).operator();
    expect(operator.saveProblem).toBe('the disk is full');

    const bob = await session.join('Bob');
    expect(bob).toMatchObject({ ok: false, msg: 'The game cannot save right now — tell the DJ.' });
    // Bob's name is not taken: nothing was applied.
    expect(session.current.activePlayers().map((p) => p.name)).toEqual(['Anna']);
    const answer = await session.command({
      type: 'answer',
      playerId: anna.ok ? anna.playerId : '',
      questionNo: 0,
      answer: 1,
    });
    expect(answer).toMatchObject({ ok: false, code: 'cannotSave' });
    expect(session.current.answeredCount).toBe(0);
    expect(logs.some((m) => /cannot save \(the disk is full\)/.test(m))).toBe(true);

    // Space is back: the game goes on by itself.
    faults.diskFull = false;
    await until(() => session.saveProblem === null, 'the journal to recover');
    expect(changes).toEqual(['saving', 'saving']);
    expect(await session.join('Bob')).toMatchObject({ ok: true });
    expect(await session.advance('operator')).toEqual({ ok: true });
    expect(session.current.state).toBe(S.SHOW_CORRECT_ANSWER);
  });

  it('a burst of answers while the disk fills: every acknowledged one survives a restart, no other', async () => {
    const session = await start();
    const players: string[] = [];
    for (let i = 0; i < 30; i++) {
      const joined = await session.join(`P${i}`);
      if (joined.ok) players.push(joined.playerId);
    }
    await stepTo(session, S.SHOW_QUESTION_OPTIONS);
    // The disk fills up in the middle of the burst.
    let writes = 0;
    faults.beforeWrite = () => {
      if (++writes === 2) faults.diskFull = true;
    };
    const results = await Promise.all(
      players.map(async (playerId, i) => {
        if (i % 3 === 0) await new Promise((r) => setImmediate(r));
        return session.command({ type: 'answer', playerId, questionNo: 0, answer: i % 4 });
      }),
    );
    const acknowledged = players.filter((_, i) => results[i]?.ok);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(acknowledged.length).toBeLessThan(players.length);
    expect(session.current.answeredCount).toBe(acknowledged.length);

    faults.beforeWrite = null;
    faults.diskFull = false;
    await until(() => session.saveProblem === null, 'the journal to recover');
    const again = await stopAndRestart(session);
    expect(again.current.answeredCount).toBe(acknowledged.length);
    const answered = players.filter((id) => again.current.answerOf(id, 0) !== undefined);
    expect(answered).toEqual(acknowledged);
  });
});

describe('reveal after sync', () => {
  it('the reveal is not in the game (nor any view) until its step is on disk', async () => {
    const session = await start();
    await stepTo(session, S.SHOW_QUESTION_OPTIONS);
    const seen: number[] = [];
    faults.beforeWrite = () => seen.push(session.current.state);
    const step = session.advance('operator');
    expect(session.current.state).toBe(S.SHOW_QUESTION_OPTIONS);
    expect(
      new ViewContext(session.current, session.now()).player(undefined).correctAnswer ?? null,
    ).toBeNull();
    await step;
    expect(seen).toEqual([S.SHOW_QUESTION_OPTIONS]);
    expect(session.current.state).toBe(S.SHOW_CORRECT_ANSWER);
  });
});

/**
 * Anna's game at the start of the quiz, whose reset fails with `fault` on: the game goes on, Bob joins
 * after it, and the session restarts from the journal.
 */
async function restartAfterFailedReset(fault: 'renameFails' | 'diskFull', error: RegExp): Promise<Session> {
  const session = await start();
  await session.join('Anna');
  await stepTo(session, S.STARTING_QUIZ);
  faults[fault] = true;
  await expect(session.reset()).rejects.toThrow(error);
  faults[fault] = false;
  expect(session.current.id).toBe('game-1');
  // Later commands are still written: they survive a restart.
  expect(await session.join('Bob')).toMatchObject({ ok: true });
  return stopAndRestart(session);
}

describe('a reset whose archive cannot be made', () => {
  it('leaves the current game running with its journal open, and says why', async () => {
    const again = await restartAfterFailedReset('renameFails', /EBUSY/);
    expect(again.current.activePlayers().map((p) => p.name)).toEqual(['Anna', 'Bob']);
    expect(again.current.state).toBe(S.STARTING_QUIZ);
  });
});

describe('a reset while the disk is full', () => {
  it('writes the new game before archiving the old one: the old game goes on, nothing is lost', async () => {
    const again = await restartAfterFailedReset('diskFull', /ENOSPC/);
    expect(again.current.id).toBe('game-1');
    expect(again.current.activePlayers().map((p) => p.name)).toEqual(['Anna', 'Bob']);
  });
});

describe('a journal whose first line is damaged', () => {
  /** Anna joins; the server stops; `damage` rewrites the journal's text; a server starts on it. */
  async function restartedAfter(damage: (text: string) => string): Promise<Session> {
    const first = await start();
    await first.join('Anna');
    await first.close();
    sessions = [];
    const path = join(dir, 'journal.jsonl');
    await writeFile(path, damage(await readFile(path, 'utf8')));
    return start();
  }

  it('is read from the copy of its first line (issue 28.2)', async () => {
    const second = await restartedAfter((text) => text.replace('"type":"create"', '"type":"crea\u0000te"'));
    expect(second.current.activePlayers().map((p) => p.name)).toEqual(['Anna']);
    expect(second.journalRepair).toMatchObject({
      lines: [{ line: 1, what: 'create', recovered: 'copy' }],
      setAsideTo: null,
    });
  });

  it('is set aside once when both copies are damaged; the new game it starts survives the next restarts', async () => {
    const second = await restartedAfter((text) =>
      text.replaceAll('"type":"create"', '"type":"crea\u0000te"'),
    );
    expect(second.current.activePlayers()).toEqual([]);
    expect(logs.some((m) => /does not start with a readable game; it was set aside/.test(m))).toBe(true);
    expect(second.journalRepair).toMatchObject({
      lines: [{ line: 1 }, { line: 2 }],
      setAsideTo: expect.stringMatching(/journal\.jsonl\.unreadable-/),
    });
    await second.join('Bob');
    const third = await stopAndRestart(second);
    expect(third.current.activePlayers().map((p) => p.name)).toEqual(['Bob']);
    expect((await readdir(dir)).some((f) => f.startsWith('journal.jsonl.unreadable-'))).toBe(true);
  });
});

describe('a listener that throws', () => {
  it('is logged; the command is still answered and the game goes on', async () => {
    const session = await start();
    session.onChange(() => {
      throw new Error('view failed');
    });
    expect(await session.join('Anna')).toMatchObject({ ok: true });
    expect(await session.advance('operator')).toEqual({ ok: true });
    expect(logs.some((m) => /Announcing "joined" failed: view failed/.test(m))).toBe(true);
    await session.idle();
  });
});

describe('clocks', () => {
  it('the game clock follows the monotonic clock when the wall clock jumps', () => {
    let wall = 1_000_000;
    let mono = 50;
    const clock = monotonicClock(
      () => wall,
      () => mono,
    );
    const t0 = clock.now();
    mono += 1_000;
    wall -= 30_000; // the system clock is set back 30 s
    expect(clock.now() - t0).toBe(1_000);
    mono += 1_000;
    wall += 120_000; // and forward 2 minutes
    expect(clock.now() - t0).toBe(2_000);
    clock.notBefore(t0 + 10_000);
    expect(clock.now()).toBe(t0 + 10_000);
  });
});

describe('after a restart mid-question', () => {
  it('the early end waits for the phones still reconnecting', async () => {
    const first = await start();
    const a = await first.join('Anna');
    const b = await first.join('Bob');
    if (!a.ok || !b.ok) throw new Error('join');
    await stepTo(first, S.SHOW_QUESTION_OPTIONS);
    now += 2_000;
    const session = await stopAndRestart(first, { reconnectGraceMs: 300 });
    // Anna's phone is back first and answers: Bob's is still reconnecting.
    session.setConnected(a.playerId, true);
    await session.command({ type: 'answer', playerId: a.playerId, questionNo: 0, answer: 1 });
    session.finishIfAllAnswered();
    await new Promise((r) => setTimeout(r, 100));
    await session.idle();
    expect(session.current.state).toBe(S.SHOW_QUESTION_OPTIONS);
    // Bob is back within the grace and answers: now everyone connected has answered.
    session.setConnected(b.playerId, true);
    await session.command({ type: 'answer', playerId: b.playerId, questionNo: 0, answer: 2 });
    session.finishIfAllAnswered();
    now += 1_000; // the grace is over
    await new Promise((r) => setTimeout(r, 400));
    await session.idle();
    expect(session.current.state).toBe(S.SHOW_CORRECT_ANSWER);
  });
});
