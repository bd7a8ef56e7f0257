/**
 * Faults: the server process killed with SIGKILL mid-question with 200 guests connected, and
 * connections dropping and coming back (guests, the big screen, the operator).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { io } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { GameState } from '@shared/index';
import { applyAnswered, applyPhoneView, NO_PHONE_PARTS, phoneViewOf } from '@shared/model/phoneView';
import defaultQuiz from '../../resources/default-quiz.json';
import { startServerChild, type ServerChild } from '../../bench/serverProcess';
import { expectedPoints, verifyRun, type SentAnswer } from '../../bench/verify';
import {
  connectOperator,
  connectScreen,
  joinPlayer,
  OPERATOR_KEY,
  sleep,
  startTestServer,
  TestClient,
  type ClientSocket,
  type OperatorView,
  type PlayerView,
  type ScreenView,
  type TestServer,
} from './harness';
import { journal } from './journal';

const SERVE = resolve('out/main/serve.js');
const CORRECT = defaultQuiz.questions.map((q) => q.correct);

async function waitFor(check: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(20);
  }
}

/**
 * A guest's phone as the web app behaves: Socket.IO reconnection on, and the token from
 * `joinedGame` kept in the handshake so every reconnection is the same player.
 */
class Guest {
  readonly socket: ClientSocket;
  token: string | null = null;
  view: PlayerView | null = null;
  viewAt = 0;
  connects = 0;
  lastConnectAt = 0;
  readonly acked = new Map<number, number>();
  readonly rejected: string[] = [];

  constructor(
    url: string,
    readonly name: string,
  ) {
    this.socket = io(url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: true,
      reconnectionDelay: 100,
      reconnectionDelayMax: 500,
      auth: {},
    });
    this.socket.on('connect', () => {
      this.connects++;
      this.lastConnectAt = Date.now();
      if (this.token === null) this.socket.emit('joinGame', name);
    });
    this.socket.on('joinedGame', (payload) => {
      this.token = payload.token;
      this.socket.auth = { token: payload.token };
    });
    let parts = NO_PHONE_PARTS;
    this.socket.on('phoneView', (message) => {
      parts = applyPhoneView(parts, message);
      this.view = phoneViewOf(parts);
      this.viewAt = Date.now();
    });
    this.socket.on('userAnswered', (payload) => {
      this.acked.set(payload.questionNo, payload.answer as number);
      parts = applyAnswered(parts, payload);
      this.view = phoneViewOf(parts);
    });
    this.socket.on('answerRejected', (payload) => this.rejected.push(payload.msg));
  }

  answer(questionNo: number, answer: number): void {
    this.socket.emit('userAnsweredQuestion', { questionNo, answer });
  }

  /** Back after a server restart: connected again and holding a fresh view of its own. */
  backSince(time: number): boolean {
    return (
      this.socket.connected &&
      this.lastConnectAt > time &&
      this.viewAt >= this.lastConnectAt &&
      this.view?.name === this.name
    );
  }

  close(): void {
    this.socket.disconnect();
  }
}

/** Cuts the guest's TCP connection without a WebSocket close frame, as a phone losing Wi-Fi does. */
function dropAbruptly(socket: ClientSocket): void {
  const transport = socket.io.engine.transport as unknown as { ws?: { _socket?: { destroy: () => void } } };
  const tcp = transport.ws?._socket;
  if (tcp) tcp.destroy();
  else socket.io.engine.close();
}

interface JournalAnswer {
  type: 'answer';
  playerId: string;
  questionNo: number;
  answer: number;
  at: number;
}

async function readJournal(dataDir: string): Promise<{ type: string; [key: string]: unknown }[]> {
  return journal({ dataDir });
}

describe('the server killed with SIGKILL mid-question', () => {
  let dataDir = '';
  const servers: ServerChild[] = [];
  const guests: Guest[] = [];
  const clients: TestClient[] = [];

  afterEach(async () => {
    for (const g of guests.splice(0)) g.close();
    for (const c of clients.splice(0)) c.close();
    for (const s of servers.splice(0)) await s.stop(5000);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged answer; 200 guests come back by themselves with their scores; the game goes on', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'wq-faults-'));
    const first = await startServerChild({ serveJs: SERVE, dataDir, operatorKey: OPERATOR_KEY });
    servers.push(first);
    const port = Number(new URL(first.url).port);

    const operator = await connectOperator(first.url);
    clients.push(operator);
    operator.emit('updateConfig', { countdownSeconds: 1, questionSeconds: 1, answerSeconds: 30 });
    await operator.next('updateState', (v) => (v as OperatorView).timings.answerSeconds === 30);

    for (let i = 0; i < 200; i++) guests.push(new Guest(first.url, `guest${i}`));
    await waitFor(
      () => guests.every((g) => g.token !== null && g.view?.name === g.name),
      '200 guests to join',
    );

    // Question 1: everyone answers, the round ends by itself, scores are known.
    operator.emit('requestNextState', { from: GameState.NEW });
    await operator.view(GameState.STARTING_QUIZ);
    operator.emit('requestNextState', { from: GameState.STARTING_QUIZ });
    await waitFor(
      () => guests.every((g) => g.view?.state === GameState.SHOW_QUESTION_OPTIONS),
      'question 1 to open',
    );
    guests.forEach((g, i) => g.answer(0, i % 4));
    await waitFor(() => guests.every((g) => g.acked.has(0)), 'every answer to question 1 acknowledged');
    const reveal = await operator.view<OperatorView>(GameState.SHOW_CORRECT_ANSWER, 0);
    const scoresAfterQ1 = new Map(reveal.leaderboard.full.map((e) => [e.player_name, e.score]));
    expect(scoresAfterQ1.size).toBe(200);

    // Question 2: 120 guests answer and are acknowledged, 30 more answer as the server dies.
    operator.emit('requestNextState', { from: GameState.SHOW_CORRECT_ANSWER });
    await operator.view(GameState.SHOW_LEADERBOARD, 0);
    operator.emit('requestNextState', { from: GameState.SHOW_LEADERBOARD });
    await waitFor(
      () =>
        guests.every((g) => g.view?.state === GameState.SHOW_QUESTION_OPTIONS && g.view.questionNumber === 1),
      'question 2 to open',
    );
    const choice = (i: number): number => (i % 3 === 0 ? CORRECT[1]! : (CORRECT[1]! + 1) % 4);
    const early = guests.slice(0, 120);
    const inFlight = guests.slice(120, 150);
    early.forEach((g, i) => g.answer(1, choice(i)));
    await waitFor(() => early.every((g) => g.acked.has(1)), '120 answers to question 2 acknowledged');
    inFlight.forEach((g, i) => g.answer(1, choice(120 + i)));
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    const killedAt = Date.now();
    const ackedBeforeKill = new Map(guests.map((g) => [g.name, g.acked.get(1)]));

    await sleep(300);
    const second = await startServerChild({ serveJs: SERVE, dataDir, operatorKey: OPERATOR_KEY, port });
    servers.push(second);
    expect(second.url).toBe(first.url);

    // Every guest comes back by itself, as the same player, in the same question.
    await waitFor(() => guests.every((g) => g.backSince(killedAt)), 'all 200 guests to reconnect', 20_000);
    for (const [i, g] of guests.entries()) {
      expect(g.view).toMatchObject({
        name: g.name,
        state: GameState.SHOW_QUESTION_OPTIONS,
        questionNumber: 1,
      });
      const acked = ackedBeforeKill.get(g.name);
      if (acked !== undefined) expect(g.view!.myAnswer, `${g.name}'s acknowledged answer`).toBe(acked);
      if (i >= 150) expect(g.view!.myAnswer).toBeNull();
    }

    // Every acknowledged answer is in the journal, with the option the guest chose.
    const journal = await readJournal(dataDir);
    const idOf = new Map(
      journal.filter((l) => l.type === 'join').map((l) => [l.name as string, l.playerId as string]),
    );
    const answers = journal.filter(
      (l): l is JournalAnswer & { [key: string]: unknown } => l.type === 'answer',
    );
    for (const g of guests) {
      for (const [q, a] of g.acked) {
        const found = answers.filter((l) => l.playerId === idOf.get(g.name) && l.questionNo === q);
        expect(
          found.map((l) => l.answer),
          `${g.name}, question ${q + 1}`,
        ).toEqual([a]);
      }
    }

    // The operator reconnects and sees everyone with their scores.
    const operator2 = await connectOperator(second.url);
    clients.push(operator2);
    await operator2.next(
      'updatePlayers',
      () => operator2.playerList().filter((x) => x.connected).length === 200,
    );
    const after = (await operator2.next('updateState')) as OperatorView;
    expect(after.state).toBe(GameState.SHOW_QUESTION_OPTIONS);
    expect(after.players).toHaveLength(200);
    const q2Opened = journal.filter((l) => l.type === 'advance' && l.from === GameState.SHOW_QUESTION).at(-1)!
      .at as number;
    for (const p of after.players!) {
      const own = guests.find((g) => g.name === p.name)!;
      const recorded = answers.find((l) => l.playerId === idOf.get(p.name) && l.questionNo === 1);
      const gained =
        recorded && recorded.answer === CORRECT[1] ? expectedPoints(recorded.at - q2Opened, 30_000) : 0;
      expect(p.score, `${p.name}'s score after the restart`).toBe(scoresAfterQ1.get(p.name)! + gained);
      expect(own.view!.myAnswer ?? null).toBe(recorded?.answer ?? null);
    }

    // The game goes on: the guests without an answer answer now and the round ends by itself.
    const toAnswer = guests.filter((g) => g.view!.myAnswer === null);
    guests.forEach((g, i) => {
      if (toAnswer.includes(g)) g.answer(1, choice(i));
    });
    await waitFor(
      () =>
        guests.every((g) => g.view?.state === GameState.SHOW_CORRECT_ANSWER && g.view.questionNumber === 1),
      'the reveal of question 2 on every phone',
    );
    const final = (await operator2.view<OperatorView>(GameState.SHOW_CORRECT_ANSWER, 1)) as OperatorView;
    // The reveal is broadcast as soon as the last answer is in memory; its ack waits for the disk.
    await waitFor(
      () => toAnswer.every((g) => g.acked.has(1)),
      'the answers given after the restart to be acknowledged',
    );
    expect(guests.flatMap((g) => g.rejected)).toEqual([]);

    // Scores recomputed independently from the journal match the leaderboard and every phone.
    // An answer acknowledged by the view only (its ack was lost with the server) counts as sent.
    const sent: SentAnswer[] = guests.flatMap((g) =>
      [0, 1].map((q) => ({
        name: g.name,
        questionNo: q,
        choice: g.acked.get(q) ?? g.view!.myAnswer ?? -1,
        acked: true,
        rejected: null,
      })),
    );
    const check = verifyRun({
      journalText: await readFile(join(dataDir, 'journal.jsonl'), 'utf8'),
      questions: defaultQuiz.questions.slice(0, 7),
      answerSeconds: 30,
      sent,
      leaderboard: final.leaderboard.full,
      guestTotals: new Map(guests.map((g) => [g.name, g.view!.result!.total])),
    });
    expect(check.scoreMismatches).toEqual([]);
    expect(check.rankMismatches).toBe(0);
    expect(check.journalAnswers).toBe(400);
    expect(check.duplicateAnswers).toBe(0);
  }, 60_000);
});

describe('the disk full mid-question, then the server killed', () => {
  let dataDir = '';
  const servers: ServerChild[] = [];
  const guests: Guest[] = [];
  const clients: TestClient[] = [];
  const saved = process.env.WQ_DISK_FULL_MARKER;

  afterEach(async () => {
    for (const g of guests.splice(0)) g.close();
    for (const c of clients.splice(0)) c.close();
    for (const s of servers.splice(0)) await s.stop(5000);
    if (saved === undefined) delete process.env.WQ_DISK_FULL_MARKER;
    else process.env.WQ_DISK_FULL_MARKER = saved;
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses what it cannot save, tells the operator, and after a kill keeps every acknowledged answer and nothing else', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'wq-diskfull-'));
    const marker = join(dataDir, 'disk-is-full');
    process.env.WQ_DISK_FULL_MARKER = marker;
    const nodeFlags = ['--import', pathToFileURL(resolve('tests/support/diskFull.mjs')).href];
    const first = await startServerChild({ serveJs: SERVE, dataDir, operatorKey: OPERATOR_KEY, nodeFlags });
    servers.push(first);
    const port = Number(new URL(first.url).port);
    const operator = await connectOperator(first.url);
    clients.push(operator);
    operator.emit('updateConfig', { countdownSeconds: 1, questionSeconds: 1, answerSeconds: 60 });
    await operator.next('updateState', (v) => (v as OperatorView).timings.answerSeconds === 60);

    for (let i = 0; i < 40; i++) guests.push(new Guest(first.url, `g${i}`));
    await waitFor(
      () => guests.every((g) => g.token !== null && g.view?.name === g.name),
      '40 guests to join',
    );
    operator.emit('requestNextState', { from: GameState.NEW });
    await operator.view(GameState.STARTING_QUIZ);
    operator.emit('requestNextState', { from: GameState.STARTING_QUIZ });
    await waitFor(() => guests.every((g) => g.view?.state === GameState.SHOW_QUESTION_OPTIONS), 'question 1');

    const before = guests.slice(0, 20);
    before.forEach((g, i) => g.answer(0, i % 4));
    await waitFor(() => before.every((g) => g.acked.has(0)), '20 answers acknowledged');

    // The disk fills up: the next answers, a late join and a step are refused, and the operator is told.
    await writeFile(marker, '');
    const during = guests.slice(20, 40);
    during.forEach((g, i) => g.answer(0, i % 4));
    await waitFor(() => during.every((g) => g.rejected.length > 0), '20 answers refused');
    for (const g of during) {
      expect(g.acked.has(0)).toBe(false);
      expect(g.rejected).toEqual(['The game cannot save right now — tell the DJ.']);
    }
    const late = new Guest(first.url, 'late');
    guests.push(late);
    const lateError = await new Promise<string>((done) =>
      late.socket.once('joinGameError', (p) => done(p.msg)),
    );
    expect(lateError).toBe('The game cannot save right now — tell the DJ.');
    const banner = await operator.next('updateState', (v) => (v as OperatorView).saveProblem !== null);
    expect((banner as OperatorView).saveProblem).toBe('the disk is full');
    operator.emit('requestNextState', { from: GameState.SHOW_QUESTION_OPTIONS });
    await sleep(300);
    expect(guests.every((g) => g.view?.state === GameState.SHOW_QUESTION_OPTIONS)).toBe(true);

    // The server dies in the middle of the episode; space comes back; it starts again.
    first.child.kill('SIGKILL');
    await first.exited;
    await rm(marker, { force: true });
    const second = await startServerChild({
      serveJs: SERVE,
      dataDir,
      operatorKey: OPERATOR_KEY,
      port,
      nodeFlags,
    });
    servers.push(second);

    const journal = await readJournal(dataDir);
    expect(journal.filter((l) => l.type === 'join')).toHaveLength(40);
    const idOf = new Map(
      journal.filter((l) => l.type === 'join').map((l) => [l.name as string, l.playerId as string]),
    );
    const answers = journal.filter(
      (l): l is JournalAnswer & { [key: string]: unknown } => l.type === 'answer',
    );
    expect(answers).toHaveLength(20);
    for (const g of before) {
      const found = answers.filter((l) => l.playerId === idOf.get(g.name));
      expect(
        found.map((l) => l.answer),
        g.name,
      ).toEqual([g.acked.get(0)]);
    }
    expect(journal.filter((l) => l.type === 'advance').at(-1)).toMatchObject({
      from: GameState.SHOW_QUESTION,
    });

    // The game goes on where it was: the refused guests answer again and are acknowledged.
    await waitFor(
      () => guests.slice(0, 40).every((g) => g.socket.connected && g.view?.name === g.name),
      'reconnect',
      20_000,
    );
    during.forEach((g, i) => g.answer(0, i % 4));
    await waitFor(() => during.every((g) => g.acked.has(0)), 'the refused answers, sent again, acknowledged');
  }, 60_000);
});

describe('connections dropping and coming back', () => {
  let t: TestServer;
  const clients: TestClient[] = [];
  const sockets: ClientSocket[] = [];

  afterEach(async () => {
    for (const c of clients.splice(0)) c.close();
    for (const s of sockets.splice(0)) s.disconnect();
    await t.dispose();
  });

  it('a guest flapping many times, the big screen reloading and the operator reconnecting change nothing', async () => {
    t = await startTestServer({ timings: { countdownSeconds: 1, questionSeconds: 1, answerSeconds: 20 } });
    const operator = await connectOperator(t.url);
    const screen = await connectScreen(t.url);
    clients.push(operator, screen);
    const bo = await joinPlayer(t.url, 'Bo');
    const cy = await joinPlayer(t.url, 'Cy');
    clients.push(bo.client, cy.client);

    // Ann's phone reconnects by itself after every drop, with her token.
    const ann = new Guest(t.url, 'Ann');
    sockets.push(ann.socket);
    await waitFor(() => ann.token !== null && ann.view?.name === 'Ann', 'Ann to join');

    const flap = async (times: number, expectView: (v: PlayerView) => void): Promise<void> => {
      for (let i = 0; i < times; i++) {
        const since = Date.now();
        await sleep(1);
        if (i % 2 === 0) dropAbruptly(ann.socket);
        else {
          ann.socket.disconnect();
          ann.socket.connect();
        }
        await waitFor(() => ann.backSince(since), `Ann back after drop ${i + 1}`);
        expectView(ann.view!);
      }
    };

    await flap(6, (v) => expect(v).toMatchObject({ name: 'Ann', playerState: GameState.WAITING }));

    operator.emit('requestNextState', { from: GameState.NEW });
    await operator.view(GameState.STARTING_QUIZ);
    operator.emit('requestNextState', { from: GameState.STARTING_QUIZ });
    const open = await operator.view<OperatorView>(GameState.SHOW_QUESTION_OPTIONS, 0);
    await waitFor(() => ann.view?.state === GameState.SHOW_QUESTION_OPTIONS, 'Ann to see the options');

    // Dropping before answering: nobody else has answered, so the round stays open.
    await flap(6, (v) =>
      expect(v).toMatchObject({
        state: GameState.SHOW_QUESTION_OPTIONS,
        playerState: GameState.SHOW_QUESTION_OPTIONS,
        myAnswer: null,
      }),
    );
    ann.answer(0, CORRECT[0]!);
    await waitFor(() => ann.acked.has(0), "Ann's answer acknowledged");
    await flap(10, (v) =>
      expect(v).toMatchObject({
        state: GameState.SHOW_QUESTION_OPTIONS,
        playerState: GameState.ANSWERED,
        myAnswer: CORRECT[0],
      }),
    );

    // The big screen reloads: same question, same counts, same countdown.
    screen.close();
    const screen2 = await connectScreen(t.url);
    clients.push(screen2);
    const screenView = (await screen2.next('updateState')) as ScreenView;
    expect(screenView).toMatchObject({
      state: GameState.SHOW_QUESTION_OPTIONS,
      questionNumber: 0,
      answeredCount: 1,
      playerCount: 3,
    });
    expect(screenView.timer.deadline).toBe(open.timer.deadline);

    // The operator window closes and opens again, three times.
    let operatorNow: TestClient = operator;
    for (let i = 0; i < 3; i++) {
      operatorNow.close();
      operatorNow = await connectOperator(t.url);
      clients.push(operatorNow);
      const view = (await operatorNow.next('updateState')) as OperatorView;
      expect(view).toMatchObject({
        state: GameState.SHOW_QUESTION_OPTIONS,
        questionNumber: 0,
        answeredCount: 1,
        playerCount: 3,
      });
      expect(view.timer.deadline).toBe(open.timer.deadline);
      expect(view.players!.map((p) => [p.name, p.connected])).toEqual([
        ['Bo', true],
        ['Cy', true],
        ['Ann', true],
      ]);
    }

    // The others answer: the round ends and Ann's one answer counts.
    bo.client.emit('userAnsweredQuestion', { questionNo: 0, answer: CORRECT[0] });
    cy.client.emit('userAnsweredQuestion', { questionNo: 0, answer: (CORRECT[0]! + 1) % 4 });
    const reveal = await operatorNow.view<OperatorView>(GameState.SHOW_CORRECT_ANSWER, 0);
    expect(reveal.responses).toEqual(
      [0, 1, 2, 3].map((o) => (o === CORRECT[0] ? 2 : o === (CORRECT[0]! + 1) % 4 ? 1 : 0)),
    );
    await waitFor(() => ann.view?.state === GameState.SHOW_CORRECT_ANSWER, 'Ann to see the reveal');
    expect(ann.view!.result).toMatchObject({ answered: true, correct: true });
    expect(ann.view!.result!.points).toBeGreaterThanOrEqual(500);
    expect(ann.rejected).toEqual([]);

    const journal = await readJournal(t.dataDir);
    expect(journal.filter((l) => l.type === 'join').map((l) => l.name)).toEqual(['Bo', 'Cy', 'Ann']);
    expect(journal.filter((l) => l.type === 'answer')).toHaveLength(3);
    // Reconnections are not commands: nothing about them is journaled, nothing paused the timer.
    expect(journal.filter((l) => l.type === 'pause' || l.type === 'resume')).toEqual([]);
    const health = (await (await fetch(`${t.url}/healthz`)).json()) as { ok: boolean };
    expect(health.ok).toBe(true);
  }, 30_000);
});
