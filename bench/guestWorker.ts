/**
 * A worker thread simulating a share of the guests: each one a real socket.io-client over a
 * WebSocket to the server, joining, answering at its planned moment, dropping and coming back with
 * its token, and recording what it measured (ack latency, view receipt times, frame sizes).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { io, type Socket } from 'socket.io-client';
import {
  GameState,
  type ClientToServerEvents,
  type PhoneViewMessage,
  type PlayerView,
  type ServerToClientEvents,
} from '../src/shared/index';
import type {
  AnswerRecord,
  GuestPlan,
  GuestResult,
  MainToWorker,
  Receipt,
  RevealSeen,
  WorkerResult,
  WorkerSetup,
  WorkerToMain,
} from './protocol';
import { frameBytes, frameKind, type EnginePacket } from './wire';
import type { PhotoRecord } from './photoUploads';
import { ClientEvent, ServerEvent } from '../src/shared/model/events';
import {
  applyAnswered,
  applyPhoneView,
  NO_PHONE_PARTS,
  phoneViewOf,
  type PhoneParts,
} from '../src/shared/model/phoneView';

type GuestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const JOIN_ATTEMPTS = 3;
const RECONNECT_ATTEMPTS = 10;

const setup = workerData as WorkerSetup;
const port = parentPort;
if (!port) throw new Error('guestWorker must run in a worker thread');

const receipts: Receipt[] = [];
/** Photo uploads in flight (`--photos`): the worker reports once they are done. */
const uploads: Promise<void>[] = [];
let uploader: Worker | null = null;
let lastUploadId = 0;
const waitingUploads = new Map<number, (record: PhotoRecord) => void>();

/** Sends a guest's photo from the uploads' own thread (bench/photoUploader.ts), made with the first. */
function uploadOffThread(token: string): Promise<PhotoRecord> {
  if (!uploader) {
    uploader = new Worker(join(__dirname, 'photoUploader.js'), {
      workerData: { url: setup.url, photo: setup.photo },
    });
    uploader.on('message', ({ id, record }: { id: number; record: PhotoRecord }) => {
      waitingUploads.get(id)?.(record);
      waitingUploads.delete(id);
    });
  }
  const id = ++lastUploadId;
  const thread = uploader;
  return new Promise((resolve) => {
    waitingUploads.set(id, resolve);
    thread.postMessage({ id, token });
  });
}
const bytesByEvent: Record<string, number> = {};
const framesByEvent: Record<string, number> = {};
const errors: string[] = [];
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

function post(message: WorkerToMain): void {
  port!.postMessage(message);
}

/** Keeps the first few errors of each kind: enough to diagnose, never a flood. */
const errorCounts = new Map<string, number>();
function recordError(kind: string, detail: string): void {
  const n = (errorCounts.get(kind) ?? 0) + 1;
  errorCounts.set(kind, n);
  if (n <= 5) errors.push(`${kind}: ${detail}`);
  else if (n === 6) errors.push(`${kind}: (further ones not listed)`);
}

class Guest {
  readonly result: GuestResult;
  private socket: GuestSocket | null = null;
  private token: string | null = null;
  private readonly hooked = new WeakSet<object>();
  /** Frames of `phoneView` not yet decoded: receipt time and size, in order. */
  private readonly viewFrames: { at: number; bytes: number }[] = [];
  private nextViewPersonal = false;
  private lastView: PlayerView | null = null;
  private parts: PhoneParts = NO_PHONE_PARTS;
  private readonly answerTimers = new Map<number, NodeJS.Timeout>();
  private readonly sent = new Map<number, AnswerRecord>();
  private pendingAnswer: number | null = null;
  private inFlight: AnswerRecord | null = null;
  private disconnectPlanned = false;
  private disconnectAfterAck = false;
  private offline = false;
  private reconnectAttempts = 0;
  private joinSettle: ((ok: boolean) => void) | null = null;
  private joinAttempts = 0;
  private closing = false;
  private photoScheduled = false;

  constructor(readonly plan: GuestPlan) {
    this.result = {
      index: plan.index,
      name: plan.name,
      late: plan.late,
      joined: false,
      joinError: null,
      joinStartedAt: null,
      joinedAt: null,
      answers: [],
      reveals: [],
      skipped: [],
      reconnects: 0,
      reconnectFailures: 0,
      finalState: null,
      finalTotal: null,
      finalRank: null,
      finalTeam: null,
      bytesReceived: 0,
      framesReceived: 0,
      photo: null,
    };
  }

  get connected(): boolean {
    return this.socket?.connected ?? false;
  }

  /** Connects and joins; resolves true once `joinedGame` arrived. */
  join(): Promise<boolean> {
    this.result.joinStartedAt = Date.now();
    return new Promise((settle) => {
      this.joinSettle = settle;
      this.openSocket();
    });
  }

  private openSocket(): void {
    this.joinAttempts++;
    const socket: GuestSocket = io(setup.url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      timeout: 20_000,
      auth: {},
    });
    this.socket = socket;
    this.hookEngine();

    socket.on('connect', () => {
      this.nextViewPersonal = true;
      if (this.token === null) {
        const { name, team } = this.plan;
        socket.emit(ClientEvent.joinGame, team === null ? name : { username: name, team });
      } else {
        this.result.reconnects++;
        this.reconnectAttempts = 0;
        this.offline = false;
      }
    });
    socket.on('connect_error', (error) => {
      if (this.token === null) {
        if (this.joinAttempts < JOIN_ATTEMPTS) {
          recordError('joinConnectRetry', error.message);
          socket.close();
          setTimeout(() => this.openSocket(), 500 * this.joinAttempts);
        } else this.failJoin(`connect_error: ${error.message}`);
        return;
      }
      this.result.reconnectFailures++;
      recordError('reconnectError', error.message);
      this.scheduleReconnect(500);
    });
    socket.on('disconnect', (reason) => {
      if (this.closing || this.disconnectPlanned) return;
      recordError('unexpectedDisconnect', `${this.plan.name}: ${reason}`);
      if (this.token === null) this.failJoin(`disconnected while joining: ${reason}`);
      else this.scheduleReconnect(500);
    });
    socket.on(ServerEvent.joinedGame, (payload) => {
      this.token = payload.token;
      socket.auth = { token: payload.token };
      this.nextViewPersonal = true;
      this.result.joined = true;
      this.result.joinedAt = Date.now();
      this.joinSettle?.(true);
      this.joinSettle = null;
    });
    socket.on(ServerEvent.joinGameError, (payload) => this.failJoin(`joinGameError: ${payload.msg}`));
    socket.on(ServerEvent.phoneView, (message) => this.onMessage(message));
    socket.on(ServerEvent.userAnswered, (payload) => {
      const record = this.sent.get(payload.questionNo);
      if (record && record.ackAt === null) record.ackAt = Date.now();
      if (this.inFlight === record) this.inFlight = null;
      // The acknowledgement carries the answer into the guest's own part (issue 29).
      this.parts = applyAnswered(this.parts, payload);
      const view = phoneViewOf(this.parts);
      if (view) this.onView(view);
      if (this.disconnectAfterAck) {
        this.disconnectAfterAck = false;
        this.dropConnection();
      }
    });
    socket.on(ServerEvent.answerRejected, (payload) => {
      const record = payload.questionNo === null ? this.inFlight : this.sent.get(payload.questionNo);
      if (record) record.rejected = payload.msg;
      else recordError('answerRejectedUnknown', payload.msg);
      if (this.inFlight === record) this.inFlight = null;
      if (this.disconnectAfterAck) {
        this.disconnectAfterAck = false;
        this.dropConnection();
      }
    });
    socket.on(ServerEvent.sessionEnded, (payload) =>
      recordError(ServerEvent.sessionEnded, `${this.plan.name}: ${payload.reason}`),
    );
  }

  private failJoin(reason: string): void {
    this.result.joinError = reason;
    recordError('joinFailed', `${this.plan.name}: ${reason}`);
    this.joinSettle?.(false);
    this.joinSettle = null;
  }

  /** Counts every frame the guest receives; a new engine comes with every (re)connection. */
  private hookEngine(): void {
    const engine = this.socket?.io.engine;
    if (!engine || this.hooked.has(engine)) return;
    this.hooked.add(engine);
    engine.on('packet', (packet: EnginePacket) => {
      const at = Date.now();
      const bytes = frameBytes(packet);
      const kind = frameKind(packet);
      this.result.bytesReceived += bytes;
      this.result.framesReceived++;
      bytesByEvent[kind] = (bytesByEvent[kind] ?? 0) + bytes;
      framesByEvent[kind] = (framesByEvent[kind] ?? 0) + 1;
      if (kind === 'phoneView') this.viewFrames.push({ at, bytes });
    });
  }

  /** A phone's view comes in parts (issue 29): the step's shared part, the guest's own, or both. */
  private onMessage(message: PhoneViewMessage): void {
    const frame = this.viewFrames.shift();
    this.parts = applyPhoneView(this.parts, message);
    const view = phoneViewOf(this.parts);
    if (!view) return;
    // Only a message with the shared part is a state change; the own part alone answers an answer.
    if (message.shared) {
      receipts.push({
        serverNow: message.shared.timer.serverNow,
        receivedAt: frame?.at ?? Date.now(),
        state: view.state,
        questionNumber: view.questionNumber,
        bytes: frame?.bytes ?? 0,
        onConnect: this.nextViewPersonal,
      });
      this.nextViewPersonal = false;
    }
    this.onView(view);
  }

  private onView(view: PlayerView): void {
    this.lastView = view;
    if (view.name === null) return;

    const q = view.questionNumber;
    if (view.state === GameState.SHOW_QUESTION_OPTIONS) {
      if (view.myAnswer === null && !this.sent.has(q)) {
        if (!this.answerTimers.has(q)) this.scheduleAnswer(q, view);
        else if (this.pendingAnswer === q) {
          this.pendingAnswer = null;
          this.sendAnswer(q);
        }
      }
      const plan = this.plan.reconnect;
      if (plan && plan.question === q && !this.disconnectPlanned && this.result.reconnects === 0) {
        this.scheduleDrop(view);
      }
      if (q === 0) this.schedulePhoto(view);
    } else if (view.state >= GameState.SHOW_CORRECT_ANSWER) {
      for (const [question, timer] of this.answerTimers) {
        if (
          question <= q &&
          !this.sent.has(question) &&
          !this.result.skipped.some((s) => s.questionNo === question)
        ) {
          clearTimeout(timer);
          this.result.skipped.push({
            questionNo: question,
            reason: this.pendingAnswer === question ? 'offline when the round closed' : 'round closed first',
          });
        }
      }
      if (this.pendingAnswer !== null && this.pendingAnswer <= q) this.pendingAnswer = null;
    }
    if (
      view.result !== null &&
      (view.state === GameState.SHOW_CORRECT_ANSWER || view.state === GameState.SHOW_LEADERBOARD)
    ) {
      this.noteReveal(q, view.result, view.reveal?.couple?.answers ?? null);
    }
    // A phone's last total, place and team are those of the last reveal or leaderboard it saw: the
    // podium's views carry none (they would give the big screen's reveal away).
    const me = view.neighbours?.me;
    if (view.result !== null || me) {
      this.result.finalTotal = view.result?.total ?? me?.score ?? null;
      this.result.finalRank = view.result?.rank ?? me?.rank ?? null;
    }
    if (view.team) this.result.finalTeam = view.team;
    if (view.state >= GameState.SHOW_FINAL_RESULTS_SHOW_0) {
      this.result.finalState = view.state;
    }
  }

  /**
   * Keeps the latest result the phone showed for question `q` (a view after a reconnect repeats it), and
   * at a shoe game's reveal the couple's picks it showed.
   */
  private noteReveal(
    q: number,
    result: NonNullable<PlayerView['result']>,
    couple: readonly (number | null)[] | null,
  ): void {
    const i = this.result.reveals.findIndex((r) => r.questionNo === q);
    // The leaderboard's view has no reveal: the picks the reveal showed stay.
    const shown = couple ? [...couple] : this.result.reveals[i]?.couple;
    const seen: RevealSeen = {
      questionNo: q,
      answered: result.answered,
      correct: result.correct,
      points: result.points,
      ...(shown ? { couple: shown } : {}),
    };
    if (i >= 0) this.result.reveals[i] = seen;
    else this.result.reveals.push(seen);
  }

  /** Time left to answer, by the server's deadline (same machine clock). */
  private static remainingMs(view: PlayerView): number {
    return view.timer.deadline === null ? 0 : view.timer.deadline - Date.now();
  }

  private scheduleAnswer(q: number, view: PlayerView): void {
    const planned = this.plan.answers[q];
    if (!planned) return;
    const usable = Guest.remainingMs(view) - setup.answerMarginMs;
    if (usable <= 0) {
      this.answerTimers.set(
        q,
        setTimeout(() => undefined, 0),
      );
      this.result.skipped.push({ questionNo: q, reason: 'joined too late in the window' });
      return;
    }
    const timer = setTimeout(() => {
      if (this.connected) this.sendAnswer(q);
      else this.pendingAnswer = q;
    }, planned.at * usable);
    this.answerTimers.set(q, timer);
  }

  private sendAnswer(q: number): void {
    const view = this.lastView;
    const planned = this.plan.answers[q];
    if (!planned || !view || view.state !== GameState.SHOW_QUESTION_OPTIONS || view.questionNumber !== q) {
      this.result.skipped.push({ questionNo: q, reason: 'round closed first' });
      return;
    }
    if (Guest.remainingMs(view) < setup.answerMarginMs / 2) {
      this.result.skipped.push({ questionNo: q, reason: 'came back too late in the window' });
      return;
    }
    const record: AnswerRecord = {
      questionNo: q,
      answer: planned.answer,
      sentAt: Date.now(),
      ackAt: null,
      rejected: null,
    };
    this.sent.set(q, record);
    this.result.answers.push(record);
    this.inFlight = record;
    this.socket?.emit(ClientEvent.userAnsweredQuestion, { questionNo: q, answer: planned.answer });
  }

  /** `--photos`: the guest's photo goes up at its moment of the first question's answering (issue 31). */
  private schedulePhoto(view: PlayerView): void {
    const at = this.plan.photoAt;
    if (at === null || this.photoScheduled || !setup.photo || this.token === null) return;
    this.photoScheduled = true;
    const token = this.token;
    const window = Math.max(0, Guest.remainingMs(view) - setup.answerMarginMs);
    setTimeout(() => {
      const upload = uploadOffThread(token).then((record) => {
        this.result.photo = record;
      });
      uploads.push(upload);
    }, at * window);
  }

  /** Drops the connection at the planned moment, leaving time to come back before the window ends. */
  private scheduleDrop(view: PlayerView): void {
    const plan = this.plan.reconnect!;
    this.disconnectPlanned = true;
    const usable = Math.max(0, Guest.remainingMs(view) - plan.offMs - 2 * setup.answerMarginMs);
    setTimeout(() => {
      if (this.inFlight) this.disconnectAfterAck = true;
      else this.dropConnection();
    }, plan.at * usable);
  }

  private dropConnection(): void {
    if (!this.socket || this.closing) return;
    this.offline = true;
    this.socket.disconnect();
    setTimeout(() => this.reconnect(), this.plan.reconnect?.offMs ?? 500);
  }

  private scheduleReconnect(delayMs: number): void {
    if (this.closing) return;
    this.offline = true;
    if (++this.reconnectAttempts > RECONNECT_ATTEMPTS) {
      recordError('gaveUp', `${this.plan.name} could not reconnect`);
      return;
    }
    setTimeout(() => this.reconnect(), delayMs);
  }

  private reconnect(): void {
    if (this.closing || !this.socket || this.socket.connected) return;
    this.viewFrames.length = 0;
    this.socket.connect();
    this.hookEngine();
  }

  get isOffline(): boolean {
    return this.offline;
  }

  get lastState(): number | null {
    return this.lastView?.state ?? null;
  }

  close(): void {
    this.closing = true;
    for (const timer of this.answerTimers.values()) clearTimeout(timer);
    this.socket?.disconnect();
  }
}

const guests = setup.guests.map((plan) => new Guest(plan));

/** Joins `list` with at most `concurrency` joins in flight; returns [joined, failed]. */
async function joinAll(list: Guest[], concurrency: number): Promise<[number, number]> {
  let next = 0;
  let joined = 0;
  let failed = 0;
  const lane = async (): Promise<void> => {
    while (next < list.length) {
      const guest = list[next++]!;
      if (await guest.join()) joined++;
      else failed++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, lane));
  return [joined, failed];
}

async function joinLate(list: Guest[]): Promise<[number, number]> {
  const outcomes = await Promise.all(
    list.map(
      (guest) =>
        new Promise<boolean>((resolve) => {
          setTimeout(() => void guest.join().then(resolve), guest.plan.lateDelayMs);
        }),
    ),
  );
  const joined = outcomes.filter(Boolean).length;
  return [joined, outcomes.length - joined];
}

async function collect(finalState: number, waitMs: number): Promise<void> {
  const until = Date.now() + waitMs;
  // Everyone connected should have seen the final state; a guest still offline cannot.
  while (Date.now() < until) {
    const waiting = guests.filter((g) => g.result.joined && g.lastState !== finalState && !g.isOffline);
    if (waiting.length === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await Promise.all(uploads);
  await uploader?.terminate();
  for (const guest of guests) guest.close();
  loopDelay.disable();
  const result: WorkerResult = {
    workerId: setup.workerId,
    guests: guests.map((g) => g.result),
    receipts,
    bytesByEvent,
    framesByEvent,
    loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
    loopDelayMaxMs: loopDelay.max / 1e6,
    errors,
  };
  post({ type: 'result', result });
  // Let the sockets close, then end the thread even if something keeps a handle open.
  setTimeout(() => process.exit(0), 1000).unref();
}

port.on('message', (message: MainToWorker) => {
  const run = async (): Promise<void> => {
    switch (message.type) {
      case 'joinEarly': {
        const [joined, failed] = await joinAll(
          guests.filter((g) => !g.plan.late),
          setup.joinConcurrency,
        );
        post({ type: 'joinedEarly', workerId: setup.workerId, joined, failed });
        break;
      }
      case 'joinLate': {
        const [joined, failed] = await joinLate(guests.filter((g) => g.plan.late));
        post({ type: 'lateDone', workerId: setup.workerId, joined, failed });
        break;
      }
      case 'collect':
        await collect(message.finalState, message.waitMs);
        break;
    }
  };
  run().catch((error: unknown) =>
    post({
      type: 'fatal',
      workerId: setup.workerId,
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    }),
  );
});

post({ type: 'ready', workerId: setup.workerId });
