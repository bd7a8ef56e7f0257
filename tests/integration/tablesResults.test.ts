/**
 * The results of a game played by tables, as the server gives them after a real game over sockets:
 * the results JSON of the printable page (the tables' standings, each guest's table), the players'
 * CSV with its table columns and the tables' own CSV. A solo game's files stay as they were; a game
 * of two sides names the sides.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResultsSummary } from '@shared/index';
import { OPERATOR_KEY, TestClient, useTestResources, type TestServer } from './harness';
import { GUESTS, playTables, RENAMED, SEATING, TABLES_FILE, type Guest } from './tablesGame';
import { parseCsv } from '../support/csv';

const resources = useTestResources({
  timings: { countdownSeconds: 1, questionSeconds: 1, answerSeconds: 3 },
});

function api(t: TestServer, path: string): Promise<Response> {
  return fetch(`${t.url}/api${path}`, { headers: { authorization: `Bearer ${OPERATOR_KEY}` } });
}

async function ok(t: TestServer, path: string): Promise<Response> {
  const response = await api(t, path);
  expect(response.status, path).toBe(200);
  return response;
}

/** A CSV response's rows as fields. */
async function csvRows(response: Response): Promise<string[][]> {
  return parseCsv(await response.text());
}

const TABLE_NAMES: Record<number, string> = { 1: 'Lisbon', 2: 'Kraków', 4: 'Kyoto', 7: RENAMED.name };

/** Each table's score from the answers CSV: per question, the rounded average of its guests' points. */
function expectedTableScores(answers: string[][]): Map<number, number> {
  const points = new Map<string, number>(); // "question|table" -> the sum of its guests' points
  for (const [player, question, , , , , pts] of answers) {
    const key = `${question}|${SEATING[player as Guest]}`;
    points.set(key, (points.get(key) ?? 0) + Number(pts));
  }
  const seated = (table: number): number => GUESTS.filter((g) => SEATING[g] === table).length;
  const scores = new Map<number, number>();
  for (const [key, sum] of points) {
    const table = Number(key.split('|')[1]);
    scores.set(table, (scores.get(table) ?? 0) + Math.round(sum / seated(table)));
  }
  return scores;
}

describe('the results of a game played by tables', { timeout: 120_000 }, () => {
  it('rank the tables by their average points and name each guest’s table', async () => {
    const t = await resources.server({ quizFile: TABLES_FILE });
    await playTables(t.url);

    const results = (await (await ok(t, '/games/current/results')).json()) as ResultsSummary;
    expect(results.playMode).toBe('tables');
    const [, ...answers] = await csvRows(await ok(t, '/games/current/answers.csv'));
    const expected = expectedTableScores(answers);
    expect(results.teams).toHaveLength(12);
    for (const team of results.teams) {
      expect(team.score, `table ${team.number}`).toBe(expected.get(team.number) ?? 0);
      expect(team.players).toBe(GUESTS.filter((g) => SEATING[g] === team.number).length);
    }
    // Ranked by points, then by number (the empty tables last, in order); the renamed table named anew.
    expect(results.teams.map((team) => team.rank)).toEqual(results.teams.map((_, i) => i + 1));
    const order = [...results.teams].sort((a, b) => b.score - a.score || a.number - b.number);
    expect(results.teams.map((team) => team.number)).toEqual(order.map((team) => team.number));
    expect(results.teams.slice(4).map((team) => team.number)).toEqual([3, 5, 6, 8, 9, 10, 11, 12]);
    expect(results.teams[0]!.number).toBe(2); // Dee, alone and always right
    expect(results.teams.find((team) => team.number === 7)!.name).toBe(RENAMED.name);
    expect(results.teams.find((team) => team.number === 5)!.name).toBeNull();
    expect(results.standings.map((e) => [e.player_name, e.team])).toEqual(
      results.standings.map((e) => [e.player_name, SEATING[e.player_name as Guest]]),
    );

    const [header, ...players] = await csvRows(await ok(t, '/games/current/standings.csv'));
    expect(header).toEqual([
      'rank',
      'player',
      'table',
      'table_name',
      'score',
      'correct_answers',
      'correct_answer_time_s',
    ]);
    expect(players).toHaveLength(8);
    for (const [, player, table, tableName] of players) {
      expect(Number(table), player).toBe(SEATING[player as Guest]);
      expect(tableName, player).toBe(TABLE_NAMES[Number(table)]);
    }
    expect(players.map((r) => [r[1], Number(r[4])])).toEqual(
      results.standings.map((e) => [e.player_name, e.score]),
    );

    const response = await ok(t, '/games/current/teams.csv');
    expect(response.headers.get('content-disposition')).toMatch(/-tables\.csv"?$/);
    const [teamsHeader, ...teams] = await csvRows(response);
    expect(teamsHeader).toEqual(['rank', 'table', 'table_name', 'players', 'score']);
    expect(teams).toEqual(
      results.teams.map((team) => [
        String(team.rank),
        String(team.number),
        team.name ?? '',
        String(team.players),
        String(team.score),
      ]),
    );
  });

  it('leave a solo game’s results as they were: no tables, no table columns, no tables file', async () => {
    const t = await resources.server();
    const guest = resources.track(await TestClient.connect(t.url));
    guest.emit('joinGame', 'Ann');
    await guest.next('joinedGame');
    const results = (await (await ok(t, '/games/current/results')).json()) as ResultsSummary;
    expect(results.playMode).toBe('solo');
    expect(results.teams).toEqual([]);
    expect(results.standings).toEqual([{ player_name: 'Ann', score: 0, rank: 1, team: null }]);
    const [header] = await csvRows(await ok(t, '/games/current/standings.csv'));
    expect(header).toEqual(['rank', 'player', 'score', 'correct_answers', 'correct_answer_time_s']);
    const refused = await api(t, '/games/current/teams.csv');
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ msg: 'This game is not played by teams.' });
  });

  it('name the two sides in a game of sides', async () => {
    const exported = JSON.parse(await readFile(TABLES_FILE, 'utf8')) as { quiz: Record<string, unknown> };
    exported.quiz.playMode = 'sides';
    const file = join(tmpdir(), `wq-sides-${process.pid}.wedding-quiz.json`);
    await writeFile(file, JSON.stringify(exported));
    const t = await resources.server({ quizFile: file });
    await rm(file, { force: true });
    for (const [name, team] of [
      ['Ann', 1],
      ['Bob', 2],
    ] as const) {
      const guest = resources.track(await TestClient.connect(t.url));
      guest.emit('joinGame', { username: name, team });
      await guest.next('joinedGame');
    }
    const results = (await (await ok(t, '/games/current/results')).json()) as ResultsSummary;
    expect(results.playMode).toBe('sides');
    expect(results.teams.map((team) => [team.number, team.name, team.players])).toEqual([
      [1, "Anna's side", 1],
      [2, "James's side", 1],
    ]);
    const [header, ...players] = await csvRows(await ok(t, '/games/current/standings.csv'));
    expect(header?.slice(0, 4)).toEqual(['rank', 'player', 'side', 'score']);
    expect(players.map((r) => [r[1], r[2]]).sort()).toEqual([
      ['Ann', "Anna's side"],
      ['Bob', "James's side"],
    ]);
    const response = await ok(t, '/games/current/teams.csv');
    expect(response.headers.get('content-disposition')).toMatch(/-sides\.csv"?$/);
    const [teamsHeader, ...sides] = await csvRows(response);
    expect(teamsHeader).toEqual(['rank', 'side', 'players', 'score']);
    expect(sides.map((r) => r[1])).toEqual(["Anna's side", "James's side"]);
  });
});
