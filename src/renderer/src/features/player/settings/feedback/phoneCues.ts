import { GameState } from '@shared/model/gameState';
import type { PlayerView } from '@shared/wire/payloads';
import type { SentAnswer } from '../../playerState';

/** What a phone may signal: its answer is in, or the reveal says right or wrong. */
export type PhoneCue = 'accepted' | 'right' | 'wrong';

/** Short, distinct buzzes: a tap for "got it", a double for right, one longer for wrong. */
export const VIBRATIONS: Record<PhoneCue, number | number[]> = {
  accepted: 40,
  right: [70, 60, 70],
  wrong: 300,
};

/** A phone's moment, as far as feedback goes. */
export interface FeedbackMoment {
  questionNumber: number;
  /** The answer to this question is on the server's disk. */
  confirmed: boolean;
  /** This question's reveal, for a guest who answered: right or wrong; null before it or for a poll. */
  verdict: 'right' | 'wrong' | null;
}

export function momentOf(view: PlayerView, sent: SentAnswer | null): FeedbackMoment {
  const confirmed = sent?.questionNo === view.questionNumber && sent.delivery === 'confirmed';
  const revealed = view.state === GameState.SHOW_CORRECT_ANSWER && view.result?.answered === true;
  const poll = view.question?.kind === 'poll';
  return {
    questionNumber: view.questionNumber,
    confirmed,
    verdict: revealed && !poll ? (view.result?.correct ? 'right' : 'wrong') : null,
  };
}

/** The cue a change from `prev` to `next` calls for; none on the first moment a page sees (a reload). */
export function cueFor(prev: FeedbackMoment | null, next: FeedbackMoment): PhoneCue | null {
  if (prev === null) return null;
  const sameQuestion = prev.questionNumber === next.questionNumber;
  if (next.verdict && !(sameQuestion && prev.verdict)) return next.verdict;
  if (next.confirmed && !(sameQuestion && prev.confirmed)) return 'accepted';
  return null;
}
