import type { Timings } from '@shared/quiz';

/** Each automatic step's longest time, in seconds: what the quiz format allows (its timingsSchema). */
export const TIMING_MAX: Readonly<Record<keyof Timings, number>> = {
  countdownSeconds: 30,
  questionSeconds: 60,
  answerSeconds: 300,
};

/** Timings as a form holds them: text as typed, so a half-typed number is not lost. */
export type TimingsText = Record<keyof Timings, string>;

export function timingsText(timings: Timings): TimingsText {
  return {
    countdownSeconds: String(timings.countdownSeconds),
    questionSeconds: String(timings.questionSeconds),
    answerSeconds: String(timings.answerSeconds),
  };
}
