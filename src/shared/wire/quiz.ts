import { z } from 'zod';
import { MAX_IMAGE_BYTES } from '../model/limits';
import { MAX_SOUND_BYTES, quizSoundsSchema, SOUND_CUES, type SoundCue } from './sounds';
import { kindModule } from '../kinds';

export { answerSecondsFor } from '../model/answerSeconds';
import { kindOf } from '../model/questionKinds';
import { languageCodeSchema, QUIZ_DEFAULT_LANGUAGE, type LanguageCode } from './languages';
import { partnerSchema, questionSchema } from './questionSchemas';
import { mediaPathSchema, QUIZ_LIMITS, seconds, SOUND_PATH, STORED_MEDIA_PATH, text } from './quizFields';
import { playFields, playProblems } from './quizPlay';
import { quizSecondSchema } from './quizSecond';
import type { PlayMode } from '../model/teams';

export * from './quizFields';
export * from '../model/questionKinds';
export * from './questionSchemas';
export * from './quizPlay';
export * from '../model/teams';
export * from './languages';
export * from './quizSecond';
export { MAX_IMAGE_BYTES };

/** Defaults of the three automatic steps, in seconds. */
export const DEFAULT_TIMINGS = { countdownSeconds: 3, questionSeconds: 3, answerSeconds: 20 } as const;

/** Each automatic step's longest time, in seconds: the schema and the editor's fields. */
export const TIMING_MAX = { countdownSeconds: 30, questionSeconds: 60, answerSeconds: 300 } as const;

export const timingsSchema = z.strictObject({
  countdownSeconds: seconds(TIMING_MAX.countdownSeconds),
  questionSeconds: seconds(TIMING_MAX.questionSeconds),
  answerSeconds: seconds(TIMING_MAX.answerSeconds),
});
export type Timings = z.infer<typeof timingsSchema>;

/**
 * Version 2 added the kinds of question, the story behind each answer and the couple's partners;
 * version 3 the play modes (tables, two sides), the autopilot and the leaderboard's pacing, and later
 * (optional, so still version 3) the languages: the main one, a second one and its texts, and the
 * couple's own sounds.
 */
export const QUIZ_FORMAT_VERSION = 3;

export const quizSchema = z
  .strictObject({
    /** Version 1 files (multiple choice only) still import and play unchanged. */
    version: z.union([z.literal(1), z.literal(2), z.literal(QUIZ_FORMAT_VERSION)]),
    title: text(QUIZ_LIMITS.titleChars),
    coupleNames: text(QUIZ_LIMITS.coupleNamesChars),
    /** ISO date, e.g. 2024-07-28. */
    eventDate: z.iso.date(),
    backgroundImage: mediaPathSchema.optional(),
    bgmUrl: z
      .url({ protocol: /^https?$/ })
      .max(QUIZ_LIMITS.bgmUrlChars)
      .optional(),
    timings: timingsSchema,
    /** The couple's two first names (and photos), for "who said it" questions. */
    partners: z.tuple([partnerSchema, partnerSchema]).optional(),
    questions: z.array(questionSchema).min(1).max(QUIZ_LIMITS.questions),
    ...playFields,
    /** The quiz's main language: the big screen's and the operator's unless the operator picks another. */
    language: languageCodeSchema.optional(),
    /** A bilingual quiz's second language: guests reading it see its texts, the big screen shows both. */
    secondLanguage: languageCodeSchema.optional(),
    /** The title's and the teams' names in the second language (each question carries its own). */
    second: quizSecondSchema.optional(),
    /** The couple's own sounds, moment by moment (issue 17): the rest play the app's defaults. */
    sounds: quizSoundsSchema.optional(),
  })
  .superRefine((quiz, ctx) => {
    playProblems(quiz, ctx);
    if (quiz.secondLanguage && quiz.secondLanguage === (quiz.language ?? QUIZ_DEFAULT_LANGUAGE)) {
      ctx.addIssue({
        code: 'custom',
        message: 'The second language must differ from the main one',
        path: ['secondLanguage'],
      });
    }
    quiz.questions.forEach((question, i) => {
      const kind = kindOf(question);
      if (quiz.version === 1 && kind !== 'choice') {
        ctx.addIssue({
          code: 'custom',
          message: 'A version 1 quiz has only multiple-choice questions',
          path: ['questions', i, 'kind'],
        });
      }
      if (kindModule(kind).needsPartners && !quiz.partners) {
        ctx.addIssue({
          code: 'custom',
          message: 'Name the couple for a "who said it" or shoe-game question',
          path: ['partners'],
        });
      }
    });
  });
export type Quiz = z.infer<typeof quizSchema>;

/** What every screen may know about the quiz: never the questions, never the answer key. */
export interface QuizInfo {
  title: string;
  coupleNames: string;
  eventDate: string;
  backgroundImage: string | null;
  bgmUrl: string | null;
  questionCount: number;
  /** The address guests type or scan to join. */
  joinUrl: string;
  /** Solo, or by teams: the join form then asks for a table (or a side); the teams come from `GET /teams`. */
  playMode: PlayMode;
  /** The quiz's main language: the language of its own texts (title, questions). */
  language: LanguageCode;
  /** A bilingual quiz: its second language and its title in it (null where missing); otherwise null. */
  second: { language: LanguageCode; title: string | null } | null;
  /** The couple's own sounds, by moment (`/media/...` paths); a moment missing here plays the default. */
  sounds: Partial<Record<SoundCue, string>>;
}

/**
 * A quiz file as exported and imported: the quiz with its images and sounds embedded as data URLs, so
 * one file carries everything from the couple's home to the venue.
 */
export const QUIZ_FILE_KIND = 'wedding-quiz';
/** The most images a quiz file may carry: a background, the couple's photos, and each question's two. */
export const MAX_FILE_IMAGES = 60;
/** Song clips a quiz file may embed beside every moment's sound (issue 30, "name that song"). */
export const MAX_FILE_CLIPS = 20;
export const MAX_FILE_SOUNDS = SOUND_CUES.length + MAX_FILE_CLIPS;
const base64Length = (bytes: number): number => Math.ceil((bytes * 4) / 3) + 100;
const imageDataUrl = z
  .string()
  .max(base64Length(MAX_IMAGE_BYTES))
  .regex(
    /^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+=*$/,
    'Not an embedded PNG, JPEG, WebP or GIF image',
  );
const soundDataUrl = z
  .string()
  .max(base64Length(MAX_SOUND_BYTES))
  .regex(
    /^data:audio\/(mpeg|ogg|wav|mp4);base64,[A-Za-z0-9+/]+=*$/,
    'Not an embedded MP3, OGG, WAV or M4A sound',
  );
const isSound = (path: string): boolean => SOUND_PATH.test(path);

/** What an embedded file at `path` must be: a sound's path holds a sound, any other an image. */
function embeddedMediaSchema(path: string): z.ZodString {
  return isSound(path) ? soundDataUrl : imageDataUrl;
}

const mediaRecord = z
  .record(z.string().regex(STORED_MEDIA_PATH), z.string())
  .refine((m) => Object.keys(m).filter((p) => !isSound(p)).length <= MAX_FILE_IMAGES, 'Too many images')
  .refine((m) => Object.keys(m).filter(isSound).length <= MAX_FILE_SOUNDS, 'Too many sounds');

/**
 * A quiz file's shape, its embedded files not looked into (issue 28.3: the server decodes and checks
 * each one the quiz uses a piece at a time, and never one it does not use).
 */
export const quizFileShapeSchema = z.strictObject({
  kind: z.literal(QUIZ_FILE_KIND),
  exportedAt: z.string().max(40).optional(),
  quiz: z.unknown(),
  /** Media path in the quiz -> the image or sound as a data URL (a sound's path holds a sound). */
  media: mediaRecord.default({}),
});

export const quizFileSchema = quizFileShapeSchema.extend({
  media: mediaRecord
    .superRefine((media, ctx) => {
      for (const [path, dataUrl] of Object.entries(media)) {
        for (const issue of embeddedMediaSchema(path).safeParse(dataUrl).error?.issues ?? [])
          ctx.addIssue({ code: 'custom', message: issue.message, path: [path] });
      }
    })
    .default({}),
});
export type QuizFile = z.infer<typeof quizFileSchema>;
