import { describeWriteError, type Journal } from '../storage/journal';

/**
 * Whether the game can save. After a failed write it says why (in words for the operator) and tries the
 * disk again every few seconds until the journal writes again.
 */
export class SaveHealth {
  private problemText: string | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly journal: Journal,
    private readonly intervalMs: number,
    /** Saving failed (false) or works again (true). */
    private readonly changed: (healthy: boolean) => void,
    private readonly log: (message: string) => void,
  ) {}

  /** Why the game cannot save right now; null when it can. */
  get problem(): string | null {
    return this.problemText;
  }

  failed(error: unknown): void {
    if (this.problemText !== null) return;
    this.problemText = describeWriteError((error as { writeError?: unknown }).writeError ?? error);
    this.log(
      `The game cannot save (${this.problemText}): joins, answers and steps are refused until it can.`,
    );
    this.changed(false);
    this.schedule();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    if (this.timer || this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.journal.recover().then((healthy) => {
        if (!healthy) return this.schedule();
        this.problemText = null;
        this.log('The game saves again: joins, answers and steps are accepted.');
        this.changed(true);
      });
    }, this.intervalMs);
  }
}
