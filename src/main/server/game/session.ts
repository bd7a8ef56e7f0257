import { randomBytes } from 'node:crypto';
import { DEFAULT_MAX_PLAYERS, GameState, type AnswerValue, type Quiz, type ServerState } from '@shared/index';
import { Game } from '../engine/game';
import type { GameReader } from '../engine/gameReader';
import type { AdvanceCause, EngineCommand } from '../engine/types';
import type { Journal } from '../storage/journal';
import { replayArchived, replayArchivedGame } from './archivedGames';
import { fixedClock, monotonicClock, type GameClock } from './clock';
import { JoinGate } from './joinGate';
import { offensiveName } from './nameGate';
import { createCommand, highestPlayerNo, openJournalGame, replayGame } from './replay';
import {
  RECONNECT_GRACE_MS,
  RECOVERY_INTERVAL_MS,
  staleReset,
  staleStep,
  superseded,
  type CommandResult,
  type JoinOrigin,
  type JoinResult,
  type SessionOptions,
  timestampGameId,
} from './sessionTypes';
import { StepAlarm } from './stepAlarm';
import { failed, JournaledGame } from './journaledGame';
import { keepsakeChange } from './keepsakeChange';

export { CANNOT_SAVE_MESSAGE } from './writeAhead';
export type { CommandResult, JoinOrigin, JoinResult, SessionChange, SessionOptions } from './sessionTypes';

type FullOptions = SessionOptions & { newGameId: () => string };

/**
 * The running game with its I/O. Write-ahead: a command is checked, written to the journal and synced,
 * and only then applied to the game, in journal order, and announced; so the game in memory (and
 * everything any screen is shown) is always what a replay of the disk gives. When a write fails, the
 * command and those queued behind it are refused, every later one too until the journal writes again.
 */
export class GameSession extends JournaledGame {
  private lastPlayerNo: number;
  private readonly joins: JoinGate;
  private readonly alarm: StepAlarm;

  private constructor(
    game: Game,
    journal: Journal,
    private readonly options: FullOptions,
    clock: GameClock,
  ) {
    super(
      game,
      journal,
      clock,
      options.recoveryIntervalMs ?? RECOVERY_INTERVAL_MS,
      options.log ?? (() => undefined),
    );
    this.lastPlayerNo = highestPlayerNo(game);
    this.joins = new JoinGate(options.playersPerAddress);
    this.alarm = new StepAlarm(clock, {
      game: () => this.game,
      stepsInFlight: () => this.queue.stepsInFlight,
      advance: (cause) => void this.advance(cause),
    });
  }

  static async start(options: SessionOptions): Promise<GameSession> {
    const log = options.log ?? (() => undefined);
    const full: FullOptions = { ...options, newGameId: options.newGameId ?? timestampGameId };
    const clock = options.clock ? fixedClock(options.clock) : monotonicClock();
    const { game, journal, repair } = await openJournalGame(options.dataDir, full, clock, log);
    const session = new GameSession(game, journal, full, clock);
    session.journalRepair = repair;
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
      this.alarm.graceUntil(now + (this.options.reconnectGraceMs ?? RECONNECT_GRACE_MS));
    }
  }

  /** The player cap now: the operator's for this game, else the server's option, else 5,000. */
  get maxPlayers(): number {
    return this.game.maxPlayers ?? this.options.maxPlayers ?? DEFAULT_MAX_PLAYERS;
  }

  /**
   * A new player: the session gives the id (in join order) and the private token. Refused once the
   * game holds `maxPlayers` players, or `playersPerAddress` from the joining address (kicked players
   * free their place); the engine refuses joins after the podium began and from blocked addresses.
   */
  async join(name: string, origin: JoinOrigin = {}): Promise<JoinResult> {
    const { address, team } = origin;
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
      ...(team !== undefined ? { team } : {}),
    };
    const early = this.refusal() ?? failed(game.check(command)) ?? offensiveName(name);
    const refused = early ?? this.joins.refusal(game, this.maxPlayers, address, name);
    if (refused) return refused;
    this.lastPlayerNo += 1;
    const done = this.joins.reserve(address, name);
    const outcome = await this.queue.enqueue(command, this.stepNow()).finally(done);
    if (!outcome.ok) return outcome;
    const player = this.game === game ? game.playerById(playerId) : undefined;
    // A reset or a restore overtook the join: the player is in the old game only.
    return player ? { ok: true, playerId, token, name: player.name } : superseded;
  }

  /**
   * A guest's answer. Once every connected player has answered, the answering ends early: after this
   * answer's acknowledgement is out (the next turn of the event loop), so the last guest is not kept waiting.
   */
  async answer(playerId: string, questionNo: number, answer: AnswerValue): Promise<CommandResult> {
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
   * Steps on from `from` (the current state when omitted). Leaving the answering of a team game, the
   * players connected then without an answer go along: they count 0 in their team's average.
   */
  advance(cause: AdvanceCause, from = this.game.state): Promise<CommandResult> {
    const closesRound = from === GameState.SHOW_QUESTION_OPTIONS && this.game.playsInTeams;
    const waiting = closesRound ? { waiting: this.game.waitingPlayers() } : {};
    return this.command({ type: 'advance', from, cause, ...waiting });
  }

  /** Ends the answering early once every connected player has answered (not during a restart's grace). */
  finishIfAllAnswered(): void {
    this.alarm.finishIfAllAnswered();
  }

  setConnected(playerId: string, connected: boolean): void {
    this.game.setConnected(playerId, connected);
    if (!connected) this.finishIfAllAnswered();
  }

  /** Replaces the quiz of a game that has not started. */
  setQuiz(quiz: Quiz): Promise<CommandResult> {
    return this.command({ type: 'setQuiz', quiz });
  }

  protected announce(command: EngineCommand): void {
    switch (command.type) {
      case 'join':
      case 'answer':
      case 'kick':
        return this.emit({ kind: PLAYER_CHANGE[command.type], playerId: command.playerId });
      case 'moveTeam': // Issue 18's rename and approval change a phone, the lists and leaderboards: as a move does.
      case 'renamePlayer':
      case 'approvePlayer':
        return this.emit({ kind: 'moved', playerId: command.playerId });
      case 'coupleAnswer':
        this.emit({ kind: 'couple' });
        return this.finishIfAllAnswered();
      case 'setQuiz':
        this.arm();
        return this.emit({ kind: 'quiz' });
      default: {
        const keepsake = keepsakeChange(command, this.game);
        if (keepsake) return this.emit(keepsake);
        this.arm();
        return this.emit({ kind: 'state' });
      }
    }
  }

  protected savingChanged(healthy: boolean): void {
    this.emit({ kind: 'saving' });
    if (healthy) this.arm();
  }

  /** The archived games, newest first, each replayed. */
  archivedGames(): Promise<GameReader[]> {
    return replayArchived(this.journal.dir);
  }

  archivedGame(name: string): Promise<GameReader | null> {
    return replayArchivedGame(this.journal.dir, name);
  }

  /** Brings an archived game back as the current one; the current game is archived first. */
  async restore(name: string): Promise<void> {
    if (!(await this.archivedGame(name))) throw new Error(`Not an archived game: ${name}`);
    await this.switchGame(async () => {
      const game = replayGame(await this.journal.restore(name, this.game.id), this.log);
      if (!game) throw new Error(`The archived game ${name} cannot be read`);
      this.game = game;
      this.clock.notBefore(game.lastEventAt);
      // A question restored mid-answering gets back the time it had left, as after a restart.
      await this.resumeAfterRestart(true);
      return this.game.id;
    });
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

  /**
   * Archives the current game's journal and starts a new game with the same quiz and timings. When the
   * archive cannot be made (a locked file, a read-only folder), the current game goes on and this throws.
   */
  async reset(quiz: Quiz = this.game.quiz): Promise<void> {
    await this.switchGame(async () => {
      const old = this.game;
      const at = this.clock.now();
      const create = createCommand({ ...this.options, quiz, timings: old.timings }, at, old);
      // The new game's first line is on disk before the old journal is archived: no half-reset.
      const archivedTo = await this.journal.startNew(`${old.id}`, create);
      this.game = new Game(create);
      return archivedTo;
    });
  }

  /** Swaps the current game; commands are refused meanwhile so none lands in the wrong journal. */
  private async switchGame(swap: () => Promise<string>): Promise<void> {
    if (this.switching) throw new Error('A new game is already starting.');
    this.throwIfCannotSave();
    this.switching = true;
    this.alarm.disarm();
    let archivedTo: string;
    try {
      await this.idle();
      // A write may have failed while the last commands finished.
      this.throwIfCannotSave();
      this.alarm.graceUntil(0);
      archivedTo = await swap();
      this.lastPlayerNo = highestPlayerNo(this.game);
      // The notice was about the game that was read at the start, now archived.
      this.journalRepair = null;
    } finally {
      this.switching = false;
      this.arm();
    }
    this.emit({ kind: 'reset', archivedTo });
  }

  private arm(): void {
    if (this.closed || this.closing) this.alarm.disarm();
    else this.alarm.arm();
  }

  /** Stops the timers and flushes the journal. A later start replays it and resumes the timer. */
  async close(): Promise<void> {
    this.closing = true;
    this.stopTimers();
    await this.idle();
    this.closed = true;
    // Commands that finished meanwhile may have armed a timer again.
    this.stopTimers();
    await this.journal.close();
  }

  private stopTimers(): void {
    this.alarm.stop();
    this.health.stop();
  }
}

const PLAYER_CHANGE = { join: 'joined', answer: 'answered', kick: 'kicked' } as const;
