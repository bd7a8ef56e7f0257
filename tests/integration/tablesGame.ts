/**
 * The tables sample (12 tables, the showcase's questions) played to the end over sockets by eight
 * guests at four of its tables, for the tests of its results and the printable pages.
 */
import { resolve } from 'node:path';
import tables from '../../resources/samples/tables.wedding-quiz.json';
import { connectOperator, TestClient } from './harness';
import { playByPlan, type Answer } from './playByPlan';

export const TABLES_FILE = resolve('resources/samples/tables.wedding-quiz.json');

/** Who sits where: a table of three, a table of one, two tables of two; eight tables stay empty. */
export const SEATING = { Ann: 1, Bob: 1, Cy: 1, Dee: 2, Eve: 4, Finn: 4, Gus: 7, Hal: 7 } as const;
export type Guest = keyof typeof SEATING;
export const GUESTS = Object.keys(SEATING) as Guest[];

/** The operator names table 7 during the game: the results show the new name. */
export const RENAMED = { team: 7, name: 'The Dance Floor' } as const;

const KINDS = tables.quiz.questions.map((q) => (q as { kind?: string }).kind ?? 'choice');
const RIGHT: Answer[] = [1, 1, 1, 14, [0, 1, 2, 3], 0, 2, 2];
const WRONG: Answer[] = [0, 0, 0, 40, [3, 2, 1, 0], 1, 0, 0];

/** Right or wrong per guest and question: Dee (alone at table 2) is always right, Gus never. */
function answerOf(guest: Guest, q: number): Answer {
  const right =
    guest === 'Dee' ||
    (guest !== 'Gus' && (guest === 'Ann' || guest === 'Eve' || guest === 'Hal' ? q !== 2 : q % 2 === 0));
  return (right ? RIGHT : WRONG)[q]!;
}

async function joinAt(url: string, name: Guest): Promise<TestClient> {
  const client = await TestClient.connect(url);
  client.emit('joinGame', { username: name, team: SEATING[name] });
  await client.next('joinedGame');
  return client;
}

/** Every guest answers every question; the operator renames table 7 after the first question. */
export async function playTables(url: string): Promise<void> {
  const operator = await connectOperator(url);
  const guests = new Map<Guest, TestClient>();
  for (const name of GUESTS) guests.set(name, await joinAt(url, name));
  await playByPlan(operator, guests, {
    kinds: KINDS,
    answer: answerOf,
    afterReveal: (op, q) => {
      if (q === 0) op.emit('renameTeam', RENAMED);
    },
  });
}
