import type { UploadOutcome } from './uploadReply';

/** Tries after the first before the guest is shown a Retry button. */
export const UPLOAD_RETRIES = 4;
/** The longest wait between two tries, whatever the server asks. */
const MAX_WAIT_MS = 60_000;
/** The back-off's own ceiling (1, 2, 4, 8 s… up to this). */
const MAX_BACKOFF_MS = 16_000;

/** Answers that mean "not now" rather than "no": the laptop busy or restarting, a gateway timing out. */
const PASSING_STATUSES = new Set([408, 502, 503, 504]);

/** The try may go again by itself: the Wi-Fi dropped, or the laptop said it is busy. */
export function worthRetrying(outcome: UploadOutcome): boolean {
  if (outcome.kind === 'lost') return true;
  if (outcome.kind !== 'refused') return false;
  if (outcome.problem === 'busy') return true;
  return outcome.problem === null && PASSING_STATUSES.has(outcome.status);
}

/**
 * How long to wait before try number `attempt + 1` (`attempt` counts from 0): twice as long each time,
 * up to a quarter longer at random (phones cut off together do not all come back in the same second),
 * never sooner than the server's Retry-After.
 */
export function retryDelayMs(
  attempt: number,
  retryAfterSeconds: number | null,
  random: () => number = Math.random,
): number {
  const backoff = Math.min(1000 * 2 ** Math.max(0, attempt), MAX_BACKOFF_MS);
  const jittered = backoff * (1 + 0.25 * random());
  const asked = retryAfterSeconds !== null && retryAfterSeconds > 0 ? retryAfterSeconds * 1000 : 0;
  return Math.round(Math.min(Math.max(jittered, asked), MAX_WAIT_MS));
}

/** A Retry-After header in seconds: a number of seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Waits `ms`; false when `signal` aborts first. */
export function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const stop = (): void => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve(true);
    }, ms);
    signal.addEventListener('abort', stop, { once: true });
  });
}

export interface RetryOptions {
  signal: AbortSignal;
  /** Told before each wait: which try comes next (1 for the first retry) and after how long. */
  onRetry: (retry: number, delayMs: number) => void;
  wait?: (ms: number, signal: AbortSignal) => Promise<boolean>;
  random?: () => number;
}

/**
 * Sends with `send` until it arrives, is refused for good, is cancelled, or the retries are spent: the
 * last outcome then (the guest gets a Retry button for one still worth retrying).
 */
export async function sendWithRetries(
  send: () => Promise<UploadOutcome>,
  { signal, onRetry, wait = pause, random }: RetryOptions,
): Promise<UploadOutcome> {
  for (let attempt = 0; ; attempt++) {
    const outcome = await send();
    if (signal.aborted) return { kind: 'cancelled' };
    if (!worthRetrying(outcome) || attempt >= UPLOAD_RETRIES) return outcome;
    const delay = retryDelayMs(attempt, outcome.kind === 'refused' ? outcome.retryAfter : null, random);
    onRetry(attempt + 1, delay);
    if (!(await wait(delay, signal))) return { kind: 'cancelled' };
  }
}
