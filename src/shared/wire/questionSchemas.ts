/**
 * The seven kinds of question: the zod schemas (../model/questionKinds holds the zod-free names and helpers, for
 * pages that must stay light). A question without `kind` is a `choice` (every version 1 quiz). Each
 * kind's schemas are in ./kinds, its behaviour in ../kinds; the answer key (`correct`, `answer`, the
 * items' order) never leaves the server before the reveal.
 */
import { z } from 'zod';
import { KIND_SCHEMAS } from './kinds';
import { mediaPathSchema, QUIZ_LIMITS, text } from './quizFields';

export const questionSchema = z
  .discriminatedUnion('kind', [
    KIND_SCHEMAS.choice.question,
    KIND_SCHEMAS.trueFalse.question,
    KIND_SCHEMAS.whoSaidIt.question,
    KIND_SCHEMAS.closest.question,
    KIND_SCHEMAS.order.question,
    KIND_SCHEMAS.poll.question,
    KIND_SCHEMAS.shoeGame.question,
  ])
  .superRefine((q, ctx) => {
    // Each kind's own checks (its schemas in ./kinds), then what every kind shares.
    (KIND_SCHEMAS[q.kind ?? 'choice'].problems as (q: unknown, ctx: z.RefinementCtx) => void)(q, ctx);
    secondListProblems(q, ctx);
  });
export type Question = z.infer<typeof questionSchema>;

/** The couple, for `whoSaidIt` and `shoeGame`: their first names and an optional photo of each. */
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
