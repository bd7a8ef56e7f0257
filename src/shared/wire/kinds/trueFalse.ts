import { z } from 'zod';
import { commonFields, optionIndex, noProblems, type KindSchemas } from './common';

const question = z.strictObject({
  kind: z.literal('trueFalse'),
  ...commonFields,
  /** 0 = True, 1 = False. */
  correct: optionIndex(1),
});
const answer = optionIndex(1);

export const trueFalseSchemas: KindSchemas<typeof question, typeof answer> = {
  question,
  answer,
  problems: noProblems,
};
