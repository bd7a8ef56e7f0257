/**
 * The seven kinds of question, by name: no zod here, so the phone and the big screen can use it without
 * loading the schemas (../wire/questionSchemas). What each kind is: its module in ../kinds.
 */
import type { Partner, Question } from '../wire/questionSchemas';

export type { Partner, Question };
export { BOTH_LABEL, TRUE_FALSE_LABELS } from '../kinds/labels';

export const QUESTION_KINDS = [
  'choice',
  'trueFalse',
  'whoSaidIt',
  'closest',
  'order',
  'poll',
  'shoeGame',
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** The kind of a question; a question without one is a `choice`. */
export function kindOf(question: Question): QuestionKind {
  return question.kind ?? 'choice';
}
