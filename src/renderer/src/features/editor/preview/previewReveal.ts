import type { GivenAnswer } from '@shared/kinds';
import { kindFor } from '@shared/kinds';
import type { Question } from '@shared/model/questionKinds';
import type { CoupleStatus } from '@shared/wire/payloads';
import type { CoupleReveal, Reveal } from '@shared/wire/questionView';
import { MAX_OPTIONS } from '@shared/wire/quizFields';
import type { EditorT } from '../editorWords';
import type { QuestionDraft } from '../questionDraft';
import { closestRange, closestTolerance, previewQuestionOf } from './previewQuestion';

// Made-up answers for the preview's reveal, so its chart and lists have something to show. The reveal
// itself is the server's: the kind's module (@shared/kinds) summarises the made-up answers.

/**
 * The couple's made-up answers in a shoe-game preview: both pick the first partner, so they agree (the
 * real ones come from their phones during the game).
 */
export const SAMPLE_COUPLE: CoupleReveal = { answers: [0, 0], entered: [false, false], agree: true };

/** The couple's made-up progress while the room answers: both phones connected, one answer in. */
export function sampleCoupleStatus(names: readonly string[]): CoupleStatus {
  return { names: [names[0] ?? '', names[1] ?? ''], online: [true, true], answered: [true, false] };
}

/** The option the made-up votes favour: the right one, or the couple's made-up pick in a shoe game. */
const favoured = (q: QuestionDraft): number =>
  q.kind === 'shoeGame' ? (SAMPLE_COUPLE.answers[0] ?? 0) : q.correct;

/** Votes per option (always four numbers, as the server sends): most for the right one; a poll's spread. */
export function sampleResponses(q: QuestionDraft, optionCount: number): number[] {
  const counts =
    q.kind === 'poll'
      ? [5, 8, 3, 6]
      : (() => {
          const others = [4, 3, 2];
          let next = 0;
          return [0, 1, 2, 3].map((i) => (i === favoured(q) ? 7 : (others[next++] ?? 0)));
        })();
  return Array.from({ length: MAX_OPTIONS }, (_, i) => (i < optionCount ? (counts[i] ?? 0) : 0));
}

/** Where the made-up guesses fall, in tolerances from the answer. */
const SPREAD = [-3, -2, -1.4, -1, -0.6, -0.3, 0.15, 0.4, 0.8, 1.3, 2.2, 3.5];
const GUESTS = [
  'Grandma Rose',
  'Tom',
  'Aunt Liz',
  'Priya',
  'Uncle Joe',
  'Sam',
  'Chloe',
  'Max',
  'Ines',
  'Ben',
  'Ada',
  'Leo',
];

/** A dozen made-up guesses around the answer, within the allowed range, one per made-up guest. */
function sampleGuesses(q: QuestionDraft): GivenAnswer[] {
  const { min, max, answer } = closestRange(q);
  const tolerance = closestTolerance(q);
  const whole = Number.isInteger(answer) && Number.isInteger(tolerance);
  const round = (n: number): number => (whole ? Math.round(n) : Math.round(n * 10) / 10);
  return SPREAD.map((s, i) => ({
    playerId: GUESTS[i] ?? 'A guest',
    answer: Math.min(max, Math.max(min, round(answer + s * tolerance))),
    elapsedMs: 0,
  }));
}

/** How many made-up guests got it right, as the big screen counts them. */
function sampleRightCount(
  q: QuestionDraft,
  question: Question,
  responses: readonly number[] | null,
  guesses: GivenAnswer[],
): number {
  if (q.kind === 'order') return 4;
  if (q.kind !== 'closest') return responses && q.kind !== 'poll' ? (responses[favoured(q)] ?? 0) : 0;
  return guesses.filter((g) => kindFor(question).score(question, g.answer, 1000).correct).length;
}

/** The reveal as the big screen gets it: the draft's story, photo and order, made-up counts and picks. */
export function sampleReveal(q: QuestionDraft, responses: readonly number[] | null, t: EditorT): Reveal {
  const question = previewQuestionOf(q, t);
  const guesses = q.kind === 'closest' ? sampleGuesses(q) : [];
  return {
    explanation: q.explanation.trim() || null,
    photo: q.revealPhoto,
    ...kindFor(question).reveal(question, guesses, (name) => name, false),
    rightCount: sampleRightCount(q, question, responses, guesses),
    couple: q.kind === 'shoeGame' ? SAMPLE_COUPLE : null,
    second: null,
  };
}
