import { GameState, type ServerState } from './gameState';
import { leaderboardAfter } from './teams';

// Shared so that the operator panel's Next button names the very step the server will take.

/**
 * The state `advance` leads to from `state`, or null when the game is over. After a poll's reveal the
 * leaderboard is skipped (a poll puts nobody ahead of anybody); `leaderboardEvery` paces it (1: after
 * every question, N: after every Nth, 0: only the podium).
 */
export function stateAfter(
  state: ServerState,
  questionNumber: number,
  questionCount: number,
  afterPoll = false,
  leaderboardEvery = 1,
): ServerState | null {
  switch (state) {
    case GameState.NEW:
      return GameState.STARTING_QUIZ;
    case GameState.STARTING_QUIZ:
    case GameState.SHOW_LEADERBOARD:
      return GameState.STARTING_NEXT_QUESTION;
    case GameState.STARTING_NEXT_QUESTION:
      return GameState.SHOW_QUESTION;
    case GameState.SHOW_QUESTION:
      return GameState.SHOW_QUESTION_OPTIONS;
    case GameState.SHOW_QUESTION_OPTIONS:
      return GameState.SHOW_CORRECT_ANSWER;
    case GameState.SHOW_CORRECT_ANSWER:
      if (questionNumber >= questionCount - 1) return GameState.SHOW_FINAL_RESULTS_SHOW_0;
      return afterPoll || !leaderboardAfter(questionNumber, leaderboardEvery)
        ? GameState.STARTING_NEXT_QUESTION
        : GameState.SHOW_LEADERBOARD;
    case GameState.SHOW_FINAL_RESULTS_SHOW_0:
      return GameState.SHOW_FINAL_RESULTS_SHOW_1;
    case GameState.SHOW_FINAL_RESULTS_SHOW_1:
      return GameState.SHOW_FINAL_RESULTS_SHOW_2;
    case GameState.SHOW_FINAL_RESULTS_SHOW_2:
      return GameState.SHOW_FINAL_RESULTS_SHOW_3;
    case GameState.SHOW_FINAL_RESULTS_SHOW_3:
      return null;
  }
}
