import { OK, reject } from './outcome';
import type { Outcome } from './types';

/**
 * The running step's timer as deadlines (pure: every change takes the time it happens at). Pausing
 * freezes the time left; the answering clock (`answeringMs`) stops with it.
 */
export class StepTimer {
  /** When the running step ends (server epoch ms), or null when the step waits for the operator. */
  deadline: number | null = null;
  /** Length of the running timed step, for drawing the countdown ring. */
  durationMs: number | null = null;
  pausedRemainingMs: number | null = null;
  /** When the options appeared, shifted forward by pauses, so `at - optionsShownAt` is answering time. */
  private optionsShownAt = 0;
  private pausedAt: number | null = null;

  get paused(): boolean {
    return this.pausedAt !== null;
  }

  /** A new step: timed for `durationMs`, or waiting for the operator (null). */
  start(durationMs: number | null, at: number, optionsShown: boolean): void {
    this.pausedAt = null;
    this.pausedRemainingMs = null;
    this.durationMs = durationMs;
    this.deadline = durationMs === null ? null : at + durationMs;
    if (optionsShown) this.optionsShownAt = at;
  }

  /** How long a guest answering at `at` took, pauses left out. */
  answeringMs(at: number): number {
    return Math.max(0, (this.pausedAt ?? at) - this.optionsShownAt);
  }

  /** While paused the clock is frozen: the time is up only if none was left when the pause began. */
  isUpAt(at: number): boolean {
    return this.pausedAt !== null
      ? (this.pausedRemainingMs ?? 0) <= 0
      : this.deadline !== null && at > this.deadline;
  }

  /** True when the running step's timer has run out at `now`. */
  isDue(now: number): boolean {
    return this.deadline !== null && this.pausedAt === null && now >= this.deadline;
  }

  checkPause(): Outcome {
    if (this.pausedAt !== null) return reject('alreadyPaused', 'The timer is already paused.');
    return this.deadline === null ? reject('noTimer', 'No timer is running.') : OK;
  }

  checkResume(): Outcome {
    return this.pausedAt === null || this.pausedRemainingMs === null
      ? reject('notPaused', 'The timer is not paused.')
      : OK;
  }

  pause(at: number): Outcome {
    const check = this.checkPause();
    if (!check.ok || this.deadline === null) return check;
    this.pausedAt = at;
    this.pausedRemainingMs = Math.max(0, this.deadline - at);
    this.deadline = null;
    return OK;
  }

  resume(at: number): Outcome {
    const check = this.checkResume();
    if (!check.ok || this.pausedAt === null || this.pausedRemainingMs === null) return check;
    this.optionsShownAt += Math.max(0, at - this.pausedAt);
    this.deadline = at + this.pausedRemainingMs;
    this.pausedAt = null;
    this.pausedRemainingMs = null;
    return OK;
  }
}
