import { z } from 'zod';
import { QUIZ_LIMITS } from '../quizFields';
import { commonFields, optionAnswerSchema, optionsSchema, noProblems, type KindSchemas } from './common';

/** No right answer: the room's votes. `points`: a flat amount every voter gets (default 0). */
const question = z.strictObject({
  kind: z.literal('poll'),
  ...commonFields,
  options: optionsSchema,
  points: z.number().int().min(0).max(QUIZ_LIMITS.pollPointsMax).optional(),
});

export const pollSchemas: KindSchemas<typeof question, typeof optionAnswerSchema> = {
  question,
  answer: optionAnswerSchema,
  problems: noProblems,
};
