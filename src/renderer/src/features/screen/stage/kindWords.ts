/** What the big screen says for each kind of question, in plain words. */
import type { QuestionKind } from '@shared/questionKinds';
import type { ClosestReveal, ShownQuestion } from '@shared/questionView';
import { formatNumber, withUnit } from '../../../ui/format/numbers';

/** The line that tells the room what to do on their phones; none where the options say it all. */
export function kindHint(kind: QuestionKind): string | null {
  switch (kind) {
    case 'poll':
      return 'Vote on your phone — no right answer';
    case 'closest':
      return 'Type your guess on your phone';
    case 'order':
      return 'Put these in order on your phone';
    default:
      return null;
  }
}

/** "between 0 and 100 countries". */
export function rangeText(range: NonNullable<ShownQuestion['number']>): string {
  return `between ${formatNumber(range.min)} and ${withUnit(range.max, range.unit)}`;
}

/** "Dan (14), Anna (15), Cleo (12)": the nearest guests and their guesses. */
export function nearestNames(nearest: ClosestReveal['nearest']): string {
  return nearest.map((n) => `${n.name} (${formatNumber(n.guess)})`).join(', ');
}

/** "Closest: Dan (14), Anna (15), Cleo (12)", or null when nobody guessed. */
export function closestSentence(nearest: ClosestReveal['nearest']): string | null {
  return nearest.length === 0 ? null : `Closest: ${nearestNames(nearest)}`;
}

/** "3 guests got it exactly right" (an `order` question). */
export function rightCountText(count: number): string {
  if (count === 0) return 'Nobody got it exactly right';
  return `${count} ${count === 1 ? 'guest' : 'guests'} got it exactly right`;
}
