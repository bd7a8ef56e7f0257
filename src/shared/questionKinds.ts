/**
 * The six kinds of question, by name, and what each shows a guest: no zod here, so the phone and the
 * big screen can use it without loading the schemas (./questionSchemas).
 */
import type { Partner, Question } from './questionSchemas';

export type { Partner, Question };

export const QUESTION_KINDS = ['choice', 'trueFalse', 'whoSaidIt', 'closest', 'order', 'poll'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** The kind of a question; a question without one is a `choice`. */
export function kindOf(question: Question): QuestionKind {
  return question.kind ?? 'choice';
}

/** Kinds answered by tapping one option (the answer is its index). */
export function isOptionKind(kind: QuestionKind): kind is 'choice' | 'trueFalse' | 'whoSaidIt' | 'poll' {
  return kind !== 'closest' && kind !== 'order';
}

export const TRUE_FALSE_LABELS = ['True', 'False'] as const;
export const BOTH_LABEL = 'Both';

/** The options a guest taps, in order, for the option kinds; the items for `order`; none for `closest`. */
export function optionLabels(question: Question, partners: readonly Partner[] | undefined): string[] {
  switch (question.kind) {
    case undefined:
    case 'choice':
    case 'poll':
      return question.options;
    case 'trueFalse':
      return [...TRUE_FALSE_LABELS];
    case 'whoSaidIt':
      return [partners?.[0]?.name ?? 'Partner 1', partners?.[1]?.name ?? 'Partner 2', BOTH_LABEL];
    case 'order':
      return question.items;
    case 'closest':
      return [];
  }
}
