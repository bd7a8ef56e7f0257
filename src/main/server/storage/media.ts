import { createHash } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  IMAGE_TYPES,
  imageTooLargeMessage,
  MAX_IMAGE_BYTES,
  MEDIA_PATH,
  type ImageType,
} from '@shared/index';

export const MEDIA_DIR = 'media';

/** Recognises an image by its first bytes, never by what the sender claims. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const starts = (...sig: number[]): boolean => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38, 0x37, 0x61) || starts(0x47, 0x49, 0x46, 0x38, 0x39, 0x61))
    return 'image/gif';
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45 &&
    bytes[10] === 0x42 &&
    bytes[11] === 0x50
  ) {
    return 'image/webp';
  }
  return null;
}

export class MediaError extends Error {}

/**
 * Uploaded photos and backgrounds, stored content-addressed in the data directory
 * (`media/<sha256>.<ext>`) and served at `/media/...`.
 */
export class MediaStore {
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = join(dataDir, MEDIA_DIR);
  }

  /** Checks size and type, stores the image, returns its `/media/...` path. */
  async save(bytes: Uint8Array): Promise<string> {
    if (bytes.byteLength === 0) throw new MediaError('The image is empty.');
    if (bytes.byteLength > MAX_IMAGE_BYTES) throw new MediaError(imageTooLargeMessage(MAX_IMAGE_BYTES));
    const type = sniffImageType(bytes);
    if (!type) throw new MediaError('Only PNG, JPEG, WebP and GIF images can be used.');
    const name = `${createHash('sha256').update(bytes).digest('hex')}.${IMAGE_TYPES[type]}`;
    await mkdir(this.dir, { recursive: true });
    await writeFile(join(this.dir, name), bytes);
    return `/media/${name}`;
  }

  async saveDataUrl(dataUrl: string): Promise<string> {
    const comma = dataUrl.indexOf(',');
    if (!dataUrl.startsWith('data:image/') || comma < 0) throw new MediaError('Not an embedded image.');
    return this.save(Buffer.from(dataUrl.slice(comma + 1), 'base64'));
  }

  async has(path: string): Promise<boolean> {
    const file = this.fileOf(path);
    return (
      file !== null &&
      (await stat(file).then(
        (s) => s.isFile(),
        () => false,
      ))
    );
  }

  async toDataUrl(path: string): Promise<string> {
    const file = this.fileOf(path);
    if (!file) throw new MediaError(`Not a media path: ${path}`);
    const bytes = await readFile(file);
    const type = sniffImageType(bytes);
    if (!type) throw new MediaError(`Not an image: ${path}`);
    return `data:${type};base64,${bytes.toString('base64')}`;
  }

  /** The file behind a `/media/...` path; null for anything else (no path tricks). */
  private fileOf(path: string): string | null {
    return MEDIA_PATH.test(path) ? join(this.dir, path.slice('/media/'.length)) : null;
  }
}
