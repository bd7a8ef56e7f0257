/**
 * A fake socket wired to the server's real event dispatcher: a unit test sends it what a phone, the big
 * screen or the operator would, and reads what the server sent back, with no network in between.
 */
import type { GameSession } from '../../src/main/server/game/session';
import {
  dispatchEvents,
  type DispatchOptions,
  type Handlers,
} from '../../src/main/server/transport/socket/dispatcher';
import type { GameSocket } from '../../src/main/server/transport/socket/gameSocket';
import { HANDLERS } from '../../src/main/server/transport/socket/handlers';
import { RateLimiter } from '../../src/main/server/transport/socket/rateLimiter';
import { FakeSocket } from './fakeIo';

export type SocketRole = 'guest' | 'screen' | 'operator';

/** A fake socket that also takes listeners, for the dispatcher: `send` is a client's emit. */
export class ListeningSocket extends FakeSocket {
  readonly listeners = new Map<string, (payload: unknown) => void>();
  handshake = { address: '10.0.0.9' };
  on(event: string, listener: (payload: unknown) => void): void {
    this.listeners.set(event, listener);
  }
  send(event: string, payload?: unknown): void {
    this.listeners.get(event)!(payload);
  }
}

export interface DispatchedOptions {
  /** The socket's id; `s-<role>` unless given. */
  id?: string;
  /** Handlers that stand in for the real ones. */
  handlers?: Partial<Handlers>;
  /** The session the handlers act on (none for a test of the dispatcher alone). */
  session?: GameSession;
  warnings?: Pick<DispatchOptions['warnings'], 'warnOnce' | 'forget'>;
  log?: (message: string) => void;
}

/** A socket of `role`, with its rate limiter, whose events go through `dispatchEvents` to the handlers. */
export function dispatchedSocket(role: SocketRole, options: DispatchedOptions = {}): ListeningSocket {
  const socket = new ListeningSocket(options.id ?? `s-${role}`, role);
  (socket.data as { limiter?: RateLimiter }).limiter = new RateLimiter();
  dispatchEvents(socket as unknown as GameSocket, {
    handlers: { ...HANDLERS, ...options.handlers },
    session: options.session ?? ({} as never),
    broadcaster: {} as never,
    warnings: (options.warnings ?? { warnOnce: () => undefined, forget: () => undefined }) as never,
    log: options.log ?? (() => undefined),
    chooseInterface: () => false,
  });
  return socket;
}
