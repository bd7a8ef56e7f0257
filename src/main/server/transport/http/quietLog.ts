/** How often a kind of refusal may write a log line (issue 28: a flood of refused requests, one line a minute). */
export const QUIET_LOG_WINDOW_MS = 60_000;

/**
 * A log for refusals anyone can cause (a page on another site, a script): the first line, then at most
 * one a minute, saying how many like it were left out since. A flood cannot fill the log or the disk.
 */
export function quietLog(
  log: (message: string) => void,
  clock: () => number = Date.now,
  windowMs = QUIET_LOG_WINDOW_MS,
): (message: string) => void {
  let lastAt = -Infinity;
  let leftOut = 0;
  return (message) => {
    const now = clock();
    if (now - lastAt < windowMs) {
      leftOut++;
      return;
    }
    const more = leftOut > 0 ? ` (${leftOut} more like it since the last line were not logged)` : '';
    log(`${message}${more}`);
    lastAt = now;
    leftOut = 0;
  };
}
