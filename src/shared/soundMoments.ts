/**
 * The moments the big screen plays a sound for and the operator's sound settings, without zod: the big
 * screen imports these values, and its page must not carry zod (whose eval probe its CSP would report).
 */

/** Music that plays on under a stage, cross-faded into the next one. */
export const MUSIC_CUES = ['lobby', 'answering', 'break', 'celebration'] as const;
/** Short sounds played once over the music. */
export const EFFECT_CUES = [
  'countdown',
  'tick',
  'timeUp',
  'reveal',
  'revealNobody',
  'leaderboard',
  'drumRoll',
  'fanfare',
] as const;
export const SOUND_CUES = [...MUSIC_CUES, ...EFFECT_CUES] as const;

export type MusicCue = (typeof MUSIC_CUES)[number];
export type EffectCue = (typeof EFFECT_CUES)[number];
export type SoundCue = (typeof SOUND_CUES)[number];

export function isMusicCue(cue: SoundCue): cue is MusicCue {
  return (MUSIC_CUES as readonly string[]).includes(cue);
}

/** The operator's sound settings: kept with the game (journaled) and across a reset, sent to big screens. */
export interface SoundSettings {
  /** Volumes from 0 (silent) to 100 (full), in whole steps, as a slider gives them. */
  master: number;
  music: number;
  effects: number;
  muted: boolean;
  /** Music ducked low while someone speaks (a toast, a speech); effects still play, softly. */
  quiet: boolean;
}

export const DEFAULT_SOUND_SETTINGS: SoundSettings = {
  master: 80,
  music: 70,
  effects: 90,
  muted: false,
  quiet: false,
};

/** How low "quiet" takes the music, as a share of its volume. */
export const QUIET_MUSIC_SHARE = 0.15;
