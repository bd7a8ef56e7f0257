/**
 * The guests' photo wall (issue 31): every phone may share photos, the operator lets them onto the big
 * screen, the keepsake keeps them. Zod-free: the phone and the big screen import it (the wire schemas
 * are in ../wire/photoSchemas).
 */
import { GameState } from './gameState';

/** What a phone makes of a photo before sending it, and what the laptop keeps. */
export const PHOTO_SIZES = {
  /** The long edge of the photo a phone sends, and of the one the laptop keeps (pixels). */
  longEdge: 1600,
  /** The long edge of a thumbnail (the operator's queue, the guest's own list). */
  thumbEdge: 480,
  /** The JPEG quality a phone encodes at (about 300 KB at 1,600 px). */
  phoneQuality: 0.82,
  /** The most an upload may weigh: a phone that could not shrink the photo sends it as it is. */
  maxUploadBytes: 15 * 1024 * 1024,
  /** A decoded photo larger than this is refused (a "decompression bomb"): 40 megapixels. */
  maxPixels: 40_000_000,
} as const;

/** The operator's photo settings (the whole settings each time, like the sound's). */
export interface PhotoSettings {
  /** Guests may share photos (from the lobby to the end). */
  enabled: boolean;
  /** New photos wait for the operator's Show before the big screen shows them. */
  approve: boolean;
  /** At most one photo from a guest every this many seconds. */
  intervalSeconds: number;
  /** At most this many photos kept per guest (a deleted one frees its place). */
  perGuest: number;
  /** The album's size limit, in megabytes: past it new photos are refused. */
  albumLimitMb: number;
}

export const DEFAULT_PHOTO_SETTINGS: PhotoSettings = {
  enabled: true,
  approve: true,
  intervalSeconds: 10,
  perGuest: 20,
  albumLimitMb: 2048,
};

export const PHOTO_SETTING_LIMITS = {
  intervalSeconds: { min: 0, max: 600 },
  perGuest: { min: 1, max: 200 },
  albumLimitMb: { min: 50, max: 100_000 },
} as const;

/** New photos are refused when the data folder's disk has less than this free. */
export const MIN_FREE_DISK_BYTES = 1024 * 1024 * 1024;

/** A photo waits for the operator, is on the wall, or was hidden by the operator. */
export const PHOTO_STATUSES = ['waiting', 'shown', 'hidden'] as const;
export type PhotoStatus = (typeof PHOTO_STATUSES)[number];

/** Why an upload is refused; the phone words each one (`phone:photos.errors.<code>`). */
export const PHOTO_PROBLEMS = [
  'notJoined',
  'off',
  'tooSoon',
  'perGuest',
  'albumFull',
  'tooLarge',
  'notPhoto',
  'unreadable',
  'busy',
  'cannotSave',
] as const;
export type PhotoProblem = (typeof PHOTO_PROBLEMS)[number];

/** Where a phone sends a photo: `POST` with `Authorization: Bearer <its token>`, the image as the body. */
export const PHOTO_UPLOAD_PATH = '/photo-upload';

/** A photo's id: 22 URL-safe characters (128 random bits), so its address cannot be guessed. */
export const PHOTO_ID = /^[\w-]{22}$/;

/** The address of a kept photo, or of its thumbnail. */
export function photoUrl(gameId: string, photoId: string, thumb = false): string {
  return `/photos/${encodeURIComponent(gameId)}/${photoId}${thumb ? '-thumb' : ''}.jpg`;
}

/**
 * During a question a phone is for answering: the Share button steps aside (countdown to reveal). The
 * server takes a photo whenever it comes: one sent just before the question must not be lost.
 */
export function photoShareOpen(state: number): boolean {
  return (
    state !== GameState.STARTING_NEXT_QUESTION &&
    state !== GameState.SHOW_QUESTION &&
    state !== GameState.SHOW_QUESTION_OPTIONS &&
    state !== GameState.ANSWERED
  );
}

/** The wall may show before the first question, during a break, and once the podium is done. */
export function photoWallAllowed(state: number, breakMessage: string | null): boolean {
  return state === GameState.NEW || breakMessage !== null || state === GameState.SHOW_FINAL_RESULTS_SHOW_3;
}

/** The most photos a big screen's wall view carries (the newest shown ones). */
export const WALL_PHOTOS_MAX = 60;
/** The most photos of each list an operator's view carries (the Photos tab asks for the rest). */
export const OPERATOR_PHOTOS_MAX = 60;

/** A photo as the big screen shows it: where it is, and who sent it. */
export interface WallPhoto {
  id: string;
  url: string;
  name: string;
}

/** A guest's own photo, as their phone lists it. */
export interface OwnPhoto {
  id: string;
  status: PhotoStatus;
  thumbUrl: string;
}
