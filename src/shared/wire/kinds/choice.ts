import { z } from 'zod';
import { MAX_OPTIONS } from '../quizFields';
import { commonFields, optionAnswerSchema, optionIndex, optionsSchema, type KindSchemas } from './common';

const question = z.strictObject({
  kind: z.literal('choice').optional(),
  ...commonFields,
  options: optionsSchema,
  correct: optionIndex(MAX_OPTIONS - 1),
});

export const choiceSchemas: KindSchemas<typeof question, typeof optionAnswerSchema> = {
  question,
  answer: optionAnswerSchema,
  problems: (q, ctx) => {
    if (q.correct >= q.options.length) {
      ctx.addIssue({
        code: 'custom',
        message: 'The correct option must be one of the options',
        path: ['correct'],
      });
    }
  },
};
