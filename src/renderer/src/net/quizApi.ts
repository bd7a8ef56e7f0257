// Zod-free modules only: this client is in the chunk every operator page shares, loaded before the
// editor tells zod not to try eval (features/editor/zodJitless.ts).
import {
  imageTooLargeMessage,
  MAX_IMAGE_BYTES,
  MAX_QUIZ_FILE_BYTES,
  MAX_SOUND_BYTES,
  megabytes,
  soundTooLargeMessage,
} from '@shared/model/limits';
import { ApiError, apiFile, apiJson, type DownloadedFile } from './api';
import { uploadJson, type UploadOptions } from './upload';
import type { QuizResponse } from './apiTypes';

export function fetchQuiz(operatorKey: string): Promise<QuizResponse> {
  return apiJson<QuizResponse>(operatorKey, '/quiz');
}

export function saveQuiz(operatorKey: string, quiz: unknown): Promise<QuizResponse> {
  return apiJson<QuizResponse>(operatorKey, '/quiz', {
    method: 'PUT',
    body: JSON.stringify(quiz),
    contentType: 'application/json',
  });
}

/** Stores an image on the server and returns its `/media/...` path. The server checks type and size. */
export async function uploadImage(operatorKey: string, file: File, options?: UploadOptions): Promise<string> {
  if (file.size > MAX_IMAGE_BYTES) {
    throw new ApiError(imageTooLargeMessage(MAX_IMAGE_BYTES), 413);
  }
  const type = file.type || 'application/octet-stream';
  const { path } = await uploadJson<{ path: string }>(operatorKey, '/media', file, type, options);
  return path;
}

/** Stores one of the couple's sounds on the server and returns its `/media/...` path (the server checks it). */
export async function uploadSound(operatorKey: string, file: File, options?: UploadOptions): Promise<string> {
  if (file.size > MAX_SOUND_BYTES) throw new ApiError(soundTooLargeMessage(MAX_SOUND_BYTES), 413);
  const type = file.type || 'application/octet-stream';
  const { path } = await uploadJson<{ path: string }>(operatorKey, '/media/sound', file, type, options);
  return path;
}

/** Sends a quiz file (exported, or a plain quiz) to replace the quiz; the server validates everything. */
export async function importQuizFile(
  operatorKey: string,
  file: File,
  options?: UploadOptions,
): Promise<QuizResponse> {
  // The server's import limit: larger files are refused before they are sent.
  if (file.size > MAX_QUIZ_FILE_BYTES)
    throw new ApiError(`That file is too large for a quiz (${megabytes(MAX_QUIZ_FILE_BYTES)} at most).`, 413);
  const text = await file.text();
  try {
    JSON.parse(text);
  } catch {
    throw new ApiError('This is not a Wedding Quiz file: it is not JSON.', 400);
  }
  // The text as read (a byte-order mark dropped), once as bytes: its size is what the bar counts.
  const body = new Blob([text], { type: 'application/json' });
  return uploadJson<QuizResponse>(operatorKey, '/quiz/import', body, 'application/json', options);
}

export function exportQuizFile(operatorKey: string): Promise<DownloadedFile> {
  return apiFile(operatorKey, '/quiz/export', 'wedding-quiz.json');
}
