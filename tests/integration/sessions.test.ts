import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GameState, NAME_MESSAGES } from '@shared/index';
import {
  connectOperator,
  connectScreen,
  joinPlayer,
  sleep,
  useTestResources,
  TestClient,
  type OperatorView,
  type PlayerView,
  type ScreenView,
} from './harness';
import { startCast } from './cast';

const resources = useTestResources();
const { server, track, adopt, closeClients } = resources;

/** Operator moves the game from NEW to the first question's options. */
async function openFirstQuestion(operator: TestClient): Promise<void> {
  operator.emit('requestNextState', { from: GameState.NEW });
  await operator.view(GameState.STARTING_QUIZ);
  operator.emit('requestNextState', { from: GameState.STARTING_QUIZ });
  await operator.view(GameState.SHOW_QUESTION_OPTIONS, 0);
}

describe('rejoining with the token', () => {
  it('a player reconnecting mid-question keeps their name, answer and score', async () => {
    const t = await server({ timings: { countdownSeconds: 1, questionSeconds: 1, answerSeconds: 30 } });
    const operator = track(await connectOperator(t.url));
    const { client: dana, token } = await joinPlayer(t.url, 'Dana');
    track(dana);
    const other = track((await joinPlayer(t.url, 'Eve')).client);
    await openFirstQuestion(operator);

    dana.emit('userAnsweredQuestion', { questionNo: 0, answer: 1 });
    await dana.next('userAnswered');
    dana.close();
    await sleep(100);

    const again = track(await TestClient.connect(t.url, { token }));
    const view = (await again.next('updateState')) as PlayerView;
    expect(view).toMatchObject({
      name: 'Dana',
      state: GameState.SHOW_QUESTION_OPTIONS,
      playerState: GameState.ANSWERED,
      myAnswer: 1,
    });
    // The first answer counts: a second one from the new connection is refused.
    again.emit('userAnsweredQuestion', { questionNo: 0, answer: 2 });
    expect((await again.next('answerRejected')).msg).toMatch(/already answered/);

    other.emit('userAnsweredQuestion', { questionNo: 0, answer: 0 });
    const reveal = (await again.view(GameState.SHOW_CORRECT_ANSWER)) as PlayerView;
    expect(reveal.result).toMatchObject({ answered: true, correct: true });
    expect(reveal.result!.points).toBeGreaterThan(500);
  });

  it('an unknown token is told to join again', async () => {
    const t = await server();
    const stranger = track(await TestClient.connect(t.url, { token: 'not-a-real-token' }));
    expect((await stranger.next('sessionEnded')).reason).toBe('unknownToken');
    expect(((await stranger.next('updateState')) as PlayerView).playerState).toBe(GameState.NEW);
  });

  it('a late guest joins in any state, starts at 0 and lands in the current state', async () => {
    const t = await server();
    const operator = track(await connectOperator(t.url));
    track((await joinPlayer(t.url, 'Early')).client);
    await openFirstQuestion(operator);
    const late = track((await joinPlayer(t.url, 'Late')).client);
    const view = (await late.next('updateState', (v) => (v as PlayerView).name === 'Late')) as PlayerView;
    expect(view.state).toBe(GameState.SHOW_QUESTION_OPTIONS);
    expect(view.question?.options).toHaveLength(4);
    late.emit('userAnsweredQuestion', { questionNo: 0, answer: 3 });
    expect(await late.next('userAnswered')).toEqual({ questionNo: 0, answer: 3 });
  });
});

describe('nothing is lost across a restart', () => {
  it('resumes state, scores, answers and the running timer on the same data directory', async () => {
    const t = await server({ timings: { countdownSeconds: 1, questionSeconds: 1, answerSeconds: 20 } });
    const operator = track(await connectOperator(t.url));
    const { client: fay, token: fayToken } = await joinPlayer(t.url, 'Fay');
    track(fay);
    track((await joinPlayer(t.url, 'Gus')).client);
    await openFirstQuestion(operator);
    fay.emit('userAnsweredQuestion', { questionNo: 0, answer: 1 });
    await fay.next('userAnswered');
    const before = (await operator.next('updateAnsweredCount', (c) => c.answeredCount === 1)).answeredCount;
    expect(before).toBe(1);
    const running = operator.last('updateState') as OperatorView;
    const leftBefore = running.timer.deadline! - Date.now();

    await t.stop();
    closeClients();
    await sleep(1500);

    const again = await t.restart();
    adopt(again);
    const op2 = track(await connectOperator(again.url));
    const view = (await op2.next('updateState')) as OperatorView;
    expect(view.state).toBe(GameState.SHOW_QUESTION_OPTIONS);
    expect(view.questionNumber).toBe(0);
    expect(view.answeredCount).toBe(1);
    expect(view.players!.map((p) => [p.name, p.connected])).toEqual([
      ['Fay', false],
      ['Gus', false],
    ]);
    // The timer resumes with the time it had left, not minus the 1.5 s the server was down.
    const leftAfter = view.timer.deadline! - view.timer.serverNow;
    expect(leftAfter).toBeGreaterThan(leftBefore - 1000);
    expect(leftAfter).toBeLessThanOrEqual(20_000);

    const fay2 = track(await TestClient.connect(again.url, { token: fayToken }));
    const fayView = (await fay2.next('updateState')) as PlayerView;
    expect(fayView).toMatchObject({ name: 'Fay', playerState: GameState.ANSWERED, myAnswer: 1 });

    op2.emit('requestNextState', { from: GameState.SHOW_QUESTION_OPTIONS });
    const reveal = (await fay2.view(GameState.SHOW_CORRECT_ANSWER)) as PlayerView;
    expect(reveal.result).toMatchObject({ answered: true, correct: true });
    expect(reveal.result!.total).toBeGreaterThanOrEqual(500);
  });

  it('a reset archives the old game and starts a new one', async () => {
    const t = await server();
    const operator = track(await connectOperator(t.url));
    const { client } = await joinPlayer(t.url, 'Hal');
    track(client);
    operator.emit('requestNextState', { from: GameState.NEW });
    const { gameId } = await operator.view<OperatorView>(GameState.STARTING_QUIZ);

    operator.emit('resetgs', { gameId });
    expect((await client.next('sessionEnded')).reason).toBe('reset');
    const fresh = (await operator.view(GameState.NEW)) as OperatorView;
    expect(fresh.players).toEqual([]);
    const archived = await readdir(join(t.dataDir, 'archive'));
    expect(archived).toHaveLength(1);
    const old = await readFile(join(t.dataDir, 'archive', archived[0]!), 'utf8');
    expect(old).toContain('"name":"Hal"');
    // The name is free again in the new game.
    track((await joinPlayer(t.url, 'Hal')).client);
  });

  it('a reset names the game it resets: no id, or an older game, resets nothing', async () => {
    const t = await server();
    const operator = track(await connectOperator(t.url));
    const { gameId: first } = (await operator.next('updateState')) as OperatorView;
    const { client } = await joinPlayer(t.url, 'Ike');
    track(client);

    // The payload-less form of the original protocol is refused: it cannot say which game it saw.
    operator.emit('resetgs');
    expect(await operator.next('actionRejected')).toMatchObject({
      event: 'resetgs',
      msg: 'Malformed request.',
    });

    operator.emit('resetgs', { gameId: first });
    expect((await client.next('sessionEnded')).reason).toBe('reset');
    const second = (await operator.next(
      'updateState',
      (v) => (v as OperatorView).gameId !== first,
    )) as OperatorView;
    track((await joinPlayer(t.url, 'Jo')).client);

    // The same click again (a reload, a stale tab, a buffered packet): the newer game stays.
    operator.emit('resetgs', { gameId: first });
    expect((await operator.next('actionRejected')).msg).toMatch(/already reset/);
    await sleep(200);
    expect(await readdir(join(t.dataDir, 'archive'))).toHaveLength(1);
    const health = (await (await fetch(`${t.url}/healthz`)).json()) as { players: number };
    expect(health.players).toBe(1);
    expect(second.gameId).not.toBe(first);
  });
});

describe('only the operator controls the game', () => {
  it('control events from a player or the screen change nothing and get an error', async () => {
    const t = await server();
    const screen = track(await connectScreen(t.url));
    const { client: player } = await joinPlayer(t.url, 'Ivy');
    track(player);
    const anonymous = track(await TestClient.connect(t.url));

    for (const c of [screen, player, anonymous]) {
      c.emit('requestNextState', { from: GameState.NEW });
      c.emit('requestNextState');
      c.emit('resetgs');
      c.emit('kickPlayer', { playerId: '1' });
      c.emit('pauseTimer');
      c.emit('updateConfig', { answerSeconds: 5 });
      expect((await c.next('actionRejected')).msg).toBe('Only the operator can do that.');
    }
    await sleep(200);
    const health = (await (await fetch(`${t.url}/healthz`)).json()) as { state: number; players: number };
    expect(health).toMatchObject({ state: GameState.NEW, players: 1 });
    expect(player.all('sessionEnded')).toHaveLength(0);
  });

  it('a wrong operator key is refused at the handshake', async () => {
    const t = await server();
    await expect(TestClient.connect(t.url, { operatorKey: 'guess' })).rejects.toThrow('Wrong operator key');
  });

  it('a stale `from` is ignored, so a double click cannot skip a state', async () => {
    const t = await server();
    const operator = track(await connectOperator(t.url));
    operator.emit('requestNextState', { from: GameState.NEW });
    operator.emit('requestNextState', { from: GameState.NEW });
    await operator.view(GameState.STARTING_QUIZ);
    await sleep(300);
    expect((operator.last('updateState') as OperatorView).state).toBe(GameState.STARTING_QUIZ);
  });

  it('the operator can pause and resume the running timer, and kick a player', async () => {
    const t = await server({ timings: { countdownSeconds: 1, questionSeconds: 1, answerSeconds: 3 } });
    const operator = track(await connectOperator(t.url));
    const { client: jo } = await joinPlayer(t.url, 'Jo');
    track(jo);
    await openFirstQuestion(operator);
    operator.emit('pauseTimer');
    const paused = (await operator.next(
      'updateState',
      (v) => v.timer.pausedRemainingMs !== null,
    )) as OperatorView;
    expect(paused.timer.deadline).toBeNull();
    await sleep(3500);
    expect((operator.last('updateState') as OperatorView).state).toBe(GameState.SHOW_QUESTION_OPTIONS);
    operator.emit('resumeTimer');
    const resumed = (await operator.next('updateState', (v) => v.timer.deadline !== null)) as OperatorView;
    expect(resumed.timer.deadline! - resumed.timer.serverNow).toBeGreaterThan(1000);

    const cut = new Promise<string>((resolve) => jo.socket.once('disconnect', resolve));
    operator.emit('kickPlayer', { playerId: '1' });
    expect((await jo.next('sessionEnded')).reason).toBe('kicked');
    const players = await operator.next('updatePlayers', (p) => (p.removed ?? []).includes('1'));
    expect(players.playerCount).toBe(0);
    expect(operator.playerList()).toEqual([]);
    // The kicked phone is cut off: it can send nothing more as that player.
    expect(await cut).toBe('io server disconnect');
  });
});

describe('names', () => {
  it('refuses bad and duplicate names with a message that says what to do', async () => {
    const t = await server();
    track((await joinPlayer(t.url, 'Kim')).client);
    const cases: [unknown, string][] = [
      ['', NAME_MESSAGES.empty],
      ['   ', NAME_MESSAGES.empty],
      ['Bartholomew', NAME_MESSAGES.tooLong],
      ['kim', NAME_MESSAGES.taken('kim')],
      [' KIM ', NAME_MESSAGES.taken('KIM')],
      ['a\uE000b', NAME_MESSAGES.badCharacters],
      ['k\u0007im', NAME_MESSAGES.taken('kim')], // Issue 18: a control character is removed.
      [{ username: 42 }, NAME_MESSAGES.empty],
    ];
    for (const [name, msg] of cases) {
      const c = track(await TestClient.connect(t.url));
      c.emit('joinGame', name);
      expect((await c.next('joinGameError')).msg).toBe(msg);
    }
    const emoji = track(await TestClient.connect(t.url));
    emoji.emit('joinGame', { username: ' 👩‍❤️‍👨 Lou ' });
    expect((await emoji.next('joinedGame')).username).toBe('👩‍❤️‍👨 Lou');
    emoji.emit('joinGame', 'Again');
    expect((await emoji.next('joinGameError')).msg).toMatch(/already joined/);
  });
});

describe('malformed payloads', () => {
  it('are rejected and the game goes on', async () => {
    const { t, operator, screen, guest: mo } = await startCast(resources, 'Mo');
    await openFirstQuestion(operator);

    const bad: unknown[] = [
      undefined,
      null,
      'A',
      42,
      [],
      { questionNo: '0', answer: 1 },
      { questionNo: 0, answer: 4 },
      { questionNo: 0, answer: -1 },
      { questionNo: 0, answer: 1.5 },
      { questionNo: 0, answer: Number.NaN },
      { questionNo: 0 },
      { questionNo: 0, answer: 1, extra: true },
      { questionNo: 0, answer: 1, name: 'x'.repeat(3000) },
      JSON.parse('{"__proto__": {"polluted": true}, "questionNo": 0, "answer": 1}'),
      { questionNo: 5, answer: 1 },
    ];
    for (const payload of bad) mo.emit('userAnsweredQuestion', payload);
    for (let i = 0; i < bad.length; i++) await mo.next('answerRejected');
    expect(mo.all('userAnswered')).toHaveLength(0);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    operator.emit('requestNextState', { from: 'NEW' });
    operator.emit('kickPlayer', { playerId: 7 });
    operator.emit('updateConfig', { answerSeconds: -3 });
    for (let i = 0; i < 3; i++) await operator.next('actionRejected');

    // A message over the size limit closes that socket only.
    const big = track(await TestClient.connect(t.url));
    big.emit('joinGame', 'x'.repeat(100_000));
    await sleep(300);
    expect(big.socket.connected).toBe(false);

    mo.emit('userAnsweredQuestion', { questionNo: 0, answer: 2 });
    expect(await mo.next('userAnswered')).toEqual({ questionNo: 0, answer: 2 });
    const reveal = (await screen.view(GameState.SHOW_CORRECT_ANSWER)) as ScreenView;
    expect(reveal.responses).toEqual([0, 0, 1, 0]);
  });
});
