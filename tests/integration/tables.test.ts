/**
 * A tables game over real sockets: guests join their tables (as a table card's link makes the phone do:
 * `joinGame { username, team }`), one guest stays away, the operator renames a table, moves a guest,
 * calls a break and lets the autopilot run. Every table's score is recomputed here from docs/playing.md's rule
 * (the rounded average of the members who answered or were connected) and each guest's own points as
 * the phones were told them, and checked against the operator's board, the big screen and each phone.
 */
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameState, TEAMS_PATH, type TeamsResponse } from '@shared/index';
import {
  connectOperator,
  connectScreen,
  startTestServer,
  TestClient,
  type OperatorView,
  type PlayerView,
  type ScreenView,
  type TestServer,
} from './harness';

const SAMPLE = resolve('resources/samples/tables.wedding-quiz.json');
const S = GameState;

let t: TestServer;
let operator: TestClient;
let screen: TestClient;
const guests = new Map<string, { client: TestClient; team: number }>();

async function joinTable(name: string, team?: number): Promise<TestClient> {
  const client = await TestClient.connect(t.url);
  client.emit('joinGame', team === undefined ? name : { username: name, team });
  return client;
}

beforeAll(async () => {
  t = await startTestServer({
    quizFile: SAMPLE,
    timings: { countdownSeconds: 1, questionSeconds: 1, answerSeconds: 30 },
  });
  operator = await connectOperator(t.url);
  screen = await connectScreen(t.url);
});

afterAll(async () => {
  for (const { client } of guests.values()) client.close();
  operator.close();
  screen.close();
  await t.dispose();
});

async function step(to: number): Promise<void> {
  operator.emit('requestNextState', { from: (operator.last('updateState') as OperatorView).state });
  await operator.view(to);
}

describe('a tables game', () => {
  it('lists its tables publicly and refuses a join without a table', async () => {
    const teams = (await (await fetch(`${t.url}${TEAMS_PATH}`)).json()) as TeamsResponse;
    expect(teams.playMode).toBe('tables');
    expect(teams.teams).toHaveLength(12);
    expect(teams.teams[1]).toEqual({ number: 2, name: 'Kraków' });
    const loner = await joinTable('Loner');
    expect((await loner.next('joinGameError')).msg).toBe('Please choose your table.');
    const lost = await joinTable('Lost', 40);
    expect((await lost.next('joinGameError')).msg).toBe('Please choose your table.');
    loner.close();
    lost.close();
  });

  it('joins guests to their tables; the big screen groups them', async () => {
    const plan: [string, number][] = [
      ['Ann', 1],
      ['Bob', 1],
      ['Cy', 1],
      ['Dee', 2],
      ['Eve', 7],
      ['Away', 7],
    ];
    for (const [name, team] of plan) {
      const client = await joinTable(name, team);
      await client.next('joinedGame');
      guests.set(name, { client, team });
      const view = (await client.next('updateState', (v) => (v as PlayerView).team !== null)) as PlayerView;
      expect(view.team).toMatchObject({ number: team, rank: null, score: 0 });
    }
    guests.get('Away')!.client.close();
    const lobby = await screen.next('updatePlayers', (u) => u.playerCount === 6);
    const byNumber = new Map(lobby.teams!.map((x) => [x.number, x]));
    expect(byNumber.get(1)).toMatchObject({ players: 3, names: ['Cy', 'Bob', 'Ann'], name: 'Lisbon' });
    expect(byNumber.get(7)?.players).toBe(2);
    expect(byNumber.get(3)?.players).toBe(0);
  });

  it('scores each table as the average of its players and tells each phone its table place', async () => {
    await step(S.STARTING_QUIZ);
    operator.emit('renameTeam', { team: 2, name: 'The Cousins' });
    await step(S.STARTING_NEXT_QUESTION);
    await operator.view(S.SHOW_QUESTION_OPTIONS, 0, 10_000);
    // Question 1 (choice, right answer 1): Ann and Dee right, Bob wrong, Cy silent, Eve right, Away absent.
    for (const [name, answer] of [
      ['Ann', 1],
      ['Bob', 0],
      ['Dee', 1],
      ['Eve', 1],
    ] as const) {
      guests.get(name)!.client.emit('userAnsweredQuestion', { questionNo: 0, answer });
      await guests.get(name)!.client.next('userAnswered');
    }
    await step(S.SHOW_CORRECT_ANSWER);
    const points = new Map<string, number>();
    for (const [name, { client }] of guests) {
      if (name === 'Away') continue;
      const view = (await client.view(S.SHOW_CORRECT_ANSWER, 0)) as PlayerView;
      points.set(name, view.result?.points ?? 0);
    }
    expect(points.get('Cy')).toBe(0);
    const table1 = Math.round((points.get('Ann')! + points.get('Bob')! + points.get('Cy')!) / 3);
    const expected = [
      { number: 1, score: table1, players: 3 },
      { number: 2, score: points.get('Dee')!, players: 1 },
      // Away was not connected: table 7's score is Eve's alone.
      { number: 7, score: points.get('Eve')!, players: 2 },
    ].sort((a, b) => b.score - a.score || a.number - b.number);
    const board = (operator.last('updateState') as OperatorView).teams!.full;
    expect(board.slice(0, 3).map(({ number, score, players }) => ({ number, score, players }))).toEqual(
      expected,
    );
    expect(board.find((x) => x.number === 2)?.name).toBe('The Cousins');
    const big = await screen.view<ScreenView>(S.SHOW_CORRECT_ANSWER, 0);
    expect(big.teams?.new.map((x) => x.number)).toEqual(board.slice(0, 5).map((x) => x.number));
    const eve = guests.get('Eve')!.client.last('updateState') as PlayerView;
    expect(eve.team).toEqual({
      number: 7,
      name: null,
      rank: expected.findIndex((x) => x.number === 7) + 1,
      score: points.get('Eve'),
    });
  });

  it('moves a guest for the next question, holds on a break, and the autopilot moves on', async () => {
    operator.emit('moveGuest', { playerId: operator.playerList().find((p) => p.name === 'Cy')!.id, team: 2 });
    const moved = (await guests
      .get('Cy')!
      .client.next('updateState', (v) => (v as PlayerView).team?.number === 2)) as PlayerView;
    expect(moved.team?.name).toBe('The Cousins');
    await step(S.SHOW_LEADERBOARD);
    operator.emit('setBreak', { message: 'Dinner is served!' });
    const onBreak = (await guests
      .get('Ann')!
      .client.next('updateState', (v) => v.breakMessage !== null)) as PlayerView;
    expect(onBreak.breakMessage).toBe('Dinner is served!');
    expect((await screen.next('updateState', (v) => v.breakMessage !== null)).breakMessage).toBe(
      'Dinner is served!',
    );
    operator.emit('setBreak', { message: null });
    await operator.next('updateState', (v) => v.breakMessage === null);
    operator.emit('setAutopilot', { enabled: true, revealSeconds: 2, leaderboardSeconds: 2 });
    const timed = await operator.next('updateState', (v) => (v as OperatorView).autopilot?.enabled === true);
    expect(timed.timer.durationMs).toBe(2000);
    // Nobody presses Next: the leaderboard moves on to the next question by itself.
    await operator.view(S.STARTING_NEXT_QUESTION, 1, 6000);
  });
});
