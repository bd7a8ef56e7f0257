/**
 * The moments the big screen plays a sound for and the operator's sound settings, without zod: the big
 * screen imports these values, and its page must not carry zod (whose eval probe its CSP would report).
 */

/** Every moment with a sound, in the order a game meets them (the editor lists them so). */
export const SOUND_CUES = [
  'lobby',
  'countdown',
  'answering',
  'tick',
  'timeUp',
  'reveal',
  'revealNobody',
  'agree',
  'disagree',
  'leaderboard',
  'drumRoll',
  'fanfare',
  'celebration',
  'break',
] as const;
export type SoundCue = (typeof SOUND_CUES)[number];

/** Music that plays on under a stage, cross-faded into the next one; every other cue is played once. */
export const MUSIC_CUES = [
  'lobby',
  'answering',
  'break',
  'celebration',
] as const satisfies readonly SoundCue[];
export type MusicCue = (typeof MUSIC_CUES)[number];
export type EffectCue = Exclude<SoundCue, MusicCue>;

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
