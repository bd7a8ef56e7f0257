/**
 * Issue 18, names people are happy to see on the big screen, over real sockets: hidden and direction
 * characters removed, look-alikes the same name, floods and wide characters refused, rude names refused,
 * the operator's rename, "approve names", the locked lobby and the player cap.
 */
import { describe, expect, it } from 'vitest';
import {
  APPROVE_PLAYER_MESSAGE,
  LOBBY_LOCKED_MESSAGE,
  LOBBY_SETTINGS_MESSAGE,
  NAME_MESSAGES,
  RENAME_PLAYER_MESSAGE,
  gameFullMessage,
  type LobbySettings,
  type OperatorView,
  type PlayerView,
  type ScreenView,
} from '@shared/index';
import { connectOperator, connectScreen, joinPlayer, sleep, TestClient, useTestResources } from './harness';
import { journal } from './journal';
import { restartedAfter, startCast } from './cast';
import { resetGame } from './operatorSteps';

const resources = useTestResources();
const { server, track } = resources;

/** A phone that tries to join with `name`: its refusal, or null when it got in. */
async function tryJoin(
  url: string,
  name: string,
): Promise<{ code?: string; params?: unknown; msg: string } | null> {
  const client = track(await TestClient.connect(url));
  client.emit('joinGame', name);
  const result = await Promise.race([
    client.next('joinedGame').then(() => null),
    client.next('joinGameError'),
  ]);
  return result;
}

/** The big screen's lobby names now: from its last view or its last player update, whichever came last. */
async function screenShows(screen: TestClient, name: string): Promise<void> {
  const names = (): string[] => {
    const view = screen.last('updateState') as ScreenView | undefined;
    const update = screen.last('updatePlayers');
    return [...(view?.recentPlayers ?? []), ...(update?.recentPlayers ?? [])];
  };
  for (let i = 0; i < 100 && !names().includes(name); i++) await sleep(50);
  expect(names()).toContain(name);
}

const lobbyOf = (view: unknown): LobbySettings | undefined => (view as OperatorView).lobby;
const withLobby = (lobby: LobbySettings) => (view: unknown) =>
  JSON.stringify(lobbyOf(view)) === JSON.stringify(lobby);

describe('names are cleaned, and the same name however it is written', () => {
  it.each([
    ['combining grapheme joiner', 'Anna\u034F'],
    ['Arabic letter mark', 'Anna\u061C'],
    ['Khmer vowel inherent', 'Anna\u17B4'],
    ['musical begin beam', 'Anna\u{1D173}'],
    ['interlinear annotation', 'Anna\uFFF9'],
    ['language tag', 'Anna\u{E0001}'],
    ['right-to-left override', '\u202EAnna'],
    ['Cyrillic A', '\u0410nna'],
    ['fullwidth A', '\uFF21nna'],
    ['fraktur', '𝔄𝔫𝔫𝔞'],
  ])('"Anna" with a %s is "already taken"', async (_label, name) => {
    const t = await server();
    track((await joinPlayer(t.url, 'Anna')).client);
    expect(await tryJoin(t.url, name)).toMatchObject({ code: 'nameTaken' });
  });

  it('a direction override is removed from the name the big screen shows', async () => {
    const t = await server();
    const screen = track(await connectScreen(t.url));
    const { client } = await joinPlayer(t.url, '\u202Enna\u2066Bo');
    track(client);
    const view = (await client.next('updateState', (v) => (v as PlayerView).name !== null)) as PlayerView;
    expect(view.name).toBe('nnaBo');
    await screenShows(screen, 'nnaBo');
  });

  it('refuses a flood of combining marks and extra-wide characters, with their codes; CJK and emoji are fine', async () => {
    const t = await server();
    expect(await tryJoin(t.url, 'Z\u0351\u0352\u0353\u0354oe')).toEqual({
      code: 'nameInvalid',
      params: { problem: 'flood' },
      msg: NAME_MESSAGES.flood,
    });
    for (const wide of ['\uFDFD', 'Ann\uA9C5', '\u{12219}']) {
      expect(await tryJoin(t.url, wide)).toEqual({
        code: 'nameInvalid',
        params: { problem: 'wide' },
        msg: NAME_MESSAGES.wide,
      });
    }
    expect(await tryJoin(t.url, '李小龍王大明陈一二三')).toBeNull();
    expect(await tryJoin(t.url, '💍🥂 Zoë')).toBeNull();
    expect(await tryJoin(t.url, 'WWWWWWWWWWW')).toMatchObject({ params: { problem: 'tooLong' } });
  });

  it('refuses an offensive name kindly, in any of our languages; a Scunthorpe is fine', async () => {
    const t = await server();
    for (const rude of ['Fuck', 'fvck you', 'Kurwa', 'Arschloch', 'Enculé', 'ＳＨＩＴ']) {
      expect(await tryJoin(t.url, rude), rude).toEqual({
        code: 'nameInvalid',
        params: { problem: 'offensive' },
        msg: NAME_MESSAGES.offensive,
      });
    }
    expect(await tryJoin(t.url, 'Scunthorpe')).toBeNull();
    expect(await tryJoin(t.url, 'Cassandra')).toBeNull();
    expect((await journal(t)).filter((l) => l.type === 'join')).toHaveLength(2);
  });
});

describe("the operator's rename", () => {
  it('renames a guest: their phone, the big screen and the journal follow', async () => {
    const { t, operator, screen, guest } = await startCast(resources, 'Rudy');
    await screenShows(screen, 'Rudy');
    operator.emit('renamePlayer', { playerId: '1', name: '  Rose\u200B ' });
    expect(
      ((await guest.next('updateState', (v) => (v as PlayerView).name === 'Rose')) as PlayerView).name,
    ).toBe('Rose');
    await screenShows(screen, 'Rose');
    expect((await journal(t)).filter((l) => l.type === 'renamePlayer')).toEqual([
      expect.objectContaining({ playerId: '1', name: '  Rose\u200B ' }),
    ]);
    // The old name is free again, the new one is taken.
    expect(await tryJoin(t.url, 'Rudy')).toBeNull();
    expect(await tryJoin(t.url, 'ROSE')).toMatchObject({ code: 'nameTaken' });
  });

  it('refuses a bad rename with a clear message and changes nothing', async () => {
    const t = await server();
    const operator = track(await connectOperator(t.url));
    track((await joinPlayer(t.url, 'Kim')).client);
    track((await joinPlayer(t.url, 'Lee')).client);
    const refusals: [unknown, string][] = [
      [{ playerId: '1' }, RENAME_PLAYER_MESSAGE],
      [{ playerId: '1', name: 42 }, RENAME_PLAYER_MESSAGE],
      [{ playerId: '1', name: 'x'.repeat(500) }, RENAME_PLAYER_MESSAGE],
      [{ playerId: '1', name: 'Lee' }, NAME_MESSAGES.taken('Lee')],
      [{ playerId: '1', name: '\uFDFD' }, NAME_MESSAGES.wide],
      [{ playerId: '1', name: 'Bartholomew' }, NAME_MESSAGES.tooLong],
      [{ playerId: '1', name: 'Shithead' }, NAME_MESSAGES.offensive],
      [{ playerId: '99', name: 'Nobody' }, 'There is no such player.'],
    ];
    for (const [payload, msg] of refusals) {
      operator.emit('renamePlayer', payload);
      expect(await operator.next('actionRejected'), JSON.stringify(payload)).toEqual({
        event: 'renamePlayer',
        msg,
      });
    }
    const guest = track(await TestClient.connect(t.url));
    guest.emit('renamePlayer', { playerId: '1', name: 'Max' });
    expect(await guest.next('actionRejected')).toEqual({
      event: 'renamePlayer',
      msg: 'Only the operator can do that.',
    });
    await sleep(100);
    expect((await journal(t)).some((l) => l.type === 'renamePlayer')).toBe(false);
  });
});

describe('"approve names"', () => {
  it('new names wait: shown nowhere on the big screen until approved; the phone knows; the guest plays', async () => {
    const t = await server();
    const operator = track(await connectOperator(t.url));
    const screen = track(await connectScreen(t.url));
    await operator.next('updateState');
    operator.emit('setLobby', { locked: false, approveNames: true });
    await operator.next('updateState', withLobby({ locked: false, approveNames: true }));
    const { client: guest } = await joinPlayer(t.url, 'Sketchy');
    track(guest);
    const mine = (await guest.next('updateState', (v) => (v as PlayerView).name !== null)) as PlayerView;
    expect(mine).toMatchObject({ name: 'Sketchy', namePending: true });
    await sleep(200);
    for (const view of screen.all('updateState')) expect(JSON.stringify(view)).not.toContain('Sketchy');
    for (const update of screen.all('updatePlayers')) expect(JSON.stringify(update)).not.toContain('Sketchy');
    await operator.next('updatePlayers', () => operator.playerList().some((p) => p.pending === true));
    expect(operator.playerList()).toEqual([
      expect.objectContaining({ id: '1', name: 'Sketchy', pending: true }),
    ]);

    operator.emit('approvePlayer', { playerId: '1' });
    await screenShows(screen, 'Sketchy');
    const approved = (await guest.next('updateState', (v) => !('namePending' in v))) as PlayerView;
    expect(approved.name).toBe('Sketchy');
    expect((await journal(t)).filter((l) => l.type === 'approvePlayer')).toHaveLength(1);
  });

  it('a waiting guest is counted but not named on the big screen; switching it off shows everyone', async () => {
    const t = await server();
    const operator = track(await connectOperator(t.url));
    await operator.next('updateState');
    operator.emit('setLobby', { locked: false, approveNames: true });
    await operator.next('updateState', withLobby({ locked: false, approveNames: true }));
    track((await joinPlayer(t.url, 'Waiting')).client);
    const screen = track(await connectScreen(t.url));
    const first = (await screen.next('updateState')) as ScreenView;
    expect(first.recentPlayers).toEqual([]);
    expect(first.playerCount).toBe(1);
    operator.emit('setLobby', { locked: false, approveNames: false });
    await screenShows(screen, 'Waiting');
  });

  it('is kept across a restart from the journal and a reset; the lock is not kept across a reset', async () => {
    const both = { locked: true, approveNames: true };
    const again = await restartedAfter(resources, 'setLobby', both, withLobby(both));
    const { before, after } = await resetGame(track(await connectOperator(again.url)));
    expect(before.lobby).toEqual(both);
    expect(after.lobby).toEqual({ locked: false, approveNames: true });
  });

  it('refuses bad settings and an unknown guest; only the operator', async () => {
    const t = await server();
    const operator = track(await connectOperator(t.url));
    for (const bad of [
      { locked: true },
      { locked: 'yes', approveNames: false },
      null,
      { locked: true, approveNames: true, x: 1 },
    ]) {
      operator.emit('setLobby', bad);
      expect(await operator.next('actionRejected')).toEqual({
        event: 'setLobby',
        msg: LOBBY_SETTINGS_MESSAGE,
      });
    }
    operator.emit('approvePlayer', {});
    expect(await operator.next('actionRejected')).toEqual({
      event: 'approvePlayer',
      msg: APPROVE_PLAYER_MESSAGE,
    });
    operator.emit('approvePlayer', { playerId: '7' });
    expect(await operator.next('actionRejected')).toEqual({
      event: 'approvePlayer',
      msg: 'There is no such player.',
    });
    const screen = track(await connectScreen(t.url));
    screen.emit('setLobby', { locked: true, approveNames: false });
    expect(await screen.next('actionRejected')).toMatchObject({ msg: 'Only the operator can do that.' });
    await sleep(100);
    expect((await journal(t)).some((l) => l.type === 'lobby' || l.type === 'approvePlayer')).toBe(false);
  });
});

describe('the locked lobby and the cap', () => {
  it('a locked lobby refuses new guests with its code; a guest rejoining with a token gets in', async () => {
    const t = await server();
    const operator = track(await connectOperator(t.url));
    const { client: kim, token } = await joinPlayer(t.url, 'Kim');
    await operator.next('updateState');
    operator.emit('setLobby', { locked: true, approveNames: false });
    await operator.next('updateState', withLobby({ locked: true, approveNames: false }));
    expect(await tryJoin(t.url, 'Late')).toEqual({ code: 'lobbyLocked', msg: LOBBY_LOCKED_MESSAGE });
    kim.close();
    const back = track(await TestClient.connect(t.url, { token }));
    expect(((await back.next('updateState')) as PlayerView).name).toBe('Kim');
    operator.emit('setLobby', { locked: false, approveNames: false });
    await operator.next('updateState', withLobby({ locked: false, approveNames: false }));
    expect(await tryJoin(t.url, 'Late')).toBeNull();
  });

  it('the cap refuses the guest beyond it with its code and the count', async () => {
    const t = await server();
    const operator = track(await connectOperator(t.url));
    await operator.next('updateState');
    operator.emit('updateConfig', { maxPlayers: 1 });
    await operator.next('updateState', (v) => (v as OperatorView).maxPlayers === 1);
    expect(await tryJoin(t.url, 'One')).toBeNull();
    expect(await tryJoin(t.url, 'Two')).toEqual({
      code: 'gameFull',
      params: { count: 1 },
      msg: gameFullMessage(1),
    });
  });
});
