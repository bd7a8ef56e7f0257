/**
 * The showcase quiz (every kind of question) played over real sockets: right, wrong, partial and invalid
 * answers. Every score shown to a phone is checked against a computation written here from docs/playing.md's
 * formulas and the journal's own timestamps, not the engine's code.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameState } from '@shared/index';
import showcase from '../../resources/samples/showcase.wedding-quiz.json';
import {
  connectOperator,
  connectScreen,
  joinPlayer,
  startTestServer,
  type PlayerView,
  type ScreenView,
  type TestClient,
  type TestServer,
} from './harness';

type Answer = number | number[];
type Q = (typeof showcase.quiz.questions)[number] & {
  kind?: string;
  correct?: number;
  answer?: number;
  tolerance?: number;
  items?: string[];
};
const QUESTIONS = showcase.quiz.questions as Q[];
const ANSWER_MS = 5000;

/** The formulas of docs/playing.md. */
function expectedPoints(q: Q, answer: Answer, elapsedMs: number): number {
  const speed =
    elapsedMs <= 500 ? 1000 : Math.round(1000 * (1 - Math.min(elapsedMs, ANSWER_MS) / (2 * ANSWER_MS)));
  switch (q.kind ?? 'choice') {
    case 'poll':
      return 0;
    case 'closest': {
      const d = Math.abs((answer as number) - q.answer!);
      return d > q.tolerance! ? 0 : Math.round(speed * (1 - 0.9 * (d / q.tolerance!)));
    }
    case 'order': {
      const order = answer as number[];
      return Math.round((speed * order.filter((item, i) => item === i).length) / order.length);
    }
    default:
      return answer === q.correct ? speed : 0;
  }
}

/** Per question: Ann always right, Bob wrong or partly right, Cy first sends something invalid for the kind. */
const PLAN: { ann: Answer; bob: Answer; cyInvalid: Answer; cy: Answer }[] = [
  { ann: 1, bob: 0, cyInvalid: [0, 1], cy: 1 },
  { ann: 1, bob: 0, cyInvalid: 2, cy: 0 },
  { ann: 1, bob: 2, cyInvalid: 3, cy: 0 },
  { ann: 14, bob: 17.5, cyInvalid: 101, cy: 40 },
  { ann: [0, 1, 2, 3], bob: [0, 1, 3, 2], cyInvalid: [0, 1, 2], cy: [3, 2, 1, 0] },
  { ann: 2, bob: 3, cyInvalid: 4, cy: 2 },
  { ann: 2, bob: 0, cyInvalid: 1.5, cy: 2 },
  { ann: 2, bob: 3, cyInvalid: -1, cy: 0 },
];

describe('the showcase quiz, every kind, over sockets', () => {
  let t: TestServer;
  let operator: TestClient;
  let screen: TestClient;
  const phones: Record<'ann' | 'bob' | 'cy', TestClient> = {} as never;

  beforeAll(async () => {
    t = await startTestServer({
      quizFile: resolve('resources/samples/showcase.wedding-quiz.json'),
      timings: { countdownSeconds: 1, questionSeconds: 1, answerSeconds: ANSWER_MS / 1000 },
    });
    operator = await connectOperator(t.url);
    screen = await connectScreen(t.url);
    for (const name of ['ann', 'bob', 'cy'] as const) phones[name] = (await joinPlayer(t.url, name)).client;
  });

  afterAll(async () => {
    for (const p of Object.values(phones)) p.close();
    operator.close();
    screen.close();
    await t.dispose();
  });

  it('accepts each kind’s answers, refuses what does not fit, and scores by the formulas', async () => {
    operator.emit('requestNextState', { from: GameState.NEW });
    await screen.view<ScreenView>(GameState.STARTING_QUIZ);
    const shownPoints: Record<string, number[]> = { ann: [], bob: [], cy: [] };
    for (let q = 0; q < QUESTIONS.length; q++) {
      const kind = QUESTIONS[q]!.kind ?? 'choice';
      const previous =
        q === 0
          ? GameState.STARTING_QUIZ
          : QUESTIONS[q - 1]!.kind === 'poll'
            ? GameState.SHOW_CORRECT_ANSWER
            : GameState.SHOW_LEADERBOARD;
      if (q > 0) {
        operator.emit('requestNextState', { from: GameState.SHOW_CORRECT_ANSWER });
        if (previous === GameState.SHOW_LEADERBOARD)
          await screen.view<ScreenView>(GameState.SHOW_LEADERBOARD, q - 1);
      }
      if (previous !== GameState.SHOW_CORRECT_ANSWER) operator.emit('requestNextState', { from: previous });
      const open = await phones.cy.view<PlayerView>(GameState.SHOW_QUESTION_OPTIONS, q);
      expect(open.question?.kind).toBe(kind);
      expect(open.correctAnswer).toBeNull();

      const plan = PLAN[q]!;
      phones.cy.emit('userAnsweredQuestion', { questionNo: q, answer: plan.cyInvalid });
      const refused = await phones.cy.next('answerRejected');
      expect(refused.msg, `question ${q + 1}`).toMatch(
        /option does not exist|number from|every item|type a number/,
      );
      for (const who of ['ann', 'bob', 'cy'] as const) {
        phones[who].emit('userAnsweredQuestion', {
          questionNo: q,
          answer: who === 'cy' ? plan.cy : plan[who],
        });
        expect(await phones[who].next('userAnswered')).toEqual({
          questionNo: q,
          answer: who === 'cy' ? plan.cy : plan[who],
        });
      }
      const reveal = await screen.view<ScreenView>(GameState.SHOW_CORRECT_ANSWER, q);
      expect(reveal.reveal?.explanation ?? null).toBe(QUESTIONS[q]!.explanation ?? null);
      for (const who of ['ann', 'bob', 'cy'] as const) {
        const mine = await phones[who].view<PlayerView>(GameState.SHOW_CORRECT_ANSWER, q);
        shownPoints[who]!.push(mine.result?.points ?? 0);
      }
      if (kind === 'closest') expect(reveal.reveal?.closest?.nearest[0]?.name).toBe('ann');
      if (kind === 'order') expect(reveal.reveal?.rightCount).toBe(1);
    }

    // The journal's own times: when each question's options opened and when each answer came.
    const lines = (await readFile(join(t.dataDir, 'journal.jsonl'), 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    const ids = new Map(
      lines.filter((l) => l.type === 'join').map((l) => [l.playerId as string, l.name as string]),
    );
    const openedAt: number[] = [];
    let question = -1;
    for (const line of lines) {
      if (line.type === 'advance' && line.from === GameState.SHOW_QUESTION) openedAt[++question] = line.at;
    }
    const expected: Record<string, number[]> = { ann: [], bob: [], cy: [] };
    for (const line of lines.filter((l) => l.type === 'answer')) {
      const q = line.questionNo as number;
      expected[ids.get(line.playerId)!]![q] = expectedPoints(
        QUESTIONS[q]!,
        line.answer,
        line.at - openedAt[q]!,
      );
    }
    expect(shownPoints).toEqual(expected);
    expect(shownPoints.ann!.filter((p) => p > 0)).toHaveLength(QUESTIONS.length - 1); // all but the poll
    expect(shownPoints.bob![3]).toBeGreaterThan(0); // 17.5 is within 5 of 14
    expect(shownPoints.bob![4]).toBeGreaterThan(0); // two of four items in place
  });
});
