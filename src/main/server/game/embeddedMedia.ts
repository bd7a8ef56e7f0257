/**
 * An image or sound embedded in a quiz file (a data URL), decoded a piece at a time (issue 28.3): a
 * 12 MB sound is 16 MB of base64, and checking, copying and decoding it in one go held the game up for
 * a sixth of a second. Here each turn of the event loop handles at most about a megabyte.
 */
import {
  imageTooLargeMessage,
  MAX_IMAGE_BYTES,
  MAX_SOUND_BYTES,
  soundTooLargeMessage,
} from '@shared/model/limits';
import { MediaError, type MediaKind } from '../storage/media';

const PREFIX: Record<MediaKind, RegExp> = {
  image: /^data:image\/(png|jpeg|webp|gif);base64,/,
  sound: /^data:audio\/(mpeg|ogg|wav|mp4);base64,/,
};
const NOT_EMBEDDED: Record<MediaKind, string> = {
  image: 'Not an embedded PNG, JPEG, WebP or GIF image',
  sound: 'Not an embedded MP3, OGG, WAV or M4A sound',
};
const BASE64 = /^[A-Za-z0-9+/]*$/;
const PADDED_END = /^[A-Za-z0-9+/]*={0,2}$/;
/** How much base64 is decoded before the game gets a turn. */
const TURN_CHARS = 1024 * 1024;
const BACKSLASH = 0x5c;

/** Lets the game's timers and sockets run between two pieces of work. */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * The bytes of an embedded file, from its data URL as the file held it (`parts`, in order). Throws
 * MediaError when it is not a data URL of its kind, not base64, or too large once decoded.
 */
export async function decodeEmbedded(parts: readonly Buffer[], kind: MediaKind): Promise<Buffer> {
  const text = unescaped(parts).flatMap(pieces);
  const head = headOf(text, 64);
  const prefix = PREFIX[kind].exec(head)?.[0];
  if (!prefix) throw new MediaError(NOT_EMBEDDED[kind]);
  const max = kind === 'sound' ? MAX_SOUND_BYTES : MAX_IMAGE_BYTES;
  const decoded: Buffer[] = [];
  let size = 0;
  let carry = '';
  let skip = prefix.length;
  let sinceTurn = 0;
  for (const [i, part] of text.entries()) {
    const chars = carry + part.toString('latin1', Math.min(skip, part.length));
    skip = Math.max(0, skip - part.length);
    const last = i === text.length - 1;
    if (!(last ? PADDED_END : BASE64).test(chars)) throw new MediaError(NOT_EMBEDDED[kind]);
    const whole = last ? chars.length : chars.length - (chars.length % 4);
    const bytes = Buffer.from(chars.slice(0, whole), 'base64');
    carry = chars.slice(whole);
    size += bytes.length;
    if (size > max) {
      throw new MediaError(kind === 'sound' ? soundTooLargeMessage(max) : imageTooLargeMessage(max));
    }
    decoded.push(bytes);
    sinceTurn += chars.length;
    if (sinceTurn >= TURN_CHARS) {
      sinceTurn = 0;
      await nextTurn();
    }
  }
  if (size === 0) throw new MediaError(NOT_EMBEDDED[kind]);
  return Buffer.concat(decoded, size);
}

/** The first `length` characters, whatever the parts. */
function headOf(parts: readonly Buffer[], length: number): string {
  let head = '';
  for (const part of parts) {
    if (head.length >= length) break;
    head += part.toString('latin1', 0, length - head.length);
  }
  return head;
}

/** A part cut into pieces of at most a turn's worth (a file read whole is one part). */
function pieces(part: Buffer): Buffer[] {
  const cut: Buffer[] = [];
  for (let at = 0; at < part.length; at += TURN_CHARS) cut.push(part.subarray(at, at + TURN_CHARS));
  return cut;
}

/** The data URL's text: as it was, or (written with JSON escapes such as `\/`, which no export of ours has) unescaped. */
function unescaped(parts: readonly Buffer[]): readonly Buffer[] {
  if (!parts.some((part) => part.includes(BACKSLASH))) return parts;
  try {
    return [Buffer.from(JSON.parse(`"${Buffer.concat(parts).toString('utf8')}"`) as string, 'latin1')];
  } catch {
    return [];
  }
}
