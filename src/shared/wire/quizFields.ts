import { z } from 'zod';

export { MAX_OPTIONS, OPTION_LABELS } from '../kinds/labels';

/** How long each text of a quiz may be, and how many questions it may have: the schema and the editor. */
export const QUIZ_LIMITS = {
  titleChars: 80,
  coupleNamesChars: 80,
  questionChars: 300,
  optionChars: 120,
  bgmUrlChars: 500,
  questions: 50,
  /** The story behind the answer, shown at the reveal. */
  explanationChars: 400,
  /** A `closest` question's unit ("km", "days"). */
  unitChars: 12,
  /** One of the couple's first names (`whoSaidIt`). */
  partnerNameChars: 30,
  /** The items of an `order` question. */
  orderItemsMin: 3,
  orderItemsMax: 5,
  /** A `closest` answer, its bounds and tolerance stay within ±this. */
  closestMagnitude: 1_000_000_000,
  /** The flat points a `poll` may give. */
  pollPointsMax: 1000,
} as const;

export const seconds = (max: number): z.ZodNumber => z.number().int().min(1).max(max);

export const text = (max: number): z.ZodString => z.string().trim().min(1).max(max);

/** Image types the server accepts for photos and the background. */
export const IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
export type ImageType = keyof typeof IMAGE_TYPES;

/** An uploaded image as the server stores it: content-addressed, under /media/. */
export const MEDIA_PATH = /^\/media\/[a-f0-9]{64}\.(png|jpg|webp|gif)$/;
export const mediaPathSchema = z.string().regex(MEDIA_PATH, 'Upload the image again');

/** A couple's own sound (issue 17) as the server stores it: content-addressed, under /media/. */
export const SOUND_PATH = /^\/media\/[a-f0-9]{64}\.(mp3|ogg|wav|m4a)$/;
export const soundPathSchema = z.string().regex(SOUND_PATH, 'Upload the sound again');

/** Any file the media store holds: an image or a sound. */
export const STORED_MEDIA_PATH = /^\/media\/[a-f0-9]{64}\.(png|jpg|webp|gif|mp3|ogg|wav|m4a)$/;
