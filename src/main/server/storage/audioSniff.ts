import type { AudioType } from '@shared/index';

/** The brands of an MPEG-4 file (`ftyp` box) that an audio file carries: iTunes audio, books, plain ISO. */
const M4A_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'isom', 'iso2', 'mp41', 'mp42', 'dash']);

const ascii = (bytes: Uint8Array, from: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(from, from + length));

/**
 * An MPEG audio frame header (an MP3 without an ID3 tag): 11 set bits of frame sync, then a version,
 * a layer and a bitrate that are not the reserved values (so a JPEG, `FF D8`, or random bytes are not).
 */
function isMpegFrame(bytes: Uint8Array): boolean {
  const [first, second, third] = [bytes[0] ?? 0, bytes[1] ?? 0, bytes[2] ?? 0];
  if (first !== 0xff || (second & 0xe0) !== 0xe0) return false;
  const version = (second >> 3) & 0b11;
  const layer = (second >> 1) & 0b11;
  const bitrate = third >> 4;
  return version !== 0b01 && layer !== 0b00 && bitrate !== 0b1111;
}

/** Recognises a sound by its first bytes, never by its name or what the sender claims. */
export function sniffAudioType(bytes: Uint8Array): AudioType | null {
  if (bytes.length < 12) return null;
  if (ascii(bytes, 0, 3) === 'ID3' || isMpegFrame(bytes)) return 'audio/mpeg';
  if (ascii(bytes, 0, 4) === 'OggS') return 'audio/ogg';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE') return 'audio/wav';
  if (ascii(bytes, 4, 4) === 'ftyp' && M4A_BRANDS.has(ascii(bytes, 8, 4))) return 'audio/mp4';
  return null;
}
