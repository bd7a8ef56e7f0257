import {
  DEFAULT_CONNECTIONS_PER_ADDRESS,
  ServerEvent,
  type NetworkInfoPayload,
  type QuizInfo,
} from '@shared/index';
import type { GameSession } from '../../game/session';
import { Broadcaster } from './broadcaster';
import { addressPolicy, type AddressPolicy } from '../http/clientAddress';
import { eventDispatcher } from './dispatcher';
import { partnerRoom } from './coupleFanout';
import { ROOM_OPERATORS, ROOM_SCREENS, SocketWarnings, type GameServer, type GameSocket } from './gameSocket';
import { HANDLERS } from './handlers';
import { useHandshake } from './handshake';
import type { OperatorKeyGuard } from '../api/operatorKey';
import { PhoneTest } from '../http/phoneTest';
import { WishPace } from './wishPace';
import { VenueWatch } from './venueWatch';
import type { PhotoIntake } from '../../game/photoIntake';

export type { GameServer, IncomingEvents, Role, SocketData } from './gameSocket';

export interface SocketOptions {
  io: GameServer;
  session: GameSession;
  /** Checks the operator key and slows down wrong ones (shared with the operator API). */
  keyGuard: OperatorKeyGuard;
  quizInfo: () => QuizInfo;
  networkInfo: () => NetworkInfoPayload;
  /** Switches the address guests are shown; returns false for an unknown interface. */
  chooseInterface: (interfaceName: string) => boolean;
  log: (message: string) => void;
  /** Which client addresses the limits apply to (default: all but loopback). */
  addresses?: AddressPolicy;
  /** Open sockets per client address (default 30; 0 = no limit). */
  connectionsPerAddress?: number;
  /** The operator's "Test with your phone" (shared with the HTTP route the test link opens). */
  phoneTest?: PhoneTest;
  /** The guests' photos (issue 31): a guest's deletes, the disk's room for the views. */
  photos?: PhotoIntake;
}

/**
 * The Socket.IO adapter, wiring only: the handshake decides each socket's role, the dispatcher checks
 * every event against the protocol table and hands it to its handler, the broadcaster sends each
 * audience its own view as the session changes.
 */
export function attachSockets(options: SocketOptions): {
  close: () => void;
  networkChanged: (addressChanged: boolean) => void;
} {
  const { io, session, log } = options;
  useHandshake(io, {
    keyGuard: options.keyGuard,
    addresses: options.addresses ?? addressPolicy(),
    connectionsPerAddress: options.connectionsPerAddress ?? DEFAULT_CONNECTIONS_PER_ADDRESS,
    log,
  });
  const broadcaster = new Broadcaster(options);
  const phoneTest = options.phoneTest ?? new PhoneTest();
  const venue = new VenueWatch(io, session, phoneTest);
  const warnings = new SocketWarnings(log);
  const onEvent = eventDispatcher({
    handlers: HANDLERS,
    session,
    broadcaster,
    warnings,
    log,
    chooseInterface: options.chooseInterface,
    phoneTest,
    wishPace: new WishPace(),
    ...(options.photos ? { photos: options.photos } : {}),
  });

  io.on('connection', (socket: GameSocket) => {
    const { role } = socket.data;
    if (role === 'screen') void socket.join(ROOM_SCREENS);
    if (role === 'operator') void socket.join(ROOM_OPERATORS);
    const { partner } = socket.data;
    if (role === 'partner' && partner !== undefined) void socket.join(partnerRoom(partner));
    broadcaster.sendQuizInfo(socket);
    if (role === 'guest') rejoin(socket, session, broadcaster);
    broadcaster.greet(socket);
    if (role === 'guest') venue.guestConnected(socket);
    if (role === 'operator') venue.greet(socket);
    socket.onAny(onEvent);
    socket.on('disconnect', (reason) => {
      // Oversized or garbled packets end as a transport or parse error: say so once.
      if (reason === 'transport error' || reason === 'parse error') {
        warnings.warnOnce(socket, 'transport', `was cut off (${reason}: oversized or malformed message)`);
      }
      const hadPlayer = socket.data.playerId !== null;
      broadcaster.unbind(socket);
      warnings.forget(socket);
      if (hadPlayer) broadcaster.counters.schedule(true, false);
      if (role === 'guest') venue.guestLeft(socket);
      if (role === 'partner') broadcaster.coupleChanged();
    });
    if (role === 'partner') broadcaster.coupleChanged();
  });

  return {
    networkChanged: (addressChanged) => broadcaster.networkChanged(addressChanged),
    close: () => {
      broadcaster.close();
      venue.close();
    },
  };
}

/** A phone that comes back with its token is that player again; an unknown token is told to join. */
function rejoin(socket: GameSocket, session: GameSession, broadcaster: Broadcaster): void {
  const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof token !== 'string' || token.length === 0) return;
  const player = session.current.playerByToken(token);
  if (player) broadcaster.bind(socket, player.id);
  else
    socket.emit(ServerEvent.sessionEnded, {
      reason: 'unknownToken',
      code: 'unknownToken',
      msg: 'Please join the game.',
    });
}
