/**
 * The shoe game over real sockets (issue 30): two partner phones on their own links, guests predicting,
 * the operator entering a missing pick at the reveal. A guest's phone never hears the couple's picks
 * before the reveal; a partner's link is neither a guest nor the operator.
 */
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameState, type PartnerView } from '@shared/index';
import {
  connectOperator,
  connectScreen,
  joinPlayer,
  startTestServer,
  TestClient,
  type OperatorView,
  type PlayerView,
  type ScreenView,
  type TestServer,
} from './harness';

describe('the shoe game with the couple on their phones', () => {
  let t: TestServer;
  let operator: TestClient;
  let screen: TestClient;
  let partners: [TestClient, TestClient];
  let guests: TestClient[];

  beforeAll(async () => {
    t = await startTestServer({
      quizFile: resolve('resources/samples/games.wedding-quiz.json'),
      timings: { countdownSeconds: 1, questionSeconds: 1, answerSeconds: 4 },
    });
    operator = await connectOperator(t.url);
    screen = await connectScreen(t.url);
    const first = await operator.next('updateState', (v) => v.audience === 'operator');
    const keys = (first as OperatorView).coupleKeys;
    expect(keys).not.toBeNull();
    partners = [
      await TestClient.connect(t.url, { partnerKey: keys![0] }),
      await TestClient.connect(t.url, { partnerKey: keys![1] }),
    ];
    guests = [];
    for (const name of ['Ann', 'Bob', 'Cy']) guests.push((await joinPlayer(t.url, name)).client);
  });

  afterAll(async () => {
    for (const c of [operator, screen, ...partners, ...guests]) c.close();
    await t.dispose();
  });

  it('a wrong couple link is refused, and a partner cannot join as a guest nor act as the operator', async () => {
    await expect(TestClient.connect(t.url, { partnerKey: 'not-a-couple-link' })).rejects.toThrow(/not valid/);
    partners[0].emit('joinGame', 'Anna');
    expect((await partners[0].next('joinGameError')).msg).toMatch(/player page/);
    partners[0].emit('requestNextState', { from: GameState.NEW });
    expect((await partners[0].next('actionRejected')).msg).toMatch(/Only the operator/);
    const hello = (await partners[0].next('updateState')) as PartnerView;
    expect(hello).toMatchObject({
      audience: 'partner',
      partner: 0,
      names: ['Anna', 'James'],
      myAnswer: null,
    });
    const status = await operator.next(
      'updateState',
      (v) => v.audience === 'operator' && (v as OperatorView).couple?.online.every(Boolean) === true,
    );
    expect((status as OperatorView).couple?.answered).toEqual([false, false]);
  });

  it('the couple agree: picks stay on their phones until the reveal, then guests score by the picks', async () => {
    operator.emit('requestNextState', { from: GameState.NEW });
    await screen.view(GameState.STARTING_QUIZ);
    operator.emit('requestNextState', { from: GameState.STARTING_QUIZ });
    await partners[1].view(GameState.SHOW_QUESTION_OPTIONS, 0);
    guests[0]!.emit('userAnsweredQuestion', { questionNo: 0, answer: 0 });
    guests[1]!.emit('userAnsweredQuestion', { questionNo: 0, answer: 1 });
    partners[0].emit('coupleAnswer', { questionNo: 0, answer: 1 });
    const changed = await partners[0].next('updateState', (v) => (v as PartnerView).myAnswer === 1);
    expect(changed.state).toBe(GameState.SHOW_QUESTION_OPTIONS);
    partners[0].emit('coupleAnswer', { questionNo: 0, answer: 0 }); // changed their mind in time
    await partners[0].next('updateState', (v) => (v as PartnerView).myAnswer === 0);
    const seen = await screen.next('updateState', (v) => (v as ScreenView).couple?.answered[0] === true);
    expect(JSON.stringify(seen)).not.toMatch(/"answers"/);
    partners[1].emit('coupleAnswer', { questionNo: 0, answer: 0 });
    // A guest's ack and views before the reveal carry no pick.
    const before = guests[2]!.all('updateState').filter((v) => v.state < GameState.SHOW_CORRECT_ANSWER);
    for (const view of before) expect(view.reveal).toBeNull();
    operator.emit('requestNextState', { from: GameState.SHOW_QUESTION_OPTIONS });
    const reveal = await screen.view<ScreenView>(GameState.SHOW_CORRECT_ANSWER, 0);
    expect(reveal.reveal?.couple).toEqual({ answers: [0, 0], entered: [false, false], agree: true });
    const ann = await guests[0]!.view<PlayerView>(GameState.SHOW_CORRECT_ANSWER, 0);
    const bob = await guests[1]!.view<PlayerView>(GameState.SHOW_CORRECT_ANSWER, 0);
    expect(ann.reveal?.couple?.agree).toBe(true);
    expect(ann.result).toMatchObject({ correct: true });
    expect(ann.result?.points).toBeGreaterThan(500);
    expect(bob.result).toMatchObject({ correct: false, points: 0 });
    const partnerReveal = (await partners[1].view(GameState.SHOW_CORRECT_ANSWER, 0)) as PartnerView;
    expect(partnerReveal.reveal?.couple?.answers).toEqual([0, 0]);
  });

  it('a partner misses the time: the operator enters the pick the room shouted, and the guests are scored again', async () => {
    operator.emit('requestNextState', { from: GameState.SHOW_CORRECT_ANSWER });
    await screen.view(GameState.SHOW_LEADERBOARD, 0);
    operator.emit('requestNextState', { from: GameState.SHOW_LEADERBOARD });
    await guests[0]!.view(GameState.SHOW_QUESTION_OPTIONS, 1);
    guests[0]!.emit('userAnsweredQuestion', { questionNo: 1, answer: 1 });
    guests[1]!.emit('userAnsweredQuestion', { questionNo: 1, answer: 0 });
    partners[1].emit('coupleAnswer', { questionNo: 1, answer: 1 });
    await screen.next('updateState', (v) => (v as ScreenView).couple?.answered[1] === true);
    operator.emit('requestNextState', { from: GameState.SHOW_QUESTION_OPTIONS });
    const alone = await screen.view<ScreenView>(GameState.SHOW_CORRECT_ANSWER, 1);
    expect(alone.reveal?.couple).toEqual({ answers: [null, 1], entered: [false, false], agree: null });
    const annAlone = await guests[0]!.view<PlayerView>(GameState.SHOW_CORRECT_ANSWER, 1);
    expect(annAlone.result?.correct).toBe(true);
    // Too late for the partner's own phone.
    partners[0].emit('coupleAnswer', { questionNo: 1, answer: 0 });
    expect((await partners[0].next('actionRejected')).msg).toMatch(/closed/);
    operator.emit('coupleSettle', { questionNo: 1, partner: 0, answer: 0 });
    const entered = await screen.next(
      'updateState',
      (v) => (v as ScreenView).reveal?.couple?.entered[0] === true,
    );
    expect(entered.reveal?.couple).toEqual({ answers: [0, 1], entered: [true, false], agree: false });
    const annAfter = await guests[0]!.next('updateState', (v) => v.reveal?.couple?.agree === false);
    expect((annAfter as PlayerView).result?.points).toBe(Math.round((annAlone.result?.points ?? 0) / 2));
    // The operator cannot overrule a partner who answered on their phone.
    operator.emit('coupleSettle', { questionNo: 1, partner: 1, answer: 0 });
    expect((await operator.next('actionRejected')).msg).toMatch(/answered on their phone/);
  });
});

describe("the couple's links after a restart", () => {
  it('keep working, even with a new operator key: their secret is kept in the data folder', async () => {
    const first = await startTestServer({ quizFile: resolve('resources/samples/games.wedding-quiz.json') });
    const keys = first.server.coupleKeys;
    await first.stop();
    const again = await first.restart({ operatorKey: 'another-operator-key-1234' });
    try {
      expect(again.server.coupleKeys).toEqual(keys);
      const partner = await TestClient.connect(again.url, { partnerKey: keys[1] });
      expect(((await partner.next('updateState')) as PartnerView).partner).toBe(1);
      partner.close();
    } finally {
      await again.dispose();
    }
  });
});
