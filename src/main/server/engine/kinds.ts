/**
 * What each kind of question accepts as an answer and what it scores. Pure: the speed part of the
 * points comes in (`speedPoints`, from ./scoring), so every kind is as fair and as fast-rewarding as today.
 */
import { kindOf, type Question } from '@shared/index';

/** An option's index; a number (`closest`); item indexes in the guest's order (`order`). */
export type AnswerValue = number | readonly number[];

export interface Scored {
  /** Right (for `closest`: within the tolerance; for `order`: the exact order; a poll never). */
  correct: boolean;
  points: number;
}

/** Why this answer does not fit the question's kind; null when it does. */
export function answerProblem(question: Question, answer: AnswerValue): string | null {
  const kind = kindOf(question);
  if (kind === 'closest') {
    if (typeof answer !== 'number' || !Number.isFinite(answer)) return 'Please type a number.';
    if (question.kind === 'closest' && (answer < question.min || answer > question.max)) {
      return `Please give a number from ${question.min} to ${question.max}.`;
    }
    return null;
  }
  if (kind === 'order') {
    const count = question.kind === 'order' ? question.items.length : 0;
    return isPermutation(answer, count) ? null : 'Put every item in order, each one once.';
  }
  if (
    typeof answer !== 'number' ||
    !Number.isInteger(answer) ||
    answer < 0 ||
    answer >= optionCount(question)
  ) {
    return 'That option does not exist.';
  }
  return null;
}

/** The points of a checked answer: the speed points scaled by how right it is. */
export function scoreAnswer(question: Question, answer: AnswerValue, speedPoints: number): Scored {
  switch (question.kind) {
    case undefined:
    case 'choice':
    case 'trueFalse':
    case 'whoSaidIt': {
      const correct = answer === question.correct;
      return { correct, points: correct ? speedPoints : 0 };
    }
    case 'poll':
      return { correct: false, points: question.points ?? 0 };
    case 'closest':
      return scoreClosest(question.answer, question.tolerance, answer as number, speedPoints);
    case 'order':
      return scoreOrder(answer as readonly number[], speedPoints);
  }
}

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

/** Partial credit per item in its right place; the exact order scores the full speed points. */
export function scoreOrder(order: readonly number[], speedPoints: number): Scored {
  const inPlace = order.filter((item, position) => item === position).length;
  return { correct: inPlace === order.length, points: Math.round((speedPoints * inPlace) / order.length) };
}

/** How many options a guest may tap (option kinds). */
export function optionCount(question: Question): number {
  switch (question.kind) {
    case 'trueFalse':
      return 2;
    case 'whoSaidIt':
      return 3;
    case undefined:
    case 'choice':
    case 'poll':
      return question.options.length;
    default:
      return 0;
  }
}

function isPermutation(answer: AnswerValue, count: number): boolean {
  if (!Array.isArray(answer) || answer.length !== count) return false;
  const seen = new Set<number>();
  for (const item of answer as readonly unknown[]) {
    if (typeof item !== 'number' || !Number.isInteger(item) || item < 0 || item >= count || seen.has(item))
      return false;
    seen.add(item);
  }
  return true;
}
