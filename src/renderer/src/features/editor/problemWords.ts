import type { z } from 'zod';
import { OPTION_LABELS } from '@shared/quiz';
import { PLAY_FIELD_NAMES, playFieldName } from './play/playWords';

// The words of the editor's problems: which field (for the list at the top), and what is wrong with it.

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
  partners: 'The couple for "Who said it?"',
  questions: 'Questions',
  version: 'Format version',
  kind: 'File kind',
  quiz: 'The quiz',
  media: 'The images',
  ...PLAY_FIELD_NAMES,
};

/** A question's fields, as the list at the top names them. */
const QUESTION_FIELDS: Record<string, string> = {
  kind: 'kind of question',
  text: 'question',
  options: 'options',
  correct: 'right answer',
  photo: 'photo',
  answerSeconds: 'time to answer',
  explanation: 'story behind the answer',
  revealPhoto: 'reveal photo',
  answer: 'the answer',
  tolerance: 'tolerance',
  min: 'lowest guess',
  max: 'highest guess',
  unit: 'unit',
  items: 'items',
  points: 'points',
};

function questionFieldName(n: string, field: string | undefined, entry: string | undefined): string {
  const base = `Question ${Number(n) + 1}`;
  if (field === 'options' && entry !== undefined)
    return `${base} · Option ${OPTION_LABELS[Number(entry)] ?? ''}`;
  if (field === 'items' && entry !== undefined) return `${base} · Item ${Number(entry) + 1}`;
  return field ? `${base} · ${QUESTION_FIELDS[field] ?? field}` : base;
}

/** "questions.2.options.1" -> "Question 3 · Option B", for the list at the top of the form. */
export function fieldName(path: string): string {
  const named = FIELD_NAMES[path];
  if (named) return named;
  const question = /^questions\.(\d+)(?:\.(\w+)(?:\.(\d+))?)?$/.exec(path);
  if (question) return questionFieldName(question[1] ?? '0', question[2], question[3]);
  const partner = /^partners\.([01])(?:\.(\w+))?$/.exec(path);
  if (partner) {
    const who = partner[1] === '0' ? 'First partner' : 'Second partner';
    return partner[2] === 'photo' ? `${who}'s photo` : `${who}'s name`;
  }
  const play = playFieldName(path);
  if (play) return play;
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

/** What a number field counts: its messages say so. */
type Amount = 'seconds' | 'points' | 'number' | 'table' | 'questions';

function amountOf(field: PropertyKey | undefined): Amount {
  if (field === 'points') return 'points';
  // A table's number ("tables.3.number"), and "the leaderboard every N questions".
  if (field === 'number') return 'table';
  if (field === 'leaderboardEvery') return 'questions';
  if (field === 'answer' || field === 'tolerance' || field === 'min' || field === 'max') return 'number';
  return 'seconds';
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
const grouped = (n: number): string => n.toLocaleString('en-GB');

const LISTS: Record<string, string> = { options: 'options', items: 'items', tables: 'tables' };

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>, field: PropertyKey | undefined): string {
  const minimum = Number(issue.minimum);
  if (issue.origin === 'string') return 'Please fill this in.';
  if (issue.origin === 'array') {
    const list = LISTS[String(field)];
    return list ? `Give at least ${minimum} ${list}.` : 'Add at least one question.';
  }
  const amount = amountOf(field);
  if (amount === 'seconds') return `At least ${plural(minimum, 'second')}.`;
  if (amount === 'points') return `At least ${minimum} points.`;
  if (amount === 'table') return `Table numbers start at ${minimum}.`;
  if (amount === 'questions') return `At least ${minimum}.`;
  return issue.inclusive ? `At least ${grouped(minimum)}.` : `More than ${grouped(minimum)}, please.`;
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>, field: PropertyKey | undefined): string {
  const maximum = Number(issue.maximum);
  if (issue.origin === 'string') return `At most ${maximum} characters.`;
  if (issue.origin === 'array') return `At most ${maximum} ${LISTS[String(field)] ?? 'questions'}.`;
  const amount = amountOf(field);
  if (amount === 'seconds') return `At most ${maximum} seconds.`;
  if (amount === 'points') return `At most ${maximum} points.`;
  if (amount === 'questions') return `At most every ${maximum} questions.`;
  return `At most ${grouped(maximum)}.`;
}

const NOT_A_NUMBER: Record<Amount, string> = {
  seconds: 'Enter a whole number of seconds.',
  points: 'Enter a whole number of points.',
  number: 'Enter a number.',
  table: "Enter the table's number.",
  questions: 'Enter a whole number of questions.',
};

/** zod's messages are for developers; these are for the couple's friend at the laptop. */
export function friendly(issue: Issue): string {
  const field = issue.path[issue.path.length - 1];
  switch (issue.code) {
    case 'too_small':
      return tooSmall(issue, field);
    case 'too_big':
      return tooBig(issue, field);
    case 'invalid_type':
      return issue.expected === 'number' || issue.expected === 'int'
        ? NOT_A_NUMBER[amountOf(field)]
        : issue.message;
    case 'invalid_format':
      if (issue.format === 'date') return 'Pick the wedding date.';
      if (issue.format === 'url') return 'Enter a web address starting with https://';
      return issue.message;
    default:
      return issue.message;
  }
}
