/**
 * `POST /join` (issue 25): a guest joins over plain HTTP before the web app has loaded, by the socket
 * join's rules, caps, journal and refusals; the app's socket then comes in with the token.
 *
 * Test clients all come from 127.0.0.1, which the server trusts by default (no per-address caps, no
 * rate limit, as for sockets). The per-address tests mount the same route with the strict address
 * policy on a second listener in front of the real server's session.
 */
import { once } from 'node:events';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import {
  gameFullMessage,
  NAME_MESSAGES,
  TOO_MANY_FROM_ADDRESS_MESSAGE,
  type PlayerView,
  type RefusalPayload,
} from '@shared/index';
import { JOIN_MAX_BODY_BYTES, JOIN_PATH } from '@shared/model/httpJoin';
import { addressPolicy } from '../../src/main/server/transport/http/clientAddress';
import { JOIN_RATE, joinRoute, type JoinRouteOptions } from '../../src/main/server/transport/http/joinRoute';
import { createOriginPolicy } from '../../src/main/server/transport/http/originPolicy';
import { connectOperator, connectScreen, TestClient, useTestResources, type TestServer } from './harness';
import { journal } from './journal';
import { TABLES_FILE } from './tablesGame';

const { server, track, adopt } = useTestResources();

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: Record<string, unknown>;
}

/** A raw POST with exactly these headers and body bytes (fetch would not send a made-up Host or Origin). */
function post(
  url: string,
  body: string | Buffer,
  headers: Record<string, string> = { 'content-type': 'application/json' },
  path = JOIN_PATH,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { method: 'POST', headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        let json: Record<string, unknown> = {};
        try {
          json = JSON.parse(text) as Record<string, unknown>;
        } catch {
          // Not JSON: the test says so by its expectation on `json`.
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
      });
    });
    // A server that refuses early may close before a big body is sent.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' ? undefined : reject(error)));
    req.end(body);
  });
}

const joinAs = (url: string, payload: unknown, headers?: Record<string, string>): Promise<Answer> =>
  post(url, JSON.stringify(payload), headers);

/** A socket join, as the web app sends it: the refusal (or null when joined). */
async function socketJoin(url: string, payload: unknown): Promise<RefusalPayload | null> {
  const client = track(await TestClient.connect(url));
  client.emit('joinGame', payload);
  return Promise.race([
    client.next('joinedGame').then(() => null),
    client.next('joinGameError').then((e) => ({ ...e })),
  ]);
}

async function playerCount(url: string): Promise<number> {
  return ((await (await fetch(`${url}/healthz`)).json()) as { players: number }).players;
}

async function journaledJoins(t: TestServer): Promise<string[]> {
  return (await journal(t)).filter((l) => l.type === 'join').map((l) => (l.name as string | undefined) ?? '');
}

/** An answer carries no stack trace nor a file path. */
function expectNoTrace(answer: Answer): void {
  expect(answer.text).not.toMatch(/\bat .+[(:]\d|node_modules|\.ts\b|\.js\b|Error:/);
}

/** The route alone on its own listener: the strict address policy, or a fake session. */
const sideServers: Server[] = [];
afterEach(async () => {
  for (const s of sideServers.splice(0)) {
    s.closeAllConnections();
    await new Promise((resolve) => s.close(resolve));
  }
});

async function sideApp(
  options: Partial<JoinRouteOptions> & Pick<JoinRouteOptions, 'session'>,
): Promise<string> {
  let port = 0;
  const app = express();
  app.post(
    JOIN_PATH,
    joinRoute({
      originPolicy: createOriginPolicy({ port: () => port, hostname: 'test-host' }),
      log: () => undefined,
      addresses: addressPolicy(false),
      ...options,
    }),
  );
  const side = createServer(app).listen(0, '127.0.0.1');
  sideServers.push(side);
  await once(side, 'listening');
  port = (side.address() as AddressInfo).port;
  return `http://127.0.0.1:${port}`;
}

describe('joining over HTTP', () => {
  it('joins on disk, the screen and operator see it, and the token brings the socket in as that player', async () => {
    const t = await server();
    const screen = track(await connectScreen(t.url));
    const operator = track(await connectOperator(t.url));
    await operator.next('updateState');

    const answer = await joinAs(t.url, 'Anna');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.json).toEqual({ username: 'Anna', token: expect.any(String) });
    // Answered only once on disk.
    expect(await journaledJoins(t)).toEqual(['Anna']);

    // The big screen's lobby and the operator's list hear of it as of a socket's join.
    const lobby = await screen.next('updatePlayers', (u) => u.playerCount === 1);
    expect(lobby.recentPlayers).toEqual(['Anna']);
    await operator.next('updatePlayers', (u) => u.playerCount === 1);
    expect(operator.playerList()).toEqual([expect.objectContaining({ name: 'Anna', connected: false })]);

    // The app's socket comes in with the token: Anna's own view, no second player.
    const phone = track(await TestClient.connect(t.url, { token: answer.json.token as string }));
    expect(((await phone.next('updateState')) as PlayerView).name).toBe('Anna');
    expect(phone.all('sessionEnded')).toEqual([]);
    await operator.next('updatePlayers', (u) => (u.changed ?? []).some((p) => p.connected));
    expect(operator.playerList()).toEqual([expect.objectContaining({ name: 'Anna', connected: true })]);
    expect(await playerCount(t.url)).toBe(1);
  });

  it('a name taken is refused as the socket refuses it, both ways', async () => {
    const t = await server();
    expect(await socketJoin(t.url, 'Anna')).toBeNull();
    const http = await joinAs(t.url, 'ANNA');
    const socket = await socketJoin(t.url, 'ANNA');
    expect(http.status).toBe(409);
    expect(socket).toMatchObject({ code: 'nameTaken' });
    expect(http.json).toEqual(socket);

    expect((await joinAs(t.url, { username: 'Bob' })).status).toBe(200);
    expect(await socketJoin(t.url, 'Bob')).toMatchObject({ code: 'nameTaken', params: { name: 'Bob' } });
    expect(await playerCount(t.url)).toBe(2);
  });

  it('takes a table in a tables game, and refuses a missing one as the socket does', async () => {
    const t = await server({ quizFile: TABLES_FILE });
    const http = await joinAs(t.url, 'Cleo');
    expect(http.status).toBe(400);
    expect(http.json).toEqual(await socketJoin(t.url, 'Cleo'));
    expect(http.json).toMatchObject({ code: 'noSuchTeam' });

    const joined = await joinAs(t.url, { username: 'Cleo', team: 7 });
    expect(joined.status).toBe(200);
    const phone = track(await TestClient.connect(t.url, { token: joined.json.token as string }));
    const view = (await phone.next('updateState')) as PlayerView;
    expect(view).toMatchObject({ name: 'Cleo', team: { number: 7 } });
  });

  it('survives a restart: the journaled player comes back with the token', async () => {
    const t = await server();
    const { json } = await joinAs(t.url, 'Dana');
    await t.stop();
    const again = adopt(await t.restart());
    const phone = track(await TestClient.connect(again.url, { token: json.token as string }));
    expect(((await phone.next('updateState')) as PlayerView).name).toBe('Dana');
    expect(await playerCount(again.url)).toBe(1);
  });
});

describe('bad requests', () => {
  it('answers each with its status and a clear message, and adds no player', async () => {
    const t = await server();
    const json = { 'content-type': 'application/json' };
    const cases: [Answer, number, RefusalPayload][] = [
      [
        await post(t.url, 'Anna', { 'content-type': 'text/plain' }),
        415,
        { code: 'notJson', msg: 'Send the join as JSON (Content-Type: application/json).' },
      ],
      [
        await post(t.url, 'username=Anna', { 'content-type': 'application/x-www-form-urlencoded' }),
        415,
        { code: 'notJson', msg: expect.any(String) as string },
      ],
      [
        await post(t.url, '{"username":', json),
        400,
        { code: 'badRequest', msg: 'The request body is not valid JSON.' },
      ],
      [await post(t.url, '', json), 400, { code: 'badRequest', msg: 'Please enter your name!' }],
      [
        await joinAs(t.url, { name: 'Anna' }),
        400,
        {
          code: 'badRequest',
          msg: 'The join must be a name (a JSON string) or { "username": "…", "team": 1 }.',
        },
      ],
      [
        await joinAs(t.url, { username: 'Anna', admin: true }),
        400,
        { code: 'badRequest', msg: expect.any(String) as string },
      ],
      [await joinAs(t.url, 42), 400, { code: 'badRequest', msg: expect.any(String) as string }],
      [
        await joinAs(t.url, 'Bartholomew!'),
        400,
        { code: 'nameInvalid', msg: NAME_MESSAGES.tooLong, params: { problem: 'tooLong' } },
      ],
      [
        await joinAs(t.url, { username: 'x'.repeat(300) }),
        400,
        { code: 'nameInvalid', msg: NAME_MESSAGES.tooLong, params: { problem: 'tooLong' } },
      ],
      [
        await post(t.url, JSON.stringify('y'.repeat(100_000)), json),
        413,
        {
          code: 'tooLarge',
          msg: `The request is too large: a join is at most ${JOIN_MAX_BODY_BYTES} bytes.`,
        },
      ],
      [
        await post(t.url, gzipSync(JSON.stringify('Anna')), { ...json, 'content-encoding': 'gzip' }),
        415,
        { code: 'notJson', msg: 'Send the join uncompressed (no Content-Encoding).' },
      ],
    ];
    for (const [answer, status, body] of cases) {
      expect({ status: answer.status, body: answer.json }).toEqual({ status, body });
      expect(answer.headers['cache-control']).toBe('no-store');
      expectNoTrace(answer);
    }
    // A name too long for the game is refused by the socket in the same words.
    expect(await socketJoin(t.url, 'Bartholomew!')).toEqual(cases[7]![0].json);
    expect(await playerCount(t.url)).toBe(0);
    expect(await journaledJoins(t)).toEqual([]);
  });

  it("refuses another site's page, as the sockets and the operator API do", async () => {
    const t = await server();
    const host = new URL(t.url).host;
    const port = Number(new URL(t.url).port);
    const json = { 'content-type': 'application/json' };
    for (const headers of [
      { ...json, origin: 'http://evil.example' },
      { ...json, origin: `http://127.0.0.1:${port === 5173 ? 5174 : 5173}` },
      { ...json, origin: 'null' },
      { ...json, host: 'evil.example', origin: 'http://evil.example' },
    ]) {
      const answer = await joinAs(t.url, 'Mallory', headers);
      expect({ status: answer.status, body: answer.json }).toEqual({
        status: 403,
        body: { code: 'foreignPage', msg: 'This page is not part of the quiz app.' },
      });
    }
    expect(await playerCount(t.url)).toBe(0);
    // The app's own page (same origin) and a client without an Origin get in.
    expect((await joinAs(t.url, 'Ann', { ...json, origin: `http://${host}` })).status).toBe(200);
    expect((await joinAs(t.url, 'Bea', json)).status).toBe(200);
    expect(await playerCount(t.url)).toBe(2);
  });
});

describe('caps and the rate limit', () => {
  it('the player cap counts HTTP and socket joins together, in the same words', async () => {
    const t = await server({ maxPlayers: 2 });
    expect(await socketJoin(t.url, 'A')).toBeNull();
    expect((await joinAs(t.url, 'B')).status).toBe(200);
    const http = await joinAs(t.url, 'C');
    expect(http.status).toBe(409);
    expect(http.json).toEqual({ code: 'gameFull', msg: gameFullMessage(2), params: { count: 2 } });
    expect(await socketJoin(t.url, 'C')).toEqual(http.json);
    expect(await playerCount(t.url)).toBe(2);
  });

  it('players per address: the HTTP join counts the client address as the sockets do', async () => {
    const t = await server({ trustLoopback: false, playersPerAddress: 3 });
    const strict = await sideApp({ session: t.server.session });
    expect(await socketJoin(t.url, 'A')).toBeNull();
    expect((await joinAs(strict, 'B')).status).toBe(200);
    expect((await joinAs(strict, 'C')).status).toBe(200);
    const http = await joinAs(strict, 'D');
    expect(http.status).toBe(403);
    expect(http.json).toEqual({ code: 'tooManyFromAddress', msg: TOO_MANY_FROM_ADDRESS_MESSAGE });
    expect(await socketJoin(t.url, 'D')).toEqual(http.json);
    expect(await playerCount(t.url)).toBe(3);

    // The real server trusts this computer, as its sockets do: no cap from 127.0.0.1.
    const trusting = await server({ playersPerAddress: 3 });
    for (const name of ['P1', 'P2', 'P3', 'P4', 'P5'])
      expect((await joinAs(trusting.url, name)).status).toBe(200);
  });

  it('slows down an address after a burst, then lets it in again', async () => {
    const t = await server({ trustLoopback: false });
    let now = 1_000_000;
    const logs: string[] = [];
    const strict = await sideApp({ session: t.server.session, clock: () => now, log: (m) => logs.push(m) });
    for (let i = 0; i < JOIN_RATE.capacity; i++) expect((await joinAs(strict, { nope: i })).status).toBe(400);
    const slowed = await joinAs(strict, 'Eve');
    expect(slowed.status).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');
    expect(slowed.json).toMatchObject({ code: 'tooManyTries' });
    expect((await joinAs(strict, 'Eve')).status).toBe(429);
    expect(await playerCount(t.url)).toBe(0);
    expect(logs.filter((l) => l.includes('Slowed down'))).toHaveLength(1);

    now += 1000 / JOIN_RATE.perSecond;
    expect((await joinAs(strict, 'Eve')).status).toBe(200);
    expect(await playerCount(t.url)).toBe(1);

    // This computer is exempt (the real server trusts loopback by default).
    const trusting = await server();
    for (let i = 0; i < JOIN_RATE.capacity + 5; i++)
      expect((await joinAs(trusting.url, { nope: i })).status).toBe(400);
    expect((await joinAs(trusting.url, 'Fay')).status).toBe(200);
  });
});

describe("the session's other answers", () => {
  const failing = (
    result: Awaited<ReturnType<JoinRouteOptions['session']['join']>>,
  ): Pick<JoinRouteOptions, 'session'> => ({
    session: { join: () => Promise.resolve(result) },
  });

  it('a join overtaken by a new game says to join again; a save failure is 503; a crash is 500 without a trace', async () => {
    const superseded = await sideApp(
      failing({ ok: false, code: 'superseded', msg: 'A new game has started.' }),
    );
    const answer = await joinAs(superseded, 'Gus');
    expect(answer.status).toBe(409);
    expect(answer.json).toEqual({
      code: 'superseded',
      msg: 'A new game started while you were joining. Please tap Join again.',
    });

    const cannotSave = await sideApp(
      failing({ ok: false, code: 'cannotSave', msg: 'The game cannot save right now — tell the DJ.' }),
    );
    expect((await joinAs(cannotSave, 'Gus')).status).toBe(503);

    const logs: string[] = [];
    const crashing = await sideApp({
      session: { join: () => Promise.reject(new Error('boom at /secret/path.ts:12')) },
      log: (m) => logs.push(m),
    });
    const crash = await joinAs(crashing, 'Gus');
    expect(crash.status).toBe(500);
    expect(crash.json).toEqual({ msg: 'Something went wrong on the server.' });
    expectNoTrace(crash);
    expect(logs.join('\n')).toContain('boom');
  });
});
