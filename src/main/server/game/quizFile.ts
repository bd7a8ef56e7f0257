import { MAX_QUIZ_FILE_BYTES, megabytes } from '@shared/model/limits';
import { createReadStream } from 'node:fs';
import { quizFileShapeSchema, quizSchema, SOUND_PATH, type Quiz } from '@shared/index';
import type { z } from 'zod';
import defaultQuizJson from '../../../../resources/default-quiz.json';
import { MediaError, type DecodedMedia, type MediaKind, type MediaStore } from '../storage/media';
import { decodeEmbedded, nextTurn } from './embeddedMedia';
import { mediaSlots } from './quizImages';
import { QuizFileRefused, readQuizJson } from './quizJson';

/** A quiz that failed validation: every problem with the path of its field. */
export class QuizProblems extends Error {
  constructor(
    readonly problems: { path: string; message: string }[],
    summary = 'The quiz has problems',
  ) {
    super(`${summary}:\n${problems.map((p) => `  - ${p.path || '(file)'}: ${p.message}`).join('\n')}`);
  }
}

export function problemsOf(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.slice(0, 100).map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

/** Validates a quiz whose images and sounds are already in the store. */
export async function validateQuiz(input: unknown, store: MediaStore): Promise<Quiz> {
  const parsed = quizSchema.safeParse(input);
  if (!parsed.success) throw new QuizProblems(problemsOf(parsed.error));
  const quiz = parsed.data;
  const missing: { path: string; message: string }[] = [];
  for (const slot of mediaSlots(quiz)) {
    if (!(await store.has(slot.path))) missing.push({ path: slot.field, message: slot.missing });
  }
  if (missing.length > 0) throw new QuizProblems(missing);
  return quiz;
}

/**
 * Reads a quiz file (a plain quiz, or an exported file with its images and sounds embedded), stores the
 * ones its quiz uses and returns the validated quiz. Nothing is changed when it fails: every embedded
 * file the quiz uses is checked before any is stored (and stored files are content-addressed and
 * harmless). The file's shape and its quiz are checked before any image is even decoded.
 *
 * Issue 28.3: an embedded file the quiz does not use is never decoded nor written; the others are
 * checked and stored one per turn of the event loop, so a file of big photos never holds up the game.
 * `embedded` gives an embedded file's text by the placeholder `readQuizFile` left in its place.
 */
export async function importQuiz(
  json: unknown,
  store: MediaStore,
  embedded?: (placeholder: string) => readonly Buffer[] | null,
): Promise<Quiz> {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new QuizProblems([{ path: '', message: 'This is not a Wedding Quiz file' }], 'Cannot import');
  }
  if (!('kind' in json)) return validateQuiz(json, store);

  const file = quizFileShapeSchema.safeParse(json);
  if (!file.success) throw new QuizProblems(problemsOf(file.error), 'This is not a valid Wedding Quiz file');
  const checked = quizSchema.safeParse(file.data.quiz);
  if (!checked.success) throw new QuizProblems(problemsOf(checked.error));
  const quiz = checked.data;
  const used = new Set(mediaSlots(quiz).map((slot) => slot.path));
  const decoded = new Map<string, DecodedMedia>();
  for (const [path, value] of Object.entries(file.data.media)) {
    if (!used.has(path)) continue;
    await nextTurn();
    const parts = embedded ? embedded(value) : [Buffer.from(value, 'latin1')];
    decoded.set(path, await decodedMedia(store, path, parts ?? []));
  }
  const renamed = new Map<string, string>();
  for (const [path, media] of decoded) {
    await nextTurn();
    renamed.set(path, await store.saveDecoded(media));
  }
  for (const slot of mediaSlots(quiz)) slot.set(renamed.get(slot.path) ?? slot.path);
  return validateQuiz(quiz, store);
}

const kindOf = (path: string): MediaKind => (SOUND_PATH.test(path) ? 'sound' : 'image');

/** One embedded file decoded and checked (its data URL's form, then its bytes); a problem names it. */
async function decodedMedia(
  store: MediaStore,
  path: string,
  parts: readonly Buffer[],
): Promise<DecodedMedia> {
  try {
    const kind = kindOf(path);
    return store.checkDecoded(await decodeEmbedded(parts, kind), kind);
  } catch (error) {
    const message = error instanceof MediaError ? error.message : 'Unreadable image or sound';
    throw new QuizProblems([{ path: `media.${path}`, message }], 'Cannot import');
  }
}

/** The quiz shipped with the app. */
export function defaultQuiz(): Quiz {
  return quizSchema.parse(defaultQuizJson);
}

export { MAX_QUIZ_FILE_BYTES };

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
      throw new Error(
        `Cannot read the quiz file ${path}: the file is larger than ${megabytes(MAX_QUIZ_FILE_BYTES)}`,
        { cause: error },
      );
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
