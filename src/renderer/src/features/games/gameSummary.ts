import type { TFunction } from 'i18next';
import { GameState } from '@shared/model/gameState';
import type { GameListItem } from '../../net/apiTypes';
import { languageInfo, type Language } from '../../i18n/languages';

/** "Not started", "Question 3 of 7", "Finished": where a listed game got to. */
export function progressOf(t: TFunction<'operator'>, game: GameListItem): string {
  if (game.state === GameState.NEW) return t('games.notStarted');
  if (game.state >= GameState.SHOW_FINAL_RESULTS_SHOW_0 || game.questionNumber >= game.questionCount)
    return t('games.finished');
  if (game.state < GameState.STARTING_NEXT_QUESTION) return t('games.starting');
  return t('games.questionOf', { number: game.questionNumber + 1, total: game.questionCount });
}

/** A date and time in the panel's language, in this computer's time zone (when the operator played it). */
export function startedAtText(ms: number, language: Language): string {
  return new Date(ms).toLocaleString(languageInfo(language).intl, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}
