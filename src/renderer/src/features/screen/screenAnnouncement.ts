import { GameState, isFinalState } from '@shared/gameState';
import type { ScreenView } from '@shared/payloads';

/**
 * One line that says what the big screen now shows, for a screen reader following the projector
 * (the stages change without a page load). Null when nothing new is worth saying.
 */
export function screenAnnouncement(view: ScreenView | null): string | null {
  if (!view) return null;
  if (view.breakMessage !== null) return `A break: ${view.breakMessage}`;
  const number = `Question ${view.questionNumber + 1} of ${view.questionCount}`;
  const state = view.state as GameState;
  if (isFinalState(state))
    return state === GameState.SHOW_FINAL_RESULTS_SHOW_3 ? 'The winners' : 'The podium';
  switch (state) {
    case GameState.NEW:
      return 'Waiting for players';
    case GameState.STARTING_QUIZ:
      return 'The quiz begins';
    case GameState.STARTING_NEXT_QUESTION:
      return `${number} is coming up`;
    case GameState.SHOW_QUESTION:
      return view.question ? `${number}: ${view.question.text}` : number;
    case GameState.SHOW_QUESTION_OPTIONS:
      return 'Answer now on your phone';
    case GameState.SHOW_CORRECT_ANSWER:
      return 'The answer';
    case GameState.SHOW_LEADERBOARD:
      return 'The leaderboard';
    default:
      return null;
  }
}
