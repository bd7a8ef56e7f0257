/** A guest's answer in words, for every kind: what the phone says they sent. */
import type { AnswerValue, PlayerResult, ShownQuestion } from '@shared/wire/payloads';
import { optionLook } from '../../../ui/options/optionLook';
import { formatNumber, withUnit } from '../../../kinds/closest/guessInput';
import { formatPoints } from './points';
import { isolate } from '../../../i18n/isolate';
import type { PhoneT } from '../phoneT';

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
export function answerInWords(t: PhoneT, question: Shown, answer: AnswerValue, locale?: string): string {
  if (Array.isArray(answer)) return orderLabels(question, answer).join(', ');
  if (question.kind === 'closest') return withUnit(answer as number, question.number?.unit ?? null, locale);
  return question.options[answer as number] ?? t('answer.option', { number: (answer as number) + 1 });
}

/** A `closest` guess at the reveal: "You said 17 (3 away): +430 points". */
export function closestOutcome(
  t: PhoneT,
  guess: number,
  truth: number,
  result: Pick<PlayerResult, 'correct' | 'points'> | null,
  unit: string | null,
  locale?: string,
): string {
  const distance = Math.abs(guess - truth);
  const how =
    distance === 0 ? t('answer.exact') : t('answer.away', { distance: formatNumber(distance, locale) });
  const said = t('answer.said', { guess: isolate(withUnit(guess, unit, locale)), how });
  if (!result) return t('answer.saidEnd', { said });
  if (!result.correct) return t('answer.saidOut', { said });
  return t('answer.saidPoints', { said, count: result.points, points: formatPoints(result.points, locale) });
}

/** The reveal's headline for a `closest` guess. */
export function closestVerdict(
  t: PhoneT,
  guess: number | null,
  truth: number,
  result: Pick<PlayerResult, 'correct'> | null,
): { title: string; tone: 'right' | 'wrong' | 'none' } {
  if (guess === null) return { title: t('verdict.noAnswer'), tone: 'none' };
  if (guess === truth) return { title: t('verdict.spotOn'), tone: 'right' };
  if (result?.correct) return { title: t('verdict.soClose'), tone: 'right' };
  return { title: t('verdict.notThisTime'), tone: 'wrong' };
}

/** Why a refused answer did not count, said at the reveal ("Your answer C was not counted: …"). */
export function refusedText(
  t: PhoneT,
  question: Shown,
  answer: AnswerValue,
  why: string,
  locale?: string,
): string {
  if (Array.isArray(answer)) return t('answer.orderRefused', { why });
  if (question.kind === 'closest') {
    return t('answer.guessRefused', { guess: isolate(answerInWords(t, question, answer, locale)), why });
  }
  const index = answer as number;
  const named = hasLetters(question.kind)
    ? optionLook(index).label
    : `“${isolate(answerInWords(t, question, index))}”`;
  return t('answer.refused', { answer: named, why });
}

/** "+430 points · 2100 points in total"; the gain only when there is one. */
export function pointsLine(
  t: PhoneT,
  result: Pick<PlayerResult, 'points' | 'total'>,
  withGain = true,
  locale?: string,
): string {
  const total = t('answer.total', { count: result.total, points: formatPoints(result.total, locale) });
  if (!withGain || result.points <= 0) return total;
  return t('answer.gain', { count: result.points, points: formatPoints(result.points, locale), total });
}
