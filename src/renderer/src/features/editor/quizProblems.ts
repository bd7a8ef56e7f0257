import { quizSchema } from '@shared/wire/quiz';
import type { Problem } from '../../net/apiTypes';
import { friendly, type Words } from './problemWords';
import { fromDraft, type QuizDraft } from './quizDraft';

/** Checks the draft with the same schema the server uses: instant feedback, the server has the last word. */
export function validateDraft(draft: QuizDraft, words: Words): Problem[] {
  const result = quizSchema.safeParse(fromDraft(draft));
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: friendly(issue, words),
  }));
}

export type ProblemMap = ReadonlyMap<string, readonly string[]>;

export function problemMap(problems: readonly Problem[]): ProblemMap {
  const map = new Map<string, string[]>();
  for (const { path, message } of problems) {
    const list = map.get(path) ?? [];
    if (!list.includes(message)) list.push(message);
    map.set(path, list);
  }
  return map;
}

/** The DOM id of the input for a quiz path, so a problem in the list can jump to its field. */
export function fieldId(path: string): string {
  return `quiz-${path.replace(/\./g, '-')}`;
}
