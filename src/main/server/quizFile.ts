import { createReadStream } from 'node:fs';
import { quizSchema, type Quiz } from '@shared/index';
import defaultQuizJson from '../../../resources/default-quiz.json';
import type { MediaStore } from './media';
import { importQuiz, QuizProblems } from './quizIO';
import { QuizFileRefused, readQuizJson } from './quizJson';

/** The quiz shipped with the app. */
export function defaultQuiz(): Quiz {
  return quizSchema.parse(defaultQuizJson);
}

export const MAX_QUIZ_FILE_BYTES = 64 * 1024 * 1024;

/**
 * Loads and validates a quiz file (plain or with embedded images); the error says what and where.
 * The same bounds as an import (`readQuizJson`): a huge or deeply nested file is refused in a moment,
 * not parsed while the guests wait.
 */
export async function loadQuizFile(path: string, store: MediaStore): Promise<Quiz> {
  let json: unknown;
  const stream = createReadStream(path);
  try {
    // Windows editors like to start UTF-8 files with a byte-order mark: readQuizJson skips it.
    json = await readQuizJson(stream, MAX_QUIZ_FILE_BYTES);
  } catch (error) {
    if (!(error instanceof QuizFileRefused)) {
      throw new Error(`Cannot read the quiz file ${path}: ${(error as Error).message}`, { cause: error });
    }
    if (error.reason === 'file too large')
      throw new Error(`Cannot read the quiz file ${path}: the file is larger than 64 MB`, { cause: error });
    if (error.reason === 'not JSON')
      throw new Error(`The quiz file ${path} is not valid JSON.`, { cause: error });
    throw new Error(`The quiz file ${path} cannot be loaded: ${error.message}`, { cause: error });
  } finally {
    stream.destroy();
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
