/**
 * A fake socket wired to the server's real event dispatcher: a unit test sends it what a phone, the big
 * screen or the operator would, and reads what the server sent back, with no network in between.
 */
import type { GameSession } from '../../src/main/server/game/session';
import {
  eventDispatcher,
  type DispatchOptions,
  type Handlers,
} from '../../src/main/server/transport/socket/dispatcher';
import { HANDLERS } from '../../src/main/server/transport/socket/handlers';
import { RateLimiter } from '../../src/main/server/transport/socket/rateLimiter';
import { FakeSocket } from './fakeIo';

export type SocketRole = 'guest' | 'screen' | 'operator';

type AnyListener = (this: ListeningSocket, event: string, payload: unknown) => void;

/** A fake socket that also takes the dispatcher's listener (`onAny`): `send` is a client's emit. */
export class ListeningSocket extends FakeSocket {
  private readonly anyListeners: AnyListener[] = [];
  handshake = { address: '10.0.0.9' };
  onAny(listener: AnyListener): void {
    this.anyListeners.push(listener);
  }
  send(event: string, payload?: unknown): void {
    // As Socket.IO does: every "any" listener, with the socket as `this`.
    for (const listener of this.anyListeners) listener.call(this, event, payload);
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

/** A socket of `role`, with its rate limiter, whose events go through the server's dispatcher to the handlers. */
export function dispatchedSocket(role: SocketRole, options: DispatchedOptions = {}): ListeningSocket {
  const socket = new ListeningSocket(options.id ?? `s-${role}`, role);
  (socket.data as { limiter?: RateLimiter }).limiter = new RateLimiter();
  const onEvent = eventDispatcher({
    handlers: { ...HANDLERS, ...options.handlers },
    session: options.session ?? ({} as never),
    broadcaster: {} as never,
    warnings: (options.warnings ?? { warnOnce: () => undefined, forget: () => undefined }) as never,
    log: options.log ?? (() => undefined),
    chooseInterface: () => false,
  });
  socket.onAny(onEvent as unknown as AnyListener);
  return socket;
}
