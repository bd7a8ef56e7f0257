import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GameState, type Quiz } from '@shared/index';
import { choiceQuestions, testQuiz } from '../support/quizzes';

/**
 * A hook called right after the journal opens a file, before the awaiting code resumes. It lets a test
 * run a socket event at the moment one could arrive in the same event-loop turn as the fs callback.
 */
const hooks = vi.hoisted(() => ({ afterOpen: null as null | ((path: string) => void) }));

vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs/promises')>();
  const open = async (...args: Parameters<typeof real.open>): ReturnType<typeof real.open> => {
    const handle = await real.open(...args);
    const hook = hooks.afterOpen;
    if (hook) hook(String(args[0]));
    return handle;
  };
  return { ...real, default: { ...real, open }, open };
});

const { GameSession } = await import('../../src/main/server/game/session');
const { JOURNAL_FILE, readJournal } = await import('../../src/main/server/storage/journal');

const quiz: Quiz = testQuiz({ questions: choiceQuestions(1, { text: () => 'Q' }) });

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'wq-reset-race-'));
});
afterEach(async () => {
  hooks.afterOpen = null;
  await rm(dir, { recursive: true, force: true });
});

describe('reset while guests keep sending events', () => {
  it('a command arriving while the journal is being archived never lands before the new game', async () => {
    let now = 1_700_000_000_000;
    let id = 0;
    const options = { dataDir: dir, quiz, clock: () => now, newGameId: () => `game-${++id}` };
    const session = await GameSession.start(options);
    await session.command({ type: 'join', playerId: '1', token: 't1', name: 'Anna' });

    // A guest's join arrives in the same event-loop turn as the new journal file is opened.
    hooks.afterOpen = (path) => {
      if (!path.endsWith(JOURNAL_FILE)) return;
      hooks.afterOpen = null;
      void session.command({ type: 'join', playerId: '2', token: 't2', name: 'Bob' });
    };
    now += 1000;
    await session.reset();
    hooks.afterOpen = null;

    // The new game goes on: a guest joins it.
    now += 1000;
    await session.command({ type: 'join', playerId: '1', token: 't3', name: 'Cleo' });
    await session.close();

    const { records } = await readJournal(join(dir, JOURNAL_FILE));
    expect(records[0]).toMatchObject({ type: 'create', gameId: 'game-2' });

    // After a restart the new game, with Cleo, is still there.
    const restarted = await GameSession.start(options);
    expect(restarted.current.id).toBe('game-2');
    expect(restarted.current.state).toBe(GameState.NEW);
    expect(restarted.current.activePlayers().map((p) => p.name)).toEqual(['Cleo']);
    await restarted.close();
  });
});
