import { describe, expect, it } from 'vitest';
import {
  isPageLoadFailure,
  loadRetryDelay,
  MAX_LOAD_RETRIES,
  MAX_RESTARTS,
  restartDelay,
  shouldRestart,
} from '../../src/main/electron/common/crashPolicy';

describe('bringing a crashed game server back', () => {
  const now = 1_000_000;

  it('restarts after a crash, and after a few', () => {
    expect(shouldRestart([now], now)).toBe(true);
    const several = Array.from({ length: MAX_RESTARTS }, (_, i) => now - i * 1_000);
    expect(shouldRestart(several, now)).toBe(true);
  });

  it('gives up on a server that keeps crashing within a minute', () => {
    const many = Array.from({ length: MAX_RESTARTS + 1 }, (_, i) => now - i * 1_000);
    expect(shouldRestart(many, now)).toBe(false);
  });

  it('forgets crashes older than a minute', () => {
    const old = Array.from({ length: 10 }, (_, i) => now - 120_000 - i);
    expect(shouldRestart([...old, now], now)).toBe(true);
  });

  it('waits a little longer after each recent crash, never more than 4 s', () => {
    expect(restartDelay([now], now)).toBe(250);
    expect(restartDelay([now - 2_000, now], now)).toBe(500);
    expect(restartDelay([now - 3_000, now - 2_000, now], now)).toBe(1_000);
    expect(
      restartDelay(
        Array.from({ length: 9 }, () => now),
        now,
      ),
    ).toBe(4_000);
    expect(restartDelay([now - 120_000, now], now)).toBe(250);
  });
});

describe('a window whose page fails to load', () => {
  it('tries again, a second longer each time, then stops', () => {
    expect(loadRetryDelay(1)).toBe(1_000);
    expect(loadRetryDelay(3)).toBe(3_000);
    expect(loadRetryDelay(MAX_LOAD_RETRIES)).toBe(MAX_LOAD_RETRIES * 1_000);
    expect(loadRetryDelay(MAX_LOAD_RETRIES + 1)).toBeNull();
  });

  it("counts only the page's own failures, not a frame's or a navigation replaced by another", () => {
    expect(isPageLoadFailure(-105, true)).toBe(true);
    expect(isPageLoadFailure(-105, false)).toBe(false);
    expect(isPageLoadFailure(-3, true)).toBe(false);
  });
});
