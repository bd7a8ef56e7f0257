import { describe, expect, it } from 'vitest';
import { GameState } from '@shared/model/gameState';
import { checkName, LOBBY_LOCKED_MESSAGE, NAME_MESSAGES } from '@shared/model/names';
import type { PlayerView } from '@shared/wire/payloads';
import {
  joinErrorWords,
  nameProblemWords,
  sessionEndedWords,
} from '../../src/renderer/src/features/player/join/joinWords';
import { screenKey } from '../../src/renderer/src/features/player/screenKey';
import { iso, phoneT, shown } from './phoneT';

const t = await phoneT('en');
const es = await phoneT('es');

describe('the join form says what is wrong with a name (issue 15)', () => {
  it("uses the seed's exact texts, each followed by the help", () => {
    expect(nameProblemWords(t, 'empty')).toEqual({
      message: 'Please enter your name!',
      help: 'Up to 10 letters',
    });
    expect(nameProblemWords(t, 'tooLong')).toEqual({
      message: 'Please enter a shorter name',
      help: 'Up to 10 letters',
    });
  });

  it('only a hidden character is refused, and says so: hyphens, apostrophes and emoji are fine', () => {
    for (const name of ['Ann-Marie', "O'Neil", 'Zoë 🎉', 'J.-P.']) expect(checkName(name)).toBeNull();
    expect(checkName('An\uE000na')).toBe('badCharacters');
    expect(nameProblemWords(t, 'badCharacters')).toEqual({
      message: NAME_MESSAGES.badCharacters,
      help: null,
    });
    expect(NAME_MESSAGES.badCharacters).not.toMatch(/only letters/);
  });

  it("words the server's refusals by their code, as the form would; a code it does not know in English", () => {
    for (const problem of ['empty', 'tooLong', 'badCharacters'] as const) {
      const refusal = { code: 'nameInvalid', params: { problem }, msg: NAME_MESSAGES[problem] };
      expect(joinErrorWords(t, refusal)).toEqual(nameProblemWords(t, problem));
    }
    const taken = { code: 'nameTaken', params: { name: 'Ann' }, msg: NAME_MESSAGES.taken('Ann') };
    // The name is isolated (bidi) inside the sentence: shown without the marks, as the server's English.
    expect(joinErrorWords(t, taken)).toEqual({ message: NAME_MESSAGES.taken(iso('Ann')), help: null });
    expect(shown(joinErrorWords(t, taken).message)).toBe(NAME_MESSAGES.taken('Ann'));
    expect(joinErrorWords(es, taken).message).toBe(
      `«${iso('Ann')}» ya está cogido. Añade una inicial o elige otro nombre.`,
    );
    expect(joinErrorWords(es, { code: 'somethingNew', msg: 'Newer server' }).message).toBe('Newer server');
    expect(joinErrorWords(es, { msg: 'Old server' }).message).toBe('Old server');
  });

  it("words issue 18's refusals: a flood, a wide character, a rude name, a locked lobby, a full quiz", () => {
    const refusal = (problem: 'flood' | 'wide' | 'offensive') => ({
      code: 'nameInvalid',
      params: { problem },
      msg: NAME_MESSAGES[problem],
    });
    for (const problem of ['flood', 'wide', 'offensive'] as const) {
      expect(joinErrorWords(t, refusal(problem))).toEqual({ message: NAME_MESSAGES[problem], help: null });
    }
    expect(joinErrorWords(es, refusal('offensive')).message).toBe(
      'Mantengamos el buen ambiente: elige otro nombre, por favor.',
    );
    const locked = { code: 'lobbyLocked', msg: LOBBY_LOCKED_MESSAGE };
    expect(joinErrorWords(t, locked).message).toBe(LOBBY_LOCKED_MESSAGE);
    expect(joinErrorWords(es, locked).message).toBe(
      'El concurso ya no admite jugadores nuevos: pregunta al DJ.',
    );
    const full = {
      code: 'gameFull',
      params: { count: 120 },
      msg: 'The quiz is full (120 players) — ask the DJ.',
    };
    expect(joinErrorWords(t, full).message).toBe(full.msg);
    expect(joinErrorWords(es, full).message).not.toBe(full.msg);
  });

  it('says why the guest is back at the join form, in their language', () => {
    expect(sessionEndedWords(t, { reason: 'reset', msg: 'A new game has started. Join again!' })).toBe(
      'A new game has started — join again',
    );
    expect(sessionEndedWords(t, { reason: 'kicked', msg: 'The host removed you from the game.' })).toBe(
      'The host removed you from the game.',
    );
    expect(sessionEndedWords(es, { reason: 'kicked', msg: 'The host removed you from the game.' })).toBe(
      'El anfitrión te ha quitado del juego.',
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
