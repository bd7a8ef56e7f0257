import type SharpModule from 'sharp';
import type { Sharp } from 'sharp';
import { writeFile } from 'node:fs/promises';
import { PHOTO_SIZES } from '@shared/model/photos';
import { decodeHeic, HeicDecoderError } from './heicDecode';
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
  input: Buffer,
  out: { photo: string; thumb: string },
): Promise<EncodedPhoto> {
  const sharp = await loadSharp();
  const limits = { limitInputPixels: PHOTO_SIZES.maxPixels, failOn: 'truncated' as const };
  let encoded: [Buffer, Buffer];
  try {
    encoded = await bothSizes(sharp(input, limits).rotate());
  } catch (error) {
    if (sniffPhotoType(input.subarray(0, 16)) !== 'image/heif') throw unreadable(error);
    // A HEIC whose HEVC pixels libvips cannot read: libheif decodes it, in a worker thread.
    const pixels = await decodeHeic(input, PHOTO_SIZES.maxPixels).catch((heicError: unknown) => {
      throw heicError instanceof HeicDecoderError ? heicError : unreadable(heicError);
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
