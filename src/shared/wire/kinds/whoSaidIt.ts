import { z } from 'zod';
import { commonFields, optionIndex, noProblems, type KindSchemas } from './common';

/** Who said it, who is more likely to…: 0 and 1 are the couple's two partners (the quiz's `partners`), 2 is "Both". */
const question = z.strictObject({
  kind: z.literal('whoSaidIt'),
  ...commonFields,
  correct: optionIndex(2),
});
const answer = optionIndex(2);

export const whoSaidItSchemas: KindSchemas<typeof question, typeof answer> = {
  question,
  answer,
  problems: noProblems,
};
