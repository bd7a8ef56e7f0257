import { describe, expect, it } from 'vitest';
import { RateLimiter, type RateVerdict } from '../../src/main/server/transport/socket/rateLimiter';

function limiter(
  capacity = 30,
  perSecond = 10,
  dropLimit = 200,
): { take: () => RateVerdict; tick: (ms: number) => void; set: (t: number) => void } {
  let now = 1_000_000;
  const l = new RateLimiter(capacity, perSecond, dropLimit, () => now);
  return {
    take: () => l.take(),
    tick: (ms) => {
      now += ms;
    },
    set: (t) => {
      now = t;
    },
  };
}

const takeN = (take: () => RateVerdict, n: number): RateVerdict[] => Array.from({ length: n }, () => take());

describe('RateLimiter', () => {
  it('allows a burst of `capacity` events, then drops', () => {
    const { take } = limiter();
    expect(takeN(take, 30)).toEqual(Array(30).fill('ok'));
    expect(take()).toBe('drop');
  });

  it('refills `perSecond` tokens a second', () => {
    const { take, tick } = limiter();
    takeN(take, 30);
    tick(99);
    expect(take()).toBe('drop');
    tick(1); // 100 ms after the burst: 1 token (drops cost nothing)
    expect(take()).toBe('ok');
    expect(take()).toBe('drop');
    tick(1000);
    expect(takeN(take, 10)).toEqual(Array(10).fill('ok'));
    expect(take()).toBe('drop');
  });

  it('sustains exactly perSecond events a second', () => {
    const { take, tick } = limiter(1, 10, 1000);
    take();
    let okCount = 0;
    for (let i = 0; i < 40; i++) {
      tick(25);
      if (take() === 'ok') okCount++;
    }
    expect(okCount).toBe(10); // 1 s at 10/s
  });

  it('never stores more than `capacity` tokens', () => {
    const { take, tick } = limiter();
    tick(3_600_000);
    expect(takeN(take, 30)).toEqual(Array(30).fill('ok'));
    expect(take()).toBe('drop');
  });

  it('disconnects a socket that keeps flooding after `dropLimit` drops', () => {
    const { take } = limiter(30, 10, 200);
    takeN(take, 30);
    const verdicts = takeN(take, 201);
    expect(verdicts.slice(0, 200)).toEqual(Array(200).fill('drop'));
    expect(verdicts[200]).toBe('disconnect');
  });

  it('forgives drops again as the socket calms down', () => {
    const { take, tick } = limiter(30, 10, 5);
    takeN(take, 30);
    expect(takeN(take, 5)).toEqual(Array(5).fill('drop'));
    // Five accepted events later the drop count is back at 0.
    for (let i = 0; i < 5; i++) {
      tick(100);
      expect(take()).toBe('ok');
    }
    expect(takeN(take, 5)).toEqual(Array(5).fill('drop'));
    expect(take()).toBe('disconnect');
  });

  it('a guest answering normally is never limited', () => {
    const { take, tick } = limiter();
    for (let i = 0; i < 1000; i++) {
      tick(500);
      expect(take()).toBe('ok');
    }
  });

  it('survives the wall clock jumping backwards (NTP sync) without locking a guest out', () => {
    // Date.now() can jump back when the laptop syncs its clock on the venue Wi-Fi.
    const { take, tick, set } = limiter();
    take();
    set(1_000_000 - 3_600_000); // one hour back
    expect(take()).toBe('ok');
    tick(500);
    expect(take()).toBe('ok');
  });
});
