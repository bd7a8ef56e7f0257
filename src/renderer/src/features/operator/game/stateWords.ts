import { GameState, isGameState } from '@shared/gameState';
import { stateAfter } from '@shared/gameSteps';

/**
 * The game's states in the operator's words ("Question 3 — answering"), and what the Next button
 * does from here. The technical names stay in the protocol; the panel shows them only as a tooltip.
 */

/** The question the game is on (one-based), or null outside a question (the lobby, the podium). */
export function currentQuestion(state: number, questionNumber: number, questionCount: number): number | null {
  const inQuestion = state >= GameState.STARTING_NEXT_QUESTION && state <= GameState.SHOW_LEADERBOARD;
  return inQuestion && questionNumber < questionCount ? questionNumber + 1 : null;
}

/** A state in plain words; `question` numbers the question states (null: "A question — …"). */
export function plainStateName(state: number, question: number | null = null): string {
  const q = question !== null ? `Question ${question}` : 'A question';
  switch (state) {
    case GameState.NEW:
      return 'Lobby — guests join';
    case GameState.WAITING:
      return 'Joined — waiting for the start';
    case GameState.STARTING_QUIZ:
      return 'Welcome — the quiz begins';
    case GameState.STARTING_NEXT_QUESTION:
      return `${q} — coming up`;
    case GameState.SHOW_QUESTION:
      return `${q} — reading the question`;
    case GameState.SHOW_QUESTION_OPTIONS:
      return `${q} — answering`;
    case GameState.ANSWERED:
      return 'Answered — waiting for the others';
    case GameState.SHOW_CORRECT_ANSWER:
      return `${q} — the answer`;
    case GameState.SHOW_LEADERBOARD:
      return `${q} — leaderboard`;
    case GameState.SHOW_FINAL_RESULTS_SHOW_0:
      return 'Podium — final leaderboard';
    case GameState.SHOW_FINAL_RESULTS_SHOW_1:
      return 'Podium — 3rd place';
    case GameState.SHOW_FINAL_RESULTS_SHOW_2:
      return 'Podium — 2nd place';
    case GameState.SHOW_FINAL_RESULTS_SHOW_3:
      return 'Podium — the winner';
    default:
      return `State ${state}`;
  }
}

/** What the operator sees of the game: enough to tell where Next leads. */
export interface NextContext {
  state: number;
  /** Zero-based, as in the view. */
  questionNumber: number;
  questionCount: number;
  /** The current question is a poll: its reveal goes straight on (a poll ranks nobody). */
  poll: boolean;
  /** After which questions the leaderboard shows (1: each, N: every Nth, 0: only the podium). */
  leaderboardEvery: number;
}

/** The state Next leads to, as the server decides it (the shared step function), or null when over. */
export function predictNext(c: NextContext): number | null {
  const state = c.state;
  if (!isGameState(state) || state === GameState.WAITING || state === GameState.ANSWERED) return null;
  return stateAfter(state, c.questionNumber, c.questionCount, c.poll, c.leaderboardEvery);
}

/** Said on the Next button when nothing comes after (the button is disabled then). */
export const GAME_OVER_LABEL = 'The game is over';

/** The Next button's words: "Next: show the answer", "Next: question 4", … */
export function nextLabel(c: NextContext): string {
  const next = predictNext(c);
  switch (next) {
    case null:
      return GAME_OVER_LABEL;
    case GameState.STARTING_QUIZ:
      return 'Next: start the quiz';
    case GameState.STARTING_NEXT_QUESTION:
      // From the welcome the first question comes; otherwise the one after the current.
      return `Next: question ${c.state === GameState.STARTING_QUIZ ? 1 : c.questionNumber + 2}`;
    case GameState.SHOW_QUESTION:
      return 'Next: show the question';
    case GameState.SHOW_QUESTION_OPTIONS:
      return 'Next: open the answers';
    case GameState.SHOW_CORRECT_ANSWER:
      return 'Next: show the answer';
    case GameState.SHOW_LEADERBOARD:
      return 'Next: leaderboard';
    case GameState.SHOW_FINAL_RESULTS_SHOW_0:
      return 'Next: final results';
    default:
      return `Next: ${plainStateName(next).replace('Podium — ', '')}`;
  }
}
