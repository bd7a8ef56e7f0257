/**
 * Bilingual quizzes: the quiz's texts in its second language. Each question carries its own `second`
 * texts (they move with it in the editor); the quiz carries its title's and the sides', each table its name's.
 * Every second text is optional and may be empty: a missing translation is allowed, and a guest then
 * reads the main language's text.
 */
import { z } from 'zod';
import { MAX_OPTIONS, QUIZ_LIMITS } from './quizFields';
import { TEAM_LIMITS } from '../model/teams';

export { presentText } from '../model/presentText';

/** A translation: may be empty (missing), never longer than the main text may be. */
export const secondText = (max: number): z.ZodString => z.string().trim().max(max);

/** A question's texts in the second language; the lists follow the main lists' order. */
export const questionSecondSchema = z.strictObject({
  text: secondText(QUIZ_LIMITS.questionChars).optional(),
  options: z.array(secondText(QUIZ_LIMITS.optionChars)).max(MAX_OPTIONS).optional(),
  items: z.array(secondText(QUIZ_LIMITS.optionChars)).max(QUIZ_LIMITS.orderItemsMax).optional(),
  explanation: secondText(QUIZ_LIMITS.explanationChars).optional(),
  unit: secondText(QUIZ_LIMITS.unitChars).optional(),
});
export type QuestionSecond = z.infer<typeof questionSecondSchema>;

/** The quiz's own texts in the second language: its title and the two sides' names (a table carries its own). */
export const quizSecondSchema = z.strictObject({
  title: secondText(QUIZ_LIMITS.titleChars).optional(),
  sideNames: z
    .tuple([secondText(TEAM_LIMITS.sideNameChars), secondText(TEAM_LIMITS.sideNameChars)])
    .optional(),
});
export type QuizSecond = z.infer<typeof quizSecondSchema>;
