import { z } from 'zod';
import { QUIZ_LIMITS, text } from '../quizFields';
import { commonFields, magnitude, type KindSchemas } from './common';

const question = z.strictObject({
  kind: z.literal('closest'),
  ...commonFields,
  answer: magnitude,
  /** Guesses within this distance of the answer score something; the exact answer scores in full. */
  tolerance: magnitude.positive(),
  min: magnitude,
  max: magnitude,
  unit: text(QUIZ_LIMITS.unitChars).optional(),
});

export const closestSchemas: KindSchemas<typeof question, typeof magnitude> = {
  question,
  /** A guess; whether it is within the question's range is the engine's call. */
  answer: magnitude,
  problems: (q, ctx) => {
    if (q.min >= q.max)
      ctx.addIssue({ code: 'custom', message: 'The lowest guess must be below the highest', path: ['max'] });
    else if (q.answer < q.min || q.answer > q.max) {
      ctx.addIssue({
        code: 'custom',
        message: 'The answer must be between the lowest and highest guess',
        path: ['answer'],
      });
    }
  },
};
