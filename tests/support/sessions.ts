/**
 * Game sessions on a temporary data directory, each closed and the directory deleted after every test:
 * a unit test of the session starts, restarts and resets them as the app would, without a server.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { GameSession, type SessionOptions } from '../../src/main/server/game/session';

export interface SessionsOnDisk {
  /** The current test's data directory. */
  readonly dir: string;
  /** Starts a session on the directory: the file's defaults, then `options`. */
  start(options?: Partial<SessionOptions>): Promise<GameSession>;
  /** Closes `session` as a crash would leave the disk: everything it acknowledged is there. */
  stop(session: GameSession): Promise<void>;
  /** Stops `session` and starts another from the same directory. */
  restart(session: GameSession, options?: Partial<SessionOptions>): Promise<GameSession>;
  /** The sessions started and not stopped yet. */
  open(): readonly GameSession[];
}

/** Call once in a file (or a describe): a fresh directory named `wq-<name>-…` for each test. */
export function useSessions(name: string, defaults: () => Omit<SessionOptions, 'dataDir'>): SessionsOnDisk {
  let dir = '';
  let open: GameSession[] = [];
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), `wq-${name}-`));
    open = [];
  });
  afterEach(async () => {
    for (const s of open) await s.close();
    await rm(dir, { recursive: true, force: true });
  });
  const start = async (options: Partial<SessionOptions> = {}): Promise<GameSession> => {
    const session = await GameSession.start({ dataDir: dir, ...defaults(), ...options });
    open.push(session);
    return session;
  };
  const stop = async (session: GameSession): Promise<void> => {
    await session.close();
    open = open.filter((s) => s !== session);
  };
  return {
    get dir() {
      return dir;
    },
    start,
    stop,
    restart: async (session, options) => {
      await stop(session);
      return start(options);
    },
    open: () => open,
  };
}
