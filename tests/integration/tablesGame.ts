/**
 * The tables sample (12 tables, the showcase's questions) played to the end over sockets by eight
 * guests at four of its tables, for the tests of its results and the printable pages.
 */
import { resolve } from 'node:path';
import { GameState } from '@shared/index';
import tables from '../../resources/samples/tables.wedding-quiz.json';
import { connectOperator, TestClient } from './harness';

export const TABLES_FILE = resolve('resources/samples/tables.wedding-quiz.json');

/** Who sits where: a table of three, a table of one, two tables of two; eight tables stay empty. */
export const SEATING = { Ann: 1, Bob: 1, Cy: 1, Dee: 2, Eve: 4, Finn: 4, Gus: 7, Hal: 7 } as const;
export type Guest = keyof typeof SEATING;
export const GUESTS = Object.keys(SEATING) as Guest[];

/** The operator names table 7 during the game: the results show the new name. */
export const RENAMED = { team: 7, name: 'The Dance Floor' } as const;

const KINDS = tables.quiz.questions.map((q) => (q as { kind?: string }).kind ?? 'choice');
type Answer = number | number[];
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
  try {
    operator.emit('requestNextState', { from: GameState.NEW });
    await operator.view(GameState.STARTING_QUIZ);
    for (let q = 0; q < KINDS.length; q++) {
      if (q === 0) operator.emit('requestNextState', { from: GameState.STARTING_QUIZ });
      else if (KINDS[q - 1] !== 'poll') {
        // After a poll the leaderboard is skipped: the next question comes straight on.
        await operator.view(GameState.SHOW_LEADERBOARD, q - 1);
        operator.emit('requestNextState', { from: GameState.SHOW_LEADERBOARD });
      }
      for (const [name, client] of guests) {
        await client.view(GameState.SHOW_QUESTION_OPTIONS, q);
        client.emit('userAnsweredQuestion', { questionNo: q, answer: answerOf(name, q) });
        await client.next('userAnswered', (a) => a.questionNo === q);
      }
      await operator.view(GameState.SHOW_CORRECT_ANSWER, q, 30_000);
      if (q === 0) operator.emit('renameTeam', RENAMED);
      operator.emit('requestNextState', { from: GameState.SHOW_CORRECT_ANSWER });
    }
    await operator.view(GameState.SHOW_FINAL_RESULTS_SHOW_0);
  } finally {
    for (const client of [operator, ...guests.values()]) client.close();
  }
}
