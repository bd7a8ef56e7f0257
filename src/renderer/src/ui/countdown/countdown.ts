import type { TimerInfo } from '@shared/wire/payloads';

/** The server's clock minus this device's, measured when a view arrives. */
export function clockOffsetOf(timer: TimerInfo, receivedAt: number): number {
  return timer.serverNow - receivedAt;
}

/** Milliseconds left on the server's timer as seen from this device, or null when none runs. */
export function remainingMs(timer: TimerInfo, clockOffsetMs: number, deviceNow: number): number | null {
  if (timer.pausedRemainingMs !== null) return timer.pausedRemainingMs;
  if (timer.deadline === null) return null;
  return Math.max(0, timer.deadline - (deviceNow + clockOffsetMs));
}

/** Whole seconds to show: 3.0 s and 2.1 s both read "3", as a countdown should. */
export function secondsLeft(ms: number): number {
  return Math.ceil(ms / 1000);
}
