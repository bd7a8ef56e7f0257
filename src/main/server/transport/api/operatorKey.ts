import { createHmac, timingSafeEqual } from 'node:crypto';
import { normalizeAddress } from '../http/clientAddress';

/**
 * The operator key: the one rule for a key chosen at start (`npm run serve --operator-key`,
 * `QUIZ_OPERATOR_KEY`, the desktop app's `--operator-key`), the one comparison, and the slowdown of
 * wrong keys shared by the operator API and the sockets.
 */
export const MIN_OPERATOR_KEY_LENGTH = 12;

/** Why a chosen operator key cannot be used, or null when it can. */
export function operatorKeyProblem(key: string): string | null {
  return key.length < MIN_OPERATOR_KEY_LENGTH
    ? `The operator key must have at least ${MIN_OPERATOR_KEY_LENGTH} characters.`
    : null;
}

/**
 * Compares two keys in constant time: the given key is copied into a buffer of the expected key's
 * length, so the comparison takes the same time whatever the given key and however much of it is right.
 */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  const padded = Buffer.alloc(b.length);
  a.copy(padded, 0, 0, b.length);
  return timingSafeEqual(padded, b) && a.length === b.length;
}

/** Wrong keys from one address within `WRONG_KEY_WINDOW_MS` that lock it out. */
export const WRONG_KEY_LIMIT = 5;
export const WRONG_KEY_WINDOW_MS = 60_000;
/** The first lockout; each new burst doubles it, up to `MAX_LOCK_MS`. */
export const FIRST_LOCK_MS = 60_000;
export const MAX_LOCK_MS = 16 * 60_000;
/** An address quiet this long starts again from the first lockout. */
const FORGET_MS = 60 * 60_000;
/** Addresses remembered at most (a flood from many addresses must not grow memory without end). */
const MAX_ADDRESSES = 10_000;
/** While an address is locked, each attempt from it is answered this late (right or wrong)… */
export const LOCKED_ANSWER_MS = 2_000;
/** …and at most this many wait at once; more are refused unread (a script, not a person). */
export const LOCKED_WAITING_MAX = 4;

export type KeyVerdict =
  | { ok: true }
  | { ok: false; locked: false }
  | { ok: false; locked: true; msg: string; retryAfterSeconds: number };

interface Attempts {
  /** Times of the recent wrong keys. */
  wrong: number[];
  /** Attempts from a locked address waiting for their answer. */
  waiting: number;
  lockedUntil: number;
  /** Lockouts so far: the next one lasts twice as long. */
  strikes: number;
  last: number;
}

/** The message of a refused attempt: "Too many wrong keys — wait a minute" (or N minutes). */
export function tooManyWrongKeys(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many wrong keys — wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`}`;
}

/**
 * Checks operator keys and slows down guessing, per client address: after `WRONG_KEY_LIMIT` wrong
 * keys within a minute the address is locked for a minute, then 2, 4… up to 16. Each lockout is logged
 * once, never each attempt. Loopback is not exempt.
 *
 * The right key is never refused (issue 28): behind a venue's NAT every guest shares the operator's
 * phone's address, and a few guests typing wrong keys must not lock the operator out. While an address
 * is locked, every attempt from it (`admit`) is answered only after `LOCKED_ANSWER_MS`, at most
 * `LOCKED_WAITING_MAX` at once: a person with the right key gets in two seconds later, a script guessing
 * gets two guesses a second at most, and a wrong key is told "too many wrong keys".
 */
export class OperatorKeyGuard {
  private readonly attempts = new Map<string, Attempts>();

  constructor(
    private readonly key: string,
    private readonly log: (message: string) => void,
    private readonly clock: () => number = Date.now,
    private readonly wait: (ms: number) => Promise<void> = (ms) =>
      new Promise((resolve) => setTimeout(resolve, ms)),
    /** What the couple's link secrets are made from: the data folder's (storage/coupleSecret), else the key. */
    coupleSecret: string = key,
  ) {
    this.coupleKeys = coupleKeysOf(coupleSecret);
  }

  /**
   * The secrets of the couple's phone links in the shoe game (issue 30), one per partner: derived from the
   * data folder's couple secret, so a restart keeps them; neither gives operator rights away.
   */
  readonly coupleKeys: readonly [string, string];

  /** Which partner a link's secret is; undefined for any other text. */
  partnerOf(given: string): 0 | 1 | undefined {
    if (sameSecret(given, this.coupleKeys[0])) return 0;
    return sameSecret(given, this.coupleKeys[1]) ? 1 : undefined;
  }

  /** Checks a key as `check` does; from a locked address, only after the wait (or at once refused when too many wait). */
  async admit(address: string | undefined, given: string | undefined): Promise<KeyVerdict> {
    const record = this.attempts.get(normalizeAddress(address));
    if (!record || record.lockedUntil <= this.clock()) return this.check(address, given);
    if (record.waiting >= LOCKED_WAITING_MAX) return this.lockedVerdict(record, this.clock());
    record.waiting++;
    try {
      await this.wait(LOCKED_ANSWER_MS);
    } finally {
      record.waiting--;
    }
    return this.check(address, given);
  }

  /** Addresses currently remembered. */
  get size(): number {
    return this.attempts.size;
  }

  /**
   * `given` is the key the client sent ('' or undefined: none, which is refused but not counted). The
   * right key is always accepted; a wrong one from a locked address is told how long it is locked.
   * Without the wait: callers facing the network use `admit`.
   */
  check(address: string | undefined, given: string | undefined): KeyVerdict {
    const now = this.clock();
    const client = normalizeAddress(address);
    const record = this.attempts.get(client);
    if (given && sameSecret(given, this.key)) {
      if (record) record.wrong = [];
      return { ok: true };
    }
    if (record && record.lockedUntil > now) return this.lockedVerdict(record, now);
    if (!given) return { ok: false, locked: false };
    this.wrongKey(client, record, now);
    return { ok: false, locked: false };
  }

  private lockedVerdict(record: Attempts, now: number): KeyVerdict {
    const waitMs = Math.max(0, record.lockedUntil - now);
    return {
      ok: false,
      locked: true,
      msg: tooManyWrongKeys(waitMs),
      retryAfterSeconds: Math.ceil(waitMs / 1000),
    };
  }

  private wrongKey(client: string, known: Attempts | undefined, now: number): void {
    let record = known;
    if (!record) {
      this.prune(now);
      record = { wrong: [], waiting: 0, lockedUntil: 0, strikes: 0, last: now };
      this.attempts.set(client, record);
    }
    if (now - record.last > FORGET_MS) record.strikes = 0;
    record.last = now;
    record.wrong = record.wrong.filter((t) => now - t < WRONG_KEY_WINDOW_MS);
    record.wrong.push(now);
    if (record.wrong.length < WRONG_KEY_LIMIT) return;
    record.wrong = [];
    record.strikes++;
    const lockMs = Math.min(FIRST_LOCK_MS * 2 ** (record.strikes - 1), MAX_LOCK_MS);
    record.lockedUntil = now + lockMs;
    this.log(
      `${WRONG_KEY_LIMIT} wrong operator keys within a minute from ${client}: ` +
        `its attempts are refused for ${lockMs / 60_000} min.`,
    );
  }

  /** At the cap: forgets quiet addresses, then the oldest, down to 90% (so this runs once per 1,000 new ones). */
  private prune(now: number): void {
    if (this.attempts.size < MAX_ADDRESSES) return;
    for (const [client, record] of this.attempts) {
      if (record.lockedUntil <= now && now - record.last > FORGET_MS) this.attempts.delete(client);
    }
    // Maps iterate in insertion order: the first entries are the oldest.
    for (const client of this.attempts.keys()) {
      if (this.attempts.size <= MAX_ADDRESSES * 0.9) break;
      this.attempts.delete(client);
    }
  }
}

/** The couple's two link secrets made from `secret` (`OperatorKeyGuard.coupleKeys`). */
export function coupleKeysOf(secret: string): readonly [string, string] {
  return [coupleKey(secret, 0), coupleKey(secret, 1)];
}

/** A partner's link secret: 22 URL-safe characters (132 bits) of an HMAC of the couple's secret. */
function coupleKey(secret: string, partner: 0 | 1): string {
  return createHmac('sha256', secret)
    .update(`wedding-quiz couple ${partner}`)
    .digest('base64url')
    .slice(0, 22);
}
