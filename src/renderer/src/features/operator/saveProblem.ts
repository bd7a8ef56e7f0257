import type { TFunction } from 'i18next';

/** The operator's red banner while the server cannot write the game to disk (its reason in its own words). */
export function saveProblemText(t: TFunction<'operator'>, reason: string): string {
  return t('saveProblem', { reason: reason.trim().replace(/[.\s]+$/, '') });
}
