/** How a question and its reveal travel to each screen, for every kind. The answer key waits for the reveal. */
import { z } from 'zod';
import { LANGUAGE_CODES } from './languages';
import { QUESTION_KINDS } from '../model/questionKinds';
import { UNVEIL_STYLES } from '../model/questionMedia';
import { MAX_OPTIONS, QUIZ_LIMITS } from './quizFields';

export const shownQuestionSchema = z.object({
  kind: z.enum(QUESTION_KINDS),
  text: z.string(),
  /**
   * What the guest taps: the options (option kinds) or the items to put in order (`order`, shuffled).
   * Empty while only the question is shown (SHOW_QUESTION) and for `closest`.
   */
  options: z.array(z.string()).max(Math.max(MAX_OPTIONS, QUIZ_LIMITS.orderItemsMax)),
  /** `order`: the item index behind each shown option (an answer lists these); otherwise null. */
  itemIds: z.array(z.number().int()).nullable(),
  /** `closest`: the range a guess must be in and its unit; otherwise null. */
  number: z.object({ min: z.number(), max: z.number(), unit: z.string().nullable() }).nullable(),
  /** `whoSaidIt`: each partner's photo (or null); otherwise null. */
  partnerPhotos: z.array(z.string().nullable()).nullable(),
  /** The question's photo; phones get null for one that unveils (issue 30), so no guest can peek. */
  photo: z.string().nullable(),
  /** The photo unveils over the answering time on the big screen (issue 30); null: shown as it is. */
  unveil: z.enum(UNVEIL_STYLES).nullable(),
  /**
   * "Name that song" (issue 30): the clip the big screen plays (`src` null on phones, which only show
   * "♪ listen"); null without one.
   */
  clip: z.object({ src: z.string().nullable(), start: z.number(), length: z.number() }).nullable(),
  /** A bilingual quiz: the texts in its second language, null where a translation is missing. */
  second: z
    .object({
      language: z.enum(LANGUAGE_CODES),
      text: z.string().nullable(),
      /** In the order of `options`. */
      options: z.array(z.string().nullable()),
      unit: z.string().nullable(),
    })
    .nullable(),
});
export type ShownQuestion = z.infer<typeof shownQuestionSchema>;

/** A `closest` reveal: the distribution of guesses and the three nearest guests. */
export const closestRevealSchema = z.object({
  answer: z.number(),
  unit: z.string().nullable(),
  /** Guesses counted in equal bins from `from` to `to`. */
  bins: z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int().min(0) })),
  nearest: z.array(z.object({ name: z.string(), guess: z.number() })).max(3),
});
export type ClosestReveal = z.infer<typeof closestRevealSchema>;

/** A partner's pick in the shoe game: 0 or 1 (a partner's name), null when none counts. */
const couplePick = z.number().int().min(0).max(1).nullable();

/** The shoe game's reveal: each partner's pick (the key), which the operator entered, and whether they agree. */
export const coupleRevealSchema = z.object({
  answers: z.tuple([couplePick, couplePick]),
  entered: z.tuple([z.boolean(), z.boolean()]),
  /** null: a pick is missing. */
  agree: z.boolean().nullable(),
});
export type CoupleReveal = z.infer<typeof coupleRevealSchema>;

/** From SHOW_CORRECT_ANSWER on: the story behind the answer and what each kind shows. */
export const revealSchema = z.object({
  /** The anecdote (shortened for phones), or null. */
  explanation: z.string().nullable(),
  /** The reveal photo (big screen and operator only), or null. */
  photo: z.string().nullable(),
  /** `order`: the items in the right order. */
  order: z.array(z.string()).nullable(),
  /** Guests who got it right (the exact order, a guess within the tolerance, the right option). */
  rightCount: z.number().int().min(0),
  /** `closest`, big screen and operator only. */
  closest: closestRevealSchema.nullable(),
  /** `shoeGame`: the couple's picks, for every screen (phones included: it is the reveal). */
  couple: coupleRevealSchema.nullable(),
  /** A bilingual quiz: the story and the order in its second language, null where missing. */
  second: z
    .object({
      language: z.enum(LANGUAGE_CODES),
      explanation: z.string().nullable(),
      order: z.array(z.string().nullable()).nullable(),
    })
    .nullable(),
});
export type Reveal = z.infer<typeof revealSchema>;

/** How much of the story a phone shows. */
export const PHONE_EXPLANATION_CHARS = 140;
