/** The photo wall's wire schemas (issue 31): what phones and the operator send, what views carry. */
import { z } from 'zod';
import { PHOTO_ID, PHOTO_PROBLEMS, PHOTO_SETTING_LIMITS, PHOTO_STATUSES } from '../model/photos';

export * from '../model/photos';

const photoId = z.string().regex(PHOTO_ID);
const whole = (limits: { min: number; max: number }) => z.number().int().min(limits.min).max(limits.max);

/** The operator's photo settings, whole each time. */
export const photoSettingsSchema = z.strictObject({
  enabled: z.boolean(),
  approve: z.boolean(),
  intervalSeconds: whole(PHOTO_SETTING_LIMITS.intervalSeconds),
  perGuest: whole(PHOTO_SETTING_LIMITS.perGuest),
  albumLimitMb: whole(PHOTO_SETTING_LIMITS.albumLimitMb),
});
export const PHOTO_SETTINGS_MESSAGE =
  'Photo settings: on or off, approve first, seconds between photos (0–600), photos per guest (1–200), album size (50–100,000 MB).';

/** The operator shows a photo on the wall or hides it. */
export const moderatePhotoSchema = z.strictObject({ photoId, status: z.enum(['shown', 'hidden']) });
export type ModeratePhotoPayload = z.infer<typeof moderatePhotoSchema>;
export const MODERATE_PHOTO_MESSAGE = 'Choose a photo to show or hide.';

/** The operator starts or stops the wall, and pins one photo full-screen (null: none). */
export const photoWallSchema = z.strictObject({ on: z.boolean(), pinned: photoId.nullable() });
export type PhotoWallPayload = z.infer<typeof photoWallSchema>;
export const PHOTO_WALL_MESSAGE = 'The photo wall is on or off, with a shown photo pinned or none.';

/** A guest deletes one of their own photos. */
export const deletePhotoSchema = z.strictObject({ photoId });
export type DeletePhotoPayload = z.infer<typeof deletePhotoSchema>;
export const DELETE_PHOTO_MESSAGE = 'Choose one of your photos to delete.';

/** What every phone is told of sharing photos (sent to all once, and when it changes). */
export interface PhotoRulesPayload {
  /** The operator lets guests share photos now. */
  on: boolean;
  /** The album is full (or the laptop's disk): new photos are refused. */
  full: boolean;
  intervalSeconds: number;
  perGuest: number;
}

/** A guest's own photos, to their own phone only (when they change, and when it connects). */
export interface MyPhotosPayload {
  photos: { id: string; status: (typeof PHOTO_STATUSES)[number]; thumbUrl: string }[];
}

/** The upload's answer: 201 with the photo, or an error with its problem (and what the words need). */
export interface PhotoUploadReply {
  photo?: { id: string; status: (typeof PHOTO_STATUSES)[number]; thumbUrl: string };
  msg?: string;
  problem?: (typeof PHOTO_PROBLEMS)[number];
  params?: Record<string, number>;
}

const wallPhotoSchema = z.object({ id: z.string(), url: z.string(), name: z.string() });

/** The big screen's wall, only while it shows: the pinned photo, or the newest shown ones. */
export const screenPhotoWallField = z
  .object({ pinned: wallPhotoSchema.nullable(), photos: z.array(wallPhotoSchema) })
  .nullable()
  .optional();

const operatorPhotoSchema = z.object({
  id: z.string(),
  playerId: z.string(),
  name: z.string(),
  status: z.enum(PHOTO_STATUSES),
  at: z.number(),
  url: z.string(),
  thumbUrl: z.string(),
});
export type OperatorPhoto = z.infer<typeof operatorPhotoSchema>;

/** The operator's Photos tab: settings, the wall, counts and sizes, the queue and the newest others. */
export const operatorPhotosField = z.object({
  settings: photoSettingsSchema,
  wall: z.object({ on: z.boolean(), pinned: z.string().nullable(), showing: z.boolean() }),
  counts: z.object({ waiting: z.number(), shown: z.number(), hidden: z.number() }),
  albumBytes: z.number(),
  /** New photos are refused: the album's limit, or the disk's free space. */
  full: z.enum(['album', 'disk']).nullable(),
  /** The oldest waiting photos first (the queue). */
  waiting: z.array(operatorPhotoSchema),
  /** The newest shown or hidden photos first. */
  recent: z.array(operatorPhotoSchema),
});
export type OperatorPhotos = z.infer<typeof operatorPhotosField>;
