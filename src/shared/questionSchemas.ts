/**
 * The six kinds of question: the zod schemas (./questionKinds holds the zod-free names and helpers, for
 * pages that must stay light). A question without `kind` is a `choice` (every version 1 quiz). Each kind's
 * schema holds only what it needs; the answer key (`correct`, `answer`, the items' order) never leaves
 * the server before the reveal.
 */
import { z } from 'zod';
import { MAX_OPTIONS, mediaPathSchema, QUIZ_LIMITS, seconds, text } from './quizFields';
import { questionSecondSchema } from './quizSecond';

/** What every kind has: the question, its photo, its own answer time, the story behind the answer. */
const common = {
  text: text(QUIZ_LIMITS.questionChars),
  /** A path under /media/ served by the game server, or omitted. */
  photo: mediaPathSchema.optional(),
  /** Overrides the quiz's answer time for this one question. */
  answerSeconds: seconds(300).optional(),
  /** The anecdote behind the answer, shown at the reveal. */
  explanation: text(QUIZ_LIMITS.explanationChars).optional(),
  /** A photo shown with the reveal. */
  revealPhoto: mediaPathSchema.optional(),
  /** The texts in the quiz's second language (a bilingual quiz); any may be missing. */
  second: questionSecondSchema.optional(),
};

const optionIndex = (max: number): z.ZodNumber => z.number().int().min(0).max(max);
const options = z.array(text(QUIZ_LIMITS.optionChars)).min(2).max(MAX_OPTIONS);
const magnitude = z.number().finite().min(-QUIZ_LIMITS.closestMagnitude).max(QUIZ_LIMITS.closestMagnitude);

export const choiceQuestionSchema = z.strictObject({
  kind: z.literal('choice').optional(),
  ...common,
  options,
  correct: optionIndex(MAX_OPTIONS - 1),
});

export const trueFalseQuestionSchema = z.strictObject({
  kind: z.literal('trueFalse'),
  ...common,
  /** 0 = True, 1 = False. */
  correct: optionIndex(1),
});

/** Who said it, who is more likely to…: 0 and 1 are the couple's two partners (the quiz's `partners`), 2 is "Both". */
export const whoSaidItQuestionSchema = z.strictObject({
  kind: z.literal('whoSaidIt'),
  ...common,
  correct: optionIndex(2),
});

export const closestQuestionSchema = z.strictObject({
  kind: z.literal('closest'),
  ...common,
  answer: magnitude,
  /** Guesses within this distance of the answer score something; the exact answer scores in full. */
  tolerance: magnitude.positive(),
  min: magnitude,
  max: magnitude,
  unit: text(QUIZ_LIMITS.unitChars).optional(),
});

/** The items in the right order; phones see them shuffled. */
export const orderQuestionSchema = z.strictObject({
  kind: z.literal('order'),
  ...common,
  items: z.array(text(QUIZ_LIMITS.optionChars)).min(QUIZ_LIMITS.orderItemsMin).max(QUIZ_LIMITS.orderItemsMax),
});

/** No right answer: the room's votes. `points`: a flat amount every voter gets (default 0). */
export const pollQuestionSchema = z.strictObject({
  kind: z.literal('poll'),
  ...common,
  options,
  points: z.number().int().min(0).max(QUIZ_LIMITS.pollPointsMax).optional(),
});

export const questionSchema = z
  .discriminatedUnion('kind', [
    choiceQuestionSchema,
    trueFalseQuestionSchema,
    whoSaidItQuestionSchema,
    closestQuestionSchema,
    orderQuestionSchema,
    pollQuestionSchema,
  ])
  .superRefine((q, ctx) => {
    if (
      (q.kind ?? 'choice') === 'choice' &&
      'correct' in q &&
      'options' in q &&
      q.correct >= q.options.length
    ) {
      ctx.addIssue({
        code: 'custom',
        message: 'The correct option must be one of the options',
        path: ['correct'],
      });
    }
    if (q.kind === 'closest') closestProblems(q, ctx);
    secondListProblems(q, ctx);
  });
export type Question = z.infer<typeof questionSchema>;

function closestProblems(q: z.infer<typeof closestQuestionSchema>, ctx: z.RefinementCtx): void {
  if (q.min >= q.max)
    ctx.addIssue({ code: 'custom', message: 'The lowest guess must be below the highest', path: ['max'] });
  else if (q.answer < q.min || q.answer > q.max) {
    ctx.addIssue({
      code: 'custom',
      message: 'The answer must be between the lowest and highest guess',
      path: ['answer'],
    });
  }
}

/** The couple, for `whoSaidIt`: their first names and an optional photo of each. */
export const partnerSchema = z.strictObject({
  name: text(QUIZ_LIMITS.partnerNameChars),
  photo: mediaPathSchema.optional(),
});
export type Partner = z.infer<typeof partnerSchema>;

/** A translated list has no more entries than the list it translates. */
function secondListProblems(q: z.infer<typeof questionSchema>, ctx: z.RefinementCtx): void {
  const lists = [
    ['options', 'options' in q ? q.options.length : 0],
    ['items', 'items' in q ? q.items.length : 0],
  ] as const;
  for (const [key, length] of lists) {
    if ((q.second?.[key]?.length ?? 0) > length) {
      ctx.addIssue({
        code: 'custom',
        message: `More translations than ${key}`,
        path: ['second', key],
      });
    }
  }
}
