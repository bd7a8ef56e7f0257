/** No zod here: the engine times each question's answering with it. */
import type { Quiz, Timings } from '../wire/quiz';

/** A question's answer time: its own, or the quiz's. */
export function answerSecondsFor(quiz: Quiz, timings: Timings, questionNumber: number): number {
  return quiz.questions[questionNumber]?.answerSeconds ?? timings.answerSeconds;
}
