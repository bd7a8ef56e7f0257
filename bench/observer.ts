/** The bench's own operator and big-screen connections: they drive the game and watch it. */
import { io, type Socket } from 'socket.io-client';
import type {
  ClientToServerEvents,
  GameView,
  OperatorView,
  ServerToClientEvents,
  UpdatePlayersPayload,
} from '../src/shared/index';
import { ServerEvent } from '../src/shared/model/events';
import { filledIn } from '../src/shared/model/operatorRanking';

export type BenchSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export class Observer {
  readonly socket: BenchSocket;
  last: GameView | null = null;
  players: UpdatePlayersPayload | null = null;
  private waiters: (() => void)[] = [];

  private constructor(url: string, auth: Record<string, string>) {
    this.socket = io(url, { auth, transports: ['websocket'], forceNew: true, reconnection: false });
    this.socket.on(ServerEvent.updateState, (view) => {
      // An operator's view leaves out the whole ranking while it is unchanged (issue 29).
      this.last = filledIn(view, this.last);
      this.wake();
    });
    this.socket.on(ServerEvent.updatePlayers, (payload) => {
      this.players = payload;
      this.wake();
    });
  }

  static connect(url: string, auth: Record<string, string>, timeoutMs = 10_000): Promise<Observer> {
    const observer = new Observer(url, auth);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('The bench could not connect to the server')),
        timeoutMs,
      );
      observer.socket.once('connect', () => {
        clearTimeout(timer);
        resolve(observer);
      });
      observer.socket.once('connect_error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
  }

  private wake(): void {
    for (const w of this.waiters.splice(0)) w();
  }

  /** Resolves once `check` holds for what was last received; rejects after `timeoutMs`. */
  async until(check: (o: Observer) => boolean, what: string, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!check(this)) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 1000));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Waits for the given server state (and question number) in the latest view. */
  state(state: number, questionNumber: number | null, timeoutMs: number): Promise<void> {
    return this.until(
      (o) =>
        o.last !== null &&
        o.last.state === state &&
        (questionNumber === null || o.last.questionNumber === questionNumber),
      `state ${state}${questionNumber === null ? '' : ` of question ${questionNumber}`}`,
      timeoutMs,
    );
  }

  get operatorView(): OperatorView | null {
    return this.last?.audience === 'operator' ? this.last : null;
  }

  close(): void {
    this.socket.disconnect();
  }
}
