/**
 * The showcase quiz (every kind of question) played to the end over sockets by four guests with known
 * answers, for the tests of its results: the CSV files, the results JSON and the printable page.
 */
import { resolve } from 'node:path';
import showcase from '../../resources/samples/showcase.wedding-quiz.json';
import { connectOperator, joinPlayer, type TestClient } from './harness';
import { playByPlan, type Answer } from './playByPlan';

export const SHOWCASE_FILE = resolve('resources/samples/showcase.wedding-quiz.json');
export const GUESTS = ['Ann', 'Bob', 'Cy', 'Dee'] as const;
export type Guest = (typeof GUESTS)[number];

const KINDS = showcase.quiz.questions.map((q) => (q as { kind?: string }).kind ?? 'choice');

/**
 * Each guest's answer per question; null: no answer (the time runs out). The counts this makes are
 * spelled out in the tests that read them.
 */
export const SHOWCASE_PLAN: Record<Guest, Answer | null>[] = [
  { Ann: 1, Bob: 0, Cy: 1, Dee: 1 }, // choice, right: 1
  { Ann: 1, Bob: 0, Cy: 1, Dee: 1 }, // true or false, right: 1 (False)
  { Ann: 1, Bob: 2, Cy: 0, Dee: 1 }, // who said it, right: 1 (James)
  { Ann: 14, Bob: 17.5, Cy: 40, Dee: 9 }, // closest: 14 ± 5 (9 is on the edge)
  { Ann: [0, 1, 2, 3], Bob: [0, 1, 3, 2], Cy: [3, 2, 1, 0], Dee: [0, 1, 2, 3] }, // order
  { Ann: 2, Bob: 3, Cy: 2, Dee: 0 }, // poll
  { Ann: 2, Bob: 0, Cy: 2, Dee: 1 }, // who said it, right: 2 (Both)
  { Ann: 2, Bob: 3, Cy: 0, Dee: null }, // choice, right: 2; Dee does not answer
];

/** Plays every question by the plan, from the lobby to the final results; closes its sockets after. */
export async function playShowcase(url: string): Promise<void> {
  const operator = await connectOperator(url);
  const guests = new Map<Guest, TestClient>();
  for (const name of GUESTS) guests.set(name, (await joinPlayer(url, name)).client);
  await playByPlan(operator, guests, { kinds: KINDS, answer: (name, q) => SHOWCASE_PLAN[q]![name] });
}
