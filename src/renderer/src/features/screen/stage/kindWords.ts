/** What the big screen says for each kind of question, in plain words, in the screen's language. */
import type { TFunction } from 'i18next';
import type { QuestionKind } from '@shared/model/questionKinds';
import type { ClosestReveal, ShownQuestion } from '@shared/wire/questionView';
import { formatNumber } from '../../../i18n/format';
import type { Language } from '../../../i18n/languages';
import { attachUnit } from '@shared/kinds/labels';

export type ScreenT = TFunction<'screen'>;

/** "14 countries", "30 %" in French, "30%"; the unit is the quiz's own word, untranslated. */
export function numberWithUnit(value: number, unit: string | null | undefined, language: Language): string {
  return attachUnit(formatNumber(value, language), unit);
}

/** The line that tells the room what to do on their phones; none where the options say it all. */
export function kindHint(t: ScreenT, kind: QuestionKind): string | null {
  switch (kind) {
    case 'poll':
      return t('kind.poll');
    case 'closest':
      return t('kind.closest');
    case 'order':
      return t('kind.order');
    case 'shoeGame':
      return t('shoe.prompt');
    default:
      return null;
  }
}

/** "between 0 and 100 countries". */
export function rangeText(
  t: ScreenT,
  range: NonNullable<ShownQuestion['number']>,
  language: Language,
): string {
  return t('kind.range', {
    min: formatNumber(range.min, language),
    max: numberWithUnit(range.max, range.unit, language),
  });
}

/** "Dan (14), Anna (15), Cleo (12)": the nearest guests and their guesses. */
export function nearestNames(t: ScreenT, nearest: ClosestReveal['nearest'], language: Language): string {
  return nearest
    .map((n) => t('kind.nearest', { name: n.name, guess: formatNumber(n.guess, language) }))
    .join(t('kind.separator'));
}

/** "Closest: Dan (14), Anna (15), Cleo (12)", or null when nobody guessed. */
export function closestSentence(
  t: ScreenT,
  nearest: ClosestReveal['nearest'],
  language: Language,
): string | null {
  return nearest.length === 0
    ? null
    : t('kind.closestSentence', { names: nearestNames(t, nearest, language) });
}

/** "3 guests got it exactly right" (an `order` question). */
export function rightCountText(t: ScreenT, count: number): string {
  return count === 0 ? t('kind.nobodyRight') : t('kind.rightCount', { count });
}
