import type SharpModule from 'sharp';
import type { Sharp } from 'sharp';
import { open, writeFile } from 'node:fs/promises';
import { PHOTO_SIZES } from '@shared/model/photos';
import { decodeHeic } from './heicDecode';
import { sniffPhotoType } from './photoFiles';

let loaded: Promise<typeof SharpModule> | null = null;

/**
 * sharp and libvips, loaded with the first photo: a night without photos never pays their memory
 * (about 15 MB of the server's peak). One image at a time, on one of libvips's threads, so the game's
 * thread and the other core stay free; no cache (every photo is read once).
 */
function loadSharp(): Promise<typeof SharpModule> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

export class PhotoEncodeError extends Error {}

/** The two files a photo becomes. */
export interface EncodedPhoto {
  photo: string;
  thumb: string;
  /** Both files' bytes. */
  bytes: number;
}

/**
 * Re-encodes an uploaded photo (issue 31): decoded by libvips, turned upright by its EXIF orientation,
 * shrunk to 1,600 px on the long edge and written as a fresh JPEG with its thumbnail. Nothing of the
 * original survives but its pixels: no EXIF (GPS position, camera serial), no comments, no trailing
 * bytes (a polyglot's HTML or ZIP). The decoding runs on libvips's own threads, never the game's.
 * Throws PhotoEncodeError when the file cannot be read as a whole image (truncated, damaged, too big).
 */
export async function encodePhoto(
  input: string,
  out: { photo: string; thumb: string },
): Promise<EncodedPhoto> {
  const sharp = await loadSharp();
  const limits = { limitInputPixels: PHOTO_SIZES.maxPixels, failOn: 'truncated' as const };
  let encoded: [Buffer, Buffer];
  try {
    encoded = await bothSizes(sharp(input, limits).rotate());
  } catch (error) {
    if (!(await isHeif(input))) throw unreadable(error);
    // A HEIC whose HEVC pixels libvips cannot read: libheif decodes it, in a worker thread.
    const pixels = await decodeHeic(input, PHOTO_SIZES.maxPixels).catch((heicError: unknown) => {
      throw unreadable(heicError);
    });
    const raw = { width: pixels.width, height: pixels.height, channels: 4 as const };
    encoded = await bothSizes(sharp(pixels.data, { raw, limitInputPixels: false }).removeAlpha()).catch(
      (rawError: unknown) => {
        throw unreadable(rawError);
      },
    );
  }
  // Encoded in memory, then written: a disk's error (full, gone) is never taken for an unreadable photo.
  const [full, thumb] = encoded;
  await writeFile(out.photo, full);
  await writeFile(out.thumb, thumb);
  return { ...out, bytes: full.length + thumb.length };
}

const unreadable = (error: unknown): PhotoEncodeError =>
  new PhotoEncodeError(error instanceof Error ? error.message : String(error));

/** The photo (1,600 px) and its thumbnail (480 px), JPEGs, made from `source` (decoded once for each). */
async function bothSizes(source: Sharp): Promise<[Buffer, Buffer]> {
  const edge = (size: number) => ({
    width: size,
    height: size,
    fit: 'inside' as const,
    withoutEnlargement: true,
  });
  const full = await source.clone().resize(edge(PHOTO_SIZES.longEdge)).jpeg({ quality: 82 }).toBuffer();
  const thumb = await source.clone().resize(edge(PHOTO_SIZES.thumbEdge)).jpeg({ quality: 72 }).toBuffer();
  return [full, thumb];
}

async function isHeif(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(16);
    await handle.read(head, 0, 16, 0);
    return sniffPhotoType(head) === 'image/heif';
  } finally {
    await handle.close();
  }
}

/**
 * Runs jobs one after another, at most `limit` waiting. While `busy()` (a question's answering), each job
 * is followed by a rest `restFactor` times as long as it took: the image work then takes at most a
 * quarter of a core, and the answers and views of the question keep theirs (the bench's `--photos`).
 */
export class EncodeQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  constructor(
    readonly limit: number,
    private readonly busy: () => boolean = () => false,
    private readonly restFactor = 3,
  ) {}

  /** Null when the queue is full (the phone is told to try again in a moment). */
  run<T>(job: () => Promise<T>): Promise<T> | null {
    if (this.waiting >= this.limit) return null;
    this.waiting++;
    const result = this.tail
      .then(() => this.timed(job))
      .finally(() => {
        this.waiting--;
      });
    this.tail = result.then(
      () => this.rest(),
      () => this.rest(),
    );
    return result;
  }

  private lastMs = 0;

  private async timed<T>(job: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await job();
    } finally {
      this.lastMs = performance.now() - started;
    }
  }

  private async rest(): Promise<void> {
    if (!this.busy()) return;
    await new Promise((resolve) => setTimeout(resolve, this.lastMs * this.restFactor));
  }

  get length(): number {
    return this.waiting;
  }
}
