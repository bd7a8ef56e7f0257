import type { UnveilStyle } from '@shared/model/questionMedia';
import type { Question, QuestionKind } from '@shared/wire/quiz';
import { clipOut, toClipDraft, type ClipDraft } from './questionMedia/clipDraft';
import { emptySecond, secondOut, toSecondDraft, type SecondDraft } from './translate/languagesDraft';

/** A `closest` question's numbers as typed (a half-typed "-" or "1." is not lost). */
export interface ClosestDraft {
  answer: string;
  tolerance: string;
  min: string;
  max: string;
  unit: string;
}

/**
 * One question as the form holds it: numbers as typed, so a half-typed field is not lost. It keeps every
 * kind's fields, so switching kind and back loses nothing; only the chosen kind's are saved.
 */
export interface QuestionDraft {
  /** Stable across reordering, for React keys and focus; never saved. */
  id: number;
  kind: QuestionKind;
  /** A multiple-choice question saved without `kind` (every version 1 quiz) is saved so again. */
  bareChoice: boolean;
  text: string;
  photo: string | null;
  /** The photo unveils on the big screen (issue 30); null: shown as it is. Saved only with a photo. */
  unveil: UnveilStyle | null;
  /** "Name that song" (issue 30): the song and the part the big screen plays; null: none. */
  clip: ClipDraft | null;
  /** Empty: the quiz's answer time. */
  answerSeconds: string;
  /** The story behind the answer; empty: none. */
  explanation: string;
  revealPhoto: string | null;
  /** `choice` and `poll`. */
  options: string[];
  /**
   * `choice` (the option), `trueFalse` (0 True, 1 False), `whoSaidIt` (0, 1 the partners, 2 both); the
   * shoe game has none (the couple's answers are the key).
   */
  correct: number;
  /** `poll`: the flat points every voter gets; empty: none. */
  points: string;
  closest: ClosestDraft;
  /** `order`: in the right order. */
  items: string[];
  /** The texts in the quiz's second language (a bilingual quiz); kept with the question when it moves. */
  second: SecondDraft;
}

let nextId = 1;
export const newId = (): number => nextId++;

/** What a new `closest` question starts with: a range to guess in, a tolerance; the answer is yours. */
const NEW_CLOSEST: ClosestDraft = { answer: '', tolerance: '5', min: '0', max: '100', unit: '' };

export function newQuestion(): QuestionDraft {
  return {
    id: newId(),
    kind: 'choice',
    bareChoice: false,
    text: '',
    photo: null,
    unveil: null,
    clip: null,
    answerSeconds: '',
    explanation: '',
    revealPhoto: null,
    options: ['', ''],
    correct: 0,
    points: '',
    closest: { ...NEW_CLOSEST },
    items: ['', '', ''],
    second: emptySecond(),
  };
}

const numberText = (n: number | undefined): string => (n === undefined ? '' : String(n));

/** The form for one question; `id` keeps a previous draft's id, so nothing is re-mounted. */
export function toQuestionDraft(q: Question, id: number = newId()): QuestionDraft {
  const fresh = newQuestion();
  const draft: QuestionDraft = {
    ...fresh,
    id,
    kind: q.kind ?? 'choice',
    bareChoice: q.kind === undefined,
    text: q.text,
    photo: q.photo ?? null,
    unveil: q.unveil ?? null,
    clip: toClipDraft(q.clip),
    answerSeconds: numberText(q.answerSeconds),
    explanation: q.explanation ?? '',
    revealPhoto: q.revealPhoto ?? null,
    second: toSecondDraft(q.second),
  };
  switch (q.kind) {
    case undefined:
    case 'choice':
      return { ...draft, options: [...q.options], correct: q.correct };
    case 'trueFalse':
    case 'whoSaidIt':
      return { ...draft, correct: q.correct };
    case 'poll':
      return { ...draft, options: [...q.options], points: numberText(q.points) };
    case 'order':
      return { ...draft, items: [...q.items] };
    case 'shoeGame':
      return draft;
    case 'closest':
      return {
        ...draft,
        closest: {
          answer: String(q.answer),
          tolerance: String(q.tolerance),
          min: String(q.min),
          max: String(q.max),
          unit: q.unit ?? '',
        },
      };
  }
}

/** An empty field is not a number (rather than Number('') = 0), so the message says what is wrong. */
export function toNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** The chosen kind's own fields, as the quiz format wants them. */
function kindFields(q: QuestionDraft): Record<string, unknown> {
  switch (q.kind) {
    case 'choice':
      return { ...(q.bareChoice ? {} : { kind: 'choice' }), options: q.options, correct: q.correct };
    case 'trueFalse':
    case 'whoSaidIt':
      return { kind: q.kind, correct: q.correct };
    case 'poll':
      return {
        kind: 'poll',
        options: q.options,
        ...(q.points.trim() ? { points: toNumber(q.points) } : {}),
      };
    case 'order':
      return { kind: 'order', items: q.items };
    case 'shoeGame':
      return { kind: 'shoeGame' };
    case 'closest': {
      const c = q.closest;
      return {
        kind: 'closest',
        answer: toNumber(c.answer),
        tolerance: toNumber(c.tolerance),
        min: toNumber(c.min),
        max: toNumber(c.max),
        ...(c.unit.trim() ? { unit: c.unit } : {}),
      };
    }
  }
}

/**
 * The question as the quiz format wants it; whether it is valid is the schema's call. `bilingual`: the
 * quiz has a second language, so the question's translations are saved too.
 */
export function fromQuestionDraft(q: QuestionDraft, bilingual = false): Record<string, unknown> {
  const { kind, ...fields } = kindFields(q);
  const lists = {
    options: q.kind === 'choice' || q.kind === 'poll' ? q.options.length : 0,
    items: q.kind === 'order' ? q.items.length : 0,
    unit: q.kind === 'closest',
  };
  return {
    ...(kind === undefined ? {} : { kind }),
    text: q.text,
    ...fields,
    ...(q.photo ? { photo: q.photo } : {}),
    // Without a photo there is nothing to unveil: the choice waits for one, unsaved.
    ...(q.photo && q.unveil ? { unveil: q.unveil } : {}),
    ...clipOut(q.clip),
    ...(q.answerSeconds.trim() ? { answerSeconds: toNumber(q.answerSeconds) } : {}),
    ...(q.explanation.trim() ? { explanation: q.explanation } : {}),
    ...(q.revealPhoto ? { revealPhoto: q.revealPhoto } : {}),
    ...(bilingual ? secondOut(q.second, lists) : {}),
  };
}

/** Whether removing the question would lose anything typed or uploaded. */
export function hasContent(q: QuestionDraft): boolean {
  const typed = (t: string): boolean => t.trim() !== '';
  return (
    typed(q.text) ||
    typed(q.explanation) ||
    typed(q.closest.answer) ||
    q.options.some(typed) ||
    q.items.some(typed) ||
    q.photo !== null ||
    q.revealPhoto !== null ||
    q.clip !== null
  );
}
