/**
 * The quiz editor's part of issue 30: a question's photo that unveils and its song clip go quiz → form →
 * quiz unchanged (the games sample too); the clip's start and length are checked field by field in
 * plain words, in every language, and once the song has been read, a start past its end is caught;
 * the waveform's loudness steps, its drawing and its words.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { quizSchema, type Quiz } from '@shared/wire/quiz';
import { LANGUAGES } from '../../src/renderer/src/i18n/languages';
import { newQuestion } from '../../src/renderer/src/features/editor/questionDraft';
import {
  draftFingerprint,
  fromDraft,
  toDraft,
  updateQuestion,
  type QuizDraft,
} from '../../src/renderer/src/features/editor/quizDraft';
import { fieldName } from '../../src/renderer/src/features/editor/problemWords';
import { validateDraft } from '../../src/renderer/src/features/editor/quizProblems';
import { shownQuestion } from '../../src/renderer/src/features/editor/preview/previewQuestion';
import {
  clipSpan,
  clipSummary,
  clock,
  shortenedBy,
  type ClipDraft,
} from '../../src/renderer/src/features/editor/questionMedia/clipDraft';
import {
  drawWave,
  peaksOf,
  WAVE_COLOURS,
} from '../../src/renderer/src/features/editor/questionMedia/waveDrawing';
import { contrastRatio, parseColour, blend } from '../e2e/contrast';
import { editorWords } from './editorWords';

const en = await editorWords('en');

const PHOTO = `/media/${'ab'.repeat(32)}.jpg`;
const SONG = `/media/${'cd'.repeat(32)}.mp3`;

const games = (): Quiz =>
  quizSchema.parse(
    (
      JSON.parse(readFileSync(resolve('resources/samples/games.wedding-quiz.json'), 'utf8')) as {
        quiz: unknown;
      }
    ).quiz,
  );

/** A quiz of three questions: a photo that unveils, one with a song clip, one with both. */
function withMedia(): Quiz {
  return {
    version: 3,
    title: 'Mia & Leo',
    coupleNames: 'Mia & Leo',
    eventDate: '2027-06-12',
    timings: { countdownSeconds: 3, questionSeconds: 4, answerSeconds: 20 },
    questions: [
      {
        kind: 'choice',
        text: 'Whose baby photo?',
        options: ['Mia', 'Leo'],
        correct: 0,
        photo: PHOTO,
        unveil: 'tiles',
      },
      {
        kind: 'poll',
        text: 'Name that song',
        options: ['A', 'B'],
        clip: { path: SONG, start: 12.5, length: 15 },
      },
      {
        kind: 'trueFalse',
        text: 'Their first dance?',
        correct: 0,
        photo: PHOTO,
        unveil: 'blur',
        clip: { path: SONG, start: 0, length: 30 },
      },
    ],
  };
}

const problems = (draft: QuizDraft, durations?: ReadonlyMap<string, number>): string[] =>
  validateDraft(draft, en, durations).map((p) => `${p.path}: ${p.message}`);

/** The draft of `withMedia` with question 2's clip changed. */
const clipped = (change: Partial<ClipDraft>): QuizDraft => {
  const draft = toDraft(withMedia());
  const clip = draft.questions[1]!.clip!;
  return updateQuestion(draft, 1, { clip: { ...clip, ...change } });
};

describe('the photo that unveils and the song clip, through the form', () => {
  it('go quiz → form → quiz unchanged, the numbers as typed in the form', () => {
    const quiz = withMedia();
    expect(quizSchema.parse(quiz)).toEqual(quiz);
    const draft = toDraft(quiz);
    expect(draft.questions.map((q) => q.unveil)).toEqual(['tiles', null, 'blur']);
    expect(draft.questions[1]!.clip).toEqual({ path: SONG, start: '12.5', length: '15' });
    expect(fromDraft(draft)).toEqual(quiz);
    expect(validateDraft(draft, en)).toEqual([]);
  });

  it('keeps the games sample (tiles, blur, a clip) unchanged, and it counts as unedited', () => {
    const quiz = games();
    expect(quiz.questions.some((q) => q.unveil === 'tiles')).toBe(true);
    expect(quiz.questions.some((q) => q.clip)).toBe(true);
    const draft = toDraft(quiz);
    expect(fromDraft(draft)).toEqual(quiz);
    expect(draftFingerprint(toDraft(quizSchema.parse(fromDraft(draft)), draft))).toBe(
      draftFingerprint(draft),
    );
  });

  it('saves the unveiling only with a photo, and a new question has neither', () => {
    const draft = toDraft(withMedia());
    const noPhoto = fromDraft(updateQuestion(draft, 0, { photo: null })) as Quiz;
    expect(noPhoto.questions[0]).not.toHaveProperty('unveil');
    // The choice waits in the form: the photo back, it is saved again.
    const back = fromDraft(updateQuestion(draft, 0, { photo: PHOTO })) as Quiz;
    expect(back.questions[0]!.unveil).toBe('tiles');
    expect(newQuestion()).toMatchObject({ unveil: null, clip: null });
    const removed = fromDraft(updateQuestion(draft, 1, { clip: null })) as Quiz;
    expect(removed.questions[1]).not.toHaveProperty('clip');
  });
});

describe('the preview', () => {
  it('shows the photo that unveils and the clip as the big screen gets them', () => {
    const draft = toDraft(withMedia());
    const shown = draft.questions.map((q) => shownQuestion(q, draft.partners, true, en.t));
    expect(shown.map((q) => q.unveil)).toEqual(['tiles', null, 'blur']);
    expect(shown.map((q) => q.clip)).toEqual([
      null,
      { src: SONG, start: 12.5, length: 15 },
      { src: SONG, start: 0, length: 30 },
    ]);
    const noPhoto = { ...draft.questions[0]!, photo: null };
    expect(shownQuestion(noPhoto, draft.partners, true, en.t).unveil).toBeNull();
  });
});

describe("the clip's problems, field by field", () => {
  it('says what is wrong with the length and the start, in plain words', () => {
    expect(problems(clipped({ length: '40' }))).toEqual([
      'questions.1.clip.length: A clip lasts at most 30 seconds.',
    ]);
    expect(problems(clipped({ length: '3' }))).toEqual([
      'questions.1.clip.length: A clip lasts at least 5 seconds: enough to recognise the song.',
    ]);
    expect(problems(clipped({ start: '-1' }))).toEqual([
      'questions.1.clip.start: The clip cannot start before the song does: 0 is its very beginning.',
    ]);
    expect(problems(clipped({ start: '', length: 'x' }))).toEqual([
      'questions.1.clip.start: Enter a number of seconds.',
      'questions.1.clip.length: Enter a number of seconds.',
    ]);
    expect(problems(clipped({ start: '4000' }))).toEqual([
      'questions.1.clip.start: Start the clip before 1:00:00 into the song.',
    ]);
  });

  it('catches a start past the song’s end once the song has been read', () => {
    const late = clipped({ start: '200' });
    expect(problems(late)).toEqual([]);
    expect(problems(late, new Map([[SONG, 185]]))).toEqual([
      'questions.1.clip.start: The song is only 3:05 long: start the clip before it ends.',
    ]);
    expect(problems(clipped({ start: '180' }), new Map([[SONG, 185]]))).toEqual([]);
    // In the form's order: the start above the length, before the next question's problems.
    const both = updateQuestion(clipped({ start: '200', length: '40' }), 2, { text: '' });
    expect(problems(both, new Map([[SONG, 185]]))).toEqual([
      'questions.1.clip.start: The song is only 3:05 long: start the clip before it ends.',
      'questions.1.clip.length: A clip lasts at most 30 seconds.',
      'questions.2.text: Please fill this in.',
    ]);
    // Question 3's clip of the same song starts at 0, question 2's at 12.5: both within 13 seconds.
    expect(problems(toDraft(withMedia()), new Map([[SONG, 13]]))).toEqual([]);
  });

  it('names the clip’s fields in the list at the top', () => {
    expect(fieldName('questions.1.clip.start', en.t)).toBe("Question 2 · song clip's start");
    expect(fieldName('questions.1.clip.length', en.t)).toBe("Question 2 · song clip's length");
    expect(fieldName('questions.1.clip.path', en.t)).toBe('Question 2 · song clip');
    expect(fieldName('questions.0.unveil', en.t)).toBe('Question 1 · unveiling photo');
  });

  it('words every problem of the clip in each of the ten languages', async () => {
    const cases = [
      clipped({ length: '40' }),
      clipped({ length: '3' }),
      clipped({ start: '-1' }),
      clipped({ start: 'x' }),
    ];
    const wordsOf = async (code: (typeof LANGUAGES)[number]['code']): Promise<string[]> => {
      const words = await editorWords(code);
      const messages = cases.flatMap((draft) => validateDraft(draft, words).map((p) => p.message));
      const late = validateDraft(clipped({ start: '200' }), words, new Map([[SONG, 185]]));
      return [...messages, ...late.map((p) => p.message)];
    };
    const english = await wordsOf('en');
    for (const { code } of LANGUAGES) {
      const messages = await wordsOf(code);
      expect(new Set(messages).size, code).toBe(5);
      for (const message of messages)
        expect(message, code).not.toMatch(/Too (big|small)|Invalid input|problems\./);
      for (const [i, message] of messages.entries())
        if (code !== 'en') expect(message, code).not.toBe(english[i]);
      // The song's length is in every language's sentence.
      expect(messages[4], code).toContain('3:05');
    }
  });
});

describe('the clip’s words and the waveform', () => {
  it('reads times as a clock, and says which part plays', () => {
    expect([clock(0), clock(7), clock(12.5), clock(185), clock(3600), clock(3725)]).toEqual([
      '0:00',
      '0:07',
      '0:12.5',
      '3:05',
      '1:00:00',
      '1:02:05',
    ]);
    expect(clipSummary({ start: 12, length: 15 }, 185, en.t)).toBe('Clip from 0:12 to 0:27 of 3:05');
    expect(clipSummary({ start: 12, length: 15 }, null, en.t)).toBe('Clip from 0:12 to 0:27');
    expect(clipSpan({ path: SONG, start: '2', length: '10' })).toEqual({ start: 2, length: 10 });
    expect(clipSpan({ path: SONG, start: '', length: '10' })).toBeNull();
    expect(shortenedBy({ start: 10, length: 10 }, 16.5)).toBe(6.5);
    expect(shortenedBy({ start: 2, length: 10 }, 16.5)).toBeNull();
  });

  it('measures the loudness in steps, the loudest step 1, over every channel', () => {
    const left = Float32Array.from([0, 0.1, -0.2, 0.05, 0, 0, 0.4, -0.1]);
    const right = Float32Array.from([0, 0, 0, 0, 0.1, 0.05, 0, 0]);
    expect(peaksOf([left, right], 4)).toEqual([0.25, 0.5, 0.25, 1]);
    expect(peaksOf([new Float32Array(8)], 2)).toEqual([0, 0]);
    expect(peaksOf([], 3)).toEqual([0, 0, 0]);
  });

  it('draws the clip’s part in rose, the rest in grey, and the playhead, in colours that read', () => {
    const fills: { style: string; x: number }[] = [];
    const ctx = {
      fillStyle: '',
      clearRect: () => undefined,
      fillRect(x: number) {
        fills.push({ style: this.fillStyle, x });
      },
    };
    const scene = {
      width: 300,
      height: 60,
      peaks: [0.2, 1, 0.5, 0],
      from: 0.5,
      to: 0.75,
      playhead: 0.6,
      scale: 1,
    };
    drawWave(ctx as unknown as CanvasRenderingContext2D, scene);
    const bars = fills.filter((f) => f.style === WAVE_COLOURS.clip || f.style === WAVE_COLOURS.rest);
    expect(bars).toHaveLength(100);
    expect(bars.filter((b) => b.style === WAVE_COLOURS.clip).every((b) => b.x >= 150 && b.x < 225)).toBe(
      true,
    );
    expect(fills.at(-1)).toEqual({ style: WAVE_COLOURS.playhead, x: 179 });
    const white = parseColour('#ffffff');
    const band = blend(parseColour(WAVE_COLOURS.clipBackground), white);
    expect(contrastRatio(parseColour(WAVE_COLOURS.clip), band)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(parseColour(WAVE_COLOURS.rest), white)).toBeGreaterThanOrEqual(3);
  });
});
