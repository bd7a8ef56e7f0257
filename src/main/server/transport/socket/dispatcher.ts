import {
  CLIENT_MESSAGES,
  ServerEvent,
  type ClientEventName,
  type ClientMessages,
  type ClientPayload,
} from '@shared/index';
import type { RefusalParams } from '@shared/wire/payloads';
import type { GameSession } from '../../game/session';
import type { Broadcaster } from './broadcaster';
import type { GameSocket, SocketWarnings } from './gameSocket';
import { PhoneTest } from '../http/phoneTest';
import { WishPace } from './wishPace';
import type { PhotoIntake } from '../../game/photoIntake';

/** What a handler may use: its socket, the session, the broadcaster, and a refusal worded for its event. */
export interface HandlerContext {
  readonly socket: GameSocket;
  readonly session: GameSession;
  readonly broadcaster: Broadcaster;
  /** Tells the sender no, with the event its sender listens for (the protocol table's `refuseWith`). */
  refuse(msg: string, code?: string, params?: RefusalParams): void;
  warnOnce(kind: string, detail: string): void;
  log(message: string): void;
  /** Switches the address guests are shown; false for an unknown interface. */
  chooseInterface(interfaceName: string): boolean;
  /** The operator's "Test with your phone" (runtime only). */
  readonly phoneTest: PhoneTest;
  /** The guestbook's one-wish-a-second, per guest across their connections. */
  readonly wishPace: WishPace;
  /** The guests' photos (issue 31); unit tests of other events leave it out. */
  readonly photos?: PhotoIntake;
}

/** One handler per name in the protocol table, each given its event's checked payload. */
export type Handlers = {
  [E in ClientEventName as ClientMessages[E]['handler']]: (
    context: HandlerContext,
    payload: ClientPayload<E>,
  ) => void | Promise<void>;
};

type AnyHandler = (context: HandlerContext, payload: unknown) => void | Promise<void>;

export interface DispatchOptions {
  handlers: Handlers;
  session: GameSession;
  broadcaster: Broadcaster;
  warnings: SocketWarnings;
  log: (message: string) => void;
  chooseInterface: (interfaceName: string) => boolean;
  /** The server's one phone test; unit tests of other events leave it out. */
  phoneTest?: PhoneTest;
  /** The server's one guestbook pace; unit tests of other events leave it out. */
  wishPace?: WishPace;
  photos?: PhotoIntake;
}

/** Sends a refusal as the event's sender expects it. */
export function refuse(
  socket: GameSocket,
  event: ClientEventName,
  msg: string,
  code?: string,
  params?: RefusalParams,
): void {
  // The code and params only when there are some: old pages read `msg`, new ones word the code.
  const words = { msg, ...(code && { code }), ...(params && { params }) };
  switch (CLIENT_MESSAGES[event].refuseWith) {
    case 'joinGameError':
      return void socket.emit(ServerEvent.joinGameError, words);
    case 'answerRejected':
      return void socket.emit(ServerEvent.answerRejected, { questionNo: null, ...words });
    case 'actionRejected':
      return void socket.emit(ServerEvent.actionRejected, { event, msg });
    case 'wishRejected':
      return void socket.emit(ServerEvent.wishRejected, words);
  }
}

/** The options the dispatcher runs with, every one filled in. */
type Dispatch = DispatchOptions & { phoneTest: PhoneTest; wishPace: WishPace };

/**
 * The one way in for every client event: rate limit, who may send it, its schema, then its handler.
 * No exception ever escapes to crash the server. Made once per server: each socket gets this same
 * listener (`socket.onAny`, which calls it with the socket as `this`), not a listener, a context and two
 * closures per event and per socket: about 13 KB a socket (issue 29; the live heap at 2,000 guests
 * fell from 76 to 50 MB).
 */
export function eventDispatcher(
  given: DispatchOptions,
): (this: GameSocket, event: string, payload: unknown) => void {
  const options: Dispatch = {
    ...given,
    phoneTest: given.phoneTest ?? new PhoneTest(),
    wishPace: given.wishPace ?? new WishPace(),
  };
  return function onEvent(this: GameSocket, event: string, payload: unknown): void {
    receive(this, event, payload, options);
  };
}

/** What a handler gets for one event: made per event received, so nothing is held per socket. */
function contextFor(socket: GameSocket, event: ClientEventName, options: Dispatch): HandlerContext {
  const { session, broadcaster, warnings, log, chooseInterface, phoneTest, wishPace, photos } = options;
  return {
    socket,
    ...(photos ? { photos } : {}),
    session,
    broadcaster,
    log,
    chooseInterface,
    phoneTest,
    wishPace,
    refuse: (msg, code, params) => refuse(socket, event, msg, code, params),
    warnOnce: (kind, detail) => warnings.warnOnce(socket, kind, detail),
  };
}

function receive(socket: GameSocket, event: string, payload: unknown, options: Dispatch): void {
  // Events read after the socket was cut off (a flood's tail) are ignored, as Socket.IO's own listeners do.
  if (!socket.connected) return;
  const verdict = socket.data.limiter.take();
  const warnOnce = (kind: string, detail: string): void => options.warnings.warnOnce(socket, kind, detail);
  if (verdict === 'disconnect') {
    warnOnce('flood', 'sent too many events; disconnected');
    socket.disconnect(true);
    return;
  }
  if (verdict === 'drop') return warnOnce('rate', 'is sending too fast; events dropped');
  // An event the protocol does not have counts against the rate limit above and does nothing else.
  if (!isClientEvent(event)) return;
  const message = CLIENT_MESSAGES[event];
  if (!(message.from as readonly string[]).includes(socket.data.role)) {
    const operatorOnly = message.from.every((sender) => sender === 'operator');
    warnOnce(
      `forbidden:${event}`,
      operatorOnly
        ? `tried ${event} without the operator key`
        : `sent ${event}, which is not for a ${socket.data.role}`,
    );
    return refuse(socket, event, message.forbidden);
  }
  const parsed = message.schema.safeParse(payload);
  if (!parsed.success) {
    warnOnce(`bad:${event}`, `sent a malformed ${message.handler}`);
    return refuse(socket, event, message.invalid);
  }
  const failed = (error: unknown): void => warnOnce(`error:${event}`, `${event} failed: ${String(error)}`);
  const handler = options.handlers[message.handler] as AnyHandler;
  try {
    const result = handler(contextFor(socket, event, options), parsed.data);
    if (result instanceof Promise) result.catch(failed);
  } catch (error) {
    failed(error);
  }
}

function isClientEvent(event: string): event is ClientEventName {
  return Object.hasOwn(CLIENT_MESSAGES, event);
}
