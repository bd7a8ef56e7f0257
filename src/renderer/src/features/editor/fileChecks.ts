import { MAX_IMAGE_BYTES, MAX_QUIZ_FILE_BYTES } from '@shared/model/limits';
import type { EditorT } from './editorWords';

// The server's upload limits, checked before sending so the operator reads why in their own language
// (the server checks them again and has the last word).

const megabytes = (bytes: number): number => Math.round(bytes / 1024 / 1024);

/** Why an image cannot be uploaded, or null when it may be sent. */
export function imageRefusal(file: File, t: EditorT): string | null {
  return file.size > MAX_IMAGE_BYTES ? t('image.tooLarge', { size: megabytes(MAX_IMAGE_BYTES) }) : null;
}

/** Why a file cannot be a quiz (too large, not JSON), or null when it may be sent. */
export async function quizFileRefusal(file: File, t: EditorT): Promise<string | null> {
  if (file.size > MAX_QUIZ_FILE_BYTES)
    return t('transfer.tooLarge', { size: megabytes(MAX_QUIZ_FILE_BYTES) });
  try {
    JSON.parse(await file.text());
    return null;
  } catch {
    return t('transfer.notJson');
  }
}
