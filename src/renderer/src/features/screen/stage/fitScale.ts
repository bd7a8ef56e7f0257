/** The smallest a stage may shrink to: below this the text would be too small for the room anyway. */
export const FIT_FLOOR = 0.5;

/**
 * The largest scale at which a stage fits the room's height, when laying it out wider (room width /
 * scale) lets its text take fewer lines: `heightAt(scale)` is its height laid out that wide.
 * A binary search, as the height only falls as the stage gets wider.
 */
export function largestFit(
  heightAt: (scale: number) => number,
  roomHeight: number,
  floor = FIT_FLOOR,
  steps = 7,
): number {
  if (heightAt(1) <= roomHeight) return 1;
  let fits = floor;
  let tooBig = 1;
  for (let i = 0; i < steps; i++) {
    const mid = (fits + tooBig) / 2;
    if (heightAt(mid) * mid <= roomHeight) fits = mid;
    else tooBig = mid;
  }
  return Math.floor(fits * 1000) / 1000;
}
