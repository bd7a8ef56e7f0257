import { z } from 'zod';
import { MAX_IMAGE_BYTES } from './limits';

/** Defaults of the three automatic steps, in seconds. */
export const DEFAULT_TIMINGS = { countdownSeconds: 3, questionSeconds: 3, answerSeconds: 20 } as const;

export const MAX_OPTIONS = 4;

/** How long each text of a quiz may be, and how many questions it may have: the schema and the editor. */
export const QUIZ_LIMITS = {
  titleChars: 80,
  coupleNamesChars: 80,
  questionChars: 300,
  optionChars: 120,
  bgmUrlChars: 500,
  questions: 50,
} as const;
export const OPTION_LABELS = ['A', 'B', 'C', 'D'] as const;

const seconds = (max: number): z.ZodNumber => z.number().int().min(1).max(max);

/** Each automatic step's longest time, in seconds: the schema and the editor's fields. */
export const TIMING_MAX = { countdownSeconds: 30, questionSeconds: 60, answerSeconds: 300 } as const;

export const timingsSchema = z.strictObject({
  countdownSeconds: seconds(TIMING_MAX.countdownSeconds),
  questionSeconds: seconds(TIMING_MAX.questionSeconds),
  answerSeconds: seconds(TIMING_MAX.answerSeconds),
});
export type Timings = z.infer<typeof timingsSchema>;

const text = (max: number): z.ZodString => z.string().trim().min(1).max(max);

/** Image types the server accepts for photos and the background. */
export const IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
export type ImageType = keyof typeof IMAGE_TYPES;
export { MAX_IMAGE_BYTES };

/** An uploaded image as the server stores it: content-addressed, under /media/. */
export const MEDIA_PATH = /^\/media\/[a-f0-9]{64}\.(png|jpg|webp|gif)$/;
export const mediaPathSchema = z.string().regex(MEDIA_PATH, 'Upload the image again');

export const questionSchema = z
  .strictObject({
    text: text(QUIZ_LIMITS.questionChars),
    options: z.array(text(QUIZ_LIMITS.optionChars)).min(2).max(MAX_OPTIONS),
    correct: z
      .number()
      .int()
      .min(0)
      .max(MAX_OPTIONS - 1),
    /** A path under /media/ served by the game server, or omitted. */
    photo: mediaPathSchema.optional(),
    /** Overrides the quiz's answer time for this one question. */
    answerSeconds: seconds(300).optional(),
  })
  .refine((q) => q.correct < q.options.length, {
    message: 'The correct option must be one of the options',
    path: ['correct'],
  });
export type Question = z.infer<typeof questionSchema>;

export const QUIZ_FORMAT_VERSION = 1;

export const quizSchema = z.strictObject({
  version: z.literal(QUIZ_FORMAT_VERSION),
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
  questions: z.array(questionSchema).min(1).max(QUIZ_LIMITS.questions),
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
}

export function answerSecondsFor(quiz: Quiz, timings: Timings, questionNumber: number): number {
  return quiz.questions[questionNumber]?.answerSeconds ?? timings.answerSeconds;
}

/**
 * A quiz file as exported and imported: the quiz with its images embedded as data URLs, so one file
 * carries everything from the couple's home to the venue.
 */
export const QUIZ_FILE_KIND = 'wedding-quiz';
const dataUrl = z
  .string()
  .max(Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 100)
  .regex(
    /^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+=*$/,
    'Not an embedded PNG, JPEG, WebP or GIF image',
  );
export const quizFileSchema = z.strictObject({
  kind: z.literal(QUIZ_FILE_KIND),
  exportedAt: z.string().max(40).optional(),
  quiz: z.unknown(),
  /** Media path in the quiz -> the image as a data URL. */
  media: z
    .record(z.string().regex(MEDIA_PATH), dataUrl)
    .refine((m) => Object.keys(m).length <= 60, 'Too many images')
    .default({}),
});
export type QuizFile = z.infer<typeof quizFileSchema>;
