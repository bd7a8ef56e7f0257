/**
 * The engine's commands are one table (src/main/server/commands/commandTable.ts): each command's journal
 * schema, from which the engine's `Command` type is inferred, so a command cannot exist without the
 * schema its journal lines are read by. `SAMPLES` below is typed over every command type, so a new
 * command needs a sample here too, and every sample must read back as written; a sample of a command
 * the table does not have fails the type-check here:
 *
 *   error TS2353: Object literal may only specify known properties, and 'shout' does not exist in type
 *   '{ create: …; join: …; …; approvePlayer: … }'.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Command } from '../../src/main/server/engine/types';
import { COMMAND_SCHEMAS } from '../../src/main/server/commands/commandTable';
import { parseRecord } from '../../src/main/server/storage/journalRecord';
import { DEFAULT_LOBBY_SETTINGS } from '../../src/shared/wire/lobbyRules';
import { DEFAULT_SOUND_SETTINGS } from '../../src/shared/model/soundMoments';
import { DEFAULT_VENUE_SETTINGS } from '../../src/shared/wire/venue';
import { testQuiz, TEST_TIMINGS } from '../support/quizzes';

type CommandType = Command['type'];

/** One journal line of every command type, as the server writes it. */
const SAMPLES: { [K in CommandType]: Extract<Command, { type: K }> } = {
  create: {
    type: 'create',
    at: 1,
    gameId: 'g1',
    quiz: testQuiz(),
    timings: TEST_TIMINGS,
    approveNames: true,
  },
  join: {
    type: 'join',
    at: 2,
    playerId: '1',
    token: 't1',
    name: 'Anna 💍',
    address: '192.168.1.20',
    team: 3,
  },
  answer: { type: 'answer', at: 3, playerId: '1', questionNo: 0, answer: [2, 0, 1] },
  advance: { type: 'advance', at: 4, from: 5, cause: 'allAnswered', waiting: ['2'] },
  pause: { type: 'pause', at: 5 },
  resume: { type: 'resume', at: 6 },
  kick: { type: 'kick', at: 7, playerId: '2', block: true, address: '192.168.1.21' },
  config: { type: 'config', at: 8, timings: { answerSeconds: 30 }, maxPlayers: 300 },
  setQuiz: { type: 'setQuiz', at: 9, quiz: testQuiz() },
  moveTeam: { type: 'moveTeam', at: 10, playerId: '1', team: 4 },
  renameTeam: { type: 'renameTeam', at: 11, team: 4, name: null },
  autopilot: {
    type: 'autopilot',
    at: 12,
    settings: { enabled: true, revealSeconds: 8, leaderboardSeconds: 6 },
  },
  break: { type: 'break', at: 13, message: 'Dinner is served' },
  displayLanguage: { type: 'displayLanguage', at: 14, language: 'pl' },
  sound: { type: 'sound', at: 15, settings: DEFAULT_SOUND_SETTINGS },
  venue: { type: 'venue', at: 16, settings: DEFAULT_VENUE_SETTINGS },
  wish: { type: 'wish', at: 17, playerId: '1', text: 'All the best!' },
  hideWish: { type: 'hideWish', at: 18, playerId: '1', hidden: true },
  wishSlideshow: { type: 'wishSlideshow', at: 19, on: true },
  lobby: { type: 'lobby', at: 20, settings: DEFAULT_LOBBY_SETTINGS },
  renamePlayer: { type: 'renamePlayer', at: 21, playerId: '1', name: 'Annie' },
  approvePlayer: { type: 'approvePlayer', at: 22, playerId: '1' },
  coupleAnswer: { type: 'coupleAnswer', at: 23, questionNo: 0, partner: 1, answer: 0 },
  coupleSettle: { type: 'coupleSettle', at: 24, questionNo: 0, partner: 0, answer: null },
  photo: { type: 'photo', at: 25, playerId: '1', photoId: 'AAAAAAAAAAAAAAAAAAAAAA', bytes: 300_000 },
  photoStatus: { type: 'photoStatus', at: 26, photoId: 'AAAAAAAAAAAAAAAAAAAAAA', status: 'shown' },
  photoDelete: { type: 'photoDelete', at: 27, playerId: '1', photoId: 'AAAAAAAAAAAAAAAAAAAAAA' },
  photoWall: { type: 'photoWall', at: 28, on: true, pinned: null },
  photoSettings: {
    type: 'photoSettings',
    at: 29,
    settings: { enabled: true, approve: false, intervalSeconds: 5, perGuest: 10, albumLimitMb: 500 },
  },
};

describe('the journal reads every command the engine accepts', () => {
  it('has a schema for every command type and no other', () => {
    expectTypeOf<keyof typeof COMMAND_SCHEMAS>().toEqualTypeOf<CommandType>();
    expect(Object.keys(COMMAND_SCHEMAS).sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  for (const [type, command] of Object.entries(SAMPLES)) {
    it(`reads a ${type} line back exactly as written`, () => {
      expect(parseRecord(JSON.stringify(command))).toEqual({ ok: true, command, step: null });
      expect(parseRecord(JSON.stringify({ ...command, step: [5, 1] }))).toEqual({
        ok: true,
        command,
        step: [5, 1],
      });
    });
  }

  it('says which type it does not know, and where a known one is damaged', () => {
    expect(parseRecord('{"type":"shout","at":1}')).toEqual({
      ok: false,
      reason: 'not a valid command at "type": unknown type "shout"',
    });
    expect(parseRecord('{"at":1}')).toEqual({
      ok: false,
      reason: 'not a valid command at "type": unknown type none',
    });
    expect(parseRecord('{"type":"constructor","at":1}')).toMatchObject({ ok: false });
    const noStep = parseRecord(JSON.stringify({ ...SAMPLES.advance, from: 1 }));
    expect(noStep).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^not a valid command at "from"/),
    });
  });
});
