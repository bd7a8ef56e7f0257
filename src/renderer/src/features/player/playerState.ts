import { GameState } from '@shared/model/gameState';
import type { PhoneT } from './phoneT';
import type { AnswerValue, PlayerView } from '@shared/wire/payloads';

/** An answer this phone chose: `sending` until the server acknowledges it (it is then on disk). */
export interface SentAnswer {
  questionNo: number;
  /** An option's index, a number (`closest`) or item ids in the guest's order (`order`). */
  answer: AnswerValue;
  delivery: 'sending' | 'confirmed';
}

/** An answer the server refused, with its reason (e.g. "Time's up for this question."). */
export interface AnswerRejection {
  questionNo: number;
  answer: AnswerValue;
  msg: string;
}

type AnsweringView = Pick<PlayerView, 'playerState' | 'questionNumber'>;

/**
 * The state this phone shows: the server's view of the player, except that an answer the server has
 * acknowledged shows "Answer submitted" even before the next view arrives. An answer still on its
 * way does not: see `isSendingAnswer`.
 */
export function displayedPlayerState(view: AnsweringView, sentAnswer: SentAnswer | null): GameState {
  if (
    view.playerState === GameState.SHOW_QUESTION_OPTIONS &&
    sentAnswer?.questionNo === view.questionNumber &&
    sentAnswer.delivery === 'confirmed'
  ) {
    return GameState.ANSWERED;
  }
  return view.playerState as GameState;
}

/** The guest tapped an answer to the open question and the server has not confirmed it yet. */
export function isSendingAnswer(view: AnsweringView, sentAnswer: SentAnswer | null): boolean {
  return (
    view.playerState === GameState.SHOW_QUESTION_OPTIONS &&
    sentAnswer?.questionNo === view.questionNumber &&
    sentAnswer.delivery === 'sending'
  );
}

/**
 * The refusal to explain on the reveal of `questionNumber`: only when the guest's answer to that
 * question did not count (a refusal followed by an accepted copy explains nothing).
 */
export function rejectionToExplain(
  view: Pick<PlayerView, 'questionNumber' | 'result'>,
  rejection: AnswerRejection | null,
): AnswerRejection | null {
  if (!rejection || rejection.questionNo !== view.questionNumber) return null;
  return view.result?.answered ? null : rejection;
}

/**
 * The toast for a refused answer. The answering view explains a refusal of the open question beside
 * the answer (a toast at the bottom would cover the send button of a small phone), and the reveal card
 * a refusal of its own question, so the toast stays quiet then; an answer to an earlier question (sent
 * late, after a long time offline) says which question it was.
 */
export function answerToast(
  t: PhoneT,
  view: Pick<PlayerView, 'questionNumber' | 'playerState' | 'result'>,
  answerError: string | null,
  rejection: AnswerRejection | null,
): string | null {
  if (!answerError) return null;
  if (!rejection || rejection.msg !== answerError) return answerError;
  if (rejection.questionNo !== view.questionNumber) {
    return t('answer.earlierRefused', { number: rejection.questionNo + 1, why: rejection.msg });
  }
  if (view.playerState === GameState.SHOW_QUESTION_OPTIONS) return null;
  if (view.playerState === GameState.SHOW_CORRECT_ANSWER && rejectionToExplain(view, rejection)) return null;
  return answerError;
}

/** The refusal of the open question's answer, to explain beside the answer while the guest tries again. */
export function refusalToShow(
  view: Pick<PlayerView, 'questionNumber' | 'playerState'>,
  rejection: AnswerRejection | null,
): string | null {
  if (view.playerState !== GameState.SHOW_QUESTION_OPTIONS) return null;
  return rejection?.questionNo === view.questionNumber ? rejection.msg : null;
}

/** Question and answer views only make sense for a question that exists. */
export function hasCurrentQuestion(view: Pick<PlayerView, 'questionNumber' | 'questionCount'>): boolean {
  return view.questionNumber < view.questionCount;
}
