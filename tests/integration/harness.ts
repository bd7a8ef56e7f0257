import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { afterEach } from 'vitest';
import {
  applyPlayersUpdate,
  type ClientToServerEvents,
  type GameView,
  type GameViewMessage,
  type OperatorPlayer,
  type OperatorView,
  type PhoneViewMessage,
  type PlayerView,
  type ScreenView,
  type ServerToClientEvents,
  type UpdatePlayersPayload,
  type UserAnsweredPayload,
} from '@shared/index';
import { applyAnswered, applyPhoneView, NO_PHONE_PARTS, phoneViewOf } from '@shared/model/phoneView';
import { filledIn } from '@shared/model/operatorRanking';
import { startServer, type RunningServer, type ServerOptions } from '../../src/main/server/index';

export const OPERATOR_KEY = 'test-operator-key';
export const FAST_TIMINGS = { countdownSeconds: 1, questionSeconds: 1, answerSeconds: 5 };

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type EventName = keyof ServerToClientEvents;
/** What a test reads: an operator's view as the panel fills it in (see the constructor). */
type PayloadOf<E extends EventName> = E extends 'updateState'
  ? GameView
  : Parameters<ServerToClientEvents[E]>[0];

export interface TestServer {
  server: RunningServer;
  dataDir: string;
  url: string;
  /** Stops the server but keeps its data directory (for restart tests). */
  stop: () => Promise<void>;
  /** Starts a server again on the same data directory. */
  restart: (options?: Partial<ServerOptions>) => Promise<TestServer>;
  dispose: () => Promise<void>;
}

/** A real game server on 127.0.0.1, port 0, with a temporary data directory. */
export async function startTestServer(
  options: Partial<ServerOptions> = {},
  dataDir?: string,
): Promise<TestServer> {
  const dir = dataDir ?? (await mkdtemp(join(tmpdir(), 'wq-int-')));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: dir,
    staticDir: resolve('out/renderer'),
    operatorKey: OPERATOR_KEY,
    timings: FAST_TIMINGS,
    log: () => undefined,
    ...options,
  });
  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    await server.close();
  };
  return {
    server,
    dataDir: dir,
    url: server.localUrl,
    stop,
    restart: (more = {}) => startTestServer({ ...options, ...more }, dir),
    dispose: async () => {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A test client that records every event it receives, so a test can wait for "the next X" or
 * "an X matching ..." without racing the server.
 */
export class TestClient {
  readonly socket: ClientSocket;
  private readonly received: { event: EventName; payload: unknown }[] = [];
  private waiters: (() => void)[] = [];
  private cursor = new Map<EventName, number>();

  constructor(url: string, auth: Record<string, string>) {
    this.socket = io(url, { auth, transports: ['websocket'], reconnection: false, forceNew: true });
    let phone = NO_PHONE_PARTS;
    let lastView: GameView | undefined;
    this.socket.onAny((event: EventName, payload: unknown) => {
      // An operator's view leaves out the whole ranking while it is unchanged (issue 29): the tests
      // read the view the panel renders, filled in as the panel fills it.
      if (event === 'updateState') payload = lastView = filledIn(payload as GameViewMessage, lastView);
      this.received.push({ event, payload });
      // A phone's view comes in parts (issue 29): the tests read the view the phone renders from them,
      // as an `updateState` recorded right after the message.
      if (event === 'phoneView' || (event === 'userAnswered' && phone.shared)) {
        phone =
          event === 'phoneView'
            ? applyPhoneView(phone, payload as PhoneViewMessage)
            : applyAnswered(phone, payload as UserAnsweredPayload);
        const view = phoneViewOf(phone);
        if (view) this.received.push({ event: 'updateState', payload: view });
      }
      for (const w of this.waiters.splice(0)) w();
    });
  }

  static async connect(url: string, auth: Record<string, string> = {}): Promise<TestClient> {
    const client = new TestClient(url, auth);
    await new Promise<void>((resolve, reject) => {
      client.socket.once('connect', () => resolve());
      client.socket.once('connect_error', (error) => reject(error));
    });
    return client;
  }

  all<E extends EventName>(event: E): PayloadOf<E>[] {
    return this.received.filter((r) => r.event === event).map((r) => r.payload as PayloadOf<E>);
  }

  last<E extends EventName>(event: E): PayloadOf<E> | undefined {
    return this.all(event).at(-1);
  }

  /** Waits for an event (received after the previous `next` of that event) matching `match`. */
  async next<E extends EventName>(
    event: E,
    match: (payload: PayloadOf<E>) => boolean = () => true,
    timeoutMs = 15_000,
  ): Promise<PayloadOf<E>> {
    const started = Date.now();
    for (;;) {
      const from = this.cursor.get(event) ?? 0;
      const list = this.all(event);
      for (let i = from; i < list.length; i++) {
        const payload = list[i] as PayloadOf<E>;
        if (match(payload)) {
          this.cursor.set(event, i + 1);
          return payload;
        }
      }
      this.cursor.set(event, list.length);
      const left = timeoutMs - (Date.now() - started);
      if (left <= 0) throw new Error(`Timed out waiting for ${event}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Waits for a state view with the given server state (and question number, if given). */
  async view<V extends GameView = GameView>(
    state: number,
    questionNumber?: number,
    timeoutMs?: number,
  ): Promise<V> {
    return (await this.next(
      'updateState',
      (v) => v.state === state && (questionNumber === undefined || v.questionNumber === questionNumber),
      timeoutMs,
    )) as V;
  }

  /**
   * An operator's player list as its panel keeps it: the whole list from a view that carries one, then
   * every `updatePlayers` delta, in the order they arrived.
   */
  playerList(): readonly OperatorPlayer[] {
    let list: readonly OperatorPlayer[] = [];
    for (const { event, payload } of this.received) {
      if (event === 'updateState') {
        const whole =
          (payload as GameView).audience === 'operator' ? (payload as OperatorView).players : undefined;
        if (whole) list = whole;
      } else if (event === 'updatePlayers') {
        list = applyPlayersUpdate(list, payload as UpdatePlayersPayload);
      }
    }
    return list;
  }

  emit(event: string, ...args: unknown[]): void {
    (this.socket.emit as (event: string, ...args: unknown[]) => void)(event, ...args);
  }

  close(): void {
    this.socket.disconnect();
  }
}

export async function connectOperator(url: string): Promise<TestClient> {
  return TestClient.connect(url, { operatorKey: OPERATOR_KEY });
}

export async function connectScreen(url: string): Promise<TestClient> {
  return TestClient.connect(url, { role: 'screen' });
}

/** Connects a player and joins with `name`; returns the client and its token. */
export async function joinPlayer(url: string, name: string): Promise<{ client: TestClient; token: string }> {
  const client = await TestClient.connect(url);
  client.emit('joinGame', name);
  const joined = await client.next('joinedGame');
  return { client, token: joined.token };
}

/**
 * Servers and clients a test file starts, stopped and deleted after each test: call once at the top
 * of a file, then start servers with `server()` and register clients with `track()`.
 */
export function useTestResources(defaults: Partial<ServerOptions> = {}): {
  server: (options?: Partial<ServerOptions>) => Promise<TestServer>;
  track: <T extends TestClient>(client: T) => T;
  /** Remembers a server started some other way (e.g. a restart), so it is disposed too. */
  adopt: (server: TestServer) => TestServer;
  /** Closes every tracked client now (e.g. before stopping a server mid-test). */
  closeClients: () => void;
} {
  const servers: TestServer[] = [];
  const clients: TestClient[] = [];
  const closeClients = (): void => {
    for (const c of clients.splice(0)) c.close();
  };
  afterEach(async () => {
    closeClients();
    for (const s of servers.splice(0)) await s.dispose();
  });
  const adopt = (server: TestServer): TestServer => {
    servers.push(server);
    return server;
  };
  return {
    server: async (options = {}) => adopt(await startTestServer({ ...defaults, ...options })),
    track: (client) => {
      clients.push(client);
      return client;
    },
    adopt,
    closeClients,
  };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export type { OperatorView, PlayerView, ScreenView };
