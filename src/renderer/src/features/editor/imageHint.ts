import { MAX_IMAGE_BYTES } from '@shared/model/limits';
import type { EditorT } from './editorWords';

/** What an image field accepts, in words: the server's types and size limit (in whole megabytes). */
export const imageHint = (t: EditorT): string =>
  t('image.hint', { size: Math.round(MAX_IMAGE_BYTES / 1024 / 1024) });
