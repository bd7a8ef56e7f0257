/**
 * Issue 29: the operator's view carries the whole ranking (every player) only when it changed since
 * that operator's last one. Read here as sent (`raw`) and as the panel fills it in (the harness): the
 * ranking goes with an operator's first view, again once answers changed it, never twice the same; a
 * second operator and a reconnected one get it whole; a view that is not a step (a photo's) follows the
 * same rule; the filled-in ranking is always the server's.
 */
import { describe, expect, it } from 'vitest';
import { GameState, operatorViewMessageSchema, type GameViewMessage, type OperatorView } from '@shared/index';
import { joinPlayer, OPERATOR_KEY, TestClient, useTestResources } from './harness';
import { choiceQuestions, quickTimings, testQuiz } from '../support/quizzes';
import { skipToAnswering, stepTo } from './operatorSteps';
import { NO_WAIT, operatorPhotos, upload } from './photoUploads';
import { testJpeg } from '../support/photoFiles';

const { server, track } = useTestResources();

const QUIZ = testQuiz({ timings: quickTimings(30), questions: choiceQuestions(2) });
const RIGHT = 1;

/** An operator whose views are also kept as they came over the wire. */
async function operatorWithRaw(url: string): Promise<{ operator: TestClient; raw: GameViewMessage[] }> {
  // Listening before the connection: the first view comes at once.
  const operator = track(new TestClient(url, { operatorKey: OPERATOR_KEY }));
  const raw: GameViewMessage[] = [];
  operator.socket.on('updateState', (view) => raw.push(view));
  await operator.next('updateState');
  return { operator, raw };
}

/** Whether the view, as sent, carried the whole ranking. */
const carries = (view: GameViewMessage | undefined): boolean =>
  view?.audience === 'operator' && view.leaderboard.full !== undefined;

const fullOf = (operator: TestClient): OperatorView['leaderboard']['full'] =>
  (operator.last('updateState') as OperatorView).leaderboard.full;

describe('the operator’s whole ranking', () => {
  it('goes to an operator only when it changed, and a panel always shows the server’s', async () => {
    const t = await server({ quiz: QUIZ });
    const { operator, raw } = await operatorWithRaw(t.url);
    expect(carries(raw[0])).toBe(true);
    const ann = track((await joinPlayer(t.url, 'Ann')).client);
    const bo = track((await joinPlayer(t.url, 'Bo')).client);

    // Two players joined since: the first step after carries them, the next ones nothing new.
    await stepTo(operator, GameState.STARTING_QUIZ);
    expect(carries(raw.at(-1))).toBe(true);
    const countdownAt = raw.length;
    operator.emit('requestNextState', { from: GameState.STARTING_QUIZ });
    await skipToAnswering(operator, 0);
    const beforeAnswers = raw.slice(countdownAt);
    expect(beforeAnswers.map((v) => v.state)).toEqual([
      GameState.STARTING_NEXT_QUESTION,
      GameState.SHOW_QUESTION,
      GameState.SHOW_QUESTION_OPTIONS,
    ]);
    expect(beforeAnswers.some(carries)).toBe(false);
    for (const view of beforeAnswers) expect(operatorViewMessageSchema.safeParse(view).success).toBe(true);
    expect(fullOf(operator).map((e) => [e.player_name, e.score])).toEqual([
      ['Ann', 0],
      ['Bo', 0],
    ]);

    // Ann right, Bo wrong: the reveal carries the new ranking, the leaderboard after it does not.
    ann.emit('userAnsweredQuestion', { questionNo: 0, answer: RIGHT });
    bo.emit('userAnsweredQuestion', { questionNo: 0, answer: RIGHT + 1 });
    const reveal = await operator.view<OperatorView>(GameState.SHOW_CORRECT_ANSWER, 0);
    expect(carries(raw.at(-1))).toBe(true);
    expect(reveal.leaderboard.full[0]).toMatchObject({ player_name: 'Ann', rank: 1 });
    expect(reveal.leaderboard.full[0]!.score).toBeGreaterThan(0);
    operator.emit('requestNextState', { from: GameState.SHOW_CORRECT_ANSWER });
    const board = await operator.view<OperatorView>(GameState.SHOW_LEADERBOARD, 0);
    expect(carries(raw.at(-1))).toBe(false);
    expect(board.leaderboard.full).toEqual(reveal.leaderboard.full);

    // A second operator, and the first one reconnected, get it whole with their first view.
    const second = await operatorWithRaw(t.url);
    expect(carries(second.raw[0])).toBe(true);
    expect(fullOf(second.operator)).toEqual(reveal.leaderboard.full);
    operator.close();
    const again = await operatorWithRaw(t.url);
    expect(carries(again.raw[0])).toBe(true);

    // Both of them on through the next question: each view filled in is the ranking just sent to a newcomer.
    again.operator.emit('requestNextState', { from: GameState.SHOW_LEADERBOARD });
    await skipToAnswering(again.operator, 1);
    expect(again.raw.slice(1).some(carries)).toBe(false);
    expect(second.raw.slice(1).filter(carries)).toHaveLength(0);
    bo.emit('userAnsweredQuestion', { questionNo: 1, answer: RIGHT });
    ann.emit('userAnsweredQuestion', { questionNo: 1, answer: RIGHT + 1 });
    await again.operator.view(GameState.SHOW_CORRECT_ANSWER, 1);
    await second.operator.view(GameState.SHOW_CORRECT_ANSWER, 1);
    const newcomer = await operatorWithRaw(t.url);
    expect(fullOf(again.operator)).toEqual(fullOf(newcomer.operator));
    expect(fullOf(second.operator)).toEqual(fullOf(newcomer.operator));
    expect(fullOf(newcomer.operator).every((e) => e.score > 0)).toBe(true);
    expect(fullOf(newcomer.operator)).not.toEqual(reveal.leaderboard.full);
  });

  it('goes with a view that is not a step (a photo’s) when the ranking changed since, not when it did not', async () => {
    const t = await server({ quiz: QUIZ });
    const { operator, raw } = await operatorWithRaw(t.url);
    operator.emit('setPhotos', NO_WAIT);
    await operator.next('updateState', (v) => operatorPhotos(v).settings.intervalSeconds === 0);
    const waiting = async (count: number): Promise<GameViewMessage | undefined> => {
      await operator.next('updateState', (v) => operatorPhotos(v).counts.waiting === count);
      return raw.at(-1);
    };

    // Ann joined (the ranking changed): the view her photo brings carries it; Bo's photo, nothing new.
    const ann = await joinPlayer(t.url, 'Ann');
    track(ann.client);
    expect((await upload(t, ann.token, await testJpeg(1, { width: 400, height: 300 }))).status).toBe(201);
    const first = await waiting(1);
    expect(first?.state).toBe(GameState.NEW);
    expect(carries(first)).toBe(true);
    expect(fullOf(operator).map((e) => e.player_name)).toEqual(['Ann']);
    expect((await upload(t, ann.token, await testJpeg(2, { width: 400, height: 300 }))).status).toBe(201);
    expect(carries(await waiting(2))).toBe(false);
    expect(fullOf(operator).map((e) => e.player_name)).toEqual(['Ann']);
  });
});
