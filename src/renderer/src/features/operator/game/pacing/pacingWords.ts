import type { TFunction } from 'i18next';
import { GameState } from '@shared/model/gameState';
import { AUTOPILOT_MAX_SECONDS } from '@shared/model/teams';

/** The autopilot's shortest step, as the server checks it. */
export const AUTOPILOT_MIN_SECONDS = 2;

/** The quiz's leaderboard pacing in words: 1 every question, N every Nth, 0 only at the end. */
export function leaderboardPacingText(t: TFunction<'operator'>, every: number): string {
  if (every <= 0) return t('autopilot.pacingEnd');
  if (every === 1) return t('autopilot.pacingEach');
  return t('autopilot.pacingEvery', { count: every });
}

/** A break goes between two questions: the server allows it on these steps only. */
export function breakAllowedIn(state: number): boolean {
  return (
    state === GameState.STARTING_QUIZ ||
    state === GameState.SHOW_CORRECT_ANSWER ||
    state === GameState.SHOW_LEADERBOARD
  );
}

/** A number field's text as whole seconds the autopilot takes, or null. */
export function autopilotSeconds(text: string): number | null {
  const value = Number(text);
  const fits = Number.isInteger(value) && value >= AUTOPILOT_MIN_SECONDS && value <= AUTOPILOT_MAX_SECONDS;
  return text.trim() !== '' && fits ? value : null;
}
