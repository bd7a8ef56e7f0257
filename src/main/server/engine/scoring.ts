/** A correct answer within this time after the options appear scores the full 1000. */
export const FULL_POINTS_WINDOW_MS = 500;
export const MAX_POINTS = 1000;

/**
 * Points for a correct answer given `elapsedMs` after the options appeared, with `limitMs` to answer:
 * round(1000 × (1 − t / 2T)), so the last moment still earns 500.
 */
export function pointsFor(elapsedMs: number, limitMs: number): number {
  if (elapsedMs <= FULL_POINTS_WINDOW_MS) return MAX_POINTS;
  const t = Math.min(elapsedMs, limitMs);
  return Math.round(MAX_POINTS * (1 - t / (2 * limitMs)));
}
