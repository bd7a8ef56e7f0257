import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { quizSchema, type Quiz } from '@shared/index';
import { defaultQuiz, loadQuizFile, MAX_QUIZ_FILE_BYTES } from '../../src/main/server/game/quizFile';
import { choiceQuestions, testQuiz } from '../support/quizzes';

/**
 * loadQuizFile is being extended to take a media store for quizzes with embedded images; plain quizzes
 * without images never touch it. Call it through a signature that fits both versions.
 */
const load = loadQuizFile as unknown as (path: string, store?: unknown) => Promise<Quiz>;
const noImages = {
  has: async (): Promise<boolean> => false,
  saveDataUrl: async (): Promise<string> => {
    throw new Error('no images in these tests');
  },
};

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'wq-quizfile-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function file(name: string, content: string | Buffer): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, content);
  return path;
}

describe('defaultQuiz (issue 2 §6)', () => {
  const quiz = defaultQuiz();

  it('is a valid quiz', () => {
    expect(quizSchema.safeParse(quiz).success).toBe(true);
  });

  it('has 7 questions with four options each and correct options 1, 3, 0, 2, 3, 1, 3', () => {
    expect(quiz.questions).toHaveLength(7);
    const choices = quiz.questions as { options: string[]; correct: number }[];
    expect(choices.map((q) => q.options.length)).toEqual([4, 4, 4, 4, 4, 4, 4]);
    expect(choices.map((q) => q.correct)).toEqual([1, 3, 0, 2, 3, 1, 3]);
  });

  it('asks the questions in the order of the issue', () => {
    const topics = [/meet|met/i, /first date/i, /not/i, /propose/i, /love most/i, /days/i, /honeymoon/i];
    quiz.questions.forEach((q, i) => expect(q.text, `question ${i + 1}`).toMatch(topics[i]!));
  });

  it('is for 28 July 2024 with a "... Trivia" title and the default timings', () => {
    expect(quiz.eventDate).toBe('2024-07-28');
    expect(quiz.title).toMatch(/\S.* Trivia$/);
    expect(quiz.coupleNames.length).toBeGreaterThan(0);
    expect(quiz.timings).toEqual({ countdownSeconds: 3, questionSeconds: 3, answerSeconds: 20 });
  });

  it('returns a fresh copy each time', () => {
    const a = defaultQuiz();
    (a.questions[0] as { correct: number }).correct = 0;
    expect((defaultQuiz().questions[0] as { correct: number }).correct).toBe(1);
  });
});

describe('loadQuizFile', () => {
  const valid = (): Quiz =>
    testQuiz({
      ...{ title: 'Our Trivia', coupleNames: 'X & Y', eventDate: '2025-05-01' },
      questions: choiceQuestions(1, { text: () => 'Q?', options: () => ['a', 'b'] }),
    });

  it('loads a valid quiz', async () => {
    const path = await file('quiz.json', JSON.stringify(valid()));
    expect(await load(path, noImages)).toEqual(valid());
  });

  it('loads a quiz saved with a UTF-8 byte-order mark (Windows Notepad)', async () => {
    const path = await file('bom.json', '\uFEFF' + JSON.stringify(valid()));
    expect(await load(path, noImages)).toEqual(valid());
  });

  it('says it cannot read a missing file, naming it', async () => {
    const path = join(dir, 'missing.json');
    await expect(load(path, noImages)).rejects.toThrow(`Cannot read the quiz file ${path}`);
  });

  it('says it cannot read a directory', async () => {
    const path = join(dir, 'folder.json');
    await mkdir(path);
    await expect(load(path, noImages)).rejects.toThrow(/Cannot read the quiz file/);
  });

  it('says when the file is not JSON', async () => {
    const path = await file('bad.json', '{ "version": 1, ');
    await expect(load(path, noImages)).rejects.toThrow(`The quiz file ${path} is not valid JSON.`);
  });

  it('lists what is wrong and where', async () => {
    const quiz = valid() as unknown as { questions: { correct: number }[]; eventDate: string };
    quiz.questions[0]!.correct = 3;
    quiz.eventDate = 'soon';
    const path = await file('wrong.json', JSON.stringify(quiz));
    const error = await load(path, noImages).then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error!.message).toContain(`The quiz file ${path} is not a valid quiz`);
    expect(error!.message).toMatch(/questions\.0\.correct/);
    expect(error!.message).toMatch(/eventDate/);
  });

  it('rejects JSON that is not a quiz object', async () => {
    for (const [name, content] of [
      ['array.json', '[]'],
      ['null.json', 'null'],
      ['string.json', '"quiz"'],
    ] as const) {
      const path = await file(name, content);
      await expect(load(path, noImages), name).rejects.toThrow(/not a valid quiz/);
    }
  });

  it('says which photo is missing when a plain quiz points at an image the server does not have', async () => {
    const quiz = valid() as unknown as { questions: Record<string, unknown>[] };
    quiz.questions[0]!.photo = `/media/${'ab'.repeat(32)}.jpg`;
    const path = await file('photo.json', JSON.stringify(quiz));
    await expect(load(path, noImages)).rejects.toThrow(/questions\.0\.photo/);
  });

  it(`refuses a file over the size limit (${MAX_QUIZ_FILE_BYTES} bytes)`, async () => {
    const path = await file('huge.json', Buffer.alloc(MAX_QUIZ_FILE_BYTES + 1, 0x20));
    await expect(load(path, noImages)).rejects.toThrow(/larger than/);
  });
});
