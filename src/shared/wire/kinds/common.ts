/** What every kind's quiz-format schema shares: the question, its photos, its time, its story. */
import { z } from 'zod';
import { MAX_OPTIONS, mediaPathSchema, QUIZ_LIMITS, seconds, soundPathSchema, text } from '../quizFields';
import { CLIP_LIMITS, UNVEIL_STYLES } from '../../model/questionMedia';
import { questionSecondSchema } from '../quizSecond';

export const commonFields = {
  text: text(QUIZ_LIMITS.questionChars),
  /** A path under /media/ served by the game server, or omitted. */
  photo: mediaPathSchema.optional(),
  /**
   * Issue 30: the photo starts unrecognisable on the big screen and becomes clear over the answering
   * time (`blur`, or `tiles` flipping away); phones never get it during the question.
   */
  unveil: z.enum(UNVEIL_STYLES).optional(),
  /** Issue 30, "name that song": a clip the big screen plays from `start`, `length` seconds long (never sent to phones). */
  clip: z
    .strictObject({
      path: soundPathSchema,
      start: z.number().min(0).max(CLIP_LIMITS.startMaxSeconds),
      length: z.number().min(CLIP_LIMITS.minSeconds).max(CLIP_LIMITS.maxSeconds),
    })
    .optional(),
  /** Overrides the quiz's answer time for this one question. */
  answerSeconds: seconds(300).optional(),
  /** The anecdote behind the answer, shown at the reveal. */
  explanation: text(QUIZ_LIMITS.explanationChars).optional(),
  /** A photo shown with the reveal. */
  revealPhoto: mediaPathSchema.optional(),
  /** The texts in the quiz's second language (a bilingual quiz); any may be missing. */
  second: questionSecondSchema.optional(),
};

export const optionIndex = (max: number): z.ZodNumber => z.number().int().min(0).max(max);
export const optionsSchema = z.array(text(QUIZ_LIMITS.optionChars)).min(2).max(MAX_OPTIONS);
export const magnitude = z
  .number()
  .finite()
  .min(-QUIZ_LIMITS.closestMagnitude)
  .max(QUIZ_LIMITS.closestMagnitude);

/** For a kind whose fields need no check across them. */
export const noProblems = (): void => undefined;

/** An option kind's answer: an option's index. */
export const optionAnswerSchema = optionIndex(MAX_OPTIONS - 1);

/** A kind's schemas: its questions in the quiz file, its answers on the wire, its own checks. */
export interface KindSchemas<Q extends z.ZodType, A extends z.ZodType> {
  question: Q;
  answer: A;
  /** Checks across fields of one question (the answer within its range…); a method, so the record can hold every kind. */
  problems(question: z.infer<Q>, ctx: z.RefinementCtx): void;
}
