import { AnsweredRoster } from './answeredRoster';
import { StepTimer } from './stepTimer';

/**
 * The game with its running step's timer, as deadlines: when the step ends, how long it is, whether it
 * is paused. The game (./game) adds the commands that start, pause and resume it.
 */
export abstract class TimedGame extends AnsweredRoster {
  protected readonly timer = new StepTimer();

  /** When the running step ends (server epoch ms), or null when the step waits for the operator. */
  get deadline(): number | null {
    return this.timer.deadline;
  }

  /** Length of the running timed step, for drawing the countdown ring. */
  get durationMs(): number | null {
    return this.timer.durationMs;
  }

  get pausedRemainingMs(): number | null {
    return this.timer.pausedRemainingMs;
  }

  get paused(): boolean {
    return this.timer.paused;
  }

  /** True when the running step's timer has run out at `now`. */
  isDue(now: number): boolean {
    return this.timer.isDue(now);
  }
}
