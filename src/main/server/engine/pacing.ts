import { GameState, type ServerState } from '@shared/model/gameState';
import type { Quiz } from '@shared/wire/quiz';
import { AUTOPILOT_DEFAULTS, type AutopilotSettings } from '@shared/model/teams';
import { OK, reject } from './outcome';
import type { Outcome } from './types';

/** The steps the autopilot times: the reveal, the leaderboard, the start and the podium's places. */
function autopilotSecondsFor(state: ServerState, settings: AutopilotSettings): number | null {
  switch (state) {
    case GameState.SHOW_CORRECT_ANSWER:
      return settings.revealSeconds;
    case GameState.STARTING_QUIZ:
    case GameState.SHOW_LEADERBOARD:
    case GameState.SHOW_FINAL_RESULTS_SHOW_0:
    case GameState.SHOW_FINAL_RESULTS_SHOW_1:
    case GameState.SHOW_FINAL_RESULTS_SHOW_2:
      return settings.leaderboardSeconds;
    default:
      return null;
  }
}

/** A break goes between two questions: on the "get ready" step, a reveal or a leaderboard. */
function breakAllowedIn(state: ServerState): boolean {
  return (
    state === GameState.STARTING_QUIZ ||
    state === GameState.SHOW_CORRECT_ANSWER ||
    state === GameState.SHOW_LEADERBOARD
  );
}

/**
 * How the night paces itself: the autopilot (steps that wait for the operator move on by themselves
 * after a set time) and breaks (the game holds, the autopilot too, until the operator goes on).
 */
export class Pacing {
  autopilot: AutopilotSettings;
  breakMessage: string | null = null;

  constructor(quiz: Quiz) {
    this.autopilot = { ...(quiz.autopilot ?? AUTOPILOT_DEFAULTS) };
  }

  reset(quiz: Quiz): void {
    this.autopilot = { ...(quiz.autopilot ?? AUTOPILOT_DEFAULTS) };
    this.breakMessage = null;
  }

  /** Whether the autopilot may time this step at all (on or off). */
  isAutopilotStep(state: ServerState): boolean {
    return autopilotSecondsFor(state, this.autopilot) !== null;
  }

  /** The seconds the autopilot gives this step now; null when it is off, on a break, or the step is not its. */
  autoSeconds(state: ServerState): number | null {
    if (!this.autopilot.enabled || this.breakMessage !== null) return null;
    return autopilotSecondsFor(state, this.autopilot);
  }

  checkBreak(state: ServerState, message: string | null): Outcome {
    if (message === null) {
      return this.breakMessage === null ? reject('noBreakNow', 'There is no break to end.') : OK;
    }
    if (!breakAllowedIn(state)) {
      return reject('noBreakNow', 'A break can start after a reveal or on the leaderboard.');
    }
    return OK;
  }
}
