import { QUIET_MUSIC_SHARE, type SoundSettings } from '@shared/model/soundMoments';

/** Gains from 0 to 1 for the player, from the operator's settings and the big screen's own "quiet". */
export interface SoundLevels {
  master: number;
  music: number;
  effects: number;
  muted: boolean;
}

/** Effects stay audible while someone speaks, but softer: a tick should not talk over a toast. */
const QUIET_EFFECTS_SHARE = 0.5;

export function levelsOf(settings: SoundSettings, quietHere: boolean): SoundLevels {
  const quiet = settings.quiet || quietHere;
  return {
    master: settings.master / 100,
    music: (settings.music / 100) * (quiet ? QUIET_MUSIC_SHARE : 1),
    effects: (settings.effects / 100) * (quiet ? QUIET_EFFECTS_SHARE : 1),
    muted: settings.muted,
  };
}

/**
 * Where to start answering's music so that its build-up peaks as time runs out: part-way for a short
 * answer time, and for a long one a place from which the loop comes round to its climax at the deadline.
 */
export function answeringStartMs(trackMs: number, remainingMs: number): number {
  // Always inside the loop, never on its last sample (a seek there starts nothing in Howler).
  return (((trackMs - remainingMs) % trackMs) + trackMs) % trackMs;
}
