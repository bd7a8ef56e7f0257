import { quizSchema } from '@shared/wire/quiz';
import type { Problem } from '../../net/apiTypes';
import { friendly, type Words } from './problemWords';
import { fromDraft, type QuizDraft } from './quizDraft';
import { clipProblems, type SongDurations } from './questionMedia/clipDraft';

/**
 * Checks the draft with the same schema the server uses: instant feedback, the server has the last word.
 * `durations`: the songs the editor has read, so a clip that starts after its song ends is caught too.
 */
export function validateDraft(
  draft: QuizDraft,
  words: Words,
  durations: SongDurations = new Map(),
): Problem[] {
  const result = quizSchema.safeParse(fromDraft(draft));
  const schema = result.success
    ? []
    : result.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: friendly(issue, words),
      }));
  return clipProblems(draft.questions, durations, words.t).reduce(inFormOrder, schema);
}

/** What comes after a clip's start in a question's card. */
const AFTER_CLIP_START = /^questions\.(\d+)\.(clip\.length|clip\.path|explanation|revealPhoto)(\.|$)/;

/**
 * `problems` with a clip's problem where the form has it (before the next question's, before a field
 * lower in the same card), so the list and the focus go down the form in order.
 */
function inFormOrder(problems: Problem[], clip: Problem): Problem[] {
  const n = Number(/^questions\.(\d+)/.exec(clip.path)?.[1]);
  const at = problems.findIndex((p) => {
    const question = /^questions\.(\d+)/.exec(p.path);
    if (!question) return false;
    const m = Number(question[1]);
    return m > n || (m === n && AFTER_CLIP_START.test(p.path));
  });
  return at < 0 ? [...problems, clip] : [...problems.slice(0, at), clip, ...problems.slice(at)];
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
