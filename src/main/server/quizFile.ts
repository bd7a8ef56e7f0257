import { readFile } from 'node:fs/promises';
import { quizSchema, type Quiz } from '@shared/index';
import defaultQuizJson from '../../../resources/default-quiz.json';

/** The quiz shipped with the app. */
export function defaultQuiz(): Quiz {
  return quizSchema.parse(defaultQuizJson);
}

export const MAX_QUIZ_FILE_BYTES = 20 * 1024 * 1024;

/** Loads and validates a quiz file; the error says what is wrong and where. */
export async function loadQuizFile(path: string): Promise<Quiz> {
  let text: string;
  try {
    const buffer = await readFile(path);
    if (buffer.byteLength > MAX_QUIZ_FILE_BYTES) throw new Error('the file is larger than 20 MB');
    text = buffer.toString('utf8');
  } catch (error) {
    throw new Error(`Cannot read the quiz file ${path}: ${(error as Error).message}`, { cause: error });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`The quiz file ${path} is not valid JSON.`);
  }
  const parsed = quizSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, 10)
      .map((i) => `  - ${i.path.join('.') || '(file)'}: ${i.message}`);
    throw new Error(`The quiz file ${path} is not a valid quiz:\n${problems.join('\n')}`);
  }
  return parsed.data;
}
