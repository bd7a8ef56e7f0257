import { GameState } from '@shared/gameState';
import type { GameListItem } from '../../net/apiTypes';

/** "Not started", "Question 3 of 7", "Finished": where a listed game got to. */
export function progressOf(game: GameListItem): string {
  if (game.state === GameState.NEW) return 'Not started';
  if (game.state >= GameState.SHOW_FINAL_RESULTS_SHOW_0 || game.questionNumber >= game.questionCount)
    return 'Finished';
  if (game.state < GameState.STARTING_NEXT_QUESTION) return 'Starting';
  return `Question ${game.questionNumber + 1} of ${game.questionCount}`;
}

/** A date and time in the operator's own locale: this list is for them, not for the guests. */
export function startedAtText(ms: number): string {
  return new Date(ms).toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}
