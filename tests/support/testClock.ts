/**
 * The clock a session test gives its sessions: they read `now`, and `elapse` moves it and vitest's fake
 * timers forward together, so every timed step is journaled with the time it was due.
 */
import { vi } from 'vitest';
import type { GameSession } from '../../src/main/server/game/session';

export class TestClock {
  constructor(public now: number) {}

  /** What a session takes as its clock. */
  readonly read = (): number => this.now;

  /**
   * Moves on by `ms`, stopping at each session's deadline so the step it journals carries the deadline's
   * time, and letting the journal write it before going on.
   */
  async elapse(sessions: readonly GameSession[], ms: number): Promise<void> {
    const target = this.now + ms;
    const idle = async (): Promise<void> => {
      for (const s of sessions) await s.idle();
    };
    for (;;) {
      await idle();
      const due = sessions
        .map((s) => (s.current.paused ? null : s.current.deadline))
        .filter((d): d is number => d !== null && d > this.now && d <= target)
        .sort((a, b) => a - b)[0];
      if (due === undefined) break;
      this.moveTo(due);
    }
    this.moveTo(target);
    await idle();
  }

  private moveTo(time: number): void {
    const step = time - this.now;
    this.now = time;
    vi.advanceTimersByTime(step);
  }
}
