import { describe, expect, it } from 'vitest';
import { phoneT } from './phoneT';

const t = await phoneT('en');
import { GameState } from '@shared/model/gameState';
import {
  answerToast,
  displayedPlayerState,
  isSendingAnswer,
  refusalToShow,
  rejectionToExplain,
  type AnswerRejection,
  type SentAnswer,
} from '../../src/renderer/src/features/player/playerState';

const S = GameState;
const answering = { playerState: S.SHOW_QUESTION_OPTIONS, questionNumber: 2 };
const sending: SentAnswer = { questionNo: 2, answer: 1, delivery: 'sending' };
const confirmed: SentAnswer = { ...sending, delivery: 'confirmed' };
const late: AnswerRejection = { questionNo: 2, answer: 2, msg: 'Answers are closed right now.' };
const noResult = { answered: false, correct: false, points: 0, total: 0, rank: 1 };

describe('what the phone shows after a tap', () => {
  it('"Answer submitted" only once the server has acknowledged the answer', () => {
    expect(displayedPlayerState(answering, sending)).toBe(S.SHOW_QUESTION_OPTIONS);
    expect(isSendingAnswer(answering, sending)).toBe(true);
    expect(displayedPlayerState(answering, confirmed)).toBe(S.ANSWERED);
    expect(isSendingAnswer(answering, confirmed)).toBe(false);
  });

  it('an answer to another question changes nothing', () => {
    const other = { ...sending, questionNo: 1 };
    expect(displayedPlayerState(answering, other)).toBe(S.SHOW_QUESTION_OPTIONS);
    expect(isSendingAnswer(answering, other)).toBe(false);
    expect(displayedPlayerState(answering, { ...confirmed, questionNo: 1 })).toBe(S.SHOW_QUESTION_OPTIONS);
  });

  it("the server's own word wins once the question moves on", () => {
    const reveal = { playerState: S.SHOW_CORRECT_ANSWER, questionNumber: 2 };
    expect(displayedPlayerState(reveal, sending)).toBe(S.SHOW_CORRECT_ANSWER);
    expect(isSendingAnswer(reveal, sending)).toBe(false);
    expect(displayedPlayerState({ ...answering, playerState: S.ANSWERED }, null)).toBe(S.ANSWERED);
  });
});

describe('a refused answer is explained', () => {
  const reveal = { playerState: S.SHOW_CORRECT_ANSWER, questionNumber: 2, result: noResult };

  it('on the reveal of its question, when it did not count', () => {
    expect(rejectionToExplain(reveal, late)).toBe(late);
    expect(answerToast(t, reveal, late.msg, late)).toBeNull();
  });

  it('not when an accepted copy counted after all', () => {
    const counted = { ...reveal, result: { ...noResult, answered: true } };
    expect(rejectionToExplain(counted, late)).toBeNull();
  });

  it('not on another question; a toast says which question it was', () => {
    const next = { playerState: S.SHOW_QUESTION_OPTIONS, questionNumber: 3, result: null };
    expect(rejectionToExplain(next, late)).toBeNull();
    expect(answerToast(t, next, late.msg, late)).toBe(
      'Your answer to question 3 was not counted: Answers are closed right now.',
    );
  });

  it('while answering, beside the answer (a toast would cover the send button), not as a toast', () => {
    const open = { ...answering, result: null };
    const outOfRange = { ...late, answer: 150, msg: 'Please give a number from 0 to 100.' };
    expect(answerToast(t, open, outOfRange.msg, outOfRange)).toBeNull();
    expect(refusalToShow(open, outOfRange)).toBe('Please give a number from 0 to 100.');
    // Not a refusal of this question: a toast as before.
    expect(answerToast(t, open, 'Please join the game first.', null)).toBe('Please join the game first.');
    expect(answerToast(t, open, null, outOfRange)).toBeNull();
    expect(refusalToShow(open, { ...outOfRange, questionNo: 1 })).toBeNull();
    expect(refusalToShow({ ...open, playerState: S.ANSWERED }, outOfRange)).toBeNull();
    expect(refusalToShow(open, null)).toBeNull();
  });
});
