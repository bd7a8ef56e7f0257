/**
 * The phone's "Share a photo" (issue 31) in pure parts: the size a photo is shrunk to, the upload's
 * answer read, when a try goes again and after how long (back-off, Retry-After), the retry loop itself,
 * and the words a guest reads for the limits and each refusal.
 */
import { describe, expect, it } from 'vitest';
import { PHOTO_SIZES } from '@shared/model/photos';
import { fitLongEdge } from '../../src/renderer/src/features/player/photos/shrinkSize';
import { readReply, type UploadOutcome } from '../../src/renderer/src/features/player/photos/uploadReply';
import {
  parseRetryAfter,
  retryDelayMs,
  sendWithRetries,
  UPLOAD_RETRIES,
  worthRetrying,
} from '../../src/renderer/src/features/player/photos/uploadRetry';
import {
  blockedWords,
  limitsWords,
  refusalWords,
  sizeWords,
} from '../../src/renderer/src/features/player/photos/photoWords';
import { phoneT } from './phoneT';

const t = await phoneT('en');
const es = await phoneT('es');
const RULES = { on: true, full: false, intervalSeconds: 10, perGuest: 20 };
const refused = (
  problem: Extract<UploadOutcome, { kind: 'refused' }>['problem'],
  status: number,
  params: Record<string, number> = {},
  retryAfter: number | null = null,
): Extract<UploadOutcome, { kind: 'refused' }> => ({ kind: 'refused', status, problem, params, retryAfter });

describe('the size a photo is shrunk to', () => {
  it('brings the long edge to 1,600 px and keeps the shape', () => {
    expect(fitLongEdge(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(fitLongEdge(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(fitLongEdge(4000, 4000)).toEqual({ width: 1600, height: 1600 });
    expect(PHOTO_SIZES.longEdge).toBe(1600);
  });

  it('never enlarges a small photo, and rounds to whole pixels within the limit', () => {
    expect(fitLongEdge(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitLongEdge(1600, 900)).toEqual({ width: 1600, height: 900 });
    expect(fitLongEdge(3001, 2000)).toEqual({ width: 1600, height: 1066 });
    // A panorama keeps at least one pixel each way.
    expect(fitLongEdge(100_000, 10)).toEqual({ width: 1600, height: 1 });
  });

  it('has nothing to draw for an empty or broken size', () => {
    expect(fitLongEdge(0, 0)).toEqual({ width: 0, height: 0 });
    expect(fitLongEdge(Number.NaN, 10)).toEqual({ width: 0, height: 0 });
  });
});

describe("the upload's answer", () => {
  it('is the photo on 201', () => {
    const body = JSON.stringify({
      photo: { id: 'a'.repeat(22), status: 'waiting', thumbUrl: '/photos/g/x.jpg' },
    });
    expect(readReply(201, body, null)).toEqual({
      kind: 'sent',
      photo: { id: 'a'.repeat(22), status: 'waiting', thumbUrl: '/photos/g/x.jpg' },
    });
  });

  it("is the server's problem with its numbers, or none for an answer that is not the server's", () => {
    const tooSoon = JSON.stringify({ problem: 'tooSoon', msg: 'Wait', params: { seconds: 7, bad: 'x' } });
    expect(readReply(429, tooSoon, 7)).toEqual(refused('tooSoon', 429, { seconds: 7 }, 7));
    expect(readReply(502, '<html>Bad gateway</html>', null)).toEqual(refused(null, 502));
    expect(readReply(400, JSON.stringify({ problem: 'somethingNew' }), null)).toEqual(refused(null, 400));
  });

  it('is lost when no answer came', () => {
    expect(readReply(0, '', null)).toEqual({ kind: 'lost' });
  });
});

describe('trying again', () => {
  it('goes again when the Wi-Fi dropped or the laptop is busy, never after a real refusal', () => {
    expect(worthRetrying({ kind: 'lost' })).toBe(true);
    expect(worthRetrying(refused('busy', 503))).toBe(true);
    expect(worthRetrying(refused('busy', 429))).toBe(true);
    expect(worthRetrying(refused(null, 504))).toBe(true);
    for (const problem of ['tooSoon', 'perGuest', 'albumFull', 'tooLarge', 'notPhoto', 'off'] as const)
      expect(worthRetrying(refused(problem, 409)), problem).toBe(false);
    expect(worthRetrying(refused(null, 403))).toBe(false);
    expect(worthRetrying({ kind: 'cancelled' })).toBe(false);
  });

  it('waits twice as long each time, a little longer at random, at least what the server asks', () => {
    const none = (): number => 0;
    expect([0, 1, 2, 3, 4, 5, 10].map((attempt) => retryDelayMs(attempt, null, none))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 16_000, 16_000,
    ]);
    expect(retryDelayMs(0, null, () => 1)).toBe(1250);
    expect(retryDelayMs(0, 3, none)).toBe(3000);
    expect(retryDelayMs(3, 3, none)).toBe(8000);
    expect(retryDelayMs(0, 3600, none)).toBe(60_000);
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2026-06-14T20:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3);
    expect(parseRetryAfter(' 120 ', now)).toBe(120);
    expect(parseRetryAfter('Sun, 14 Jun 2026 20:00:05 GMT', now)).toBe(5);
    expect(parseRetryAfter('Sun, 14 Jun 2026 19:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
  });
});

describe('the retry loop', () => {
  const noWait = async (): Promise<boolean> => true;

  it('sends until the photo arrives, telling each retry and its wait', async () => {
    const answers: UploadOutcome[] = [
      { kind: 'lost' },
      refused('busy', 503, {}, 3),
      { kind: 'sent', photo: { id: 'p', status: 'shown', thumbUrl: '/t.jpg' } },
    ];
    const retries: [number, number][] = [];
    const outcome = await sendWithRetries(async () => answers.shift()!, {
      signal: new AbortController().signal,
      onRetry: (retry, ms) => retries.push([retry, ms]),
      wait: noWait,
      random: () => 0,
    });
    expect(outcome.kind).toBe('sent');
    expect(retries).toEqual([
      [1, 1000],
      [2, 3000],
    ]);
  });

  it('gives up after its retries with the last outcome, and stops at once on a refusal', async () => {
    let tries = 0;
    const signal = new AbortController().signal;
    const lost = await sendWithRetries(
      async () => {
        tries++;
        return { kind: 'lost' };
      },
      { signal, onRetry: () => undefined, wait: noWait },
    );
    expect(lost.kind).toBe('lost');
    expect(tries).toBe(UPLOAD_RETRIES + 1);

    tries = 0;
    const tooLarge = await sendWithRetries(
      async () => {
        tries++;
        return refused('tooLarge', 413);
      },
      { signal, onRetry: () => undefined, wait: noWait },
    );
    expect(tooLarge).toEqual(refused('tooLarge', 413));
    expect(tries).toBe(1);
  });

  it('is cancelled during a wait', async () => {
    const control = new AbortController();
    const outcome = await sendWithRetries(async () => ({ kind: 'lost' }), {
      signal: control.signal,
      onRetry: () => control.abort(),
      wait: async (_ms, signal) => !signal.aborted,
    });
    expect(outcome.kind).toBe('cancelled');
  });
});

describe("the guest's words", () => {
  it('say the limits', () => {
    expect(limitsWords(t, RULES)).toBe('At most one photo every 10 seconds. Up to 20 photos each.');
    expect(limitsWords(t, { ...RULES, intervalSeconds: 1, perGuest: 1 })).toBe(
      'At most one photo every second. Up to 1 photo each.',
    );
    expect(limitsWords(t, { ...RULES, intervalSeconds: 0 })).toBe('Up to 20 photos each.');
    expect(limitsWords(es, RULES)).toBe(
      'Como máximo, una foto cada 10 segundos. Hasta 20 fotos por invitado.',
    );
  });

  it('say why no photo can be shared before one is picked', () => {
    expect(blockedWords(t, RULES, 3)).toBeNull();
    expect(blockedWords(t, { ...RULES, on: false }, 3)).toBe('The host has paused photo sharing.');
    expect(blockedWords(t, { ...RULES, full: true }, 3)).toMatch(/album is full/);
    expect(blockedWords(t, RULES, 20)).toBe(
      'You have shared 20 photos, the most each guest may. Delete one to share another.',
    );
  });

  it('word each refusal, with the seconds to wait and the count allowed', () => {
    expect(refusalWords(t, refused('tooSoon', 429, { seconds: 7 }, 7), RULES)).toBe(
      'One moment: you can send your next photo in 7 seconds.',
    );
    expect(refusalWords(t, refused('perGuest', 409, { count: 20 }), RULES)).toBe(
      'You have shared 20 photos, the most each guest may. Delete one to share another.',
    );
    expect(refusalWords(t, refused('albumFull', 507), RULES)).toBe(
      'The photo album is full: no more photos can be added tonight.',
    );
    expect(refusalWords(t, refused('tooLarge', 413), RULES)).toMatch(/too large/);
    expect(refusalWords(t, refused('notPhoto', 415), RULES)).toMatch(/not a photo/);
    expect(refusalWords(t, refused(null, 403), RULES)).toBe(
      'Your photo was not sent (error 403). Please try again.',
    );
  });

  it('say sizes in the language’s own digits and units', () => {
    expect(sizeWords(120 * 1024, 'en')).toBe('120 kB');
    expect(sizeWords(1.4 * 1024 * 1024, 'de')).toBe('1,4 MB');
    expect(sizeWords(310 * 1024, 'fr')).toBe('310\u202Fko');
  });
});
