import type { TFunction } from 'i18next';
import type { QuestionResult } from '../../net/apiTypes';
import { formatNumber } from '../../i18n/format';
import { languageInfo, type Language } from '../../i18n/languages';

export type ResultsT = TFunction<'results'>;

/** "75%", "75 %": a share of the room in the language's own way; a dash when nobody answered. */
export function percent(part: number, whole: number, language: Language): string {
  if (whole <= 0) return '–';
  const format = new Intl.NumberFormat(languageInfo(language).intl, { style: 'percent' });
  return format.format(Math.round((part / whole) * 100) / 100);
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
export function summaryLine(t: ResultsT, question: QuestionResult, language: Language): string {
  const { answered, correctCount } = question;
  if (question.kind === 'poll') return t('lines.votes', { count: answered });
  if (answered === 0) return t('lines.nobodyAnswered');
  return t('lines.summary', {
    answered: formatNumber(answered, language),
    right: formatNumber(correctCount, language),
    percent: percent(correctCount, answered, language),
  });
}

/** "9 of 12 guessed within 5": how many guesses scored. */
export function closestLine(t: ResultsT, question: QuestionResult, language: Language): string {
  if (question.answered === 0) return t('lines.nobodyGuessed');
  const counts = {
    right: formatNumber(question.correctCount, language),
    answered: formatNumber(question.answered, language),
  };
  const tolerance = toleranceOf(question);
  return tolerance === null
    ? t('lines.closeEnough', counts)
    : t('lines.within', { ...counts, tolerance: formatNumber(tolerance, language) });
}

/** "4 of 12 got the order exactly right". */
export function orderLine(t: ResultsT, question: QuestionResult, language: Language): string {
  if (question.answered === 0) return t('lines.nobodyAnswered');
  return t('lines.order', {
    right: formatNumber(question.correctCount, language),
    answered: formatNumber(question.answered, language),
  });
}

/** The poll's favourites: every option with the most votes (none before anyone voted). */
export function topVotes(responses: readonly number[]): Set<number> {
  const most = Math.max(0, ...responses);
  return new Set(most > 0 ? responses.flatMap((count, i) => (count === most ? [i] : [])) : []);
}
