import type { EngineCommand, Outcome } from '../engine/types';
import type { Journal, JournalStep } from '../storage/journal';

/** What a guest is told when their join or answer cannot be saved. */
export const CANNOT_SAVE_MESSAGE = 'The game cannot save right now — tell the DJ.';
export const cannotSave: Outcome = { ok: false, code: 'cannotSave', msg: CANNOT_SAVE_MESSAGE };

interface InFlight {
  command: EngineCommand;
  written: 'pending' | 'yes' | 'no';
  settle: (outcome: Outcome) => void;
}

export interface WriteAheadHooks {
  /** Applies a command that is on disk (to the game current at that moment). */
  apply: (command: EngineCommand) => Outcome;
  /** After a command was applied and its promise settled: announce it. */
  applied: (command: EngineCommand) => void;
  /** A write failed: the session stops accepting commands until the journal writes again. */
  writeFailed: (error: unknown) => void;
}

/**
 * Write-ahead: a checked command is written to the journal and synced, and only then applied, in journal
 * order. A command that could not be written changes nothing and is refused (`cannotSave`).
 */
export class WriteAheadQueue {
  private inFlight: InFlight[] = [];
  /** Steps (state changes) written but not applied yet: automatic steps wait for them. */
  private steps = 0;

  constructor(
    private readonly journal: Journal,
    private readonly hooks: WriteAheadHooks,
  ) {}

  get stepsInFlight(): number {
    return this.steps;
  }

  /** Journals an already checked command (with the step it was checked in) and applies it once it is on disk. */
  enqueue(command: EngineCommand, step?: JournalStep): Promise<Outcome> {
    const isStep = command.type === 'advance';
    if (isStep) this.steps++;
    return new Promise<Outcome>((settle) => {
      const entry: InFlight = { command, written: 'pending', settle };
      this.inFlight.push(entry);
      this.journal.append(command, step).then(
        () => {
          entry.written = 'yes';
          this.applyWritten();
        },
        (error: unknown) => {
          entry.written = 'no';
          this.hooks.writeFailed(error);
          this.applyWritten();
        },
      );
    }).finally(() => {
      if (isStep) this.steps--;
    });
  }

  /** Waits until every command in flight is written and applied (or refused). */
  async idle(): Promise<void> {
    await this.journal.drain();
    while (this.inFlight.length > 0) await new Promise((resolve) => setImmediate(resolve));
  }

  /** Applies the written commands in journal order; a command that could not be written changes nothing. */
  private applyWritten(): void {
    for (let head = this.inFlight[0]; head && head.written !== 'pending'; head = this.inFlight[0]) {
      this.inFlight.shift();
      if (head.written === 'no') {
        head.settle(cannotSave);
        continue;
      }
      const outcome = this.hooks.apply(head.command);
      head.settle(outcome);
      if (outcome.ok) this.hooks.applied(head.command);
    }
  }
}
