/**
 * Sound in the room (issue 17): the moments the big screen plays a sound for, the operator's volume
 * settings, and the audio files a couple may use instead of the defaults. Shared by the server (which
 * journals the settings and stores the files) and the web app (which plays them).
 */
import { z } from 'zod';
export { MAX_SOUND_BYTES, soundTooLargeMessage } from '../model/limits';
import { soundPathSchema } from './quizFields';
import { SOUND_CUES, type SoundSettings } from '../model/soundMoments';

export * from '../model/soundMoments';

/** A volume from 0 (silent) to 100 (full), in whole steps, as a slider gives it. */
const volume = z.number().int().min(0).max(100);

/** The operator's sound settings: kept with the game (journaled) and across a reset, sent to big screens. */
export const soundSettingsSchema: z.ZodType<SoundSettings> = z.strictObject({
  master: volume,
  music: volume,
  effects: volume,
  muted: z.boolean(),
  /** Music ducked low while someone speaks (a toast, a speech); effects still play, softly. */
  quiet: z.boolean(),
});

export const SOUND_SETTINGS_MESSAGE = 'Volumes are whole numbers from 0 to 100.';

/** Audio files a couple may upload for a moment, recognised by their bytes, never by their name. */
export const AUDIO_TYPES = {
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/mp4': 'm4a',
} as const;
export type AudioType = keyof typeof AUDIO_TYPES;

/** What a file that is not one of the four audio types is told, by the server and by the web app. */
export const SOUND_TYPE_MESSAGE = 'Only MP3, OGG, WAV and M4A sounds can be used.';

/** The file names a couple's sound may have, for the editor's file picker and its check before sending. */
export const SOUND_EXTENSIONS = ['mp3', 'ogg', 'wav', 'm4a'] as const;

/** The quiz's own sounds: a moment -> its `/media/...` file; a moment left out plays the default. */
export const quizSoundsSchema = z.partialRecord(z.enum(SOUND_CUES), soundPathSchema);
export type QuizSounds = z.infer<typeof quizSoundsSchema>;
