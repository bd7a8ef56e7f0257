import type { Game } from '../engine/game';
import type { AdvanceCause } from '../engine/types';
import type { GameClock } from './clock';

export interface StepAlarmHooks {
  game: () => Game;
  /** Steps written but not applied yet: an automatic step waits for them (it would be stale). */
  stepsInFlight: () => number;
  advance: (cause: AdvanceCause) => void;
}

/**
 * The real timers behind the engine's deadlines: a step whose time runs out moves on, and a question
 * that every connected guest answered ends early, except during the grace after a restart, while
 * phones come back one by one.
 */
export class StepAlarm {
  private timer: NodeJS.Timeout | null = null;
  /** Until then, the early end of a question waits for guests reconnecting after a restart. */
  private graceEnd = 0;
  private graceTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly clock: GameClock,
    private readonly hooks: StepAlarmHooks,
  ) {}

  graceUntil(time: number): void {
    this.graceEnd = time;
  }

  /** Sets the timer for the running step's deadline (none while paused or waiting for the operator). */
  arm(): void {
    this.disarm();
    const game = this.hooks.game();
    if (game.deadline === null || game.paused) return;
    const delay = Math.max(0, game.deadline - this.clock.now());
    this.timer = setTimeout(() => this.onTimer(), delay);
  }

  disarm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  stop(): void {
    this.disarm();
    if (this.graceTimer) clearTimeout(this.graceTimer);
    this.graceTimer = null;
  }

  finishIfAllAnswered(): void {
    if (this.hooks.stepsInFlight() > 0 || !this.hooks.game().everyConnectedAnswered()) return;
    const wait = this.graceEnd - this.clock.now();
    if (wait <= 0) return this.hooks.advance('allAnswered');
    this.graceTimer ??= setTimeout(() => {
      this.graceTimer = null;
      this.finishIfAllAnswered();
    }, wait);
  }

  private onTimer(): void {
    this.timer = null;
    if (!this.hooks.game().isDue(this.clock.now())) return this.arm();
    // A step already on its way to the disk moves the game on: this one would be stale.
    if (this.hooks.stepsInFlight() > 0) return;
    // Refused while the game cannot save: armed again once it can.
    this.hooks.advance('timer');
  }
}
