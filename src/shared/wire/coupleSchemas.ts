/**
 * The shoe game's couple on the wire (issue 30): a partner's phone (its own link, a secret of its own),
 * what it is sent, what it sends, and the operator's entry of a missing pick.
 */
import { z } from 'zod';
import { phoneSharedSchema } from './phonePayloads';

const partner = z.union([z.literal(0), z.literal(1)]);
const questionNo = z.number().int().min(0);

/** A partner's pick on their phone (changeable until the answering ends). */
export const coupleAnswerSchema = z.strictObject({ questionNo, answer: partner });
export type CoupleAnswerPayload = z.infer<typeof coupleAnswerSchema>;

/** The operator at the reveal: the pick of a partner who did not answer (null: score on the other alone). */
export const coupleSettleSchema = z.strictObject({ questionNo, partner, answer: partner.nullable() });
export type CoupleSettlePayload = z.infer<typeof coupleSettleSchema>;

export const COUPLE_ANSWER_MESSAGE = 'Tap one of the two names.';
export const COUPLE_SETTLE_MESSAGE = 'Choose a partner and their answer.';
export const PARTNER_ONLY = 'Only the couple can answer this.';

/** What the big screen and the operator know of the couple: who is connected, who has picked (never what). */
export const coupleStatusSchema = z.object({
  /** Their names, in the quiz's order. */
  names: z.tuple([z.string(), z.string()]),
  online: z.tuple([z.boolean(), z.boolean()]),
  /** For the current shoe-game question; both false on any other. */
  answered: z.tuple([z.boolean(), z.boolean()]),
});
export type CoupleStatus = z.infer<typeof coupleStatusSchema>;

/** What a partner's phone gets: the step every phone shares, who they are, and their own pick. */
export const partnerViewSchema = z.object({
  ...phoneSharedSchema.shape,
  audience: z.literal('partner'),
  partner,
  /** The couple's names and photos, in the quiz's order. */
  names: z.tuple([z.string(), z.string()]),
  photos: z.tuple([z.string().nullable(), z.string().nullable()]),
  /** Their pick for the current shoe-game question; null: none yet. */
  myAnswer: partner.nullable(),
});
export type PartnerView = z.infer<typeof partnerViewSchema>;
