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

/**
 * The one way in for every client event: rate limit, who may send it, its schema, then its handler.
 * No exception ever escapes to crash the server.
 */
export function dispatchEvents(socket: GameSocket, given: DispatchOptions): void {
  const options = {
    ...given,
    phoneTest: given.phoneTest ?? new PhoneTest(),
    wishPace: given.wishPace ?? new WishPace(),
  };
  for (const event of Object.keys(CLIENT_MESSAGES) as ClientEventName[]) {
    const context = contextFor(socket, event, options);
    const handler = options.handlers[CLIENT_MESSAGES[event].handler] as AnyHandler;
    // Every incoming event has the same (payload: unknown) signature.
    socket.on(event as 'joinGame', (payload: unknown) => receive(context, event, handler, payload));
  }
}

function contextFor(
  socket: GameSocket,
  event: ClientEventName,
  options: DispatchOptions & { phoneTest: PhoneTest; wishPace: WishPace },
): HandlerContext {
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

function receive(
  context: HandlerContext,
  event: ClientEventName,
  handler: AnyHandler,
  payload: unknown,
): void {
  const { socket } = context;
  const verdict = socket.data.limiter.take();
  if (verdict === 'disconnect') {
    context.warnOnce('flood', 'sent too many events; disconnected');
    socket.disconnect(true);
    return;
  }
  if (verdict === 'drop') return context.warnOnce('rate', 'is sending too fast; events dropped');
  const message = CLIENT_MESSAGES[event];
  if (!(message.from as readonly string[]).includes(socket.data.role)) {
    const operatorOnly = message.from.every((sender) => sender === 'operator');
    context.warnOnce(
      `forbidden:${event}`,
      operatorOnly
        ? `tried ${event} without the operator key`
        : `sent ${event}, which is not for a ${socket.data.role}`,
    );
    return context.refuse(message.forbidden);
  }
  const parsed = message.schema.safeParse(payload);
  if (!parsed.success) {
    context.warnOnce(`bad:${event}`, `sent a malformed ${message.handler}`);
    return context.refuse(message.invalid);
  }
  const failed = (error: unknown): void =>
    context.warnOnce(`error:${event}`, `${event} failed: ${String(error)}`);
  try {
    const result = handler(context, parsed.data);
    if (result instanceof Promise) result.catch(failed);
  } catch (error) {
    failed(error);
  }
}
