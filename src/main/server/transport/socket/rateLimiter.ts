export type RateVerdict = 'ok' | 'drop' | 'disconnect';

/**
 * Token bucket per socket. A guest needs a handful of events a minute; a burst of `capacity` is
 * allowed, then `perSecond` sustained. A socket that keeps flooding is cut off.
 */
export class RateLimiter {
  private tokens: number;
  private last: number;
  private dropped = 0;

  constructor(
    private readonly capacity = 30,
    private readonly perSecond = 10,
    private readonly dropLimit = 200,
    private readonly clock: () => number = Date.now,
  ) {
    this.tokens = capacity;
    this.last = clock();
  }

  take(): RateVerdict {
    const now = this.clock();
    // A clock that jumps backwards (NTP, sleep) must never lock a guest out.
    const elapsed = Math.max(0, now - this.last);
    this.tokens = Math.min(this.capacity, this.tokens + (elapsed / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      this.dropped = Math.max(0, this.dropped - 1);
      return 'ok';
    }
    this.dropped++;
    return this.dropped > this.dropLimit ? 'disconnect' : 'drop';
  }
}
