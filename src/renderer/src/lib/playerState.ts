import { GameState } from '@shared/gameState';
import type { PlayerView } from '@shared/payloads';

/**
 * The state this phone shows: the server's view of the player, except that a tap on an answer
 * shows "Answer submitted" at once, before the server's confirmation comes back.
 */
export function displayedPlayerState(view: PlayerView, sentAnswer: { questionNo: number } | null): GameState {
  if (
    view.playerState === GameState.SHOW_QUESTION_OPTIONS &&
    sentAnswer?.questionNo === view.questionNumber
  ) {
    return GameState.ANSWERED;
  }
  return view.playerState as GameState;
}

/** Question and answer views only make sense for a question that exists. */
export function hasCurrentQuestion(view: Pick<PlayerView, 'questionNumber' | 'questionCount'>): boolean {
  return view.questionNumber < view.questionCount;
}
