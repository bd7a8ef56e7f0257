import { AUDIO_TYPES, MAX_SOUND_BYTES, SOUND_EXTENSIONS } from '@shared/wire/sounds';
import type { EditorT } from '../editorWords';

// The server's checks of a sound, made before sending so the operator reads why in their own language
// (the server looks at the file's bytes and has the last word).

/** What the file picker offers: the four types, by their media types and their names. */
export const SOUND_ACCEPT = [...Object.keys(AUDIO_TYPES), ...SOUND_EXTENSIONS.map((e) => `.${e}`)].join(',');

/** Other names browsers and systems give the same four types. */
const ALSO_AUDIO = new Set(['audio/mp3', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave', 'audio/x-m4a']);

const megabytes = (bytes: number): number => Math.round(bytes / 1024 / 1024);

function looksLikeSound(file: File): boolean {
  const type = file.type.toLowerCase();
  if (Object.hasOwn(AUDIO_TYPES, type) || ALSO_AUDIO.has(type)) return true;
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return (SOUND_EXTENSIONS as readonly string[]).includes(extension);
}

/** Why a sound cannot be uploaded (not one of the four types, empty, too large), or null when it may be sent. */
export function soundRefusal(file: File, t: EditorT): string | null {
  if (!looksLikeSound(file)) return t('sounds.wrongType');
  if (file.size === 0) return t('sounds.empty');
  if (file.size > MAX_SOUND_BYTES) return t('sounds.tooLarge', { size: megabytes(MAX_SOUND_BYTES) });
  return null;
}
