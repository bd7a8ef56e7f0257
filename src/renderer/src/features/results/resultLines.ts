import type { QuestionKind } from '@shared/questionKinds';
import type { QuestionResult } from '../../net/apiTypes';

/** Each kind's name on its card, in plain words. */
export const KIND_NAMES: Record<QuestionKind, string> = {
  choice: 'Multiple choice',
  trueFalse: 'True or false',
  whoSaidIt: 'Who said it?',
  closest: 'Closest guess',
  order: 'Put in order',
  poll: 'Poll',
};

export function percent(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)}%` : '–';
}

/**
 * A `closest` question's tolerance, when the results carry it. The server's `QuestionResult` has no
 * tolerance yet; until it does, the card says "close enough to score" instead of "within 5".
 */
export function toleranceOf(question: QuestionResult): number | null {
  const tolerance: unknown = 'tolerance' in question ? question.tolerance : null;
  return typeof tolerance === 'number' && Number.isFinite(tolerance) ? tolerance : null;
}

/** How the room did, in one line under an option kind's card. */
export function summaryLine(question: QuestionResult): string {
  const { answered, correctCount } = question;
  if (question.kind === 'poll') return answered === 1 ? '1 vote' : `${answered} votes`;
  if (answered === 0) return 'Nobody answered';
  return `${answered} answered · ${correctCount} right (${percent(correctCount, answered)})`;
}

/** "9 of 12 guessed within 5": how many guesses scored. */
export function closestLine(question: QuestionResult): string {
  if (question.answered === 0) return 'Nobody guessed';
  const tolerance = toleranceOf(question);
  const within = tolerance === null ? 'close enough to score' : `within ${tolerance}`;
  return `${question.correctCount} of ${question.answered} guessed ${within}`;
}

/** "4 of 12 got the order exactly right". */
export function orderLine(question: QuestionResult): string {
  if (question.answered === 0) return 'Nobody answered';
  return `${question.correctCount} of ${question.answered} got the order exactly right`;
}

/** The poll's favourites: every option with the most votes (none before anyone voted). */
export function topVotes(responses: readonly number[]): Set<number> {
  const most = Math.max(0, ...responses);
  return new Set(most > 0 ? responses.flatMap((count, i) => (count === most ? [i] : [])) : []);
}
