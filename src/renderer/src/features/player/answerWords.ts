/** A guest's answer in words, for every kind: what the phone says they sent. */
import type { AnswerValue, PlayerResult, ShownQuestion } from '@shared/payloads';
import { optionLook } from '../../ui/options/optionLook';
import { formatNumber, withUnit } from './guessInput';

type Shown = Pick<ShownQuestion, 'kind' | 'options' | 'itemIds' | 'number'>;

/** Kinds whose buttons carry a letter (A–D); true/false and who-said-it read as they are. */
export function hasLetters(kind: ShownQuestion['kind']): boolean {
  return kind === 'choice' || kind === 'poll';
}

/** `order`: the shown labels of the item ids, in the guest's order. */
export function orderLabels(question: Shown, ids: readonly number[]): string[] {
  return ids.map((id) => {
    const position = question.itemIds?.indexOf(id) ?? -1;
    return question.options[position] ?? '?';
  });
}

/** "In the university library", "17 countries", "Their first date, The proposal, …". */
export function answerInWords(question: Shown, answer: AnswerValue): string {
  if (Array.isArray(answer)) return orderLabels(question, answer).join(', ');
  if (question.kind === 'closest') return withUnit(answer as number, question.number?.unit ?? null);
  return question.options[answer as number] ?? `option ${(answer as number) + 1}`;
}

/** A `closest` guess at the reveal: "You said 17 (3 away): +430 points". */
export function closestOutcome(
  guess: number,
  truth: number,
  result: Pick<PlayerResult, 'correct' | 'points'> | null,
  unit: string | null,
  locale?: string,
): string {
  const distance = Math.abs(guess - truth);
  const how = distance === 0 ? 'exactly right' : `${formatNumber(distance, locale)} away`;
  const said = `You said ${withUnit(guess, unit, locale)} (${how})`;
  if (!result) return `${said}.`;
  return result.correct ? `${said}: +${result.points} points` : `${said}: not within the tolerance`;
}

/** The reveal's headline for a `closest` guess. */
export function closestVerdict(
  guess: number | null,
  truth: number,
  result: Pick<PlayerResult, 'correct'> | null,
): { title: string; tone: 'right' | 'wrong' | 'none' } {
  if (guess === null) return { title: 'No answer this time', tone: 'none' };
  if (guess === truth) return { title: 'Spot on!', tone: 'right' };
  if (result?.correct) return { title: 'So close!', tone: 'right' };
  return { title: 'Not this time', tone: 'wrong' };
}

/** Why a refused answer did not count, said at the reveal ("Your answer C was not counted: …"). */
export function refusedText(question: Shown, answer: AnswerValue, msg: string): string {
  if (Array.isArray(answer)) return `Your order was not counted: ${msg}`;
  if (question.kind === 'closest')
    return `Your guess ${answerInWords(question, answer)} was not counted: ${msg}`;
  const index = answer as number;
  const named = hasLetters(question.kind) ? optionLook(index).label : `“${answerInWords(question, index)}”`;
  return `Your answer ${named} was not counted: ${msg}`;
}

/** "+430 points · 2100 points in total"; the gain only when there is one. */
export function pointsLine(result: Pick<PlayerResult, 'points' | 'total'>, withGain = true): string {
  const gain = withGain && result.points > 0 ? `+${result.points} points · ` : '';
  return `${gain}${result.total} points in total`;
}
