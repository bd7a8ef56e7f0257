/**
 * The shoe game's couple on the sockets (issue 30): each partner's phones in a room of their own, a
 * view per partner (two small messages a step), and whose phone is connected for the operator's card.
 */
import { ServerEvent, type GameView } from '@shared/index';
import type { CoupleOnline } from '../../game/coupleViews';
import type { ViewContext } from '../../game/views';
import { sendOperators, sendOperatorView } from './operatorFanout';
import { ROOM_SCREENS, type GameServer, type GameSocket, type SocketData } from './gameSocket';

export const partnerRoom = (partner: 0 | 1): string => `partner-${partner}`;

/** Whether each partner has a phone connected. */
export function coupleOnline(io: GameServer): CoupleOnline {
  const rooms = io.of('/').adapter.rooms;
  return [(rooms.get(partnerRoom(0))?.size ?? 0) > 0, (rooms.get(partnerRoom(1))?.size ?? 0) > 0];
}

/** Each connected partner's phones get their view. */
export function sendPartners(io: GameServer, context: ViewContext): void {
  const online = coupleOnline(io);
  for (const partner of [0, 1] as const) {
    if (online[partner]) io.to(partnerRoom(partner)).emit(ServerEvent.updateState, context.partner(partner));
  }
}

/** The whole view of a socket that is not a guest's phone: a big screen, an operator, a partner. */
export function bigView(data: SocketData, context: ViewContext): GameView | null {
  if (data.role === 'screen') return context.screen();
  if (data.role === 'partner') return data.partner === undefined ? null : context.partner(data.partner);
  // Only an operator gets the operator's view (the couple's link secrets, every score).
  return data.role === 'operator' ? context.operator() : null;
}

/**
 * A partner picked, or a partner's phone came or went: the big screens and the operators, batched (a
 * partner tapping back and forth must not sort a large room's leaderboard for the operators each time).
 */
export function sendCouple(io: GameServer, context: ViewContext): void {
  io.to(ROOM_SCREENS).emit(ServerEvent.updateState, context.screen());
  sendOperators(io, context.operator({ players: false }));
}

/** A socket's whole view when it is not a guest's phone (none for a socket of no known role). */
export function sendBigView(socket: GameSocket, context: ViewContext): void {
  const view = bigView(socket.data, context);
  if (view?.audience === 'operator') sendOperatorView(socket, view);
  else if (view) socket.emit(ServerEvent.updateState, view);
}
