/**
 * Operators' views (issue 29): one view built for all of them, and each operator's whole ranking (every
 * player) only when it changed since that operator's last (@shared/model/operatorRanking). Operators
 * are one or two sockets, so each gets a message of its own.
 */
import { ServerEvent, type OperatorView } from '@shared/index';
import { rankingIfChanged } from '@shared/model/operatorRanking';
import { ROOM_OPERATORS, type GameServer, type GameSocket } from './gameSocket';

export function sendOperatorView(socket: GameSocket, view: OperatorView): void {
  socket.emit(ServerEvent.updateState, rankingIfChanged(view, socket.data.sentRanking));
  socket.data.sentRanking = view.leaderboard.full;
}

/** The view to every operator. */
export function sendOperators(io: GameServer, view: OperatorView): void {
  const namespace = io.of('/');
  for (const id of namespace.adapter.rooms.get(ROOM_OPERATORS) ?? []) {
    const socket = namespace.sockets.get(id);
    if (socket) sendOperatorView(socket, view);
  }
}
