/**
 * The photo wall under load (issue 31, `--photos N`): N guests each upload a ~300 KB photo, as a phone
 * sends one, at a random moment of the first question's answering, while everyone answers. The uploads
 * run on a thread of their own in each guest worker (photoUploader.ts), as a phone sends with its own CPU. The check:
 * every photo the server acknowledged (201) is in the journal and on disk, and the answers' ack and the
 * fan-out keep their targets (the usual checks of the same run).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Check } from './report';
import { summarize, type Summary } from './stats';

/** What one guest's upload came to. */
export interface PhotoRecord {
  sentAt: number;
  ackAt: number | null;
  status: number | null;
  photoId: string | null;
  /** Tries, the first included (a busy server says "again in a moment" with Retry-After). */
  attempts: number;
  error: string | null;
}

/** A phone's photo: 1,600 × 1,200, noisy enough to weigh what a phone's does (about 300 KB). */
export async function benchPhoto(): Promise<Uint8Array> {
  const noise = { type: 'gaussian' as const, mean: 128, sigma: 22 };
  const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, noise, background: '#808080' } })
    .resize(1600, 1200, { kernel: 'cubic' })
    .jpeg({ quality: 72 })
    .toBuffer();
  return new Uint8Array(jpeg);
}

const MAX_ATTEMPTS = 20;

/** Uploads as the phone does: with the guest's token, again after Retry-After when the server is busy. */
export async function uploadPhoto(url: string, token: string, photo: Uint8Array): Promise<PhotoRecord> {
  const record: PhotoRecord = {
    sentAt: Date.now(),
    ackAt: null,
    status: null,
    photoId: null,
    attempts: 0,
    error: null,
  };
  while (record.attempts < MAX_ATTEMPTS) {
    record.attempts++;
    try {
      const response = await fetch(`${url}/photo-upload`, {
        method: 'POST',
        headers: { 'Content-Type': 'image/jpeg', Authorization: `Bearer ${token}` },
        body: photo as Uint8Array<ArrayBuffer>,
      });
      const reply = (await response.json()) as { photo?: { id: string }; msg?: string };
      record.status = response.status;
      if (response.status === 201) {
        record.ackAt = Date.now();
        record.photoId = reply.photo?.id ?? null;
        return record;
      }
      const retryAfter = Number(response.headers.get('retry-after'));
      if (response.status !== 503 && response.status !== 429) {
        record.error = reply.msg ?? `HTTP ${response.status}`;
        return record;
      }
      await new Promise((resolve) => setTimeout(resolve, (retryAfter || 1) * 1000));
    } catch (error) {
      record.error = error instanceof Error ? error.message : String(error);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  return record;
}

export interface PhotoFigures {
  planned: number;
  sent: number;
  acknowledged: number;
  /** Acknowledged photos whose `photo` line is in the journal and whose two files are on disk. */
  kept: number;
  refused: Record<string, number>;
  /** From the first try to the 201, retries included. */
  ackLatency: Summary;
  examples: string[];
}

/** Checks each acknowledged photo against the journal and the data folder of the stopped server. */
export function verifyPhotos(
  records: readonly PhotoRecord[],
  planned: number,
  journalText: string,
  dataDir: string,
): PhotoFigures {
  const journaled = new Map<string, string>();
  let gameId = '';
  for (const line of journalText.split('\n')) {
    if (!line.includes('"photo"') && !line.includes('"create"')) continue;
    const parsed = JSON.parse(line) as { type: string; photoId?: string; gameId?: string };
    if (parsed.type === 'create' && parsed.gameId) gameId = parsed.gameId;
    if (parsed.type === 'photo' && parsed.photoId) journaled.set(parsed.photoId, gameId);
  }
  const refused: Record<string, number> = {};
  const examples: string[] = [];
  let kept = 0;
  for (const r of records) {
    if (r.ackAt === null) {
      const why = r.error ?? `HTTP ${r.status}`;
      refused[why] = (refused[why] ?? 0) + 1;
      continue;
    }
    const game = r.photoId ? journaled.get(r.photoId) : undefined;
    const folder = join(dataDir, 'photos', game ?? '');
    const onDisk =
      game !== undefined &&
      existsSync(join(folder, `${r.photoId}.jpg`)) &&
      existsSync(join(folder, `${r.photoId}-thumb.jpg`));
    if (onDisk) kept++;
    else if (examples.length < 5) examples.push(`${r.photoId}: ${game ? 'files missing' : 'not journaled'}`);
  }
  const acked = records.filter((r) => r.ackAt !== null);
  return {
    planned,
    sent: records.length,
    acknowledged: acked.length,
    kept,
    refused,
    ackLatency: summarize(acked.map((r) => r.ackAt! - r.sentAt)),
    examples,
  };
}

/** The report's line: every acknowledged photo kept (and every planned one acknowledged). */
export function photoCheck(p: PhotoFigures | null): Check {
  const name = 'photos acknowledged = journaled and on disk';
  if (!p) return { name, value: 'no photos asked (--photos N)', target: 'all', pass: true, skipped: true };
  const refused = Object.entries(p.refused).map(([why, n]) => `${n} × ${why}`);
  return {
    name,
    value:
      `${p.kept}/${p.acknowledged} kept; ${p.acknowledged}/${p.planned} acknowledged` +
      ` (upload p50 ${p.ackLatency.p50.toFixed(0)} ms, p99 ${p.ackLatency.p99.toFixed(0)} ms)` +
      (refused.length ? `; not taken: ${refused.join(', ')}` : '') +
      (p.examples.length ? `; ${p.examples.join('; ')}` : ''),
    target: 'all',
    pass: p.kept === p.acknowledged && p.acknowledged === p.planned && p.sent === p.planned,
  };
}
