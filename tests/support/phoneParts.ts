import { GameState, type PhoneShared } from '@shared/index';

/** A phone's shared part at question 3's reveal, with nothing optional in it: for the phone-view tests. */
export function revealShared(): PhoneShared {
  return {
    state: GameState.SHOW_CORRECT_ANSWER,
    questionNumber: 2,
    questionCount: 6,
    timer: { deadline: null, serverNow: 1_700_000_000_000, durationMs: null, pausedRemainingMs: null },
    question: null,
    correctAnswer: 1,
    reveal: null,
    breakMessage: null,
  };
}
