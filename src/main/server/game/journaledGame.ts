import { errorText } from '@shared/model/errorText';
import type { JournalRepair } from '@shared/wire/payloads';
import type { Game } from '../engine/game';
import type { GameReader } from '../engine/gameReader';
import type { EngineCommand, Outcome } from '../engine/types';
import type { Journal, JournalStep } from '../storage/journal';
import type { GameClock } from './clock';
import { SaveHealth } from './saveHealth';
import type { CommandResult, Refusal, SessionChange } from './sessionTypes';
import { cannotSave, WriteAheadQueue } from './writeAhead';

/**
 * The game behind its journal: commands are checked, journaled and only then applied (./writeAhead);
 * while the journal cannot write, or the session closes or swaps games, commands are refused. Listeners
 * hear every change. The session (./session) adds the game's decisions and timers.
 */
export abstract class JournaledGame {
  private listeners: ((change: SessionChange) => void)[] = [];
  protected closed = false;
  /** close() has begun: new commands are refused while the ones in flight finish. */
  protected closing = false;
  protected switching = false;
  protected readonly queue: WriteAheadQueue;
  protected readonly health: SaveHealth;
  /** What could not be read back of this game's journal at the start (for the operator); null once a new game begins. */
  journalRepair: JournalRepair | null = null;

  protected constructor(
    protected game: Game,
    protected readonly journal: Journal,
    protected readonly clock: GameClock,
    recoveryIntervalMs: number,
    protected readonly log: (message: string) => void,
  ) {
    this.queue = new WriteAheadQueue(journal, {
      apply: (command) => this.game.apply(command),
      applied: (command) => this.announce(command),
      writeFailed: (error) => this.health.failed(error),
    });
    this.health = new SaveHealth(journal, recoveryIntervalMs, (healthy) => this.savingChanged(healthy), log);
  }

  /** A command is on disk and applied: tell the listeners (and re-arm timers). */
  protected abstract announce(command: EngineCommand): void;
  /** Saving failed or works again. */
  protected abstract savingChanged(healthy: boolean): void;

  /** The game, read-only: every change is a command, journaled first. */
  get current(): GameReader {
    return this.game;
  }

  now(): number {
    return this.clock.now();
  }

  /** Why the game cannot save right now, in words for the operator; null when it can. */
  get saveProblem(): string | null {
    return this.health.problem;
  }

  onChange(listener: (change: SessionChange) => void): () => void {
    this.listeners.push(listener);
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }

  /** A listener that throws (a view that cannot be built) must not stop the game: it is logged. */
  protected emit(change: SessionChange): void {
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch (error) {
        this.log(`Announcing "${change.kind}" failed: ${errorText(error)}`);
      }
    }
  }

  /** Checks, journals and applies a command at the current time; resolves once it is on disk and applied. */
  command(command: DistributiveOmit<EngineCommand, 'at'>): Promise<CommandResult> {
    return this.submit({ ...command, at: this.clock.now() } as EngineCommand);
  }

  protected refusal(duringSwitch = false): Refusal | null {
    if (this.closed || this.closing) {
      return { ok: false, code: 'staleStep', msg: 'The server is shutting down.' };
    }
    // While the journal is swapped, nothing may land in the wrong game's file.
    if (this.switching && !duringSwitch) {
      return { ok: false, code: 'staleStep', msg: 'A new game is starting. Try again in a moment.' };
    }
    return this.health.problem !== null ? (cannotSave as Refusal) : null;
  }

  /** `duringSwitch`: the session's own commands while it swaps games (a restored game's timer). */
  protected submit(command: EngineCommand, duringSwitch = false): Promise<CommandResult> {
    const early = this.refusal(duringSwitch) ?? failed(this.game.check(command));
    return early ? Promise.resolve(early) : this.queue.enqueue(command, this.stepNow());
  }

  /** The step a command is checked in, written with it (a replay infers a lost step from it). */
  protected stepNow(): JournalStep {
    return [this.game.state, this.game.questionNumber];
  }

  protected throwIfCannotSave(): void {
    if (this.health.problem !== null) throw new Error(`The game cannot save: ${this.health.problem}.`);
  }

  /** Waits until every command in flight is written and applied (or refused). */
  idle(): Promise<void> {
    return this.queue.idle();
  }
}

export function failed(outcome: Outcome): Refusal | null {
  return outcome.ok ? null : outcome;
}

export type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
