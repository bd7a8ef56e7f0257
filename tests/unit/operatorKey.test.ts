import { describe, expect, it } from 'vitest';
import {
  LOCKED_ANSWER_MS,
  LOCKED_WAITING_MAX,
  MIN_OPERATOR_KEY_LENGTH,
  OperatorKeyGuard,
  operatorKeyProblem,
  sameSecret,
} from '../../src/main/server/transport/api/operatorKey';

const KEY = 'the-right-operator-key';

function guard(): { guard: OperatorKeyGuard; logs: string[]; advance: (ms: number) => void } {
  let now = 1_000_000;
  const logs: string[] = [];
  return {
    guard: new OperatorKeyGuard(
      KEY,
      (m) => logs.push(m),
      () => now,
    ),
    logs,
    advance: (ms) => void (now += ms),
  };
}

describe('the operator key rule (issue 11 §16)', () => {
  it('needs at least 12 characters', () => {
    expect(MIN_OPERATOR_KEY_LENGTH).toBe(12);
    expect(operatorKeyProblem('abcdefghijk')).toMatch(/at least 12 characters/);
    expect(operatorKeyProblem('abcdefghijkl')).toBeNull();
  });

  it('compares keys in constant time, whatever their lengths', () => {
    expect(sameSecret(KEY, KEY)).toBe(true);
    expect(sameSecret('', KEY)).toBe(false);
    expect(sameSecret(KEY.slice(0, -1), KEY)).toBe(false);
    expect(sameSecret(`${KEY}x`, KEY)).toBe(false);
    expect(sameSecret('é'.repeat(11), KEY)).toBe(false);
  });
});

describe('OperatorKeyGuard: wrong keys are slowed down per address (issue 11 §16)', () => {
  it('accepts the right key and refuses a wrong one', () => {
    const { guard: g } = guard();
    expect(g.check('10.0.0.5', KEY)).toEqual({ ok: true });
    expect(g.check('10.0.0.5', 'wrong-key-guess')).toMatchObject({ ok: false, locked: false });
  });

  it('after 5 wrong keys within a minute locks that address for a minute, logged once; the right key still gets in (issue 28)', () => {
    const { guard: g, logs, advance } = guard();
    for (let i = 0; i < 5; i++) {
      if (i > 0) advance(5_000);
      expect(g.check('10.0.0.5', `guess-number-${i}`)).toMatchObject({ ok: false, locked: false });
    }
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/5 wrong operator keys.*10\.0\.0\.5/);
    const locked = g.check('10.0.0.5', 'another-guess');
    expect(locked).toEqual({
      ok: false,
      locked: true,
      msg: 'Too many wrong keys — wait a minute',
      retryAfterSeconds: 60,
    });
    for (let i = 0; i < 20; i++) g.check('10.0.0.5', 'more-guesses');
    expect(logs).toHaveLength(1);
    // Behind a venue's NAT the operator's phone shares the guessers' address: the right key gets in.
    expect(g.check('10.0.0.5', KEY)).toEqual({ ok: true });
    // Another address is not affected, and loopback is not exempt.
    expect(g.check('10.0.0.6', KEY)).toEqual({ ok: true });
    advance(60_000);
    expect(g.check('10.0.0.5', 'one-more-try')).toMatchObject({ ok: false, locked: false });
  });

  it('forgets wrong keys older than a minute', () => {
    const { guard: g, advance } = guard();
    for (let i = 0; i < 20; i++) {
      expect(g.check('127.0.0.1', 'a-typo-here!')).toMatchObject({ locked: false });
      advance(15_000);
    }
  });

  it('locks an address for longer at each new burst', () => {
    const { guard: g, logs, advance } = guard();
    const burst = (): void => {
      for (let i = 0; i < 5; i++) g.check('::ffff:127.0.0.1', 'wrong-key-guess');
    };
    burst();
    expect(g.check('127.0.0.1', 'wrong-key-guess')).toMatchObject({ locked: true, retryAfterSeconds: 60 });
    advance(60_000);
    burst();
    const second = g.check('127.0.0.1', 'wrong-key-guess');
    expect(second).toMatchObject({
      locked: true,
      retryAfterSeconds: 120,
      msg: 'Too many wrong keys — wait 2 minutes',
    });
    advance(120_000);
    burst();
    expect(g.check('127.0.0.1', 'wrong-key-guess')).toMatchObject({ locked: true, retryAfterSeconds: 240 });
    expect(logs).toHaveLength(3);
  });

  it('does not count an attempt without a key', () => {
    const { guard: g } = guard();
    for (let i = 0; i < 10; i++) expect(g.check('10.0.0.7', '')).toMatchObject({ ok: false, locked: false });
    expect(g.check('10.0.0.7', KEY)).toEqual({ ok: true });
  });

  it('remembers a bounded number of addresses', () => {
    const { guard: g, advance } = guard();
    for (let i = 0; i < 50_000; i++)
      g.check(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, 'wrong-key-guess');
    advance(60 * 60_000);
    g.check('10.9.9.9', 'wrong-key-guess');
    expect(g.size).toBeLessThanOrEqual(10_001);
  });

  it('answers every attempt from a locked address late, a few at a time, and lets the right key in (issue 28)', async () => {
    let now = 1_000_000;
    const waits: (() => void)[] = [];
    const g = new OperatorKeyGuard(
      KEY,
      () => undefined,
      () => now,
      (ms) => {
        expect(ms).toBe(LOCKED_ANSWER_MS);
        return new Promise<void>((resolve) => waits.push(resolve));
      },
    );
    for (let i = 0; i < 5; i++) g.check('10.0.0.9', `guess-${i}`);
    // A guest's phone (no lock) is not slowed.
    expect(await g.admit('10.0.0.10', KEY)).toEqual({ ok: true });
    const waiting = Array.from({ length: LOCKED_WAITING_MAX }, (_, i) =>
      g.admit('10.0.0.9', `guess-again-${i}`),
    );
    // One more while they wait is refused at once, unread.
    expect(await g.admit('10.0.0.9', KEY)).toMatchObject({ ok: false, locked: true });
    expect(waits).toHaveLength(LOCKED_WAITING_MAX);
    for (const release of waits.splice(0)) release();
    for (const verdict of await Promise.all(waiting))
      expect(verdict).toMatchObject({ ok: false, locked: true });
    const operator = g.admit('10.0.0.9', KEY);
    expect(waits).toHaveLength(1);
    waits[0]!();
    expect(await operator).toEqual({ ok: true });
    now += 16 * 60_000;
    expect(await g.admit('10.0.0.9', KEY)).toEqual({ ok: true });
  });
});
