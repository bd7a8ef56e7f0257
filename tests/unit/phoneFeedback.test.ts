import { describe, expect, it } from 'vitest';
import { GameState } from '@shared/model/gameState';
import type { PlayerView } from '@shared/wire/payloads';
import {
  DEFAULT_FEEDBACK,
  loadFeedbackPrefs,
  saveFeedbackPrefs,
} from '../../src/renderer/src/features/player/settings/feedback/feedbackPrefs';
import { cueFor, momentOf } from '../../src/renderer/src/features/player/settings/feedback/phoneCues';
import type { SentAnswer } from '../../src/renderer/src/features/player/playerState';

function view(
  state: number,
  questionNumber: number,
  result: Partial<PlayerView['result']> = null,
): PlayerView {
  return {
    state,
    questionNumber,
    question: { kind: 'choice' },
    result: result && { answered: true, correct: false, points: 0, total: 0, rank: 1, ...result },
  } as PlayerView;
}
const sent = (questionNo: number, delivery: SentAnswer['delivery']): SentAnswer =>
  ({ questionNo, answer: 1, delivery }) as SentAnswer;

describe("a phone's feedback", () => {
  it('signals once when the answer is on the server, once at the reveal, right or wrong', () => {
    const asking = momentOf(view(GameState.SHOW_QUESTION_OPTIONS, 0), null);
    const sending = momentOf(view(GameState.SHOW_QUESTION_OPTIONS, 0), sent(0, 'sending'));
    const confirmed = momentOf(view(GameState.SHOW_QUESTION_OPTIONS, 0), sent(0, 'confirmed'));
    expect(cueFor(asking, sending)).toBeNull();
    expect(cueFor(sending, confirmed)).toBe('accepted');
    expect(cueFor(confirmed, confirmed)).toBeNull();
    const right = momentOf(view(GameState.SHOW_CORRECT_ANSWER, 0, { correct: true }), sent(0, 'confirmed'));
    expect(cueFor(confirmed, right)).toBe('right');
    expect(cueFor(right, right)).toBeNull();
    const wrong = momentOf(view(GameState.SHOW_CORRECT_ANSWER, 0, { correct: false }), sent(0, 'confirmed'));
    expect(cueFor(confirmed, wrong)).toBe('wrong');
  });

  it('nothing on the first moment a page sees (a reload), for a guest who did not answer, or for a poll', () => {
    const right = momentOf(view(GameState.SHOW_CORRECT_ANSWER, 0, { correct: true }), sent(0, 'confirmed'));
    expect(cueFor(null, right)).toBeNull();
    const asking = momentOf(view(GameState.SHOW_QUESTION_OPTIONS, 1), null);
    const unanswered = momentOf(view(GameState.SHOW_CORRECT_ANSWER, 1, { answered: false }), null);
    expect(cueFor(asking, unanswered)).toBeNull();
    const poll = { ...view(GameState.SHOW_CORRECT_ANSWER, 1, { correct: true }), question: { kind: 'poll' } };
    expect(cueFor(asking, momentOf(poll as PlayerView, sent(1, 'confirmed')))).toBe('accepted');
  });

  it('the next question signals afresh', () => {
    const first = momentOf(view(GameState.SHOW_CORRECT_ANSWER, 0, { correct: true }), sent(0, 'confirmed'));
    const next = momentOf(view(GameState.SHOW_QUESTION_OPTIONS, 1), sent(1, 'confirmed'));
    expect(cueFor(first, next)).toBe('accepted');
  });
});

describe("the guest's choices on this phone", () => {
  it('vibration on and sound off at first, then as the guest left them', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    };
    expect(loadFeedbackPrefs(storage)).toEqual(DEFAULT_FEEDBACK);
    expect(DEFAULT_FEEDBACK).toEqual({ vibrate: true, sound: false });
    saveFeedbackPrefs(storage, { vibrate: false, sound: true });
    expect(loadFeedbackPrefs(storage)).toEqual({ vibrate: false, sound: true });
    store.set('wedding-quiz:feedback', '{broken');
    expect(loadFeedbackPrefs(storage)).toEqual(DEFAULT_FEEDBACK);
    expect(loadFeedbackPrefs(null)).toEqual(DEFAULT_FEEDBACK);
  });
});
