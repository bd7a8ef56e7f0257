/**
 * The small quizzes tests play: the fields every quiz must have written once, so a test names only what
 * it is about (its title, its questions, its play settings). Each builder takes a patch for the rest.
 */
import type { Question, Quiz, Timings } from '@shared/index';

/** A multiple-choice question (no `kind`, as every version 1 quiz has). */
export type ChoiceQuestion = Extract<Question, { options: string[]; correct: number }>;

/** The app's default timings: a 3 s countdown, the question alone for 3 s, 20 s to answer. */
export const TEST_TIMINGS: Timings = { countdownSeconds: 3, questionSeconds: 3, answerSeconds: 20 };

/** Timings for games over real sockets: a second each for the countdown and the question. */
export function quickTimings(answerSeconds: number): Timings {
  return { countdownSeconds: 1, questionSeconds: 1, answerSeconds };
}

/** A version 1 quiz for "A & B" on 2024-07-28 with the default timings and one question (Q1, a–d, b right). */
export function testQuiz(patch: Partial<Quiz> = {}): Quiz {
  const base = { version: 1, title: 'Test Trivia', coupleNames: 'A & B', eventDate: '2024-07-28' } as const;
  return { ...base, timings: TEST_TIMINGS, questions: choiceQuestions(1), ...patch };
}

/** Mia & Leo's questions. */
/**
 * Anna & Ben's quiz, one question (Where did they meet?), with long timings: the game waits for the
 * operator, never for a clock (the guestbook's and the photo wall's browser tests).
 */
export function annaAndBen(patch: Partial<Quiz> = {}): Quiz {
  return testQuiz({
    title: 'Anna & Ben’s quiz',
    coupleNames: 'Anna & Ben',
    eventDate: '2025-06-14',
    timings: { countdownSeconds: 60, questionSeconds: 60, answerSeconds: 60 },
    questions: [{ text: 'Where did they meet?', options: ['Lisbon', 'Paris', 'Rome', 'Oslo'], correct: 0 }],
    ...patch,
  });
}

export const CATS_OR_DOGS: ChoiceQuestion = { text: 'Cats or dogs?', options: ['Cats', 'Dogs'], correct: 1 };
export const FAVOURITE_DISH: ChoiceQuestion = {
  text: 'Favourite dish?',
  options: ['Pizza', 'Sushi', 'Tacos', 'Curry'],
  correct: 3,
};

/** The quiz the import, export and sound tests upload: Mia & Leo's, one question (Cats or dogs?). */
export function miaAndLeo(patch: Partial<Quiz> = {}): Quiz {
  const couple = { title: 'Mia & Leo Trivia', coupleNames: 'Mia & Leo', eventDate: '2027-06-12' };
  return testQuiz({ version: 3, ...couple, questions: [{ ...CATS_OR_DOGS }], ...patch });
}

/** The engine tests' question texts: "1. Question 1?", "2. Question 2?", … */
export const numberedText = (i: number): string => `${i + 1}. Question ${i + 1}?`;

export interface ChoiceShape {
  /** The question's text; "Q1", "Q2", … unless given. */
  text?: (i: number) => string;
  /** Its options; a, b, c, d unless given. */
  options?: (i: number) => string[];
  /** The index of its right option; 1 (b) unless given. */
  correct?: (i: number) => number;
}

/** `count` multiple-choice questions, each built by `shape` from its index (0 for the first). */
export function choiceQuestions(count: number, shape: ChoiceShape = {}): ChoiceQuestion[] {
  const { text = (i) => `Q${i + 1}`, options = () => ['a', 'b', 'c', 'd'], correct = () => 1 } = shape;
  return Array.from({ length: count }, (_, i) => ({
    text: text(i),
    options: options(i),
    correct: correct(i),
  }));
}

/** The smallest questions: Q1, Q2, …, each "a or b?" with a right. */
export function twoOptionQuestions(count = 1): ChoiceQuestion[] {
  return choiceQuestions(count, { options: () => ['a', 'b'], correct: () => 0 });
}
