/** The guestbook's wire schemas (issue 18): what phones and the operator send, what views carry. */
import { z } from 'zod';

export * from '../model/wishes';

/**
 * A guest's message; cleaned and checked by the server (the length counts after cleaning). Its raw
 * length is checked there too, so an overlong one is refused as `tooLong`, not as "not understood".
 */
export const leaveWishSchema = z.strictObject({ text: z.string() });
export type LeaveWishPayload = z.infer<typeof leaveWishSchema>;

/** The server's acknowledgement: the wish as kept (cleaned). */
export interface WishSavedPayload {
  text: string;
}

/** The operator hides (or shows again) one guest's wish. */
export const hideWishSchema = z.strictObject({ playerId: z.string().min(1).max(64), hidden: z.boolean() });
export type HideWishPayload = z.infer<typeof hideWishSchema>;

/** The operator starts or stops the wishes' slideshow on the big screen. */
export const wishSlideshowSchema = z.strictObject({ on: z.boolean() });
export type WishSlideshowPayload = z.infer<typeof wishSlideshowSchema>;

export const wishEntrySchema = z.object({ author: z.string(), text: z.string() });

/** A phone's own wish (only while it may write one): its text, or null before it wrote one. */
export const myWishField = z.string().nullable().optional();
/** The big screen's slideshow: the visible wishes, only while the slideshow runs. */
export const screenWishesField = z.array(wishEntrySchema).optional();
export const operatorWishesField = z.object({
  slideshow: z.boolean(),
  list: z.array(wishEntrySchema.extend({ playerId: z.string(), hidden: z.boolean() })),
});
