/**
 * The results of the showcase quiz (every kind of question), as the server gives them after a real
 * game over sockets: the results JSON of the printable page, and the answers and standings CSV files.
 */
import { describe, expect, it } from 'vitest';
import type { ResultsSummary } from '@shared/index';
import { OPERATOR_KEY, useTestResources, type TestServer } from './harness';
import { playShowcase, SHOWCASE_FILE } from './showcaseGame';
import { parseCsv } from '../support/csv';

const resources = useTestResources({
  quizFile: SHOWCASE_FILE,
  timings: { countdownSeconds: 1, questionSeconds: 1, answerSeconds: 3 },
});

async function api(t: TestServer, path: string): Promise<Response> {
  const response = await fetch(`${t.url}/api${path}`, {
    headers: { authorization: `Bearer ${OPERATOR_KEY}` },
  });
  expect(response.status, path).toBe(200);
  return response;
}

const ORDER = ['Their first date', 'Their first holiday together', 'Moving in together', 'The proposal'];

/** What the results page gets per question, from the plan in ./showcaseGame. */
const EXPECTED_QUESTIONS = [
  {
    kind: 'choice',
    correct: 1,
    answerText: 'In the university library',
    responses: [1, 3, 0, 0],
    answered: 4,
    correctCount: 3,
  },
  {
    kind: 'trueFalse',
    options: ['True', 'False'],
    correct: 1,
    answerText: 'False',
    responses: [1, 3],
    answered: 4,
    correctCount: 3,
  },
  {
    kind: 'whoSaidIt',
    options: ['Anna', 'James', 'Both'],
    correct: 1,
    answerText: 'James',
    responses: [1, 2, 1],
    answered: 4,
    correctCount: 2,
  },
  {
    kind: 'closest',
    options: [],
    correct: null,
    answerText: '14 countries',
    responses: [],
    answered: 4,
    correctCount: 3,
  },
  {
    kind: 'order',
    options: ORDER,
    correct: null,
    answerText: ORDER.join(' → '),
    responses: [],
    answered: 4,
    correctCount: 2,
  },
  {
    kind: 'poll',
    correct: null,
    answerText: null,
    explanation: null,
    responses: [1, 0, 2, 1],
    answered: 4,
    correctCount: 0,
  },
  {
    kind: 'whoSaidIt',
    options: ['Anna', 'James', 'Both'],
    correct: 2,
    answerText: 'Both',
    responses: [1, 1, 2],
    answered: 4,
    correctCount: 2,
  },
  { kind: 'choice', correct: 2, answerText: 'Mango', responses: [1, 0, 1, 1], answered: 3, correctCount: 1 },
];

/** Each guest's answers CSV row per question: the option (letter, number, order) and in words, right or not. */
const EXPECTED_ANSWERS: Record<string, [string, string, string][]> = {
  Ann: [
    ['B', 'In the university library', 'true'],
    ['B', 'False', 'true'],
    ['B', 'James', 'true'],
    ['14', '14 countries', 'true'],
    ['1 → 2 → 3 → 4', ORDER.join(' → '), 'true'],
    ['C', "Don't Stop Me Now", 'false'],
    ['C', 'Both', 'true'],
    ['C', 'Mango', 'true'],
  ],
  Bob: [
    ['A', "At a friend's barbecue", 'false'],
    ['A', 'True', 'false'],
    ['C', 'Both', 'false'],
    ['17.5', '17.5 countries', 'true'],
    ['1 → 2 → 4 → 3', [ORDER[0], ORDER[1], ORDER[3], ORDER[2]].join(' → '), 'false'],
    ['D', 'Mr. Brightside', 'false'],
    ['A', 'Anna', 'false'],
    ['D', 'Noodle', 'false'],
  ],
  Cy: [
    ['B', 'In the university library', 'true'],
    ['B', 'False', 'true'],
    ['A', 'Anna', 'false'],
    ['40', '40 countries', 'false'],
    ['4 → 3 → 2 → 1', [...ORDER].reverse().join(' → '), 'false'],
    ['C', "Don't Stop Me Now", 'false'],
    ['C', 'Both', 'true'],
    ['A', 'Biscuit', 'false'],
  ],
  Dee: [
    ['B', 'In the university library', 'true'],
    ['B', 'False', 'true'],
    ['B', 'James', 'true'],
    ['9', '9 countries', 'true'],
    ['1 → 2 → 3 → 4', ORDER.join(' → '), 'true'],
    ['A', 'Dancing Queen', 'false'],
    ['B', 'James', 'false'],
  ],
};

describe('the results of the showcase quiz, every kind', { timeout: 120_000 }, () => {
  it('gives the results page and both CSV files the right answer per kind', async () => {
    const t = await resources.server();
    await playShowcase(t.url);

    const results = (await (await api(t, '/games/current/results')).json()) as ResultsSummary;
    expect(results.questions).toHaveLength(EXPECTED_QUESTIONS.length);
    results.questions.forEach((question, q) => {
      expect(question, `question ${q + 1}`).toMatchObject(EXPECTED_QUESTIONS[q]!);
    });
    // Every story but the poll's reaches the page.
    expect(results.questions.map((q) => q.explanation !== null)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      true,
      true,
    ]);
    expect(results.questions[3]!.explanation).toBe(
      'Fourteen so far, and the honeymoon in Japan makes fifteen.',
    );

    const [header, ...rows] = parseCsv(await (await api(t, '/games/current/answers.csv')).text());
    expect(header).toEqual([
      'player',
      'question_number',
      'question',
      'option',
      'option_text',
      'correct',
      'points',
      'time_s',
    ]);
    expect(rows).toHaveLength(31);
    const numbers = rows.map((r) => Number(r[1]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    for (const [player, answers] of Object.entries(EXPECTED_ANSWERS)) {
      const mine = rows.filter((r) => r[0] === player);
      expect(
        mine.map((r) => [r[3], r[4], r[5]]),
        player,
      ).toEqual(answers);
      expect(mine.map((r) => Number(r[1]))).toEqual(answers.map((_, i) => i + 1));
    }
    const byQuestion = (player: string, q: number): string[] =>
      rows.find((r) => r[0] === player && r[1] === String(q))!;
    expect(byQuestion('Bob', 3)[2]).toBe('Who said "I love you" first?');
    expect(Number(byQuestion('Bob', 4)[6])).toBeGreaterThan(0); // within the tolerance: some points
    expect(byQuestion('Cy', 4)[6]).toBe('0'); // 40 is far from 14
    expect(Number(byQuestion('Bob', 5)[6])).toBeGreaterThan(0); // two items in place
    expect(byQuestion('Cy', 5)[6]).toBe('0'); // none in place
    for (const player of ['Ann', 'Bob', 'Cy', 'Dee']) expect(byQuestion(player, 6)[6]).toBe('0'); // a poll without points

    const [sHeader, ...standings] = parseCsv(await (await api(t, '/games/current/standings.csv')).text());
    expect(sHeader).toEqual(['rank', 'player', 'score', 'correct_answers', 'correct_answer_time_s']);
    const right = Object.fromEntries(standings.map((r) => [r[1], Number(r[3])]));
    expect(right).toEqual({ Ann: 7, Bob: 1, Cy: 3, Dee: 5 });
    expect(standings.map((r) => [r[1], Number(r[2])])).toEqual(
      results.standings.map((e) => [e.player_name, e.score]),
    );
    expect(standings[0]![1]).toBe('Ann');
  });
});
