import { MAX_OPTIONS, QUIZ_FORMAT_VERSION, QUIZ_LIMITS, type Quiz } from '@shared/quiz';
import { timingsText, type TimingsText } from '../../ui/timings';

export const MAX_QUESTIONS = QUIZ_LIMITS.questions;
export const MIN_OPTIONS = 2;

/** One question as the form holds it: numbers as typed, so a half-typed field is not lost. */
export interface QuestionDraft {
  /** Stable across reordering, for React keys and focus; never saved. */
  id: number;
  text: string;
  options: string[];
  correct: number;
  photo: string | null;
  /** Empty: the quiz's answer time. */
  answerSeconds: string;
}

export interface QuizDraft {
  title: string;
  coupleNames: string;
  eventDate: string;
  backgroundImage: string | null;
  bgmUrl: string;
  timings: TimingsText;
  questions: QuestionDraft[];
}

let nextId = 1;
const newId = (): number => nextId++;

/** The form for `quiz`; questions keep the ids of `previous` by position, so nothing is re-mounted. */
export function toDraft(quiz: Quiz, previous?: QuizDraft | null): QuizDraft {
  return {
    title: quiz.title,
    coupleNames: quiz.coupleNames,
    eventDate: quiz.eventDate,
    backgroundImage: quiz.backgroundImage ?? null,
    bgmUrl: quiz.bgmUrl ?? '',
    timings: timingsText(quiz.timings),
    questions: quiz.questions.map((q, i) => ({
      id: previous?.questions[i]?.id ?? newId(),
      text: q.text,
      options: [...q.options],
      correct: q.correct,
      photo: q.photo ?? null,
      answerSeconds: q.answerSeconds === undefined ? '' : String(q.answerSeconds),
    })),
  };
}

/** An empty field is not a number (rather than Number('') = 0), so the message says what is wrong. */
function toNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** The draft as the quiz format wants it; whether it is valid is quizSchema's call. */
export function fromDraft(draft: QuizDraft): unknown {
  return {
    version: QUIZ_FORMAT_VERSION,
    title: draft.title,
    coupleNames: draft.coupleNames,
    eventDate: draft.eventDate,
    ...(draft.backgroundImage ? { backgroundImage: draft.backgroundImage } : {}),
    ...(draft.bgmUrl.trim() ? { bgmUrl: draft.bgmUrl.trim() } : {}),
    timings: {
      countdownSeconds: toNumber(draft.timings.countdownSeconds),
      questionSeconds: toNumber(draft.timings.questionSeconds),
      answerSeconds: toNumber(draft.timings.answerSeconds),
    },
    questions: draft.questions.map((q) => ({
      text: q.text,
      options: q.options,
      correct: q.correct,
      ...(q.photo ? { photo: q.photo } : {}),
      ...(q.answerSeconds.trim() ? { answerSeconds: toNumber(q.answerSeconds) } : {}),
    })),
  };
}

/** The draft without its React ids, to tell whether anything changed. */
export function draftFingerprint(draft: QuizDraft): string {
  return JSON.stringify(fromDraft(draft), (_key, value: unknown) =>
    typeof value === 'number' && Number.isNaN(value) ? 'NaN' : value,
  );
}

export function newQuestion(): QuestionDraft {
  return { id: newId(), text: '', options: ['', ''], correct: 0, photo: null, answerSeconds: '' };
}

/* ---------- edits: pure functions from one draft to the next ---------- */

export function addQuestion(draft: QuizDraft): QuizDraft {
  if (draft.questions.length >= MAX_QUESTIONS) return draft;
  return { ...draft, questions: [...draft.questions, newQuestion()] };
}

export function removeQuestion(draft: QuizDraft, index: number): QuizDraft {
  return { ...draft, questions: draft.questions.filter((_, i) => i !== index) };
}

/** Moves question `index` by `by` places (-1 up, +1 down); out of range does nothing. */
export function moveQuestion(draft: QuizDraft, index: number, by: number): QuizDraft {
  const to = index + by;
  if (to < 0 || to >= draft.questions.length) return draft;
  const questions = [...draft.questions];
  const [moved] = questions.splice(index, 1);
  if (moved) questions.splice(to, 0, moved);
  return { ...draft, questions };
}

export function updateQuestion(draft: QuizDraft, index: number, change: Partial<QuestionDraft>): QuizDraft {
  return { ...draft, questions: draft.questions.map((q, i) => (i === index ? { ...q, ...change } : q)) };
}

export function addOption(question: QuestionDraft): Partial<QuestionDraft> {
  if (question.options.length >= MAX_OPTIONS) return {};
  return { options: [...question.options, ''] };
}

/** Removing an option keeps the same option marked correct (or the first, if it was the one removed). */
export function removeOption(question: QuestionDraft, index: number): Partial<QuestionDraft> {
  if (question.options.length <= MIN_OPTIONS) return {};
  const options = question.options.filter((_, i) => i !== index);
  const correct =
    question.correct === index ? 0 : question.correct > index ? question.correct - 1 : question.correct;
  return { options, correct };
}

export function setOption(question: QuestionDraft, index: number, text: string): Partial<QuestionDraft> {
  return { options: question.options.map((o, i) => (i === index ? text : o)) };
}
