import { describe, expect, it } from 'vitest';
import { GameState } from '@shared/gameState';
import { checkName, NAME_MESSAGES } from '@shared/names';
import type { PlayerView } from '@shared/payloads';
import {
  joinErrorWords,
  NAME_HELP,
  nameProblemWords,
  RESET_NOTICE,
  sessionEndedWords,
} from '../../src/renderer/src/features/player/joinWords';
import { screenKey } from '../../src/renderer/src/features/player/screenKey';

describe('the join form says what is wrong with a name (issue 15)', () => {
  it("uses the seed's exact texts, each followed by the help", () => {
    expect(nameProblemWords('empty')).toEqual({
      message: 'Please enter your name!',
      help: 'Up to 10 letters',
    });
    expect(nameProblemWords('tooLong')).toEqual({
      message: 'Please enter a shorter name',
      help: 'Up to 10 letters',
    });
    expect(NAME_HELP).toBe('Up to 10 letters');
  });

  it('only a hidden character is refused, and says so: hyphens, apostrophes and emoji are fine', () => {
    for (const name of ['Ann-Marie', "O'Neil", 'Zoë 🎉', 'J.-P.']) expect(checkName(name)).toBeNull();
    expect(checkName('An\u202Ena')).toBe('badCharacters');
    expect(nameProblemWords('badCharacters')).toEqual({ message: NAME_MESSAGES.badCharacters, help: null });
    expect(NAME_MESSAGES.badCharacters).not.toMatch(/only letters/);
  });

  it("words the server's refusals as the form would; others as the server says them", () => {
    expect(joinErrorWords(NAME_MESSAGES.empty)).toEqual(nameProblemWords('empty'));
    expect(joinErrorWords(NAME_MESSAGES.tooLong)).toEqual(nameProblemWords('tooLong'));
    expect(joinErrorWords(NAME_MESSAGES.badCharacters)).toEqual(nameProblemWords('badCharacters'));
    const taken = NAME_MESSAGES.taken('Ann');
    expect(joinErrorWords(taken)).toEqual({ message: taken, help: null });
  });

  it('says why the guest is back at the join form', () => {
    expect(sessionEndedWords({ reason: 'reset', msg: 'A new game has started. Join again!' })).toBe(
      'A new game has started — join again',
    );
    expect(RESET_NOTICE).toBe('A new game has started — join again');
    expect(sessionEndedWords({ reason: 'kicked', msg: 'The host removed you from the game.' })).toBe(
      'The host removed you from the game.',
    );
  });
});

describe('each new phone screen (to start it at the top and announce it)', () => {
  const view = (over: Partial<PlayerView>): PlayerView =>
    ({
      playerState: GameState.SHOW_QUESTION_OPTIONS,
      questionNumber: 2,
      breakMessage: null,
      ...over,
    }) as PlayerView;

  it('differs per state, per question and for a break; not for the same screen again', () => {
    const answering = screenKey(view({}), null);
    expect(screenKey(view({}), null)).toBe(answering);
    expect(screenKey(view({ questionNumber: 3 }), null)).not.toBe(answering);
    expect(screenKey(view({ playerState: GameState.SHOW_CORRECT_ANSWER }), null)).not.toBe(answering);
    expect(screenKey(view({ breakMessage: 'Cake!' }), null)).not.toBe(answering);
    expect(screenKey(null, null)).toBe('connecting');
  });

  it('an answer the server confirmed is the "Answer submitted" screen at once', () => {
    const confirmed = { questionNo: 2, answer: 1, delivery: 'confirmed' as const };
    expect(screenKey(view({}), confirmed)).toBe(screenKey(view({ playerState: GameState.ANSWERED }), null));
  });

  it('"Sending…" is a screen of its own: back from it, the answering view explains a refusal', () => {
    const sending = { questionNo: 2, answer: 1, delivery: 'sending' as const };
    expect(screenKey(view({}), sending)).not.toBe(screenKey(view({}), null));
  });
});
