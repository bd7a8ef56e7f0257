import type { z } from 'zod';
import { OPTION_LABELS, quizSchema } from '@shared/quiz';
import type { Problem } from '../../net/apiTypes';
import { fromDraft, type QuizDraft } from './quizDraft';

type Issue = z.core.$ZodIssue;

const FIELD_NAMES: Record<string, string> = {
  title: 'Quiz title',
  coupleNames: 'Couple names',
  eventDate: 'Wedding date',
  backgroundImage: 'Background image',
  bgmUrl: 'Music link',
  'timings.countdownSeconds': 'Countdown',
  'timings.questionSeconds': 'Question alone',
  'timings.answerSeconds': 'Time to answer',
  questions: 'Questions',
  version: 'Format version',
  kind: 'File kind',
  quiz: 'The quiz',
  media: 'The images',
};

/** "questions.2.options.1" -> "Question 3 · Option B", for the list at the top of the form. */
export function fieldName(path: string): string {
  const named = FIELD_NAMES[path];
  if (named) return named;
  const question = /^questions\.(\d+)(?:\.(\w+)(?:\.(\d+))?)?$/.exec(path);
  if (question) {
    const [, n, field, option] = question;
    const base = `Question ${Number(n) + 1}`;
    if (field === 'options' && option !== undefined)
      return `${base} · Option ${OPTION_LABELS[Number(option)] ?? ''}`;
    const names: Record<string, string> = {
      text: 'question',
      options: 'options',
      correct: 'correct option',
      photo: 'photo',
      answerSeconds: 'time to answer',
    };
    return field ? `${base} · ${names[field] ?? field}` : base;
  }
  const image = /^media\.(.*)$/.exec(path);
  if (image) return `Embedded image ${(image[1] ?? '').slice(0, 40)}`;
  return path === '' ? 'The file' : path;
}

/** The server's messages come straight from zod; the commonest ones, in plain words. */
export function plainMessage(message: string): string {
  if (/^Invalid input: expected \w+, received undefined$/.test(message)) return 'Missing.';
  const unknown = /^Unrecognized keys?: (.*)$/.exec(message);
  if (unknown) return `Unknown field ${unknown[1] ?? ''}.`;
  if (message === 'Invalid key in record') return 'Not an image path of this app.';
  if (/^Invalid input: expected \d+$/.test(message)) return 'A file of another version of Wedding Quiz.';
  return message;
}

/** zod's messages are for developers; these are for the couple's friend at the laptop. */
function friendly(issue: Issue): string {
  const last = issue.path[issue.path.length - 1];
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return 'Please fill this in.';
      if (issue.origin === 'array')
        return last === 'options' ? `Give at least ${issue.minimum} options.` : 'Add at least one question.';
      return `At least ${issue.minimum} second${issue.minimum === 1 ? '' : 's'}.`;
    case 'too_big':
      if (issue.origin === 'string') return `At most ${issue.maximum} characters.`;
      if (issue.origin === 'array')
        return last === 'options'
          ? `At most ${issue.maximum} options.`
          : `At most ${issue.maximum} questions.`;
      return `At most ${issue.maximum} seconds.`;
    case 'invalid_type':
      return issue.expected === 'number' || issue.expected === 'int'
        ? 'Enter a whole number of seconds.'
        : issue.message;
    case 'invalid_format':
      if (issue.format === 'date') return 'Pick the wedding date.';
      if (issue.format === 'url') return 'Enter a web address starting with https://';
      return issue.message;
    default:
      return issue.message;
  }
}

/** Checks the draft with the same schema the server uses: instant feedback, the server has the last word. */
export function validateDraft(draft: QuizDraft): Problem[] {
  const result = quizSchema.safeParse(fromDraft(draft));
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: friendly(issue),
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
