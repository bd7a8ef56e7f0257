import { readFile } from 'node:fs/promises';
import { quizSchema, type Quiz } from '@shared/index';
import defaultQuizJson from '../../../resources/default-quiz.json';
import type { MediaStore } from './media';
import { importQuiz, QuizProblems } from './quizIO';

/** The quiz shipped with the app. */
export function defaultQuiz(): Quiz {
  return quizSchema.parse(defaultQuizJson);
}

export const MAX_QUIZ_FILE_BYTES = 64 * 1024 * 1024;

/** Loads and validates a quiz file (plain or with embedded images); the error says what and where. */
export async function loadQuizFile(path: string, store: MediaStore): Promise<Quiz> {
  let text: string;
  try {
    const buffer = await readFile(path);
    if (buffer.byteLength > MAX_QUIZ_FILE_BYTES) throw new Error('the file is larger than 64 MB');
    // Windows editors like to start UTF-8 files with a byte-order mark.
    text = buffer.toString('utf8').replace(/^\uFEFF/, '');
  } catch (error) {
    throw new Error(`Cannot read the quiz file ${path}: ${(error as Error).message}`, { cause: error });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`The quiz file ${path} is not valid JSON.`);
  }
  try {
    return await importQuiz(json, store);
  } catch (error) {
    if (error instanceof QuizProblems) {
      throw new Error(`The quiz file ${path} is not a valid quiz:\n${error.message}`, { cause: error });
    }
    throw error;
  }
}
