import { MAX_PLAYERS_LIMIT } from '@shared/model/limits';

/** `--max-players N` (1..100,000) and `--players-per-address N` (0 = no limit), for both entry points. */
export const LIMIT_FLAGS = {
  'max-players': { min: 1, max: MAX_PLAYERS_LIMIT },
  'players-per-address': { min: 0, max: MAX_PLAYERS_LIMIT },
} as const;

export type LimitFlag = keyof typeof LIMIT_FLAGS;

/** Reads one limit flag's value; throws with a readable message when it is not a whole number in range. */
export function parseLimitOption(flag: LimitFlag, text: string): number {
  const { min, max } = LIMIT_FLAGS[flag];
  const value = /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  if (!(value >= min && value <= max)) {
    const zero = min === 0 ? ' (0 = no limit)' : '';
    throw new Error(`--${flag} must be a whole number from ${min} to ${max}${zero}, not "${text}".`);
  }
  return value;
}
