import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  actionRejectedSchema,
  answerRejectedSchema,
  chooseInterfaceSchema,
  emptyPayloadSchema,
  handshakeAuthSchema,
  joinedGameSchema,
  joinGameSchema,
  kickPlayerSchema,
  leaderboardEntrySchema,
  messageSchema,
  requestNextStateSchema,
  resetgsSchema,
  sessionEndedSchema,
  timerSchema,
  updateAnsweredCountSchema,
  updateConfigSchema,
  updatePlayersSchema,
  userAnsweredQuestionSchema,
  userAnsweredSchema,
  usernameOf,
} from '@shared/wire/payloads';

const ok = (schema: z.ZodType, value: unknown): boolean => schema.safeParse(value).success;
/** A payload as Socket.IO delivers it: parsed from JSON, so `__proto__` is an own key. */
const fromJson = (text: string): unknown => JSON.parse(text);
const HUGE = 'x'.repeat(1_000_000);

describe('joinGame payload', () => {
  it('accepts the username as a plain string or as { username }', () => {
    expect(joinGameSchema.parse('Anna')).toBe('Anna');
    expect(joinGameSchema.parse({ username: 'Anna' })).toEqual({ username: 'Anna' });
    expect(usernameOf('Anna')).toBe('Anna');
    expect(usernameOf({ username: 'Bob' })).toBe('Bob');
  });

  it('leaves name rules (empty, length) to checkName but caps the raw size at 200', () => {
    expect(ok(joinGameSchema, '')).toBe(true);
    expect(ok(joinGameSchema, 'x'.repeat(200))).toBe(true);
    expect(ok(joinGameSchema, 'x'.repeat(201))).toBe(false);
    expect(ok(joinGameSchema, HUGE)).toBe(false);
    expect(ok(joinGameSchema, { username: 'x'.repeat(201) })).toBe(false);
    expect(ok(joinGameSchema, { username: HUGE })).toBe(false);
  });

  it.each([
    ['number', 42],
    ['null', null],
    ['undefined', undefined],
    ['boolean', true],
    ['array', ['Anna']],
    ['empty object', {}],
    ['username as number', { username: 42 }],
    ['username as null', { username: null }],
    ['other key', { name: 'Anna' }],
    ['extra key', { username: 'Anna', admin: true }],
  ])('rejects %s', (_label, payload) => {
    expect(ok(joinGameSchema, payload)).toBe(false);
  });

  it('rejects a __proto__ key', () => {
    expect(ok(joinGameSchema, fromJson('{"username":"Anna","__proto__":{"admin":true}}'))).toBe(false);
  });
});

describe('userAnsweredQuestion payload', () => {
  it('accepts the original shape and the minimal one', () => {
    expect(
      userAnsweredQuestionSchema.parse({ name: 'Anna', questionNo: 2, answer: 3, correct: true }),
    ).toEqual({
      name: 'Anna',
      questionNo: 2,
      answer: 3,
      correct: true,
    });
    expect(userAnsweredQuestionSchema.parse({ questionNo: 0, answer: 0 })).toEqual({
      questionNo: 0,
      answer: 0,
    });
  });

  it('accepts every answer index 0..3', () => {
    for (const answer of [0, 1, 2, 3])
      expect(ok(userAnsweredQuestionSchema, { questionNo: 0, answer })).toBe(true);
  });

  it.each([
    // A number like 4, -1 or 1.5 is a fine `closest` guess: the engine refuses it for an option kind.
    ['answer as an empty order', { questionNo: 0, answer: [] }],
    ['answer as an order of six', { questionNo: 0, answer: [0, 1, 2, 3, 4, 4] }],
    ['answer as an order with a fraction', { questionNo: 0, answer: [0, 1.5, 2] }],
    ['answer NaN', { questionNo: 0, answer: NaN }],
    ['answer Infinity', { questionNo: 0, answer: Infinity }],
    ['answer as string', { questionNo: 0, answer: '1' }],
    ['answer null', { questionNo: 0, answer: null }],
    ['answer huge', { questionNo: 0, answer: 1e300 }],
    ['questionNo -1', { questionNo: -1, answer: 0 }],
    ['questionNo 0.5', { questionNo: 0.5, answer: 0 }],
    ['questionNo NaN', { questionNo: NaN, answer: 0 }],
    ['questionNo -Infinity', { questionNo: -Infinity, answer: 0 }],
    ['questionNo too large', { questionNo: 1001, answer: 0 }],
    ['questionNo as string', { questionNo: '0', answer: 0 }],
    ['missing questionNo', { answer: 0 }],
    ['missing answer', { questionNo: 0 }],
    ['extra field', { questionNo: 0, answer: 0, points: 1000 }],
    ['correct as string', { questionNo: 0, answer: 0, correct: 'yes' }],
    ['name as number', { questionNo: 0, answer: 0, name: 7 }],
    ['huge name', { questionNo: 0, answer: 0, name: HUGE }],
    ['a plain number', 1],
    ['a string', '1'],
    ['null', null],
    ['undefined', undefined],
    ['an array', [0, 1]],
  ])('rejects %s', (_label, payload) => {
    expect(ok(userAnsweredQuestionSchema, payload)).toBe(false);
  });

  it('rejects __proto__ and constructor keys', () => {
    expect(
      ok(userAnsweredQuestionSchema, fromJson('{"questionNo":0,"answer":1,"__proto__":{"correct":true}}')),
    ).toBe(false);
    expect(ok(userAnsweredQuestionSchema, fromJson('{"questionNo":0,"answer":1,"constructor":{}}'))).toBe(
      false,
    );
  });

  it('does not pollute Object.prototype when parsing a __proto__ payload', () => {
    userAnsweredQuestionSchema.safeParse(
      fromJson('{"questionNo":0,"answer":1,"__proto__":{"polluted":true}}'),
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('requestNextState payload', () => {
  it('accepts nothing, null, {} and { from: 0..12 }', () => {
    expect(ok(requestNextStateSchema, undefined)).toBe(true);
    expect(ok(requestNextStateSchema, null)).toBe(true);
    expect(ok(requestNextStateSchema, {})).toBe(true);
    for (let from = 0; from <= 12; from++) expect(ok(requestNextStateSchema, { from })).toBe(true);
    expect(requestNextStateSchema.parse({ from: 5 })).toEqual({ from: 5 });
  });

  it.each([
    ['from 13', { from: 13 }],
    ['from -1', { from: -1 }],
    ['from 2.5', { from: 2.5 }],
    ['from NaN', { from: NaN }],
    ['from as string', { from: '5' }],
    ['from null', { from: null }],
    ['extra key', { from: 5, skip: true }],
    ['a bare number', 5],
    ['a string', 'next'],
    ['an array', []],
  ])('rejects %s', (_label, payload) => {
    expect(ok(requestNextStateSchema, payload)).toBe(false);
  });

  it('rejects a __proto__ key', () => {
    expect(ok(requestNextStateSchema, fromJson('{"__proto__":{"from":5}}'))).toBe(false);
  });
});

describe('empty payloads (pauseTimer, resumeTimer)', () => {
  it('accepts nothing, null and {}', () => {
    expect(ok(emptyPayloadSchema, undefined)).toBe(true);
    expect(ok(emptyPayloadSchema, null)).toBe(true);
    expect(ok(emptyPayloadSchema, {})).toBe(true);
  });

  it('rejects anything with content', () => {
    for (const payload of [{ a: 1 }, 'reset', 0, false, [], [1], fromJson('{"__proto__":{}}')]) {
      expect(ok(emptyPayloadSchema, payload), JSON.stringify(payload)).toBe(false);
    }
  });
});

describe('resetgs payload', () => {
  it('names the game it resets', () => {
    expect(resetgsSchema.parse({ gameId: 'game-2024-07-28' })).toEqual({ gameId: 'game-2024-07-28' });
  });

  it('refuses the payload-less form and anything else: a reset must say which game it saw', () => {
    for (const payload of [undefined, null, {}, { gameId: '' }, { gameId: 3 }, { gameId: 'g', x: 1 }, 'g']) {
      expect(ok(resetgsSchema, payload), JSON.stringify(payload)).toBe(false);
    }
    expect(ok(resetgsSchema, { gameId: 'x'.repeat(201) })).toBe(false);
  });
});

describe('kickPlayer payload', () => {
  it('accepts a player id', () => {
    expect(kickPlayerSchema.parse({ playerId: '3' })).toEqual({ playerId: '3' });
    expect(ok(kickPlayerSchema, { playerId: 'x'.repeat(64) })).toBe(true);
  });

  it('rejects empty, long, non-string ids and extra keys', () => {
    expect(ok(kickPlayerSchema, { playerId: '' })).toBe(false);
    expect(ok(kickPlayerSchema, { playerId: 'x'.repeat(65) })).toBe(false);
    expect(ok(kickPlayerSchema, { playerId: 3 })).toBe(false);
    expect(ok(kickPlayerSchema, { playerId: '3', all: true })).toBe(false);
    expect(ok(kickPlayerSchema, {})).toBe(false);
    expect(ok(kickPlayerSchema, '3')).toBe(false);
    expect(ok(kickPlayerSchema, fromJson('{"playerId":"3","__proto__":{}}'))).toBe(false);
  });
});

describe('updateConfig payload', () => {
  it('accepts any subset of valid timings', () => {
    expect(updateConfigSchema.parse({})).toEqual({});
    expect(updateConfigSchema.parse({ answerSeconds: 30 })).toEqual({ answerSeconds: 30 });
    expect(
      updateConfigSchema.parse({ countdownSeconds: 30, questionSeconds: 60, answerSeconds: 300 }),
    ).toEqual({ countdownSeconds: 30, questionSeconds: 60, answerSeconds: 300 });
    expect(ok(updateConfigSchema, { countdownSeconds: 1, questionSeconds: 1, answerSeconds: 1 })).toBe(true);
  });

  it.each([
    ['zero seconds', { answerSeconds: 0 }],
    ['negative', { questionSeconds: -3 }],
    ['fractional', { answerSeconds: 1.5 }],
    ['NaN', { answerSeconds: NaN }],
    ['Infinity', { answerSeconds: Infinity }],
    ['answer too long', { answerSeconds: 301 }],
    ['question too long', { questionSeconds: 61 }],
    ['countdown too long', { countdownSeconds: 31 }],
    ['string', { answerSeconds: '20' }],
    ['unknown key', { answerSeconds: 20, leaderboardSeconds: 5 }],
    ['null', null],
    ['a number', 20],
  ])('rejects %s', (_label, payload) => {
    expect(ok(updateConfigSchema, payload)).toBe(false);
  });

  it('rejects a __proto__ key', () => {
    expect(ok(updateConfigSchema, fromJson('{"__proto__":{"answerSeconds":1}}'))).toBe(false);
  });
});

describe('chooseInterface payload', () => {
  it('accepts an interface name and rejects anything else', () => {
    expect(ok(chooseInterfaceSchema, { interfaceName: 'eth0' })).toBe(true);
    expect(ok(chooseInterfaceSchema, { interfaceName: '' })).toBe(false);
    expect(ok(chooseInterfaceSchema, { interfaceName: 'x'.repeat(101) })).toBe(false);
    expect(ok(chooseInterfaceSchema, { interfaceName: 'eth0', x: 1 })).toBe(false);
    expect(ok(chooseInterfaceSchema, 'eth0')).toBe(false);
  });
});

describe('handshake auth', () => {
  it('accepts a token, an operator key, a role or nothing', () => {
    expect(ok(handshakeAuthSchema, {})).toBe(true);
    expect(ok(handshakeAuthSchema, { token: 'abc' })).toBe(true);
    expect(ok(handshakeAuthSchema, { operatorKey: 'secret', role: 'operator' })).toBe(true);
    expect(ok(handshakeAuthSchema, { role: 'screen' })).toBe(true);
  });

  it('rejects oversized secrets, wrong types and unknown roles', () => {
    expect(ok(handshakeAuthSchema, { token: 'x'.repeat(101) })).toBe(false);
    expect(ok(handshakeAuthSchema, { operatorKey: 'x'.repeat(201) })).toBe(false);
    expect(ok(handshakeAuthSchema, { token: 5 })).toBe(false);
    expect(ok(handshakeAuthSchema, { role: 'admin' })).toBe(false);
    expect(ok(handshakeAuthSchema, 'token')).toBe(false);
  });
});

describe('server-to-client payloads', () => {
  it('joinedGame carries username and token', () => {
    expect(ok(joinedGameSchema, { username: 'Anna', token: 't' })).toBe(true);
    expect(ok(joinedGameSchema, { username: 'Anna' })).toBe(false);
  });

  it('joinGameError and other messages carry msg', () => {
    expect(ok(messageSchema, { msg: 'Please enter your name!' })).toBe(true);
    expect(ok(messageSchema, {})).toBe(false);
    expect(ok(actionRejectedSchema, { event: 'requestNextState', msg: 'no' })).toBe(true);
    expect(ok(answerRejectedSchema, { questionNo: null, msg: 'no' })).toBe(true);
    expect(ok(answerRejectedSchema, { questionNo: 1.5, msg: 'no' })).toBe(false);
  });

  it('sessionEnded has a known reason', () => {
    expect(ok(sessionEndedSchema, { reason: 'kicked', msg: 'bye' })).toBe(true);
    expect(ok(sessionEndedSchema, { reason: 'reset', msg: 'bye' })).toBe(true);
    expect(ok(sessionEndedSchema, { reason: 'unknownToken', msg: 'bye' })).toBe(true);
    expect(ok(sessionEndedSchema, { reason: 'bored', msg: 'bye' })).toBe(false);
  });

  it('leaderboard entries have player_name, integer score and rank >= 1', () => {
    expect(ok(leaderboardEntrySchema, { player_name: 'Anna', score: 1000, rank: 1 })).toBe(true);
    expect(ok(leaderboardEntrySchema, { player_name: 'Anna', score: 1000, rank: 0 })).toBe(false);
    expect(ok(leaderboardEntrySchema, { player_name: 'Anna', score: 10.5, rank: 1 })).toBe(false);
    expect(ok(leaderboardEntrySchema, { name: 'Anna', score: 1, rank: 1 })).toBe(false);
  });

  it('the timer carries deadline and serverNow (deadline may be null)', () => {
    expect(
      ok(timerSchema, { deadline: 1000, serverNow: 10, durationMs: 3000, pausedRemainingMs: null }),
    ).toBe(true);
    expect(
      ok(timerSchema, { deadline: null, serverNow: 10, durationMs: null, pausedRemainingMs: null }),
    ).toBe(true);
    expect(ok(timerSchema, { deadline: null, durationMs: null, pausedRemainingMs: null })).toBe(false);
  });

  it('updatePlayers allows at most 30 recent names', () => {
    const names = Array.from({ length: 30 }, (_, i) => `p${i}`);
    expect(ok(updatePlayersSchema, { playerCount: 30, recentPlayers: names })).toBe(true);
    expect(ok(updatePlayersSchema, { playerCount: 31, recentPlayers: [...names, 'x'] })).toBe(false);
  });

  it('updateAnsweredCount and userAnswered have integer counts', () => {
    expect(ok(updateAnsweredCountSchema, { questionNumber: 0, answeredCount: 2, playerCount: 3 })).toBe(true);
    expect(ok(updateAnsweredCountSchema, { questionNumber: 0, answeredCount: -1, playerCount: 3 })).toBe(
      false,
    );
    expect(ok(userAnsweredSchema, { questionNo: 0, answer: 2 })).toBe(true);
    expect(ok(userAnsweredSchema, { questionNo: 0 })).toBe(false);
  });
});
