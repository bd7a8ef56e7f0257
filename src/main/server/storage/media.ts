import { createHash } from 'node:crypto';
import { mkdir, open, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  AUDIO_TYPES,
  IMAGE_TYPES,
  imageTooLargeMessage,
  MAX_IMAGE_BYTES,
  MAX_SOUND_BYTES,
  SOUND_TYPE_MESSAGE,
  soundTooLargeMessage,
  STORED_MEDIA_PATH,
  type ImageType,
} from '@shared/index';
import { sniffAudioType } from './audioSniff';

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

/** An embedded file decoded and checked: its bytes and the extension it is stored under. */
export interface DecodedMedia {
  bytes: Buffer;
  extension: string;
}

/** What a media file is: an image (photos, background) or a sound (the couple's own, issue 17). */
export type MediaKind = 'image' | 'sound';

function decodeDataUrl(dataUrl: string, kind: MediaKind): Buffer {
  const comma = dataUrl.indexOf(',');
  const prefix = kind === 'sound' ? 'data:audio/' : 'data:image/';
  if (!dataUrl.startsWith(prefix) || comma < 0)
    throw new MediaError(kind === 'sound' ? 'Not an embedded sound.' : 'Not an embedded image.');
  return Buffer.from(dataUrl.slice(comma + 1), 'base64');
}

/** The file extension an image or a sound is stored under, once its size and its bytes are checked. */
function checkedExtension(bytes: Uint8Array, kind: MediaKind): string {
  if (kind === 'sound') {
    if (bytes.byteLength === 0) throw new MediaError('The sound is empty.');
    if (bytes.byteLength > MAX_SOUND_BYTES) throw new MediaError(soundTooLargeMessage(MAX_SOUND_BYTES));
    const type = sniffAudioType(bytes);
    if (!type) throw new MediaError(SOUND_TYPE_MESSAGE);
    return AUDIO_TYPES[type];
  }
  if (bytes.byteLength === 0) throw new MediaError('The image is empty.');
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new MediaError(imageTooLargeMessage(MAX_IMAGE_BYTES));
  const type = sniffImageType(bytes);
  if (!type) throw new MediaError('Only PNG, JPEG, WebP and GIF images can be used.');
  return IMAGE_TYPES[type];
}

/**
 * Uploaded photos, backgrounds and sounds, stored content-addressed in the data directory
 * (`media/<sha256>.<ext>`) and served at `/media/...`.
 */
export class MediaStore {
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = join(dataDir, MEDIA_DIR);
  }

  /** Checks size and type, stores the image, returns its `/media/...` path. */
  async save(bytes: Uint8Array): Promise<string> {
    return this.store(bytes, checkedExtension(bytes, 'image'));
  }

  /** Checks size and type (MP3, OGG, WAV, M4A, by their bytes), stores the sound, returns its path. */
  async saveSound(bytes: Uint8Array): Promise<string> {
    return this.store(bytes, checkedExtension(bytes, 'sound'));
  }

  /** Stores an embedded image or sound (a quiz file's); `kind` is what the quiz expects there. */
  async saveDataUrl(dataUrl: string, kind: MediaKind = 'image'): Promise<string> {
    return this.saveDecoded(this.checkDecoded(decodeDataUrl(dataUrl, kind), kind));
  }

  /** An image's or a sound's bytes checked (size, type by its bytes) for storing; throws MediaError. */
  checkDecoded(bytes: Buffer, kind: MediaKind): DecodedMedia {
    return { bytes, extension: checkedExtension(bytes, kind) };
  }

  /** Stores what `checkDecoded` checked; returns its `/media/...` path. */
  saveDecoded({ bytes, extension }: DecodedMedia): Promise<string> {
    return this.store(bytes, extension);
  }

  /**
   * What an export needs of a stored file, without reading it whole: where it is and its type (from
   * its first bytes); null when it is missing or neither an image nor a sound.
   */
  async exportable(path: string): Promise<{ file: string; type: string } | null> {
    const file = this.fileOf(path);
    if (!file) return null;
    const head = Buffer.alloc(64);
    try {
      const handle = await open(file, 'r');
      try {
        await handle.read(head, 0, head.length, 0);
      } finally {
        await handle.close();
      }
    } catch {
      return null;
    }
    const type = sniffImageType(head) ?? sniffAudioType(head);
    return type ? { file, type } : null;
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

  private async store(bytes: Uint8Array, extension: string): Promise<string> {
    const name = `${createHash('sha256').update(bytes).digest('hex')}.${extension}`;
    await mkdir(this.dir, { recursive: true });
    await writeFile(join(this.dir, name), bytes);
    return `/media/${name}`;
  }

  /** The file behind a `/media/...` path; null for anything else (no path tricks). */
  private fileOf(path: string): string | null {
    return STORED_MEDIA_PATH.test(path) ? join(this.dir, path.slice('/media/'.length)) : null;
  }
}
