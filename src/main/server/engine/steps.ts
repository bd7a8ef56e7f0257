import { answerSecondsFor } from '@shared/model/answerSeconds';
import { GameState, type ServerState } from '@shared/model/gameState';
import type { Quiz, Timings } from '@shared/wire/quiz';

/** How long a step runs on its own, or null when it waits for the operator. */
export function stepSeconds(
  state: ServerState,
  quiz: Quiz,
  timings: Timings,
  questionNumber: number,
): number | null {
  switch (state) {
    case GameState.STARTING_NEXT_QUESTION:
      return timings.countdownSeconds;
    case GameState.SHOW_QUESTION:
      return timings.questionSeconds;
    case GameState.SHOW_QUESTION_OPTIONS:
      return answerSecondsFor(quiz, timings, questionNumber);
    default:
      return null;
  }
}
