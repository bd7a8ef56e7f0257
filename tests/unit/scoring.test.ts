import { describe, expect, it } from 'vitest';
import { FULL_POINTS_WINDOW_MS, MAX_POINTS, pointsFor } from '../../src/main/server/engine/scoring';

describe('pointsFor: round(1000 × (1 − t / 2T)), 1000 within 0.5 s', () => {
  const T = 20_000;

  it('gives the full 1000 within the first 0.5 s', () => {
    expect(FULL_POINTS_WINDOW_MS).toBe(500);
    expect(MAX_POINTS).toBe(1000);
    expect(pointsFor(0, T)).toBe(1000);
    expect(pointsFor(1, T)).toBe(1000);
    expect(pointsFor(499, T)).toBe(1000);
    expect(pointsFor(500, T)).toBe(1000);
  });

  it('follows the formula after 0.5 s', () => {
    expect(pointsFor(501, T)).toBe(987); // 1000 × (1 − 501/40000) = 987.475
    expect(pointsFor(1_000, T)).toBe(975);
    expect(pointsFor(5_000, T)).toBe(875);
    expect(pointsFor(10_000, T)).toBe(750);
    expect(pointsFor(15_000, T)).toBe(625);
    expect(pointsFor(19_999, T)).toBe(500); // 500.025
    expect(pointsFor(20_000, T)).toBe(500);
  });

  it('rounds half up (Math.round)', () => {
    // 1000 × (1 − 1020/40000) = 974.5 -> 975
    expect(pointsFor(1_020, T)).toBe(975);
    // 1000 × (1 − 1060/40000) = 973.5 -> 974
    expect(pointsFor(1_060, T)).toBe(974);
  });

  it('uses the question limit T', () => {
    expect(pointsFor(5_000, 10_000)).toBe(750);
    expect(pointsFor(30_000, 60_000)).toBe(750);
    expect(pointsFor(1_000, 1_000)).toBe(500);
  });

  it('never goes below 500 for a correct answer, even past the limit', () => {
    expect(pointsFor(25_000, T)).toBe(500);
    expect(pointsFor(Number.MAX_SAFE_INTEGER, T)).toBe(500);
  });

  it('treats a negative time (clock skew) as instant', () => {
    expect(pointsFor(-100, T)).toBe(1000);
  });

  it('decreases monotonically with time', () => {
    let last = Infinity;
    for (let t = 0; t <= T; t += 250) {
      const p = pointsFor(t, T);
      expect(p).toBeLessThanOrEqual(last);
      expect(Number.isInteger(p)).toBe(true);
      last = p;
    }
  });
});
