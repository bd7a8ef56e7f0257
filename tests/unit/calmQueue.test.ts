import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CalmQueue, FAN_OUT_MS, gameHeat } from '../../src/main/server/game/calmQueue';

const ANSWERING = 4;

describe('gameHeat: when image work must wait', () => {
  it('is hot while a question is answered and for a second after any change of state', () => {
    let state = 1;
    let now = 10_000;
    const hot = gameHeat(
      () => state,
      ANSWERING,
      () => now,
    );
    expect(hot()).toBe(false); // the state it started in went out long ago
    state = 2;
    expect(hot()).toBe(true); // a change, seen now
    now += FAN_OUT_MS;
    expect(hot()).toBe(false);
    state = ANSWERING;
    now += 5_000;
    expect(hot()).toBe(true);
    state = 5; // the answering ends: the reveal goes out to every phone
    now += 30_000;
    expect(hot()).toBe(true);
    now += FAN_OUT_MS - 1;
    expect(hot()).toBe(true);
    now += 1;
    expect(hot()).toBe(false);
  });
});

describe('CalmQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs jobs one at a time, in order, only once the game is calm', async () => {
    let hot = true;
    const queue = new CalmQueue(10, () => hot);
    const ran: string[] = [];
    let inside = 0;
    const job = (name: string) => async () => {
      inside++;
      expect(inside).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      ran.push(name);
      inside--;
      return name;
    };
    const a = queue.run(job('a'));
    const b = queue.run(job('b'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(ran).toEqual([]);
    expect(queue.length).toBe(2);
    hot = false;
    await vi.advanceTimersByTimeAsync(300);
    expect(await a).toBe('a');
    expect(await b).toBe('b');
    expect(ran).toEqual(['a', 'b']);
    expect(queue.length).toBe(0);
  });

  it('refuses a job past its limit, and a failed job does not stop the next', async () => {
    const queue = new CalmQueue(2, () => false);
    const failing = queue.run(() => Promise.reject(new Error('unreadable')));
    const next = queue.run(() => Promise.resolve('kept'));
    expect(queue.run(() => Promise.resolve('third'))).toBeNull();
    await expect(failing).rejects.toThrow('unreadable');
    expect(await next).toBe('kept');
  });

  it('runs jobs held too long anyway, counted from when each was queued (a phone sends its photo again after 90 s)', async () => {
    const queue = new CalmQueue(3, () => true, 45_000);
    const done: number[] = [];
    for (const n of [1, 2, 3])
      void queue.run(async () => {
        done.push(n);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      });
    await vi.advanceTimersByTimeAsync(44_000);
    expect(done).toEqual([]);
    // Then one after another, each as soon as the one before is done: not 45 s more each.
    await vi.advanceTimersByTimeAsync(1_200);
    expect(done).toEqual([1]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(done).toEqual([1, 2, 3]);
  });
});
