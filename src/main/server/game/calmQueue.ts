/**
 * Runs jobs one after another, at most `limit` waiting, each started only while the game is calm
 * (`hot()` false): not while a question is answered, nor while a state change reaches the phones. Image
 * work on a two-core laptop takes a core the answers and the fan-out need (the bench's `--photos`), and a
 * photo can wait a few seconds where an answer cannot. A job waits at most `maxHoldMs` from when it was
 * queued, then runs when its turn comes, calm or not: a phone waits 90 s for its answer before it sends
 * the photo again.
 */
export class CalmQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  constructor(
    readonly limit: number,
    private readonly hot: () => boolean,
    private readonly maxHoldMs = 45_000,
    private readonly pollMs = 100,
  ) {}

  /** Null when the queue is full (the phone is told to try again in a moment). */
  run<T>(job: () => Promise<T>): Promise<T> | null {
    if (this.waiting >= this.limit) return null;
    this.waiting++;
    const heldUntil = Date.now() + this.maxHoldMs;
    const result = this.tail
      .then(() => this.calm(heldUntil))
      .then(job)
      .finally(() => {
        this.waiting--;
      });
    this.tail = result.catch(() => undefined);
    return result;
  }

  get length(): number {
    return this.waiting;
  }

  private async calm(heldUntil: number): Promise<void> {
    while (this.hot() && Date.now() < heldUntil)
      await new Promise((resolve) => setTimeout(resolve, this.pollMs));
  }
}

/** How long after a state change the game counts as hot: its views are being sent to every phone. */
export const FAN_OUT_MS = 1_000;

/**
 * Tells when the game is hot, from its state as seen at each call: a question's answering, and the
 * first second after any change of state (asked often enough, every 100 ms or between two jobs).
 */
export function gameHeat(
  state: () => number,
  answering: number,
  now: () => number = Date.now,
): () => boolean {
  // The state at the start has gone out long ago; a change is seen at the first call after it.
  let seen = { state: state(), at: -Infinity };
  return () => {
    const current = state();
    if (current !== seen.state) seen = { state: current, at: now() };
    return current === answering || now() - seen.at < FAN_OUT_MS;
  };
}
