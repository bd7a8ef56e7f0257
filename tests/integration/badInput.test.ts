/**
 * Bad input: every client event with wrong, missing, extra, huge, deep and hostile payloads,
 * answers out of turn, floods from one socket, and oversized HTTP requests. The server stays up,
 * the game stays correct, other players are untouched, abusers are limited, and each case is
 * logged once rather than once per packet.
 */
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { GameState, type ServerToClientEvents } from '@shared/index';
import defaultQuiz from '../../resources/default-quiz.json';
import {
  connectOperator,
  joinPlayer,
  OPERATOR_KEY,
  sleep,
  startTestServer,
  TestClient,
  type OperatorView,
  type PlayerView,
  type TestServer,
} from './harness';
import { journal as readJournal } from './journal';

const CORRECT = defaultQuiz.questions.map((q) => q.correct);
const TIMINGS = { countdownSeconds: 1, questionSeconds: 1, answerSeconds: 60 };

interface Setup {
  t: TestServer;
  logs: string[];
  operator: TestClient;
  bo: TestClient;
  boToken: string;
}

const servers: TestServer[] = [];
const clients: TestClient[] = [];

afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  for (const s of servers.splice(0)) await s.dispose();
});

function track<T extends TestClient>(client: T): T {
  clients.push(client);
  return client;
}

/**
 * A server with a log collector, an operator, a well-behaved guest (Bo) and an idle one (Cy, who
 * never answers, so a question stays open until the operator moves on).
 */
async function setup(): Promise<Setup> {
  const logs: string[] = [];
  const t = await startTestServer({ timings: TIMINGS, log: (line) => logs.push(line) });
  servers.push(t);
  const operator = track(await connectOperator(t.url));
  const { client: bo, token: boToken } = await joinPlayer(t.url, 'Bo');
  track(bo);
  track((await joinPlayer(t.url, 'Cy')).client);
  return { t, logs, operator, bo, boToken };
}

/** NEW -> the first question's options. */
async function openQuestion(operator: TestClient): Promise<OperatorView> {
  operator.emit('requestNextState', { from: GameState.NEW });
  await operator.view(GameState.STARTING_QUIZ);
  operator.emit('requestNextState', { from: GameState.STARTING_QUIZ });
  return operator.view<OperatorView>(GameState.SHOW_QUESTION_OPTIONS, 0);
}

async function healthz(url: string): Promise<{ ok: boolean; state: number; players: number }> {
  const res = await fetch(`${url}/healthz`);
  expect(res.status).toBe(200);
  return (await res.json()) as { ok: boolean; state: number; players: number };
}

/** Log lines about one socket, by what they say. */
function linesAbout(logs: string[], socketId: string): string[] {
  return logs.filter((l) => l.includes(socketId));
}

/** Every (socket, problem) is logged at most once. */
function expectNoRepeatedLines(logs: string[]): void {
  const seen = new Map<string, number>();
  for (const l of logs) seen.set(l, (seen.get(l) ?? 0) + 1);
  expect([...seen].filter(([, n]) => n > 1)).toEqual([]);
}

/** Waits until `client` has received `count` of `event` (or times out quietly after `ms`). */
async function settle<E extends keyof ServerToClientEvents>(
  client: TestClient,
  event: E,
  count: number,
  ms = 5000,
): Promise<Parameters<ServerToClientEvents[E]>[0][]> {
  const until = Date.now() + ms;
  while (client.all(event).length < count && Date.now() < until) await sleep(20);
  return client.all(event);
}

async function waitDisconnected(client: TestClient, ms = 5000): Promise<string> {
  if (!client.socket.connected) return 'already';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket was not disconnected')), ms);
    client.socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** Bo's own view, from a second connection with his token. */
async function boView(t: TestServer, token: string): Promise<PlayerView> {
  const again = track(await TestClient.connect(t.url, { token }));
  return (await again.next('updateState')) as PlayerView;
}

/** Payloads wrong for every event: wrong types, missing and extra fields, bad numbers. */
const WRONG: unknown[] = [
  0,
  -1,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  '',
  'x'.repeat(201),
  [],
  [1, 2, 3],
  { questionNo: '0', answer: '1' },
  { questionNo: 0 },
  { answer: 1 },
  { questionNo: 0, answer: 1, extra: true },
  { questionNo: -1, answer: 1 },
  { questionNo: 0.5, answer: 1 },
  { questionNo: 0, answer: -1 },
  { questionNo: 0, answer: 1.5 },
  { questionNo: 0, answer: 4 },
  { questionNo: 0, answer: Number.NaN },
  { questionNo: 1e300, answer: 0 },
  { questionNo: 0, answer: 1, name: 5 },
  { questionNo: 0, answer: 1, correct: 'yes' },
  { username: 5 },
  { username: 'Eve', extra: 1 },
  { username: ['Eve'] },
];

describe('every client event with wrong payloads', () => {
  it('is refused with an error event, changes nothing and is logged once per socket', async () => {
    const { t, logs, operator, bo, boToken } = await setup();
    const open = await openQuestion(operator);
    bo.emit('userAnsweredQuestion', { questionNo: 0, answer: CORRECT[0] });
    await bo.next('userAnswered');
    const timingsBefore = open.timings;

    // A joined guest throws every wrong payload at the answer event, then answers properly.
    const { client: eve } = await joinPlayer(t.url, 'Eve');
    track(eve);
    for (const payload of WRONG) eve.emit('userAnsweredQuestion', payload);
    eve.emit('userAnsweredQuestion');
    const rejected = await settle(eve, 'answerRejected', WRONG.length + 1);
    expect(rejected).toHaveLength(WRONG.length + 1);
    expect(rejected.every((r) => r.questionNo === null || r.questionNo === 0)).toBe(true);
    await sleep(300);
    eve.emit('userAnsweredQuestion', { questionNo: 0, answer: 2 });
    expect(await eve.next('userAnswered')).toEqual({ questionNo: 0, answer: 2 });
    expect(linesAbout(logs, eve.socket.id!).filter((l) => l.includes('malformed answer'))).toHaveLength(1);

    // A guest who has not joined yet sends every wrong join, and another the names the rules refuse.
    // (Fewer than 30 events per socket: the rate limit's burst, tested separately.)
    const stranger = track(await TestClient.connect(t.url));
    for (const payload of WRONG) stranger.emit('joinGame', payload);
    stranger.emit('joinGame');
    const joinErrors = await settle(stranger, 'joinGameError', WRONG.length + 1);
    expect(joinErrors).toHaveLength(WRONG.length + 1);
    expect(stranger.all('joinedGame')).toEqual([]);
    expect(
      linesAbout(logs, stranger.socket.id!).filter((l) => l.includes('malformed joinGame')),
    ).toHaveLength(1);
    const namer = track(await TestClient.connect(t.url));
    const badNames = ['', '   ', 'x'.repeat(11), 'ab\u0000cd', 'BO', 'cy ', '\u200b\u200b', '\n', 'a\u202eb'];
    for (const name of badNames) namer.emit('joinGame', name);
    expect(await settle(namer, 'joinGameError', badNames.length)).toHaveLength(badNames.length);
    expect(namer.all('joinedGame')).toEqual([]);

    // Operator events from a guest: tests/integration/protocolTable.test.ts, for every event.

    // Wrong payloads on the operator's own events: refused, nothing moves. (Each event gets its own
    // operator connection so the rate limit does not get in the way.)
    const wrongForOperator: Record<string, unknown[]> = {
      requestNextState: [
        0,
        'x',
        true,
        [],
        { from: '5' },
        { from: 5.5 },
        { from: -1 },
        { from: 13 },
        { from: null },
        { x: 1 },
      ],
      resetgs: [0, 'x', true, [], { x: 1 }, { confirm: true }],
      kickPlayer: [
        0,
        'x',
        {},
        [],
        { playerId: 1 },
        { playerId: '' },
        { playerId: 'x'.repeat(65) },
        { playerId: '99' },
        { playerId: '1', x: 1 },
      ],
      pauseTimer: [0, 'x', true, [], { x: 1 }],
      resumeTimer: [0, 'x', true, [], { x: 1 }],
      updateConfig: [
        0,
        'x',
        [],
        { answerSeconds: 0 },
        { answerSeconds: 301 },
        { answerSeconds: 2.5 },
        { answerSeconds: '20' },
        { countdownSeconds: -3 },
        { answerSeconds: Number.NaN },
        { answerSeconds: 20, x: 1 },
      ],
      chooseInterface: [
        0,
        'x',
        {},
        [],
        { interfaceName: '' },
        { interfaceName: 5 },
        { interfaceName: 'no-such-nic' },
      ],
    };
    for (const [event, payloads] of Object.entries(wrongForOperator)) {
      const op = track(await connectOperator(t.url));
      for (const payload of payloads) op.emit(event, payload);
      const replies = await settle(op, 'actionRejected', payloads.length);
      expect(
        replies.map((r) => r.event),
        event,
      ).toEqual(payloads.map(() => event));
    }

    // Nothing changed: same state and countdown, same settings, nobody kicked, no reset.
    const fresh = track(await connectOperator(t.url));
    const view = (await fresh.next('updateState')) as OperatorView;
    expect(view).toMatchObject({
      state: GameState.SHOW_QUESTION_OPTIONS,
      questionNumber: 0,
      answeredCount: 2,
    });
    expect(view.timer.deadline).toBe(open.timer.deadline);
    expect(view.timings).toEqual(timingsBefore);
    expect(view.players!.map((p) => p.name)).toEqual(['Bo', 'Cy', 'Eve']);
    expect((await boView(t, boToken)).myAnswer).toBe(CORRECT[0]);
    const journal = await readJournal(t);
    expect(journal.filter((l) => l.type === 'join').map((l) => l.name)).toEqual(['Bo', 'Cy', 'Eve']);
    expect(journal.filter((l) => l.type === 'answer')).toHaveLength(2);
    expect(journal.filter((l) => ['kick', 'pause', 'resume'].includes(l.type))).toEqual([]);
    expect(journal.filter((l) => l.type === 'config')).toHaveLength(0);
    expect((await healthz(t.url)).ok).toBe(true);
    expectNoRepeatedLines(logs);
  }, 30_000);
});

describe('huge, deep and hostile payloads', () => {
  it('huge strings and arrays are refused, over 4 KB the socket is closed, deep nesting is harmless', async () => {
    const { t, logs, operator, bo, boToken } = await setup();
    await openQuestion(operator);

    const { client: eve } = await joinPlayer(t.url, 'Eve');
    track(eve);
    eve.emit('userAnsweredQuestion', { questionNo: 0, answer: 1, name: 'x'.repeat(3000) });
    eve.emit(
      'userAnsweredQuestion',
      Array.from({ length: 1000 }, () => 1),
    );
    // About 4 KB of nesting: 1,900 arrays, then 600 objects.
    let deepArray: unknown = 0;
    for (let i = 0; i < 1900; i++) deepArray = [deepArray];
    let deepObject: unknown = { questionNo: 0, answer: 1 };
    for (let i = 0; i < 600; i++) deepObject = { a: deepObject };
    eve.emit('userAnsweredQuestion', deepArray);
    eve.emit('userAnsweredQuestion', deepObject);
    eve.emit('joinGame', deepArray);
    eve.emit('joinGame', 'x'.repeat(3000));
    expect(await settle(eve, 'answerRejected', 4)).toHaveLength(4);
    expect(await settle(eve, 'joinGameError', 2)).toHaveLength(2);
    expect(eve.socket.connected).toBe(true);

    // Over the 4 KB message limit the connection is closed at once.
    const big = track(await TestClient.connect(t.url));
    big.emit('joinGame', 'x'.repeat(100_000));
    expect(await waitDisconnected(big)).toBe('transport close');
    const bigArray = track(await TestClient.connect(t.url));
    bigArray.emit(
      'userAnsweredQuestion',
      Array.from({ length: 50_000 }, (_, i) => i),
    );
    expect(await waitDisconnected(bigArray)).toBe('transport close');

    // The game did not notice.
    eve.emit('userAnsweredQuestion', { questionNo: 0, answer: 3 });
    expect(await eve.next('userAnswered')).toEqual({ questionNo: 0, answer: 3 });
    const h = await healthz(t.url);
    expect(h).toMatchObject({ state: GameState.SHOW_QUESTION_OPTIONS, players: 3 });
    expect((await boView(t, boToken)).name).toBe('Bo');
    expect(bo.socket.connected).toBe(true);
    expectNoRepeatedLines(logs);
  }, 30_000);

  it('a socket cut off for an oversized message is logged once', async () => {
    const { t, logs } = await setup();
    const big = track(await TestClient.connect(t.url));
    const id = big.socket.id!;
    big.emit('joinGame', 'x'.repeat(100_000));
    expect(await waitDisconnected(big)).toBe('transport close');
    await sleep(200);
    // Without a line the operator cannot tell why a phone keeps dropping, or that someone is probing.
    expect(linesAbout(logs, id)).toHaveLength(1);
  }, 30_000);

  it('__proto__ and constructor keys neither pollute nor promote anyone', async () => {
    const { t, logs, operator } = await setup();
    const open = await openQuestion(operator);
    const hostile = (json: string): unknown => JSON.parse(json) as unknown;

    const { client: eve } = await joinPlayer(t.url, 'Eve');
    track(eve);
    eve.emit(
      'userAnsweredQuestion',
      hostile('{"questionNo":0,"answer":1,"__proto__":{"answer":2,"polluted":true}}'),
    );
    eve.emit('userAnsweredQuestion', hostile('{"__proto__":{"questionNo":0,"answer":1}}'));
    eve.emit(
      'userAnsweredQuestion',
      hostile('{"questionNo":0,"answer":1,"constructor":{"prototype":{"polluted":true}}}'),
    );
    expect(await settle(eve, 'answerRejected', 3)).toHaveLength(3);

    const stranger = track(await TestClient.connect(t.url));
    stranger.emit('joinGame', hostile('{"username":"Zed","__proto__":{"isAdmin":true}}'));
    stranger.emit('joinGame', hostile('{"__proto__":{"username":"Zed"}}'));
    stranger.emit('joinGame', hostile('{"constructor":{"prototype":{"polluted":true}},"username":"Zed"}'));
    expect(await settle(stranger, 'joinGameError', 3)).toHaveLength(3);

    const op = track(await connectOperator(t.url));
    op.emit('updateConfig', hostile('{"__proto__":{"answerSeconds":1}}'));
    op.emit('updateConfig', hostile('{"constructor":{"prototype":{"answerSeconds":1}}}'));
    op.emit('kickPlayer', hostile('{"__proto__":{"playerId":"1"}}'));
    expect(await settle(op, 'actionRejected', 3)).toHaveLength(3);

    // The handshake: an inherited role or key is no role or key.
    const sneaky = track(
      await TestClient.connect(t.url, hostile('{"__proto__":{"role":"operator"}}') as Record<string, string>),
    );
    sneaky.emit('requestNextState', { from: GameState.SHOW_QUESTION_OPTIONS });
    expect((await sneaky.next('actionRejected')).msg).toMatch(/operator/);
    await expect(TestClient.connect(t.url, { role: 'operator' })).rejects.toThrow();
    await expect(
      TestClient.connect(t.url, hostile('{"token":{"$ne":null}}') as Record<string, string>),
    ).rejects.toThrow();

    // Names that are property names elsewhere are just names.
    const { client: proto } = await joinPlayer(t.url, '__proto__');
    track(proto);
    const protoView = (await proto.next('updateState', (v) => (v as PlayerView).name !== null)) as PlayerView;
    expect(protoView.name).toBe('__proto__');

    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('answerSeconds');
    const view = (await track(await connectOperator(t.url)).next('updateState')) as OperatorView;
    expect(view.state).toBe(GameState.SHOW_QUESTION_OPTIONS);
    expect(view.timings).toEqual(open.timings);
    expect(view.players!.map((p) => p.name)).toEqual(['Bo', 'Cy', 'Eve', '__proto__']);
    expect(view.answeredCount).toBe(0);
    expectNoRepeatedLines(logs);
  }, 30_000);
});

describe('answers out of turn', () => {
  it('before the window, for other questions, repeated, and after the window are refused; the first answer counts', async () => {
    const { t, logs, operator, bo, boToken } = await setup();
    const { client: eve } = await joinPlayer(t.url, 'Eve');
    track(eve);
    const expectRejected = async (payload: unknown, pattern: RegExp): Promise<void> => {
      eve.emit('userAnsweredQuestion', payload);
      expect((await eve.next('answerRejected')).msg).toMatch(pattern);
    };

    await expectRejected({ questionNo: 0, answer: 1 }, /closed/);
    operator.emit('requestNextState', { from: GameState.NEW });
    await operator.view(GameState.STARTING_QUIZ);
    await expectRejected({ questionNo: 0, answer: 1 }, /closed/);
    operator.emit('requestNextState', { from: GameState.STARTING_QUIZ });
    await eve.view(GameState.SHOW_QUESTION, 0);
    await expectRejected({ questionNo: 0, answer: 1 }, /closed/);
    await eve.view(GameState.SHOW_QUESTION_OPTIONS, 0);

    await expectRejected({ questionNo: 1, answer: 1 }, /not open/);
    await expectRejected({ questionNo: 999, answer: 1 }, /not open/);
    bo.emit('userAnsweredQuestion', { questionNo: 0, answer: CORRECT[0] });
    await bo.next('userAnswered');
    eve.emit('userAnsweredQuestion', { questionNo: 0, answer: CORRECT[0] });
    await eve.next('userAnswered');
    await expectRejected({ questionNo: 0, answer: CORRECT[0] }, /already answered/);
    await expectRejected({ questionNo: 0, answer: (CORRECT[0]! + 1) % 4 }, /already answered/);

    operator.emit('requestNextState', { from: GameState.SHOW_QUESTION_OPTIONS });
    const reveal = await operator.view<OperatorView>(GameState.SHOW_CORRECT_ANSWER, 0);
    await expectRejected({ questionNo: 0, answer: 1 }, /closed/);
    expect(reveal.responses![CORRECT[0]!]).toBe(2);
    const journal = await readJournal(t);
    expect(journal.filter((l) => l.type === 'answer').map((l) => [l.playerId, l.answer])).toEqual([
      ['1', CORRECT[0]],
      ['3', CORRECT[0]],
    ]);
    const bov = await boView(t, boToken);
    expect(bov.result).toMatchObject({ answered: true, correct: true });
    // Refusals of well-formed answers are ordinary game events, not abuse: nothing logged.
    expect(linesAbout(logs, eve.socket.id!)).toEqual([]);
  }, 30_000);
});

describe('floods', () => {
  it('hundreds of events per second from one socket are rate-limited, then the socket is cut off; others go on', async () => {
    const { t, logs, operator, bo } = await setup();
    await openQuestion(operator);
    const { client: flooder } = await joinPlayer(t.url, 'Flo');
    track(flooder);
    const id = flooder.socket.id!;
    const cut = waitDisconnected(flooder, 10_000);

    // 100 events every 200 ms: 500 a second, for up to 2 seconds.
    // (An answer of the wrong type for any kind: a number like 9 is a fine guess for a closest question.)
    let sent = 0;
    for (let burst = 0; burst < 10 && flooder.socket.connected; burst++) {
      for (let i = 0; i < 100; i++) flooder.emit('userAnsweredQuestion', { questionNo: 0, answer: 'nine' });
      sent += 100;
      if (burst === 2) {
        // A well-behaved guest is served in the middle of the flood.
        const started = Date.now();
        bo.emit('userAnsweredQuestion', { questionNo: 0, answer: CORRECT[0] });
        await bo.next('userAnswered');
        expect(Date.now() - started).toBeLessThan(1000);
      }
      await sleep(200);
    }
    expect(await cut).toBe('io server disconnect');
    const answered = flooder.all('answerRejected').length;
    // Only the burst allowance and the refill got through.
    expect(answered).toBeLessThan(60);
    expect(sent).toBeGreaterThan(answered + 200);
    const about = linesAbout(logs, id);
    expect(about.filter((l) => l.includes('too fast'))).toHaveLength(1);
    expect(about.filter((l) => l.includes('disconnected'))).toHaveLength(1);
    expect(about.filter((l) => l.includes('malformed answer'))).toHaveLength(1);
    expect(about).toHaveLength(3);

    const h = await healthz(t.url);
    expect(h).toMatchObject({ ok: true, state: GameState.SHOW_QUESTION_OPTIONS, players: 3 });
    expectNoRepeatedLines(logs);
  }, 30_000);

  it('one socket sending joinGame many times at once creates one player at most', async () => {
    const { t, operator } = await setup();
    const spammer = track(await TestClient.connect(t.url));
    for (let i = 0; i < 20; i++) spammer.emit('joinGame', `Spam${i}`);
    await settle(spammer, 'joinGameError', 19, 3000);
    await sleep(300);
    const journal = await readJournal(t);
    const joins = journal.filter((l) => l.type === 'join').map((l) => l.name);
    expect(spammer.all('joinedGame')).toHaveLength(1);
    expect(joins).toHaveLength(3);
    const view = (await track(await connectOperator(t.url)).next('updateState')) as OperatorView;
    expect(view.playerCount).toBe(3);
    expect(operator.socket.connected).toBe(true);
  }, 30_000);
});

interface RawResponse {
  status: number | null;
  head: string;
}

/** Sends raw bytes over TCP and reads the status line; the server may close early, which is fine. */
function rawHttp(
  port: number,
  request: string | Buffer,
  body?: Buffer,
  timeoutMs = 10_000,
): Promise<RawResponse> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const done = (): void => {
      clearTimeout(timer);
      socket.destroy();
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(received);
      resolve({ status: status ? Number(status[1]) : null, head: received.split('\r\n\r\n')[0] ?? '' });
    };
    const timer = setTimeout(done, timeoutMs);
    socket.on('connect', () => {
      socket.write(request);
      if (body) socket.write(body);
    });
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n\r\n')) done();
    });
    socket.on('error', () => undefined);
    socket.on('close', done);
  });
}

describe('oversized and malformed HTTP requests', () => {
  it('are refused with a short answer and the server stays up', async () => {
    const { t, logs, operator } = await setup();
    await openQuestion(operator);
    const port = t.server.port;
    const MB = Buffer.alloc(1024 * 1024, 'a');
    const post = (path: string, type: string, size: number, auth = ''): string =>
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\nContent-Length: ${size}\r\n${auth}Connection: close\r\n\r\n`;
    const put = (path: string, type: string, size: number, auth = ''): string =>
      post(path, type, size, auth).replace('POST', 'PUT');
    const key = `Authorization: Bearer ${OPERATOR_KEY}\r\n`;

    // A 1 MB body where none is expected, to the API without the key, and over the API's own limit.
    expect((await rawHttp(port, post('/', 'text/plain', MB.length), MB)).status).toBe(404);
    expect((await rawHttp(port, post('/healthz', 'application/json', MB.length), MB)).status).toBe(404);
    expect((await rawHttp(port, post('/api/quiz/import', 'application/json', MB.length), MB)).status).toBe(
      401,
    );
    const twoMb = Buffer.concat([
      Buffer.from('{"x":"'),
      Buffer.alloc(2 * 1024 * 1024, 'a'),
      Buffer.from('"}'),
    ]);
    const tooBig = await rawHttp(port, put('/api/quiz', 'application/json', twoMb.length, key), twoMb);
    expect(tooBig.status).toBe(413);
    const broken = Buffer.from('{"quiz": [1, 2,');
    const bad = await rawHttp(port, put('/api/quiz', 'application/json', broken.length, key), broken);
    expect(bad.status).toBe(400);

    // Very long URL, many headers, garbage.
    const longUrl = await rawHttp(
      port,
      `GET /healthz?x=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
    );
    expect([414, 431]).toContain(longUrl.status);
    const headers = Array.from({ length: 3000 }, (_, i) => `X-Header-${i}: ${'v'.repeat(10)}\r\n`).join('');
    expect((await rawHttp(port, `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}\r\n`)).status).toBe(
      431,
    );
    expect((await rawHttp(port, 'GARBAGE\r\n\r\n')).status).toBe(400);
    expect(
      (await rawHttp(port, `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -5\r\n\r\n`)).status,
    ).toBe(400);

    // Socket.IO's long-polling transport applies the same 4 KB message limit.
    const handshake = await fetch(`${t.url}/socket.io/?EIO=4&transport=polling`);
    const sid = /"sid":"([^"]+)"/.exec(await handshake.text())?.[1];
    expect(sid).toBeDefined();
    const polling = await rawHttp(
      port,
      post(`/socket.io/?EIO=4&transport=polling&sid=${sid}`, 'text/plain;charset=UTF-8', MB.length),
      MB,
    );
    expect(polling.status).toBe(413);

    const h = await healthz(t.url);
    expect(h).toMatchObject({ ok: true, state: GameState.SHOW_QUESTION_OPTIONS, players: 2 });
    expect(operator.socket.connected).toBe(true);
    expectNoRepeatedLines(logs);
  }, 30_000);
});
