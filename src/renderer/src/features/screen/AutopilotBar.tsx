import { GameState } from '@shared/gameState';
import type { ScreenView, TimerInfo } from '@shared/payloads';
import { useCountdown } from '../../ui/countdown/useCountdown';

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

/**
 * A thin bar along the bottom edge that fills until the game moves on by itself, so the room (and the
 * DJ) can see it coming; it stands still while the operator has paused the timer.
 */
export function AutopilotBar({
  timer,
  clockOffsetMs,
}: {
  timer: TimerInfo;
  clockOffsetMs: number;
}): React.JSX.Element {
  const { remainingMs, durationMs, paused } = useCountdown(timer, clockOffsetMs);
  const fraction = elapsedFraction(remainingMs, durationMs);
  const seconds = Math.ceil((remainingMs ?? 0) / 1000);
  return (
    <div
      className={`autopilot-bar${paused ? ' autopilot-bar--paused' : ''}`}
      data-testid="autopilot-bar"
      data-paused={paused ? 'true' : 'false'}
      role="progressbar"
      aria-label={paused ? 'Autopilot paused' : `Next step in ${seconds} seconds`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(fraction * 100)}
    >
      <div className="autopilot-bar__fill" style={{ transform: `scaleX(${fraction})` }} />
    </div>
  );
}
