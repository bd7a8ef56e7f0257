/**
 * The operator's sound settings (issue 17): master, music and effects volumes, mute and "quiet".
 * Validated at the edge, journaled (a restart keeps them), kept across a reset, sent to the big screen
 * and the operator only: a phone plays nothing, so its message does not grow.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  ClientEvent,
  DEFAULT_SOUND_SETTINGS,
  SOUND_SETTINGS_MESSAGE,
  operatorViewSchema,
  screenViewSchema,
  type Quiz,
  type SoundSettings,
} from '@shared/index';
import { Game } from '../../src/main/server/engine/game';
import { GameSession } from '../../src/main/server/game/session';
import { createCommand, replayGame } from '../../src/main/server/game/replay';
import { ViewContext } from '../../src/main/server/game/views';
import { parseRecord } from '../../src/main/server/storage/journalRecord';
import { testQuiz, twoOptionQuestions } from '../support/quizzes';
import { dispatchedSocket, type ListeningSocket, type SocketRole } from '../support/dispatchedSocket';
import { useSessions } from '../support/sessions';

const T0 = 1_700_000_000_000;
const LOUD: SoundSettings = { master: 100, music: 35, effects: 0, muted: false, quiet: true };

function quiz(): Quiz {
  return testQuiz({ version: 3, title: 'Sound', questions: twoOptionQuestions() });
}

let gameNo = 0;
const disk = useSessions('sound', () => ({ quiz: quiz(), clock: () => T0, newGameId: () => `g${++gameNo}` }));
const start = (): Promise<GameSession> => disk.start();

function views(game: ConstructorParameters<typeof ViewContext>[0]) {
  const context = new ViewContext(game, T0);
  const guest = game.activePlayers()[0];
  return { screen: context.screen(), operator: context.operator(), phone: context.player(guest) };
}

function connect(role: SocketRole, session: GameSession): ListeningSocket {
  return dispatchedSocket(role, { session });
}

const newGame = (): Game => new Game(createCommand({ quiz: quiz(), newGameId: () => 'g' }, T0));

describe('the engine', () => {
  it('starts with the default settings and applies a sound command, whatever the step', () => {
    const game = newGame();
    expect(game.soundSettings).toEqual(DEFAULT_SOUND_SETTINGS);
    expect(game.apply({ type: 'sound', at: T0 + 1, settings: LOUD })).toEqual({ ok: true });
    expect(game.soundSettings).toEqual(LOUD);
    expect(game.lastEventAt).toBe(T0 + 1);
    game.apply({ type: 'advance', at: T0 + 2, from: game.state, cause: 'operator' });
    expect(game.check({ type: 'sound', at: T0 + 3, settings: DEFAULT_SOUND_SETTINGS }).ok).toBe(true);
    game.apply({ type: 'sound', at: T0 + 3, settings: { ...LOUD, muted: true } });
    expect(game.soundSettings.muted).toBe(true);
  });

  it('keeps its own copy: changing the command afterwards changes nothing', () => {
    const game = newGame();
    const settings = { ...LOUD };
    game.apply({ type: 'sound', at: T0, settings });
    settings.master = 1;
    expect(game.soundSettings.master).toBe(100);
  });

  it('replays the settings from the journal; an old journal without them replays with the defaults', () => {
    const create = createCommand({ quiz: quiz(), newGameId: () => 'g' }, T0);
    const replayed = replayGame([create, { type: 'sound', at: T0 + 5, settings: LOUD }], () => undefined);
    expect(replayed?.soundSettings).toEqual(LOUD);
    expect(replayGame([create], () => undefined)?.soundSettings).toEqual(DEFAULT_SOUND_SETTINGS);
  });

  it('a new game keeps the settings of the game before (a reset)', () => {
    const old = newGame();
    old.apply({ type: 'sound', at: T0, settings: LOUD });
    const create = createCommand({ quiz: quiz(), newGameId: () => 'g2' }, T0 + 10, old);
    expect(create.soundSettings).toEqual(LOUD);
    expect(new Game(create).soundSettings).toEqual(LOUD);
  });
});

describe('the journal line', () => {
  it('accepts a sound command and a create with or without settings; refuses bad ones', () => {
    const line = (settings: unknown): string => JSON.stringify({ type: 'sound', at: 1, settings });
    expect(parseRecord(line(LOUD)).ok).toBe(true);
    expect(parseRecord(line({ ...LOUD, master: 101 })).ok).toBe(false);
    expect(parseRecord(line({ ...LOUD, music: 2.5 })).ok).toBe(false);
    expect(parseRecord(line({ ...LOUD, quiet: 'yes' })).ok).toBe(false);
    expect(parseRecord(line({ master: 50 })).ok).toBe(false);
    const create = createCommand({ quiz: quiz(), newGameId: () => 'g' }, T0);
    expect(parseRecord(JSON.stringify(create)).ok).toBe(true);
    expect(parseRecord(JSON.stringify({ ...create, soundSettings: LOUD })).ok).toBe(true);
    expect(parseRecord(JSON.stringify({ ...create, soundSettings: { ...LOUD, effects: -1 } })).ok).toBe(
      false,
    );
  });
});

describe('the views', () => {
  it('carry the settings to the screen and the operator, never to a phone', () => {
    const game = newGame();
    game.apply({ type: 'join', at: T0, playerId: '1', token: 't1', name: 'Ann' });
    game.apply({ type: 'sound', at: T0, settings: LOUD });
    const shown = views(game);
    expect(shown.screen.sound).toEqual(LOUD);
    expect(shown.operator.sound).toEqual(LOUD);
    expect(screenViewSchema.parse(shown.screen).sound).toEqual(LOUD);
    expect(operatorViewSchema.parse(shown.operator).sound).toEqual(LOUD);
    expect(shown.phone).not.toHaveProperty('sound');
    expect(JSON.stringify(shown.phone)).not.toMatch(/"sound"|"muted"|"quiet"/);
  });

  it("a view's settings are a copy: a later command does not change a view already made", () => {
    const game = newGame();
    const before = views(game).screen.sound;
    game.apply({ type: 'sound', at: T0, settings: LOUD });
    expect(before).toEqual(DEFAULT_SOUND_SETTINGS);
  });
});

describe('the setSound event', () => {
  it('the operator sets the settings; the views follow', async () => {
    const session = await start();
    const operator = connect('operator', session);
    operator.send(ClientEvent.setSound, LOUD);
    await session.idle();
    expect(views(session.current).screen.sound).toEqual(LOUD);
    expect(operator.got('actionRejected')).toEqual([]);
  });

  it('refuses a malformed payload with the message, and nothing changes', async () => {
    const session = await start();
    const operator = connect('operator', session);
    const bad = [
      { ...LOUD, master: 101 },
      { ...LOUD, music: -1 },
      { ...LOUD, effects: 50.5 },
      { ...LOUD, master: '50' },
      { ...LOUD, muted: 'true' },
      { ...LOUD, extra: 1 },
      { master: 50 },
      'loud',
      null,
    ];
    for (const payload of bad) operator.send(ClientEvent.setSound, payload);
    await session.idle();
    const refusals = operator.got('actionRejected');
    expect(refusals).toHaveLength(bad.length);
    for (const r of refusals) expect(r).toEqual({ event: 'setSound', msg: SOUND_SETTINGS_MESSAGE });
    expect(session.current.soundSettings).toEqual(DEFAULT_SOUND_SETTINGS);
  });

  it('only the operator may send it', async () => {
    const session = await start();
    for (const role of ['guest', 'screen'] as const) {
      const socket = connect(role, session);
      socket.send(ClientEvent.setSound, LOUD);
      expect(socket.got('actionRejected')).toEqual([
        { event: 'setSound', msg: 'Only the operator can do that.' },
      ]);
    }
    await session.idle();
    expect(session.current.soundSettings).toEqual(DEFAULT_SOUND_SETTINGS);
  });

  it('survives a restart (journaled) and is kept across a reset', async () => {
    const first = await start();
    await first.command({ type: 'sound', settings: LOUD });
    const second = await disk.restart(first);
    expect(second.current.soundSettings).toEqual(LOUD);
    const gameId = second.current.id;
    await second.reset();
    expect(second.current.id).not.toBe(gameId);
    expect(views(second.current).screen.sound).toEqual(LOUD);
    const third = await disk.restart(second);
    expect(third.current.soundSettings).toEqual(LOUD);
  });
});

vi.setConfig({ testTimeout: 20_000 });
