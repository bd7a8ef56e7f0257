import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, statfs } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { sniffImageType } from './media';
import { syncFolder } from './durableFiles';

/** The guests' photos: `photos/<game id>/<photo id>.jpg` and `<photo id>-thumb.jpg` (issue 31). */
export const PHOTOS_DIR = 'photos';

/** A game's id as a folder name: the ids the server gives are safe already; anything else is refused. */
const SAFE_NAME = /^[\w.-]{1,100}$/;

export class PhotoFileError extends Error {
  constructor(
    readonly problem: 'tooLarge' | 'notPhoto' | 'empty' | 'stalled',
    message: string,
  ) {
    super(message);
  }
}

/** What a photo's first bytes say it is: the web's images and the phones' HEIC/HEIF; null for anything else. */
export function sniffPhotoType(head: Uint8Array): string | null {
  const image = sniffImageType(head);
  if (image && image !== 'image/gif') return image;
  // ISO base media: "ftyp" at 4, then a HEIF brand (iPhones' HEIC, AVIF).
  const ftyp = String.fromCharCode(...head.subarray(4, 8));
  const brand = String.fromCharCode(...head.subarray(8, 12));
  if (ftyp === 'ftyp' && ['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1', 'avif'].includes(brand))
    return 'image/heif';
  return null;
}

/** A new photo id: 128 random bits, URL-safe (22 characters). */
export function newPhotoId(): string {
  return randomBytes(16).toString('base64url');
}

/** How long an upload may send nothing before it is ended (a phone ends its own try after 20 s too). */
const STALL_MS = 20_000;

/**
 * Reads an upload into memory, at most `maxBytes`, checking its first bytes as they come; nothing of it
 * touches the disk before it is re-encoded. Throws PhotoFileError (too large, not a photo, empty, or
 * stalled: nothing came for `stallMs`) as soon as it knows.
 */
export async function receivePhoto(body: Readable, maxBytes: number, stallMs = STALL_MS): Promise<Buffer> {
  let stall: NodeJS.Timeout | undefined;
  const watch = (): void => {
    clearTimeout(stall);
    stall = setTimeout(
      () => body.destroy(new PhotoFileError('stalled', 'The photo stopped arriving.')),
      stallMs,
    );
  };
  watch();
  try {
    return await readPhoto(body, maxBytes, watch);
  } finally {
    clearTimeout(stall);
  }
}

async function readPhoto(body: Readable, maxBytes: number, onChunk: () => void): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  let head = Buffer.alloc(0);
  for await (const chunk of body as AsyncIterable<Buffer>) {
    onChunk();
    bytes += chunk.length;
    if (bytes > maxBytes) throw new PhotoFileError('tooLarge', 'The photo is too large.');
    if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16)]);
    if (head.length >= 16 && sniffPhotoType(head) === null)
      throw new PhotoFileError('notPhoto', 'That file is not a photo.');
    chunks.push(chunk);
  }
  if (bytes === 0) throw new PhotoFileError('empty', 'The photo is empty.');
  if (sniffPhotoType(head) === null) throw new PhotoFileError('notPhoto', 'That file is not a photo.');
  return Buffer.concat(chunks, bytes);
}

/** Where a game's photos are; photos of archived games stay where they were. */
export class PhotoFiles {
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = join(dataDir, PHOTOS_DIR);
  }

  folder(gameId: string): string {
    if (!SAFE_NAME.test(gameId) || gameId.startsWith('.')) throw new Error(`Not a game id: ${gameId}`);
    return join(this.dir, gameId);
  }

  photo(gameId: string, photoId: string, thumb = false): string {
    return join(this.folder(gameId), `${photoId}${thumb ? '-thumb' : ''}.jpg`);
  }

  /** Syncs the photo's two files to disk and moves them into place: only then is it journaled. */
  async keep(temp: { photo: string; thumb: string }, gameId: string, photoId: string): Promise<void> {
    for (const file of [temp.photo, temp.thumb]) {
      const handle = await open(file, 'r+');
      try {
        await handle.datasync();
      } finally {
        await handle.close();
      }
    }
    await rename(temp.photo, this.photo(gameId, photoId));
    await rename(temp.thumb, this.photo(gameId, photoId, true));
    await syncFolder(this.folder(gameId));
  }

  /** Removes a photo's files (a guest deleted it, or the journal refused it); missing files are fine. */
  async remove(gameId: string, photoId: string): Promise<void> {
    await rm(this.photo(gameId, photoId), { force: true });
    await rm(this.photo(gameId, photoId, true), { force: true });
  }

  /**
   * The game's folder, made on its first photo: its own entry, and the photos folder's, synced into the
   * folders above, so a photo journaled just after is never in a folder a power cut forgets.
   */
  async ensureFolder(gameId: string): Promise<string> {
    const folder = this.folder(gameId);
    const made = await mkdir(folder, { recursive: true });
    if (made !== undefined) {
      await syncFolder(dirname(this.dir));
      await syncFolder(this.dir);
    }
    return folder;
  }

  /**
   * At the server's start, removes what a crash left in the game's folder: photos half written (".tmp.jpg"),
   * and a kept photo whose `photo` line never reached the journal (the phone never heard "Sent", so it
   * is nowhere). `journaled`: the ids the journal holds, deleted ones included (their files are gone).
   */
  async sweep(gameId: string, journaled: ReadonlySet<string>): Promise<void> {
    const folder = this.folder(gameId);
    const names = await readdir(folder).catch(() => [] as string[]);
    const leftovers = names.filter((name) => {
      if (name.endsWith('.tmp') || name.endsWith('.tmp.jpg')) return true;
      const id = /^([\w-]{22})(-thumb)?\.jpg$/.exec(name)?.[1];
      return id !== undefined && !journaled.has(id);
    });
    await Promise.all(leftovers.map((name) => rm(join(folder, name), { force: true })));
  }

  /** Free bytes on the disk of the photos' folder (the data folder's when it does not exist yet). */
  async freeBytes(fallbackDir: string): Promise<number> {
    const stats = await statfs(this.dir).catch(() => statfs(fallbackDir));
    return stats.bavail * stats.bsize;
  }
}
