/**
 * A hall full of guests, and a few who misbehave: nobody joins after the podium began, the caps in
 * total and per address hold, a removed guest is cut off (and, with "Remove and block", kept out), and
 * the operator's player list stays right while only the changes travel.
 *
 * Test clients all come from 127.0.0.1, which the server trusts by default: the tests of the
 * per-address rules start it with `trustLoopback: false`.
 */
import { describe, expect, it } from 'vitest';
import {
  GAME_OVER_JOIN_MESSAGE,
  GameState,
  TOO_MANY_CONNECTIONS_MESSAGE,
  TOO_MANY_FROM_ADDRESS_MESSAGE,
  type OperatorView,
  type PlayerView,
  type Quiz,
} from '@shared/index';
import { connectOperator, joinPlayer, sleep, TestClient, useTestResources } from './harness';
import { quickTimings, testQuiz } from '../support/quizzes';
import { stepTo } from './operatorSteps';
import { journal } from './journal';

const { server, track, adopt } = useTestResources();

const QUIZ: Quiz = testQuiz({ title: 'Short quiz', timings: quickTimings(30) });

async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await sleep(20);
  }
}

async function tryJoin(url: string, name: string): Promise<{ client: TestClient; error: string | null }> {
  const client = track(await TestClient.connect(url));
  client.emit('joinGame', name);
  const outcome = await Promise.race([
    client.next('joinedGame').then(() => null),
    client.next('joinGameError').then((e) => e.msg),
  ]);
  return { client, error: outcome };
}

async function health(url: string): Promise<{ state: number; players: number }> {
  return (await (await fetch(`${url}/healthz`)).json()) as { state: number; players: number };
}

function disconnected(client: TestClient): Promise<string> {
  return new Promise((resolve) => client.socket.once('disconnect', (reason) => resolve(reason)));
}

describe('a guest arriving after the final podium', () => {
  it('is told the game is over and not added; a guest with a token sees their place', async () => {
    const t = await server({ quiz: QUIZ });
    const operator = track(await connectOperator(t.url));
    await operator.next('updateState');
    const { client: anna, token } = await joinPlayer(t.url, 'Anna');
    track(anna);
    await stepTo(operator, GameState.SHOW_QUESTION_OPTIONS);
    anna.emit('userAnsweredQuestion', { questionNo: 0, answer: 1 });
    await anna.next('userAnswered');
    await stepTo(operator, GameState.SHOW_FINAL_RESULTS_SHOW_0);

    const late = await tryJoin(t.url, 'Late');
    expect(late.error).toBe(GAME_OVER_JOIN_MESSAGE);
    // Its view says where the game is: the phone shows the message instead of the join form.
    const lateView = late.client.last('updateState') as PlayerView;
    expect(lateView).toMatchObject({ state: GameState.SHOW_FINAL_RESULTS_SHOW_0, name: null });
    expect((await health(t.url)).players).toBe(1);
    expect((await journal(t)).filter((l) => l.type === 'join').map((l) => l.name)).toEqual(['Anna']);

    // Later in the podium too.
    await stepTo(operator, GameState.SHOW_FINAL_RESULTS_SHOW_3);
    expect((await tryJoin(t.url, 'Later')).error).toBe(GAME_OVER_JOIN_MESSAGE);
    await sleep(200);
    expect(operator.playerList().map((p) => p.name)).toEqual(['Anna']);
    const final = operator.last('updateState') as OperatorView;
    expect(final.leaderboard.full.map((e) => e.player_name)).toEqual(['Anna']);

    // Anna's phone slept: it comes back with the token and shows her final place.
    anna.close();
    const back = track(await TestClient.connect(t.url, { token }));
    const view = (await back.next('updateState')) as PlayerView;
    expect(view).toMatchObject({ name: 'Anna', state: GameState.SHOW_FINAL_RESULTS_SHOW_3 });
    expect(view.result).toMatchObject({ rank: 1 });
    expect(view.result!.total).toBeGreaterThan(0);
  });
});

describe('limits per address and in total', () => {
  it('refuses an address its players beyond the limit; this computer is exempt by default', async () => {
    const strict = await server({ trustLoopback: false, playersPerAddress: 3 });
    for (const name of ['A', 'B', 'C']) expect((await tryJoin(strict.url, name)).error).toBeNull();
    expect((await tryJoin(strict.url, 'D')).error).toBe(TOO_MANY_FROM_ADDRESS_MESSAGE);
    expect((await health(strict.url)).players).toBe(3);

    const trusting = await server();
    for (let i = 0; i < 12; i++) expect((await tryJoin(trusting.url, `P${i}`)).error).toBeNull();
  });

  it('refuses guests beyond the cap; the operator raises it, and the new cap survives a restart', async () => {
    const t = await server({ maxPlayers: 2 });
    const operator = track(await connectOperator(t.url));
    expect(((await operator.next('updateState')) as OperatorView).maxPlayers).toBe(2);
    for (const name of ['A', 'B']) expect((await tryJoin(t.url, name)).error).toBeNull();
    expect((await tryJoin(t.url, 'C')).error).toBe('The quiz is full (2 players) — ask the DJ.');

    operator.emit('updateConfig', { maxPlayers: 3 });
    await operator.next('updateState', (v) => (v as OperatorView).maxPlayers === 3);
    expect((await tryJoin(t.url, 'C')).error).toBeNull();
    expect((await tryJoin(t.url, 'D')).error).toBe('The quiz is full (3 players) — ask the DJ.');
    expect((await journal(t)).filter((l) => l.type === 'config')).toEqual([
      expect.objectContaining({ maxPlayers: 3 }),
    ]);
    operator.emit('updateConfig', { maxPlayers: 0 });
    expect((await operator.next('actionRejected')).event).toBe('updateConfig');

    await t.stop();
    const again = adopt(await t.restart());
    const op2 = track(await connectOperator(again.url));
    expect(((await op2.next('updateState')) as OperatorView).maxPlayers).toBe(3);
    expect((await tryJoin(again.url, 'D')).error).toBe('The quiz is full (3 players) — ask the DJ.');
  });

  it('refuses connections beyond the limit per address at the handshake, logged once', async () => {
    const logs: string[] = [];
    const t = await server({ trustLoopback: false, connectionsPerAddress: 3, log: (m) => logs.push(m) });
    const open = [];
    for (let i = 0; i < 3; i++) open.push(track(await TestClient.connect(t.url)));
    for (let i = 0; i < 3; i++) {
      await expect(TestClient.connect(t.url)).rejects.toThrow(TOO_MANY_CONNECTIONS_MESSAGE);
    }
    expect(logs.filter((l) => l.includes('Refused connections from 127.0.0.1'))).toHaveLength(1);
    // A closed connection frees its place.
    open[0]!.close();
    await sleep(200);
    track(await TestClient.connect(t.url));

    const trusting = await server({ connectionsPerAddress: 3 });
    for (let i = 0; i < 6; i++) track(await TestClient.connect(trusting.url));

    // Phones sharing one address (a travel router in NAT mode): no per-address limit at all.
    const shared = await server({ trustLoopback: false, playersPerAddress: 0 });
    for (let i = 0; i < 35; i++) track(await TestClient.connect(shared.url));
    expect((await tryJoin(shared.url, 'Guest35')).error).toBeNull();
  });
});

describe('a kick sticks', () => {
  it('cuts the kicked phone off; its token is no use any more', async () => {
    const t = await server();
    const operator = track(await connectOperator(t.url));
    const { client: troll, token } = await joinPlayer(t.url, 'Troll');
    track(troll);
    const cut = disconnected(troll);
    operator.emit('kickPlayer', { playerId: '1' });
    expect(await troll.next('sessionEnded')).toMatchObject({ reason: 'kicked' });
    expect(await cut).toBe('io server disconnect');

    const again = track(await TestClient.connect(t.url, { token }));
    expect((await again.next('sessionEnded')).reason).toBe('unknownToken');
    expect(((await again.next('updateState')) as PlayerView).name).toBeNull();
    again.emit('userAnsweredQuestion', { questionNo: 0, answer: 0 });
    expect((await again.next('answerRejected')).msg).toMatch(/join/i);
    expect((await health(t.url)).players).toBe(0);
  });

  it('"Remove and block" keeps the address out for the rest of the game, across a restart; a reset clears it', async () => {
    const logs: string[] = [];
    const t = await server({ trustLoopback: false, log: (m) => logs.push(m) });
    const operator = track(await connectOperator(t.url));
    const { client: troll } = await joinPlayer(t.url, 'Troll');
    track(troll);
    const cut = disconnected(troll);
    operator.emit('kickPlayer', { playerId: '1', block: true });
    await troll.next('sessionEnded');
    await cut;
    expect((await tryJoin(t.url, 'Troll2')).error).toBe('You cannot join this game.');
    expect(logs.some((l) => l.includes('127.0.0.1 may not join this game any more'))).toBe(true);
    expect((await journal(t)).find((l) => l.type === 'kick')).toMatchObject({
      block: true,
      address: '127.0.0.1',
    });

    await t.stop();
    const again = adopt(await t.restart());
    expect((await tryJoin(again.url, 'Troll3')).error).toBe('You cannot join this game.');
    const op2 = track(await connectOperator(again.url));
    const { gameId } = (await op2.next('updateState')) as OperatorView;
    op2.emit('resetgs', { gameId });
    await op2.next('updateState', (v) => (v as OperatorView).gameId !== gameId);
    expect((await tryJoin(again.url, 'Troll4')).error).toBeNull();
  });

  it('never blocks this computer: the guest is removed and the operator told', async () => {
    const t = await server();
    const operator = track(await connectOperator(t.url));
    track((await joinPlayer(t.url, 'Local')).client);
    operator.emit('kickPlayer', { playerId: '1', block: true });
    expect((await operator.next('actionRejected')).msg).toMatch(/not blocked/);
    expect((await health(t.url)).players).toBe(0);
    expect((await tryJoin(t.url, 'Local2')).error).toBeNull();
  });
});

describe("the operator's player list", () => {
  it('stays right through joins, answers, disconnects, kicks and a reset, while only changes travel', async () => {
    const t = await server({ quiz: QUIZ });
    const operator = track(await connectOperator(t.url));
    await operator.next('updateState');
    const guests = new Map<string, TestClient>();
    for (const name of ['Ann', 'Bo', 'Cy', 'Di'])
      guests.set(name, track((await joinPlayer(t.url, name)).client));

    /** What a freshly connected operator is given: the truth to compare with. */
    const truth = async (): Promise<unknown> => {
      const fresh = track(await connectOperator(t.url));
      const view = (await fresh.next('updateState')) as OperatorView;
      fresh.close();
      return view.players;
    };
    const agrees = async (what: string): Promise<void> => {
      const expected = await truth();
      await until(() => JSON.stringify(operator.playerList()) === JSON.stringify(expected), what);
    };

    await agrees('the joins');
    expect(operator.playerList().map((p) => [p.name, p.connected])).toEqual([
      ['Ann', true],
      ['Bo', true],
      ['Cy', true],
      ['Di', true],
    ]);

    await stepTo(operator, GameState.SHOW_QUESTION_OPTIONS);
    guests.get('Bo')!.emit('userAnsweredQuestion', { questionNo: 0, answer: 1 });
    await guests.get('Bo')!.next('userAnswered');
    await agrees('the score');
    expect(operator.playerList().find((p) => p.name === 'Bo')!.score).toBeGreaterThan(0);

    guests.get('Cy')!.close();
    await until(() => operator.playerList().find((p) => p.name === 'Cy')?.connected === false, 'Cy offline');
    await agrees('the disconnect');

    operator.emit('kickPlayer', { playerId: '1' });
    await guests.get('Ann')!.next('sessionEnded');
    await agrees('the kick');
    expect(operator.playerList().map((p) => p.name)).toEqual(['Bo', 'Cy', 'Di']);

    const { gameId } = operator.last('updateState') as OperatorView;
    operator.emit('resetgs', { gameId });
    await operator.next('updateState', (v) => (v as OperatorView).gameId !== gameId);
    await agrees('the reset');
    expect(operator.playerList()).toEqual([]);
    track((await joinPlayer(t.url, 'Eve')).client);
    await agrees('a join in the new game');
    expect(operator.playerList().map((p) => p.name)).toEqual(['Eve']);

    // The whole list went out twice (on connect, after the reset); everything else was deltas.
    const views = operator.all('updateState') as OperatorView[];
    expect(views.length).toBeGreaterThan(5);
    expect(views.filter((v) => v.players !== undefined)).toHaveLength(2);
    const updates = operator.all('updatePlayers');
    expect(updates.filter((u) => u.players !== undefined)).toHaveLength(0);
    expect(updates.some((u) => (u.changed?.length ?? 0) > 0)).toBe(true);
    expect(updates.some((u) => (u.removed ?? []).includes('1'))).toBe(true);
  });
});
