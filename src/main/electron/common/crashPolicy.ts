/**
 * When the desktop app brings a crashed game server back, and when a page that stopped responding is
 * reloaded. Pure (no 'electron'), so it is unit-tested.
 */

/** At most this many automatic restarts of the game server within the window below. */
export const MAX_RESTARTS = 5;
export const RESTART_WINDOW_MS = 60_000;

/**
 * Whether to start the game server again after its latest crash. `crashes` holds the times of every
 * crash so far, the latest included; a server that keeps crashing is left stopped (and the operator told).
 */
export function shouldRestart(crashes: readonly number[], now: number): boolean {
  const recent = crashes.filter((t) => now - t <= RESTART_WINDOW_MS);
  return recent.length <= MAX_RESTARTS;
}

/** The pause before restarting after a crash: 250 ms, doubling with each recent crash, at most 4 s. */
export function restartDelay(crashes: readonly number[], now: number): number {
  const recent = crashes.filter((t) => now - t <= RESTART_WINDOW_MS).length;
  return Math.min(4_000, 250 * 2 ** Math.max(0, recent - 1));
}

/** A window's page that has not responded for this long is reloaded (a frozen big screen helps nobody). */
export const UNRESPONSIVE_RELOAD_MS = 10_000;

/** A page that stopped (it crashed, or was ended after freezing) is loaded again after this pause. */
export const PAGE_RELOAD_DELAY_MS = 1_000;

/** A page that fails to load is tried again this many times in a row at the most. */
export const MAX_LOAD_RETRIES = 10;

/** Chromium's ERR_ABORTED: a navigation replaced by another one, not a failure. */
const ERR_ABORTED = -3;

/** Whether a failed load is the page's own (not a frame's, not a navigation replaced by another). */
export function isPageLoadFailure(errorCode: number, isMainFrame: boolean): boolean {
  return isMainFrame && errorCode !== ERR_ABORTED;
}

/** The pause before loading a page again after its `failures`-th failure in a row (1 s longer each time); null: stop trying. */
export function loadRetryDelay(failures: number): number | null {
  return failures <= MAX_LOAD_RETRIES ? PAGE_RELOAD_DELAY_MS * failures : null;
}
