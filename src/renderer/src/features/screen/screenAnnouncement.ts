import { GameState, isFinalState } from '@shared/model/gameState';
import type { ScreenView } from '@shared/wire/payloads';
import type { ScreenT } from './stage/kindWords';

/**
 * One line that says what the big screen now shows, for a screen reader following the projector
 * (the stages change without a page load). Null when nothing new is worth saying.
 */
export function screenAnnouncement(t: ScreenT, view: ScreenView | null): string | null {
  if (!view) return null;
  if (view.breakMessage !== null) return t('announce.break', { message: view.breakMessage });
  const place = { number: view.questionNumber + 1, count: view.questionCount };
  const state = view.state as GameState;
  if (isFinalState(state))
    return state === GameState.SHOW_FINAL_RESULTS_SHOW_3 ? t('announce.winners') : t('announce.podium');
  switch (state) {
    case GameState.NEW:
      return t('announce.waiting');
    case GameState.STARTING_QUIZ:
      return t('announce.begins');
    case GameState.STARTING_NEXT_QUESTION:
      return t('announce.coming', place);
    case GameState.SHOW_QUESTION:
      return view.question
        ? t('announce.question', { ...place, text: view.question.text })
        : t('announce.number', place);
    case GameState.SHOW_QUESTION_OPTIONS:
      return t('announce.answerNow');
    case GameState.SHOW_CORRECT_ANSWER:
      return t('announce.answer');
    case GameState.SHOW_LEADERBOARD:
      return t('announce.leaderboard');
    default:
      return null;
  }
}
