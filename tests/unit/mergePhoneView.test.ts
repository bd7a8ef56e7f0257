/**
 * The phone renders its two parts put together field by field (issue 29: a spread cost 14 us a view).
 * Here: every field of the shared part reaches the view, and the own part shows only where it belongs.
 */
import { describe, expect, it } from 'vitest';
import { GameState, type PhoneOwn, type PhoneShared } from '@shared/index';
import { mergePhoneView } from '@shared/model/phoneView';
import { phoneSharedSchema } from '@shared/wire/phonePayloads';
import { revealShared } from '../support/phoneParts';

const shared: PhoneShared = { ...revealShared(), breakMessage: null };

const own: PhoneOwn = {
  name: 'Ada',
  team: null,
  myWish: 'Be happy',
  answer: { questionNumber: 2, value: 1 },
  ranking: {
    questionNumber: 2,
    answered: true,
    correct: true,
    points: 800,
    score: 2400,
    rank: 3,
    above: { player_name: 'Bo', score: 2500, rank: 2 },
    below: null,
  },
};

describe('mergePhoneView', () => {
  it('carries every field of the shared part, as it is', () => {
    const view = mergePhoneView(shared, own);
    for (const key of Object.keys(phoneSharedSchema.shape) as (keyof PhoneShared)[]) {
      expect(key in view, key).toBe(true);
      expect(view[key], key).toBe(shared[key]);
    }
  });

  it('shows the result at the reveal, and the answer given', () => {
    const view = mergePhoneView(shared, own);
    expect(view).toMatchObject({
      audience: 'player',
      playerState: GameState.SHOW_CORRECT_ANSWER,
      name: 'Ada',
      myAnswer: 1,
      result: { answered: true, correct: true, points: 800, total: 2400, rank: 3 },
      neighbours: null,
    });
    expect('myWish' in view).toBe(false);
    expect('namePending' in view).toBe(false);
  });

  it('shows a phone that has not joined as new, with nothing of its own', () => {
    const view = mergePhoneView(shared, null);
    expect(view).toMatchObject({ playerState: GameState.NEW, name: null, myAnswer: null, result: null });
  });

  it('shows no answer or result of another question', () => {
    const view = mergePhoneView({ ...shared, questionNumber: 3 }, own);
    expect(view.myAnswer).toBeNull();
    expect(view.result).toBeNull();
  });

  it('shows the neighbours on a leaderboard, the wish in a break and a pending name', () => {
    const view = mergePhoneView(
      { ...shared, state: GameState.SHOW_LEADERBOARD, breakMessage: 'Cake!' },
      { ...own, namePending: true },
    );
    expect(view.neighbours).toEqual({
      above: { player_name: 'Bo', score: 2500, rank: 2 },
      me: { player_name: 'Ada', score: 2400, rank: 3 },
      below: null,
    });
    expect(view.myWish).toBe('Be happy');
    expect(view.namePending).toBe(true);
    expect(view.myAnswer).toBeNull();
  });

  it('shows only the name while the podium is revealed', () => {
    const view = mergePhoneView({ ...shared, state: GameState.SHOW_FINAL_RESULTS_SHOW_1 }, own);
    expect(view).toMatchObject({ name: 'Ada', myAnswer: null, result: null, team: null, neighbours: null });
    expect(view.playerState).toBe(GameState.SHOW_FINAL_RESULTS_SHOW_1);
  });
});
