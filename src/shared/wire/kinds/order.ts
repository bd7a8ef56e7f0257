import { z } from 'zod';
import { QUIZ_LIMITS, text } from '../quizFields';
import { commonFields, noProblems, type KindSchemas } from './common';

/** The items in the right order; phones see them shuffled. */
const question = z.strictObject({
  kind: z.literal('order'),
  ...commonFields,
  items: z.array(text(QUIZ_LIMITS.optionChars)).min(QUIZ_LIMITS.orderItemsMin).max(QUIZ_LIMITS.orderItemsMax),
});

/** The item indexes in the guest's order; that it lists each item once is the engine's call. */
const answer = z
  .array(
    z
      .number()
      .int()
      .min(0)
      .max(QUIZ_LIMITS.orderItemsMax - 1),
  )
  .min(1)
  .max(QUIZ_LIMITS.orderItemsMax);

export const orderSchemas: KindSchemas<typeof question, typeof answer> = {
  question,
  answer,
  problems: noProblems,
};
