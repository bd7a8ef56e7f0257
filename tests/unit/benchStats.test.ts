/** Issue 29: the bench's statistics hold a 5,000-guest run's samples (the spread it used overflowed the stack). */
import { describe, expect, it } from 'vitest';
import { largest, summarize } from '../../bench/stats';

describe('largest', () => {
  it("finds the largest of 165,000 samples (Math.max(...values) overflowed the bench's stack)", () => {
    const samples = Array.from({ length: 165_000 }, (_, i) => (i * 7919) % 100_003);
    expect(largest(samples)).toBe(100_002);
    expect(summarize(samples).max).toBe(100_002);
  });

  it('is NaN for no samples, and the one value for one', () => {
    expect(largest([])).toBeNaN();
    expect(largest([-3])).toBe(-3);
    expect(largest([-3, -1, -2])).toBe(-1);
  });
});
