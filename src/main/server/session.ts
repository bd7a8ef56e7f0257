import type { Quiz, Timings } from '@shared/index';
import { Game } from './engine/game';
import type { AdvanceCause, Command, EngineCommand, Outcome } from './engine/types';
import { archivePath, Journal, listArchived, readJournal } from './journal';

export type Clock = () => number;

export type SessionChange =
  /** The state, timer or settings changed: every audience needs a new view. */
  | { kind: 'state' }
  | { kind: 'joined'; playerId: string }
  | { kind: 'answered'; playerId: string }
  | { kind: 'kicked'; playerId: string }
  /** The quiz was replaced (before the start): titles, names and question count changed. */
  | { kind: 'quiz' }
  /** A new game replaced the old one: every player is out. */
  | { kind: 'reset'; archivedTo: string };

export interface Accepted {
  ok: true;
  /** Resolves once the command is on disk: only then may it be acknowledged. */
  persisted: Promise<void>;
}
export type CommandResult = Accepted | Extract<Outcome, { ok: false }>;

export interface SessionOptions {
  dataDir: string;
  quiz: Quiz;
  /** Timings for a new game; the quiz's own when omitted. */
  timings?: Timings;
  clock?: Clock;
  newGameId?: () => string;
  log?: (message: string) => void;
}

/**
 * The running game with its I/O: journals every accepted command before it is acknowledged, replays
 * the journal on start, arms the real timer from the engine's deadline, and archives on reset.
 */
export class GameSession {
  private timer: NodeJS.Timeout | null = null;
  private listeners: ((change: SessionChange) => void)[] = [];
  private closed = false;
  private switching = false;

  private constructor(
    private game: Game,
    private readonly journal: Journal,
    private readonly options: Required<Pick<SessionOptions, 'clock' | 'newGameId' | 'log'>> & SessionOptions,
  ) {}

  static async start(options: SessionOptions): Promise<GameSession> {
    const full = {
      ...options,
      clock: options.clock ?? Date.now,
      newGameId: options.newGameId ?? (() => `game-${new Date().toISOString().replace(/[:.]/g, '-')}`),
      log: options.log ?? (() => undefined),
    };
    const { journal, records, tornLine } = await Journal.open(options.dataDir);
    if (tornLine)
      full.log('The journal ended in a torn line (the app was stopped mid-write); it was cut off.');

    let game = replayGame(records, full.log);
    if (!game) {
      const create = GameSession.createCommand(full);
      game = new Game(create);
      await journal.append(create);
    }
    const session = new GameSession(game, journal, full);
    await session.resumeAfterRestart();
    session.arm();
    return session;
  }

  private static createCommand(
    options: SessionOptions & { clock: Clock; newGameId: () => string },
  ): Extract<Command, { type: 'create' }> {
    return {
      type: 'create',
      at: options.clock(),
      gameId: options.newGameId(),
      quiz: options.quiz,
      timings: options.timings ?? options.quiz.timings,
    };
  }

  /** A timer that was running when the server stopped gets back the time it had left then. */
  private async resumeAfterRestart(): Promise<void> {
    const game = this.game;
    if (game.deadline === null || game.paused) return;
    const stoppedAt = Math.min(game.lastEventAt, game.deadline);
    const now = this.options.clock();
    if (stoppedAt >= now) return;
    this.apply({ type: 'pause', at: stoppedAt });
    this.apply({ type: 'resume', at: now });
    await this.journal.drain();
  }

  get current(): Game {
    return this.game;
  }

  now(): number {
    return this.options.clock();
  }

  onChange(listener: (change: SessionChange) => void): () => void {
    this.listeners.push(listener);
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }

  private emit(change: SessionChange): void {
    for (const listener of this.listeners) listener(change);
  }

  /**
   * Applies a command at the current time. Accepted commands are journaled (the returned promise
   * resolves once synced) and announced to listeners.
   */
  command(command: DistributiveOmit<EngineCommand, 'at'>): CommandResult {
    const full = { ...command, at: this.options.clock() } as EngineCommand;
    return this.apply(full);
  }

  private apply(command: EngineCommand): CommandResult {
    if (this.closed) return { ok: false, code: 'staleStep', msg: 'The server is shutting down.' };
    // While the journal is swapped, nothing may land in the wrong game's file.
    if (this.switching)
      return { ok: false, code: 'staleStep', msg: 'A new game is starting. Try again in a moment.' };
    const outcome = this.game.apply(command);
    if (!outcome.ok) return outcome;
    const persisted = this.journal.append(command);
    persisted.catch((error: unknown) => this.options.log(`Journal write failed: ${String(error)}`));
    switch (command.type) {
      case 'join':
        this.emit({ kind: 'joined', playerId: command.playerId });
        break;
      case 'answer':
        this.emit({ kind: 'answered', playerId: command.playerId });
        break;
      case 'kick':
        this.emit({ kind: 'kicked', playerId: command.playerId });
        break;
      case 'setQuiz':
        this.arm();
        this.emit({ kind: 'quiz' });
        break;
      default:
        this.arm();
        this.emit({ kind: 'state' });
    }
    return { ok: true, persisted };
  }

  /** Steps on from `from` (the current state when omitted). */
  advance(cause: AdvanceCause, from = this.game.state): CommandResult {
    return this.command({ type: 'advance', from, cause });
  }

  /** Ends the answering early once every connected player has answered. */
  finishIfAllAnswered(): void {
    if (this.game.everyConnectedAnswered()) this.advance('allAnswered');
  }

  setConnected(playerId: string, connected: boolean): void {
    this.game.setConnected(playerId, connected);
    if (!connected) this.finishIfAllAnswered();
  }

  /** Replaces the quiz of a game that has not started. */
  setQuiz(quiz: Quiz): CommandResult {
    return this.command({ type: 'setQuiz', quiz });
  }

  /** The archived games, newest first, each replayed. */
  async archivedGames(): Promise<Game[]> {
    const games: Game[] = [];
    for (const name of await listArchived(this.journal.dir)) {
      const game = await this.archivedGame(name).catch(() => null);
      if (game) games.push(game);
    }
    return games;
  }

  async archivedGame(name: string): Promise<Game | null> {
    const { records } = await readJournal(archivePath(this.journal.dir, name));
    return replayGame(records, () => undefined);
  }

  /** Brings an archived game back as the current one; the current game is archived first. */
  async restore(name: string): Promise<void> {
    await this.archivedGame(name).then((g) => {
      if (!g) throw new Error(`Not an archived game: ${name}`);
    });
    await this.switchGame(async () => {
      const records = await this.journal.restore(name, this.game.id);
      const game = replayGame(records, this.options.log);
      if (!game) throw new Error(`The archived game ${name} cannot be read`);
      this.game = game;
      return this.game.id;
    });
  }

  /** Archives the current game's journal and starts a new game with the same quiz and timings. */
  async reset(quiz: Quiz = this.game.quiz): Promise<void> {
    await this.switchGame(async () => {
      const old = this.game;
      const archivedTo = await this.journal.archive(`${old.id}`);
      const create = GameSession.createCommand({ ...this.options, quiz, timings: old.timings });
      this.game = new Game(create);
      await this.journal.append(create);
      return archivedTo;
    });
  }

  /** Swaps the current game; commands are refused meanwhile so none lands in the wrong journal. */
  private async switchGame(swap: () => Promise<string>): Promise<void> {
    if (this.switching) throw new Error('A new game is already starting.');
    this.switching = true;
    if (this.timer) clearTimeout(this.timer);
    let archivedTo: string;
    try {
      archivedTo = await swap();
    } finally {
      this.switching = false;
      this.arm();
    }
    this.emit({ kind: 'reset', archivedTo });
  }

  private arm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const deadline = this.game.deadline;
    if (deadline === null || this.game.paused || this.closed) return;
    const delay = Math.max(0, deadline - this.options.clock());
    this.timer = setTimeout(() => this.onTimer(), delay);
  }

  private onTimer(): void {
    this.timer = null;
    if (this.game.isDue(this.options.clock())) this.advance('timer');
    else this.arm();
  }

  /** Stops the timer and flushes the journal. A later start replays it and resumes the timer. */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.closed = true;
    await this.journal.close();
  }
}

/** Rebuilds a game from its journal; null when the journal does not start with a game. */
export function replayGame(records: readonly Command[], log: (message: string) => void): Game | null {
  const [first, ...rest] = records;
  if (first?.type !== 'create') return null;
  const game = new Game(first);
  let skipped = 0;
  for (const record of rest) {
    if (record.type === 'create' || !game.apply(record).ok) skipped++;
  }
  if (skipped > 0) log(`Replay skipped ${skipped} journal lines that no longer apply.`);
  return game;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
