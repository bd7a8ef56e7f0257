import { describe, expect, it } from 'vitest';
import {
  answerSecondsFor,
  DEFAULT_TIMINGS,
  MAX_OPTIONS,
  OPTION_LABELS,
  questionSchema,
  quizSchema,
  timingsSchema,
  type Quiz,
} from '@shared/wire/quiz';
import { testQuiz } from '../support/quizzes';

/** Valid both as a plain path and as a content-addressed media path (sha-256 hex). */
const MEDIA_PHOTO = `/media/${'ab'.repeat(32)}.jpg`;

function validQuiz(): Quiz {
  return testQuiz({
    ...{ title: 'Anna & James Trivia', coupleNames: 'Anna & James' },
    questions: [
      { text: '1. Where?', options: ['A', 'B', 'C', 'D'], correct: 1 },
      { text: '2. When?', options: ['Yes', 'No'], correct: 0, answerSeconds: 45, photo: MEDIA_PHOTO },
    ],
  });
}

const withQuiz = (patch: Record<string, unknown>): unknown => ({ ...validQuiz(), ...patch });
const withQuestion = (patch: Record<string, unknown>): unknown => ({
  ...validQuiz(),
  questions: [{ text: 'Q', options: ['A', 'B', 'C', 'D'], correct: 0, ...patch }],
});

describe('constants', () => {
  it('defaults to 3/3/20 seconds and four options A..D', () => {
    expect(DEFAULT_TIMINGS).toEqual({ countdownSeconds: 3, questionSeconds: 3, answerSeconds: 20 });
    expect(MAX_OPTIONS).toBe(4);
    expect(OPTION_LABELS).toEqual(['A', 'B', 'C', 'D']);
  });
});

describe('quizSchema', () => {
  it('accepts a valid quiz unchanged', () => {
    expect(quizSchema.parse(validQuiz())).toEqual(validQuiz());
  });

  it('trims texts', () => {
    const parsed = quizSchema.parse(withQuestion({ text: '  Q?  ', options: [' A ', 'B'] }));
    expect(parsed.questions[0]?.text).toBe('Q?');
    expect((parsed.questions[0] as { options: string[] }).options).toEqual(['A', 'B']);
  });

  it('accepts optional http(s) bgmUrl and backgroundImage', () => {
    expect(quizSchema.safeParse(withQuiz({ bgmUrl: 'https://example.com/x' })).success).toBe(true);
    expect(quizSchema.safeParse(withQuiz({ bgmUrl: 'http://example.com/x' })).success).toBe(true);
    expect(quizSchema.safeParse(withQuiz({ backgroundImage: MEDIA_PHOTO })).success).toBe(true);
  });

  it.each([
    ['version 4', { version: 4 }],
    ['missing version', { version: undefined }],
    ['empty title', { title: '' }],
    ['blank title', { title: '   ' }],
    ['long title', { title: 'x'.repeat(81) }],
    ['empty couple names', { coupleNames: '' }],
    ['not a date', { eventDate: '28 July 2024' }],
    ['impossible date', { eventDate: '2024-02-30' }],
    ['date-time instead of date', { eventDate: '2024-07-28T12:00:00Z' }],
    ['javascript: bgmUrl', { bgmUrl: 'javascript:alert(1)' }],
    ['file: bgmUrl', { bgmUrl: 'file:///etc/passwd' }],
    ['no questions', { questions: [] }],
    [
      '51 questions',
      { questions: Array.from({ length: 51 }, () => ({ text: 'Q', options: ['a', 'b'], correct: 0 })) },
    ],
    ['missing timings', { timings: undefined }],
    ['timings with unknown key', { timings: { ...DEFAULT_TIMINGS, extra: 1 } }],
    ['unknown top-level key', { author: 'me' }],
  ])('rejects a quiz with %s', (_label, patch) => {
    expect(quizSchema.safeParse(withQuiz(patch)).success).toBe(false);
  });

  it.each([
    ['one option', { options: ['A'] }],
    ['five options', { options: ['A', 'B', 'C', 'D', 'E'] }],
    ['an empty option', { options: ['A', ''] }],
    ['a blank option', { options: ['A', '  '] }],
    ['an option over 120 chars', { options: ['A', 'x'.repeat(121)] }],
    ['empty text', { text: '' }],
    ['text over 300 chars', { text: 'x'.repeat(301) }],
    ['correct 4', { correct: 4 }],
    ['correct -1', { correct: -1 }],
    ['fractional correct', { correct: 0.5 }],
    ['correct beyond its options', { options: ['A', 'B'], correct: 2 }],
    ['correct as string', { correct: '1' }],
    ['answerSeconds 0', { answerSeconds: 0 }],
    ['answerSeconds 301', { answerSeconds: 301 }],
    ['unknown key', { hint: 'x' }],
  ])('rejects a question with %s', (_label, patch) => {
    expect(quizSchema.safeParse(withQuestion(patch)).success).toBe(false);
  });

  it('reports a wrong correct index at questions.N.correct', () => {
    const result = quizSchema.safeParse(withQuestion({ options: ['A', 'B'], correct: 3 }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain('questions.0.correct');
  });

  it('accepts 2..4 options and every valid correct index', () => {
    for (let n = 2; n <= 4; n++) {
      const options = OPTION_LABELS.slice(0, n);
      for (let correct = 0; correct < n; correct++) {
        expect(questionSchema.safeParse({ text: 'Q', options, correct }).success).toBe(true);
      }
    }
  });
});

describe('timingsSchema', () => {
  it('accepts the bounds and rejects outside them', () => {
    expect(
      timingsSchema.safeParse({ countdownSeconds: 1, questionSeconds: 1, answerSeconds: 1 }).success,
    ).toBe(true);
    expect(
      timingsSchema.safeParse({ countdownSeconds: 30, questionSeconds: 60, answerSeconds: 300 }).success,
    ).toBe(true);
    expect(
      timingsSchema.safeParse({ countdownSeconds: 31, questionSeconds: 3, answerSeconds: 20 }).success,
    ).toBe(false);
    expect(timingsSchema.safeParse({ countdownSeconds: 3, questionSeconds: 3 }).success).toBe(false);
  });
});

describe('answerSecondsFor', () => {
  it("uses the question's own answer time when it has one, otherwise the timings'", () => {
    const quiz = validQuiz();
    const timings = { countdownSeconds: 3, questionSeconds: 3, answerSeconds: 25 };
    expect(answerSecondsFor(quiz, timings, 0)).toBe(25);
    expect(answerSecondsFor(quiz, timings, 1)).toBe(45);
    expect(answerSecondsFor(quiz, timings, 99)).toBe(25);
  });
});
