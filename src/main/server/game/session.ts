import { randomBytes } from 'node:crypto';
import {
  DEFAULT_MAX_PLAYERS,
  DEFAULT_PLAYERS_PER_ADDRESS,
  gameFullMessage,
  GameState,
  TOO_MANY_FROM_ADDRESS_MESSAGE,
  type Quiz,
  type ServerState,
  type Timings,
} from '@shared/index';
import { fixedClock, monotonicClock, type Clock, type GameClock } from './clock';
import { Game } from '../engine/game';
import type { GameReader } from '../engine/gameReader';
import type { AdvanceCause, Command, EngineCommand, Outcome } from '../engine/types';
import {
  archivePath,
  describeWriteError,
  Journal,
  listArchived,
  readJournal,
  type ReadResult,
} from '../storage/journal';

export type { Clock } from './clock';

export type SessionChange =
  /** The state, timer or settings changed: every audience needs a new view. */
  | { kind: 'state' }
  | { kind: 'joined'; playerId: string }
  | { kind: 'answered'; playerId: string }
  | { kind: 'kicked'; playerId: string }
  /** The quiz was replaced (before the start): titles, names and question count changed. */
  | { kind: 'quiz' }
  /** A new game replaced the old one: every player is out. */
  | { kind: 'reset'; archivedTo: string }
  /** Saving failed or works again: the operator's banner. */
  | { kind: 'saving' };

/** Accepted means applied *and* on disk: only then may it be acknowledged. */
export type CommandResult = Outcome;
type Refusal = Extract<Outcome, { ok: false }>;
export type JoinResult =
  { ok: true; playerId: string; token: string; name: string } | Extract<Outcome, { ok: false }>;

export interface SessionOptions {
  dataDir: string;
  quiz: Quiz;
  /** Timings for a new game; the quiz's own when omitted. */
  timings?: Timings;
  /** A test's clock; by default a monotonic clock on the wall-clock scale (see ./clock). */
  clock?: Clock;
  newGameId?: () => string;
  log?: (message: string) => void;
  /** After a restart mid-question, how long the early end waits for phones to come back. */
  reconnectGraceMs?: number;
  /** How often a journal that failed is tried again. */
  recoveryIntervalMs?: number;
  /** The player cap unless the operator set one for the game (default 2,000). */
  maxPlayers?: number;
  /** Players per client address (default 10; 0 = no limit). Joins without an address are exempt. */
  playersPerAddress?: number;
}

/** Where a join comes from: `address` is the client's, absent for a trusted one (this computer). */
export interface JoinOrigin {
  address?: string;
}

/** What a guest is told when their join or answer cannot be saved. */
export const CANNOT_SAVE_MESSAGE = 'The game cannot save right now — tell the DJ.';
const cannotSave: Outcome = { ok: false, code: 'cannotSave', msg: CANNOT_SAVE_MESSAGE };
const superseded: Refusal = { ok: false, code: 'superseded', msg: 'A new game has started.' };
const staleStep: Refusal = { ok: false, code: 'staleStep', msg: 'The game has already moved on.' };
const staleReset: Refusal = {
  ok: false,
  code: 'staleStep',
  msg: 'That game was already reset: a new game is running. Nothing was changed.',
};
const RECONNECT_GRACE_MS = 8_000;
const RECOVERY_INTERVAL_MS = 2_000;

interface InFlight {
  command: EngineCommand;
  written: 'pending' | 'yes' | 'no';
  settle: (outcome: Outcome) => void;
}

/**
 * The running game with its I/O. Write-ahead: a command is checked, written to the journal and synced,
 * and only then applied to the game, in journal order, and announced; so the game in memory (and
 * everything any screen is shown) is always what a replay of the disk gives. When a write fails, the
 * command and those queued behind it are refused, every later one too until the journal writes again.
 */
export class GameSession {
  private timer: NodeJS.Timeout | null = null;
  private listeners: ((change: SessionChange) => void)[] = [];
  private closed = false;
  /** close() has begun: new commands are refused while the ones in flight finish. */
  private closing = false;
  private switching = false;
  private inFlight: InFlight[] = [];
  /** Steps (state changes) written but not applied yet: automatic steps wait for them. */
  private stepsInFlight = 0;
  private lastPlayerNo: number;
  /** Joins checked but not applied yet, in total and per address: a burst must not overshoot the caps. */
  private joinsInFlight = 0;
  private readonly joinsInFlightFrom = new Map<string, number>();
  private saveProblemText: string | null = null;
  private recoveryTimer: NodeJS.Timeout | null = null;
  /** Until then, the early end of a question waits for guests reconnecting after a restart. */
  private graceUntil = 0;
  private graceTimer: NodeJS.Timeout | null = null;
  private readonly clock: GameClock;
  private readonly log: (message: string) => void;

  private constructor(
    private game: Game,
    private readonly journal: Journal,
    private readonly options: SessionOptions & { newGameId: () => string },
    clock: GameClock,
  ) {
    this.clock = clock;
    this.log = options.log ?? (() => undefined);
    this.lastPlayerNo = highestPlayerNo(game);
  }

  static async start(options: SessionOptions): Promise<GameSession> {
    const log = options.log ?? (() => undefined);
    const full = {
      ...options,
      newGameId: options.newGameId ?? (() => `game-${new Date().toISOString().replace(/[:.]/g, '-')}`),
    };
    const clock = options.clock ? fixedClock(options.clock) : monotonicClock();
    const read = await Journal.open(options.dataDir);
    reportDamage(read, log);

    let game = replayGame(read.records, log);
    if (game) clock.notBefore(game.lastEventAt);
    const { journal } = read;
    if (!game && read.records.length > 0) {
      // Its first line (the game's start) is unreadable: nothing after it can be replayed. Keep the file
      // aside and start a clean journal, so a later start does not replay the same damage.
      const aside = await journal.setAside();
      log(
        `The journal does not start with a readable game; it was set aside as ${aside}. A new game starts.`,
      );
    }
    if (!game) {
      const create = createCommand(full, clock.now());
      game = new Game(create);
      await journal.append(create);
    }
    const session = new GameSession(game, journal, full, clock);
    await session.resumeAfterRestart();
    session.arm();
    return session;
  }

  /** A timer that was running when the server stopped gets back the time it had left then. */
  private async resumeAfterRestart(duringSwitch = false): Promise<void> {
    const game = this.game;
    if (game.deadline === null || game.paused) return;
    const stoppedAt = Math.min(game.lastEventAt, game.deadline);
    const now = this.clock.now();
    if (stoppedAt >= now) return;
    await this.submit({ type: 'pause', at: stoppedAt }, duringSwitch);
    await this.submit({ type: 'resume', at: now }, duringSwitch);
    // Phones reconnect one by one: the first ones back must not end the question for the rest.
    if (this.game.state === GameState.SHOW_QUESTION_OPTIONS) {
      this.graceUntil = now + (this.options.reconnectGraceMs ?? RECONNECT_GRACE_MS);
    }
  }

  /** The game, read-only: every change is a command, journaled first. */
  get current(): GameReader {
    return this.game;
  }

  now(): number {
    return this.clock.now();
  }

  /** Why the game cannot save right now, in words for the operator; null when it can. */
  get saveProblem(): string | null {
    return this.saveProblemText;
  }

  onChange(listener: (change: SessionChange) => void): () => void {
    this.listeners.push(listener);
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }

  /** A listener that throws (a view that cannot be built) must not stop the game: it is logged. */
  private emit(change: SessionChange): void {
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch (error) {
        this.log(
          `Announcing "${change.kind}" failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }

  /** Checks, journals and applies a command at the current time; resolves once it is on disk and applied. */
  command(command: DistributiveOmit<EngineCommand, 'at'>): Promise<CommandResult> {
    return this.submit({ ...command, at: this.clock.now() } as EngineCommand);
  }

  /** The player cap now: the operator's for this game, else the server's option, else 2,000. */
  get maxPlayers(): number {
    return this.game.maxPlayers ?? this.options.maxPlayers ?? DEFAULT_MAX_PLAYERS;
  }

  /**
   * A new player: the session gives the id (in join order) and the private token. Refused once the
   * game holds `maxPlayers` players, or `playersPerAddress` from the joining address (kicked players
   * free their place); the engine refuses joins after the podium began and from blocked addresses.
   */
  async join(name: string, origin: JoinOrigin = {}): Promise<JoinResult> {
    const { address } = origin;
    const game = this.game;
    const playerId = String(this.lastPlayerNo + 1);
    const token = randomBytes(18).toString('base64url');
    const command: EngineCommand = {
      type: 'join',
      at: this.clock.now(),
      playerId,
      token,
      name,
      ...(address !== undefined ? { address } : {}),
    };
    const early = this.refusal() ?? this.failed(this.game.check(command)) ?? this.overLimit(address);
    if (early) return early;
    this.lastPlayerNo += 1;
    this.joinsInFlight++;
    if (address !== undefined) this.joinsInFlightFrom.set(address, this.pendingFrom(address) + 1);
    let outcome: Outcome;
    try {
      outcome = await this.enqueue(command);
    } finally {
      this.joinsInFlight--;
      if (address !== undefined) {
        const left = this.pendingFrom(address) - 1;
        if (left > 0) this.joinsInFlightFrom.set(address, left);
        else this.joinsInFlightFrom.delete(address);
      }
    }
    if (!outcome.ok) return outcome;
    const player = this.game === game ? game.playerById(playerId) : undefined;
    // A reset or a restore overtook the join: the player is in the old game only.
    return player ? { ok: true, playerId, token, name: player.name } : superseded;
  }

  /**
   * A guest's answer. Once every connected player has answered, the answering ends early: after this
   * answer's acknowledgement is out (the next turn of the event loop), so the last guest is not kept waiting.
   */
  async answer(playerId: string, questionNo: number, answer: number): Promise<CommandResult> {
    const game = this.game;
    const outcome = await this.command({ type: 'answer', playerId, questionNo, answer });
    if (this.game !== game) return superseded;
    if (outcome.ok) {
      setImmediate(() => {
        if (this.game === game) this.finishIfAllAnswered();
      });
    }
    return outcome;
  }

  /** The operator's "Next": `from` is the step they saw; another one is a double click, refused as stale. */
  operatorNext(from: ServerState = this.game.state): Promise<CommandResult> {
    if (from !== this.game.state) return Promise.resolve(staleStep);
    return this.advance('operator', from);
  }

  /**
   * Resets the game the operator saw: a stale click (a page left open, a reload, a restored tab) never
   * wipes a newer game. Throws when the archive cannot be made (the current game goes on).
   */
  async resetGame(gameId: string): Promise<CommandResult> {
    if (gameId !== this.game.id) return staleReset;
    await this.reset();
    return { ok: true };
  }

  private pendingFrom(address: string): number {
    return this.joinsInFlightFrom.get(address) ?? 0;
  }

  private overLimit(address: string | undefined): Extract<Outcome, { ok: false }> | null {
    const max = this.maxPlayers;
    if (this.game.playerCount + this.joinsInFlight >= max) {
      return { ok: false, code: 'gameFull', msg: gameFullMessage(max) };
    }
    const perAddress = this.options.playersPerAddress ?? DEFAULT_PLAYERS_PER_ADDRESS;
    if (
      address !== undefined &&
      perAddress > 0 &&
      this.game.playersFrom(address) + this.pendingFrom(address) >= perAddress
    ) {
      return { ok: false, code: 'tooManyFromAddress', msg: TOO_MANY_FROM_ADDRESS_MESSAGE };
    }
    return null;
  }

  private refusal(duringSwitch = false): Extract<Outcome, { ok: false }> | null {
    if (this.closed || this.closing) {
      return { ok: false, code: 'staleStep', msg: 'The server is shutting down.' };
    }
    // While the journal is swapped, nothing may land in the wrong game's file.
    if (this.switching && !duringSwitch) {
      return { ok: false, code: 'staleStep', msg: 'A new game is starting. Try again in a moment.' };
    }
    if (this.saveProblemText !== null) return cannotSave as Extract<Outcome, { ok: false }>;
    return null;
  }

  private failed(outcome: Outcome): Extract<Outcome, { ok: false }> | null {
    return outcome.ok ? null : outcome;
  }

  /** `duringSwitch`: the session's own commands while it swaps games (a restored game's timer). */
  private submit(command: EngineCommand, duringSwitch = false): Promise<CommandResult> {
    const early = this.refusal(duringSwitch) ?? this.failed(this.game.check(command));
    return early ? Promise.resolve(early) : this.enqueue(command);
  }

  /** Journals an already checked command and applies it once it is on disk. */
  private enqueue(command: EngineCommand): Promise<CommandResult> {
    const isStep = command.type === 'advance';
    if (isStep) this.stepsInFlight++;
    return new Promise<CommandResult>((settle) => {
      const entry: InFlight = { command, written: 'pending', settle };
      this.inFlight.push(entry);
      this.journal.append(command).then(
        () => {
          entry.written = 'yes';
          this.applyWritten();
        },
        (error: unknown) => {
          entry.written = 'no';
          this.savingFailed(error);
          this.applyWritten();
        },
      );
    }).finally(() => {
      if (isStep) this.stepsInFlight--;
    });
  }

  /** Applies the written commands in journal order; a command that could not be written changes nothing. */
  private applyWritten(): void {
    for (let head = this.inFlight[0]; head && head.written !== 'pending'; head = this.inFlight[0]) {
      this.inFlight.shift();
      if (head.written === 'no') {
        head.settle(cannotSave);
        continue;
      }
      const outcome = this.game.apply(head.command);
      head.settle(outcome);
      if (outcome.ok) this.announce(head.command);
    }
  }

  private announce(command: EngineCommand): void {
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
  }

  /** A write failed: refuse commands, tell the operator, and try the disk again every few seconds. */
  private savingFailed(error: unknown): void {
    if (this.saveProblemText !== null) return;
    this.saveProblemText = describeWriteError((error as { writeError?: unknown }).writeError ?? error);
    this.log(
      `The game cannot save (${this.saveProblemText}): joins, answers and steps are refused until it can.`,
    );
    this.emit({ kind: 'saving' });
    this.scheduleRecovery();
  }

  private scheduleRecovery(): void {
    if (this.recoveryTimer || this.closed || this.closing) return;
    this.recoveryTimer = setTimeout(() => {
      this.recoveryTimer = null;
      void this.journal.recover().then((healthy) => {
        if (!healthy) {
          this.scheduleRecovery();
          return;
        }
        this.saveProblemText = null;
        this.log('The game saves again: joins, answers and steps are accepted.');
        this.emit({ kind: 'saving' });
        this.arm();
      });
    }, this.options.recoveryIntervalMs ?? RECOVERY_INTERVAL_MS);
  }

  /** Steps on from `from` (the current state when omitted). */
  advance(cause: AdvanceCause, from = this.game.state): Promise<CommandResult> {
    return this.command({ type: 'advance', from, cause });
  }

  /** Ends the answering early once every connected player has answered (not during a restart's grace). */
  finishIfAllAnswered(): void {
    if (this.stepsInFlight > 0 || !this.game.everyConnectedAnswered()) return;
    const wait = this.graceUntil - this.clock.now();
    if (wait > 0) {
      if (!this.graceTimer) {
        this.graceTimer = setTimeout(() => {
          this.graceTimer = null;
          this.finishIfAllAnswered();
        }, wait);
      }
      return;
    }
    void this.advance('allAnswered');
  }

  setConnected(playerId: string, connected: boolean): void {
    this.game.setConnected(playerId, connected);
    if (!connected) this.finishIfAllAnswered();
  }

  /** Replaces the quiz of a game that has not started. */
  setQuiz(quiz: Quiz): Promise<CommandResult> {
    return this.command({ type: 'setQuiz', quiz });
  }

  /** The archived games, newest first, each replayed. */
  async archivedGames(): Promise<GameReader[]> {
    const games: GameReader[] = [];
    for (const name of await listArchived(this.journal.dir)) {
      const game = await this.archivedGame(name).catch(() => null);
      if (game) games.push(game);
    }
    return games;
  }

  async archivedGame(name: string): Promise<GameReader | null> {
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
      const game = replayGame(records, this.log);
      if (!game) throw new Error(`The archived game ${name} cannot be read`);
      this.game = game;
      this.clock.notBefore(game.lastEventAt);
      // A question restored mid-answering gets back the time it had left, as after a restart.
      await this.resumeAfterRestart(true);
      return this.game.id;
    });
  }

  /**
   * Archives the current game's journal and starts a new game with the same quiz and timings. When the
   * archive cannot be made (a locked file, a read-only folder), the current game goes on and this throws.
   */
  async reset(quiz: Quiz = this.game.quiz): Promise<void> {
    await this.switchGame(async () => {
      const old = this.game;
      const create = createCommand(
        { ...this.options, quiz, timings: old.timings },
        this.clock.now(),
        old.maxPlayers ?? null,
      );
      // The new game's first line is on disk before the old journal is archived: no half-reset.
      const archivedTo = await this.journal.startNew(`${old.id}`, create);
      this.game = new Game(create);
      return archivedTo;
    });
  }

  /** Swaps the current game; commands are refused meanwhile so none lands in the wrong journal. */
  private async switchGame(swap: () => Promise<string>): Promise<void> {
    if (this.switching) throw new Error('A new game is already starting.');
    if (this.saveProblemText !== null) throw new Error(`The game cannot save: ${this.saveProblemText}.`);
    this.switching = true;
    if (this.timer) clearTimeout(this.timer);
    let archivedTo: string;
    try {
      await this.idle();
      // A write may have failed while the last commands finished.
      if (this.saveProblemText !== null) throw new Error(`The game cannot save: ${this.saveProblemText}.`);
      this.graceUntil = 0;
      archivedTo = await swap();
      this.lastPlayerNo = highestPlayerNo(this.game);
    } finally {
      this.switching = false;
      this.arm();
    }
    this.emit({ kind: 'reset', archivedTo });
  }

  /** Waits until every command in flight is written and applied (or refused). */
  async idle(): Promise<void> {
    await this.journal.drain();
    while (this.inFlight.length > 0) await new Promise((resolve) => setImmediate(resolve));
  }

  private arm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const deadline = this.game.deadline;
    if (deadline === null || this.game.paused || this.closed || this.closing) return;
    const delay = Math.max(0, deadline - this.clock.now());
    this.timer = setTimeout(() => this.onTimer(), delay);
  }

  private onTimer(): void {
    this.timer = null;
    if (!this.game.isDue(this.clock.now())) {
      this.arm();
      return;
    }
    // A step already on its way to the disk moves the game on: this one would be stale.
    if (this.stepsInFlight > 0) return;
    // Refused while the game cannot save: armed again once it can.
    void this.advance('timer');
  }

  /** Stops the timers and flushes the journal. A later start replays it and resumes the timer. */
  async close(): Promise<void> {
    this.closing = true;
    this.clearTimers();
    await this.idle();
    this.closed = true;
    // Commands that finished meanwhile may have armed a timer again.
    this.clearTimers();
    await this.journal.close();
  }

  private clearTimers(): void {
    for (const timer of [this.timer, this.recoveryTimer, this.graceTimer]) if (timer) clearTimeout(timer);
    this.timer = this.recoveryTimer = this.graceTimer = null;
  }
}

/** `maxPlayers`: a cap the operator set in the previous game, kept like its timings (never the option's). */
function createCommand(
  options: SessionOptions & { newGameId: () => string },
  at: number,
  maxPlayers: number | null = null,
): Extract<Command, { type: 'create' }> {
  return {
    type: 'create',
    at,
    gameId: options.newGameId(),
    quiz: options.quiz,
    timings: options.timings ?? options.quiz.timings,
    ...(maxPlayers !== null ? { maxPlayers } : {}),
  };
}

/** Player ids are join numbers; the next one follows the highest, kicked players included. */
function highestPlayerNo(game: Game): number {
  return game.playerIds().reduce((max, id) => Math.max(max, Number(id) || 0), 0);
}

function reportDamage(read: ReadResult, log: (message: string) => void): void {
  if (read.tornLine) log('The journal ended in a torn line (the app was stopped mid-write); it was cut off.');
  for (const bad of read.badLines) {
    log(`Journal line ${bad.line} is damaged (${bad.reason}); it was skipped, the lines after it were kept.`);
  }
  if (read.savedCopy) log(`The journal as it was is kept in ${read.savedCopy}.`);
}

/**
 * Rebuilds a game from its journal; null when the journal does not start with a game. A line the engine
 * refuses was refused when it happened too (write-ahead journals every checked command): it changes nothing.
 */
export function replayGame(records: readonly Command[], log: (message: string) => void): Game | null {
  const [first, ...rest] = records;
  if (first?.type !== 'create') return null;
  const game = new Game(first);
  let extraCreates = 0;
  for (const record of rest) {
    if (record.type === 'create') extraCreates++;
    else game.apply(record);
  }
  if (extraCreates > 0) log(`Replay skipped ${extraCreates} journal lines that start another game.`);
  return game;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
