import { z } from 'zod';
import { commonFields, optionIndex, noProblems, type KindSchemas } from './common';

/**
 * The shoe game (issue 30): the couple answer on their own phones, 0 or 1 (the quiz's `partners`), and
 * the guests predict their pick. No answer key in the quiz: the couple's answers are the key.
 */
const question = z.strictObject({
  kind: z.literal('shoeGame'),
  ...commonFields,
});
const answer = optionIndex(1);

export const shoeGameSchemas: KindSchemas<typeof question, typeof answer> = {
  question,
  answer,
  problems: noProblems,
};
