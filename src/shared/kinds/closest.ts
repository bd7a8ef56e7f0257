/**
 * Closest number wins: a guess within the tolerance scores, more the nearer it is. The reveal shows the
 * guesses' distribution and the three nearest guests; the editor's preview draws it with the same code.
 */
import type { ClosestReveal } from '../wire/questionView';
import type { GivenAnswer, KindModule, Scored } from './kindModule';
import { withUnit } from './labels';

/** Bars in a `closest` reveal's distribution. */
const CLOSEST_BINS = 8;

export const closestKind: KindModule<'closest'> = {
  kind: 'closest',
  tapsOption: false,
  skipsLeaderboard: false,
  needsPartners: false,
  settledByCouple: false,
  translatedList: null,
  labels: () => [],
  answerProblem: (question, answer) => {
    if (typeof answer !== 'number' || !Number.isFinite(answer)) return 'Please type a number.';
    if (answer < question.min || answer > question.max) {
      return `Please give a number from ${question.min} to ${question.max}.`;
    }
    return null;
  },
  score: (question, answer, speedPoints) =>
    scoreClosest(question.answer, question.tolerance, answer as number, speedPoints),
  itemOrder: () => null,
  shownParts: (question) => ({
    number: { min: question.min, max: question.max, unit: question.unit ?? null },
    partnerPhotos: null,
  }),
  correctAnswer: (question) => question.answer,
  answerText: (question) => withUnit(question.answer, question.unit),
  answerInWords: (question, answer) => ({
    short: String(answer),
    text: withUnit(answer as number, question.unit),
  }),
  reveal: (question, answers, nameOf, forPhone) => ({
    order: null,
    closest: forPhone ? null : closestSummary(question.answer, question.unit ?? null, answers, nameOf),
  }),
  secondReveal: () => null,
};

/**
 * Exact: the full speed points. Within the tolerance: a share falling in a straight line from 100 % to
 * 10 % at the tolerance's edge. Beyond it: nothing.
 */
export function scoreClosest(truth: number, tolerance: number, guess: number, speedPoints: number): Scored {
  const distance = Math.abs(guess - truth);
  if (distance > tolerance) return { correct: false, points: 0 };
  // S × (1 − 0.9 × d / tol), written as one fraction so an exact half is not lost to floating point
  // (S = 505 at the edge is 50.5 points: 51, as the formula says, not 50).
  const tenths = 10 * tolerance;
  return { correct: true, points: Math.round((speedPoints * (tenths - 9 * distance)) / tenths) };
}

/** The distribution of the guesses and the three nearest guests (the quickest first on a tie). */
export function closestSummary(
  answer: number,
  unit: string | null,
  answers: readonly GivenAnswer[],
  nameOf: (playerId: string) => string,
): ClosestReveal {
  const guesses = answers.filter((a): a is GivenAnswer & { answer: number } => typeof a.answer === 'number');
  const nearest = [...guesses]
    .sort((a, b) => Math.abs(a.answer - answer) - Math.abs(b.answer - answer) || a.elapsedMs - b.elapsedMs)
    .slice(0, 3)
    .map((a) => ({ name: nameOf(a.playerId), guess: a.answer }));
  return {
    answer,
    unit,
    bins: binsOf(
      guesses.map((a) => a.answer),
      answer,
    ),
    nearest,
  };
}

/** Equal bins from the lowest to the highest of the guesses and the answer. */
export function binsOf(guesses: readonly number[], answer: number): ClosestReveal['bins'] {
  const lo = Math.min(answer, ...guesses);
  const hi = Math.max(answer, ...guesses);
  if (lo === hi) return [{ from: lo, to: hi, count: guesses.length }];
  const width = (hi - lo) / CLOSEST_BINS;
  const bins = Array.from({ length: CLOSEST_BINS }, (_, i) => ({
    from: lo + i * width,
    to: lo + (i + 1) * width,
    count: 0,
  }));
  for (const guess of guesses) {
    const bin = bins[Math.min(CLOSEST_BINS - 1, Math.floor((guess - lo) / width))];
    if (bin) bin.count++;
  }
  return bins;
}
