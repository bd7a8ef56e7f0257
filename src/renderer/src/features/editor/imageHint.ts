import { MAX_IMAGE_BYTES, megabytes } from '@shared/limits';
import type { EditorT } from './editorWords';

/** What an image field accepts, in words: the server's types and size limit. */
export const imageHint = (t: EditorT): string => t('image.hint', { size: megabytes(MAX_IMAGE_BYTES) });
