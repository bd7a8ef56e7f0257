import type { z } from 'zod';
import { OPTION_LABELS, SOUND_PATH } from '@shared/wire/quiz';
import { MAX_SOUND_BYTES, SOUND_CUES, soundTooLargeMessage, type SoundCue } from '@shared/wire/sounds';
import type { Language } from '../../i18n/languages';
import { formatNumber } from '../../i18n/format';
import type { EditorT } from './editorWords';
import { playFieldName } from './play/playWords';
import { clipMessage } from './questionMedia/clipDraft';

// The words of the editor's problems: which field (for the list at the top), and what is wrong with it.

type Issue = z.core.$ZodIssue;

type QuizField =
  | 'title'
  | 'coupleNames'
  | 'eventDate'
  | 'backgroundImage'
  | 'bgmUrl'
  | 'countdown'
  | 'questionAlone'
  | 'timeToAnswer'
  | 'partners'
  | 'questions'
  | 'version'
  | 'kind'
  | 'quiz'
  | 'media';

const FIELD_NAMES: Record<string, QuizField> = {
  title: 'title',
  coupleNames: 'coupleNames',
  eventDate: 'eventDate',
  backgroundImage: 'backgroundImage',
  bgmUrl: 'bgmUrl',
  'timings.countdownSeconds': 'countdown',
  'timings.questionSeconds': 'questionAlone',
  'timings.answerSeconds': 'timeToAnswer',
  partners: 'partners',
  questions: 'questions',
  version: 'version',
  kind: 'kind',
  quiz: 'quiz',
  media: 'media',
};

/** A question's fields, as the list at the top names them. */
const QUESTION_FIELDS = [
  'kind',
  'text',
  'options',
  'correct',
  'photo',
  'unveil',
  'clip',
  'answerSeconds',
  'explanation',
  'revealPhoto',
  'answer',
  'tolerance',
  'min',
  'max',
  'unit',
  'items',
  'points',
] as const;

type QuestionField = (typeof QUESTION_FIELDS)[number];
const isQuestionField = (field: string): field is QuestionField =>
  (QUESTION_FIELDS as readonly string[]).includes(field);

function questionFieldName(
  n: string,
  field: string | undefined,
  entry: string | undefined,
  t: EditorT,
): string {
  const number = Number(n) + 1;
  if (field === 'options' && entry !== undefined)
    return t('fields.questionOption', { n: number, label: OPTION_LABELS[Number(entry)] ?? '' });
  if (field === 'items' && entry !== undefined)
    return t('fields.questionItem', { n: number, item: Number(entry) + 1 });
  if (!field) return t('fields.question', { n: number });
  const name = isQuestionField(field) ? t(`questionFields.${field}`) : field;
  return t('fields.questionField', { n: number, field: name });
}

function partnerName(which: string | undefined, part: string | undefined, t: EditorT): string {
  const second = which === '1';
  if (part === 'photo') return t(second ? 'fields.partnerPhoto1' : 'fields.partnerPhoto0');
  return t(second ? 'fields.partnerName1' : 'fields.partnerName0');
}

/** "questions.2.options.1" -> "Question 3 · Option B", for the list at the top of the form. */
export function fieldName(path: string, t: EditorT): string {
  const named = FIELD_NAMES[path];
  if (named) return t(`fields.${named}`);
  const clip = /^questions\.(\d+)\.clip\.(start|length|path)$/.exec(path);
  if (clip) {
    const part = clip[2] === 'start' ? 'clipStart' : clip[2] === 'length' ? 'clipLength' : 'clip';
    return t('fields.questionField', { n: Number(clip[1]) + 1, field: t(`questionFields.${part}`) });
  }
  const question = /^questions\.(\d+)(?:\.(\w+)(?:\.(\d+))?)?$/.exec(path);
  if (question) return questionFieldName(question[1] ?? '0', question[2], question[3], t);
  const partner = /^partners\.([01])(?:\.(\w+))?$/.exec(path);
  if (partner) return partnerName(partner[1], partner[2], t);
  const play = playFieldName(path, t);
  if (play) return play;
  const sound = /^sounds\.(\w+)$/.exec(path)?.[1];
  if (sound && (SOUND_CUES as readonly string[]).includes(sound))
    return t('fields.sound', { moment: t(`sounds.cues.${sound as SoundCue}`) });
  const image = /^media\.(.*)$/.exec(path);
  if (image) {
    const name = (image[1] ?? '').slice(0, 40);
    return t(SOUND_PATH.test(image[1] ?? '') ? 'fields.embeddedSound' : 'fields.embedded', { name });
  }
  return path === '' ? t('fields.file') : path;
}

/** The schema's own sentences (src/shared) and the server's commonest refusals, by their English words. */
const SCHEMA_SENTENCES = {
  'A version 1 quiz has only multiple-choice questions': 'problems.versionOne',
  'Name the couple for a "who said it" or shoe-game question': 'problems.nameCouple',
  'Add at least one table for Tables mode': 'problems.oneTable',
  'The correct option must be one of the options': 'problems.correctOption',
  'The lowest guess must be below the highest': 'problems.lowBelowHigh',
  'The answer must be between the lowest and highest guess': 'problems.answerBetween',
  'The game has started: reset it to edit the quiz.': 'problems.started',
  'Only PNG, JPEG, WebP and GIF images can be used.': 'problems.imageType',
  'Only MP3, OGG, WAV and M4A sounds can be used.': 'sounds.wrongType',
  'The sound is empty.': 'sounds.empty',
  'Upload the sound again': 'sounds.uploadAgain',
  'The sound is missing: upload it again': 'sounds.uploadAgain',
} as const;

const isSchemaSentence = (message: string): message is keyof typeof SCHEMA_SENTENCES =>
  Object.hasOwn(SCHEMA_SENTENCES, message);

/** The server's messages come straight from zod; the commonest ones, in plain words. */
export function plainMessage(message: string, t: EditorT): string {
  if (isSchemaSentence(message)) return t(SCHEMA_SENTENCES[message]);
  if (message === soundTooLargeMessage(MAX_SOUND_BYTES))
    return t('sounds.tooLarge', { size: Math.round(MAX_SOUND_BYTES / 1024 / 1024) });
  const twice = /^Table (\d+) is listed twice$/.exec(message);
  if (twice) return t('problems.twice', { number: twice[1] ?? '' });
  if (/^Invalid input: expected \w+, received undefined$/.test(message)) return t('problems.missing');
  const unknown = /^Unrecognized keys?: (.*)$/.exec(message);
  if (unknown) return t('problems.unknownField', { names: unknown[1] ?? '' });
  if (message === 'Invalid key in record') return t('problems.notImagePath');
  if (/^Invalid input: expected \d+$/.test(message)) return t('problems.otherVersion');
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

/** The words and the language of the messages (numbers are grouped the language's way). */
export interface Words {
  t: EditorT;
  language: Language;
}

type List = 'Options' | 'Items' | 'Tables';
const LISTS: Record<string, List> = { options: 'Options', items: 'Items', tables: 'Tables' };

function tooSmall(
  issue: Extract<Issue, { code: 'too_small' }>,
  field: PropertyKey | undefined,
  w: Words,
): string {
  const { t } = w;
  const minimum = Number(issue.minimum);
  // Counts read as they always did; the bounds of a guess are grouped the language's way ("1,000").
  const value = String(minimum);
  if (issue.origin === 'string') return t('problems.fillIn');
  if (issue.origin === 'array') {
    const list = LISTS[String(field)];
    return list ? t(`problems.atLeast${list}`, { value }) : t('problems.atLeastQuestion');
  }
  const amount = amountOf(field);
  if (amount === 'seconds') return t('problems.atLeastSeconds', { count: minimum });
  if (amount === 'points') return t('problems.atLeastPoints', { value });
  if (amount === 'table') return t('problems.tableStart', { value });
  if (amount === 'questions') return t('problems.atLeast', { value });
  const grouped = formatNumber(minimum, w.language);
  return t(issue.inclusive ? 'problems.atLeast' : 'problems.moreThan', { value: grouped });
}

function tooBig(
  issue: Extract<Issue, { code: 'too_big' }>,
  field: PropertyKey | undefined,
  w: Words,
): string {
  const { t } = w;
  const maximum = Number(issue.maximum);
  const value = String(maximum);
  if (issue.origin === 'string') return t('problems.atMostChars', { value });
  if (issue.origin === 'array') return t(`problems.atMost${LISTS[String(field)] ?? 'Questions'}`, { value });
  const amount = amountOf(field);
  if (amount === 'seconds') return t('problems.atMostSeconds', { value });
  if (amount === 'points') return t('problems.atMostPoints', { value });
  if (amount === 'questions') return t('problems.atMostEvery', { value });
  return t('problems.atMost', { value: formatNumber(maximum, w.language) });
}

const NOT_A_NUMBER = {
  seconds: 'problems.wholeSeconds',
  points: 'problems.wholePoints',
  number: 'problems.number',
  table: 'problems.tableNumber',
  questions: 'problems.wholeQuestions',
} as const satisfies Record<Amount, string>;

/** zod's messages are for developers; these are for the couple's friend at the laptop. */
export function friendly(issue: Issue, w: Words): string {
  const field = issue.path[issue.path.length - 1];
  const clip = clipMessage(issue, w.t);
  if (clip) return clip;
  switch (issue.code) {
    case 'too_small':
      return tooSmall(issue, field, w);
    case 'too_big':
      return tooBig(issue, field, w);
    case 'invalid_type':
      return issue.expected === 'number' || issue.expected === 'int'
        ? w.t(NOT_A_NUMBER[amountOf(field)])
        : plainMessage(issue.message, w.t);
    case 'invalid_format':
      if (issue.format === 'date') return w.t('problems.pickDate');
      if (issue.format === 'url') return w.t('problems.webAddress');
      return plainMessage(issue.message, w.t);
    default:
      return plainMessage(issue.message, w.t);
  }
}
