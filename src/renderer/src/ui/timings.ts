import type { Timings } from '@shared/wire/quiz';

export { TIMING_MAX } from '@shared/wire/quiz';

/** Timings as a form holds them: text as typed, so a half-typed number is not lost. */
export type TimingsText = Record<keyof Timings, string>;

export function timingsText(timings: Timings): TimingsText {
  return {
    countdownSeconds: String(timings.countdownSeconds),
    questionSeconds: String(timings.questionSeconds),
    answerSeconds: String(timings.answerSeconds),
  };
}
