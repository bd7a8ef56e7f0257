/** When the big screen shows the autopilot's bar, and how full it is (pure: the unit tests read it). */
import { GameState } from '@shared/model/gameState';
import type { ScreenView } from '@shared/wire/payloads';

/** The steps the autopilot moves on from by itself (the server's pacing). */
const AUTOPILOT_STEPS: ReadonlySet<number> = new Set([
  GameState.STARTING_QUIZ,
  GameState.SHOW_CORRECT_ANSWER,
  GameState.SHOW_LEADERBOARD,
  GameState.SHOW_FINAL_RESULTS_SHOW_0,
  GameState.SHOW_FINAL_RESULTS_SHOW_1,
  GameState.SHOW_FINAL_RESULTS_SHOW_2,
]);

/** Whether the screen shows the autopilot's bar now: on, on one of its steps, with its timer set. */
export function showsAutopilotBar(view: ScreenView): boolean {
  const timed = view.timer.deadline !== null || view.timer.pausedRemainingMs !== null;
  return view.autopilot && view.breakMessage === null && AUTOPILOT_STEPS.has(view.state) && timed;
}

/** How much of the automatic step has gone by, 0 to 1. */
export function elapsedFraction(remainingMs: number | null, durationMs: number | null): number {
  if (remainingMs === null || !durationMs || durationMs <= 0) return 0;
  return Math.min(1, Math.max(0, 1 - remainingMs / durationMs));
}
