/**
 * The game server in its own process (an Electron utilityProcess): started, asked, stopped, and started
 * again on the same port if it ever crashes (its journal brings the game back where it was).
 */
import { utilityProcess, type UtilityProcess } from 'electron';
import {
  isMessage,
  type GameServerInfo,
  type GameServerRequest,
  type GameServerStartOptions,
  type GameServerStatus,
  type LockConflict,
  type ServerToHost,
} from '../gameServerProtocol';
import type { Log } from '../log';
import { restartDelay, shouldRestart } from './common/crashPolicy';
import { gameServerEnvironment } from './common/serverEnvironment';

export type StartResult =
  { ok: true; info: GameServerInfo } | { ok: false; message: string; lock?: LockConflict };

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

const REQUEST_TIMEOUT_MS = 15_000;

export class GameServerProcess {
  private child: UtilityProcess | null = null;
  private pending = new Map<number, Pending>();
  private nextId = 1;
  private stopping = false;
  private crashes: number[] = [];
  /** The operator has been told the server is gone for good: say it once, not once per attempt. */
  private gaveUp = false;
  private options: GameServerStartOptions | null = null;
  private current: GameServerInfo | null = null;

  constructor(
    private readonly modulePath: string,
    private readonly log: Log,
    /** Told when the server crashed and could not be brought back (the operator must know). */
    private readonly onGiveUp: (message: string) => void = () => undefined,
  ) {}

  get info(): GameServerInfo | null {
    return this.current;
  }

  /** Starts the process and the server in it; resolves once it listens, or with why it could not. */
  start(options: GameServerStartOptions): Promise<StartResult> {
    this.options = options;
    return new Promise<StartResult>((resolve) => {
      const child = utilityProcess.fork(this.modulePath, [], {
        serviceName: 'Wedding Quiz game server',
        stdio: 'inherit',
        env: gameServerEnvironment(process.env, process.platform),
      });
      this.child = child;
      let settled = false;
      /** This process could not start its server and was ended on purpose: not a crash. */
      let refused = false;
      child.on('message', (message: unknown) => {
        if (!isMessage<ServerToHost>(message)) return;
        if (message.type === 'started') {
          this.current = message.info;
          settled = true;
          resolve({ ok: true, info: message.info });
        } else if (message.type === 'startFailed') {
          settled = true;
          refused = true;
          child.kill();
          resolve({ ok: false, message: message.message, ...(message.lock ? { lock: message.lock } : {}) });
        } else if (message.type === 'reply') {
          const waiting = this.pending.get(message.id);
          this.pending.delete(message.id);
          if (message.ok) waiting?.resolve(message.value);
          else waiting?.reject(new Error(message.error));
        }
      });
      child.once('exit', (code: number | null) => {
        if (this.child === child) this.child = null;
        for (const waiting of this.pending.values()) waiting.reject(new Error('The game server stopped.'));
        this.pending.clear();
        if (!settled) {
          settled = true;
          resolve({ ok: false, message: `The game server stopped while starting (exit code ${code}).` });
          return;
        }
        if (!this.stopping && !refused && this.current) this.recover(code);
      });
      child.postMessage({ type: 'start', options });
    });
  }

  status(): Promise<GameServerStatus> {
    return this.request({ action: 'status' }) as Promise<GameServerStatus>;
  }

  async loadQuiz(path: string): Promise<void> {
    await this.request({ action: 'loadQuiz', path });
  }

  /** Saves the game and ends the process; resolves once it has exited (or did not answer in time). */
  async stop(): Promise<void> {
    this.stopping = true;
    const child = this.child;
    if (!child) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    await this.request({ action: 'stop' }).catch((error: unknown) => {
      this.log(`The game server did not confirm its stop: ${String(error)}`);
    });
    child.kill();
    await exited;
  }

  private request(request: GameServerRequest): Promise<unknown> {
    const child = this.child;
    if (!child) return Promise.reject(new Error('The game server is not running.'));
    const id = this.nextId++;
    return new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`The game server did not answer "${request.action}" in time.`));
      }, REQUEST_TIMEOUT_MS);
      this.pending.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      child.postMessage({ type: 'request', id, ...request });
    });
  }

  /**
   * The server crashed: start it again on the same port with the same key, after a short pause that
   * grows with each crash; a server that keeps crashing or cannot start again is left stopped, and the
   * operator is told once.
   */
  private recover(code: number | null): void {
    const now = Date.now();
    this.crashes.push(now);
    const previous = this.current;
    if (!this.options || !previous || !shouldRestart(this.crashes, now)) {
      this.giveUp(
        `The game server stopped (exit code ${code}) and keeps stopping: quit and start the app again.`,
      );
      return;
    }
    const pause = restartDelay(this.crashes, now);
    this.log(`The game server stopped unexpectedly (exit code ${code}); starting it again in ${pause} ms.`);
    const again: GameServerStartOptions = {
      ...this.options,
      port: previous.port,
      portFallback: false,
      operatorKey: previous.operatorKey,
    };
    setTimeout(() => {
      if (this.stopping) return;
      this.start(again).then(
        (result) => {
          if (result.ok) this.log('The game server is back; the game goes on where it was.');
          else this.giveUp(`The game server could not start again: ${result.message}`);
        },
        (error: unknown) => this.giveUp(`The game server could not start again: ${String(error)}`),
      );
    }, pause);
  }

  private giveUp(message: string): void {
    this.log(message);
    if (this.gaveUp) return;
    this.gaveUp = true;
    this.onGiveUp(message);
  }
}
