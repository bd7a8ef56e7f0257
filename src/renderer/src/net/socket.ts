import { io, type Socket } from 'socket.io-client';
import type { HandshakeAuth } from '@shared/wire/payloads';
import type { ClientToServerEvents, ServerToClientEvents } from '@shared/model/socketTypes';

export type GameSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'failed';

/** The big screen's handshake (and the music page's): read-only, no player, no key. */
export const SCREEN_AUTH = { role: 'screen' } as const;

/**
 * A socket to the game server that served this page. The handshake `auth` decides the role.
 * Not connected yet, so listeners can be attached before the first event can arrive.
 */
export function createGameSocket(auth: HandshakeAuth): GameSocket {
  const socket: GameSocket = io({
    auth,
    autoConnect: false,
    // The original client's library defaults, written down: 1 s up to 5 s, half randomised.
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    randomizationFactor: 0.5,
    timeout: 20_000,
  });
  return socket;
}

/**
 * Connects `socket` unless it is already connecting or connected. Socket.IO's own `connect()` sends the
 * namespace's CONNECT again when the link is up but the server's answer has not come yet, and the server
 * then closes the whole connection: a phone whose early socket (opened while the page loaded) was taken
 * over by the app in that moment lost its first connection and waited a second for the next.
 */
export function connectOnce(socket: Pick<GameSocket, 'active' | 'connect'>): void {
  if (!socket.active) socket.connect();
}

/**
 * Emits only if the connection is up right now, and never leaves the message in Socket.IO's send
 * buffer (which would deliver it on the next connection, possibly long after it made sense).
 * Returns whether it went out.
 */
export function emitNow<E extends keyof ClientToServerEvents>(
  socket: GameSocket,
  event: E,
  ...args: Parameters<ClientToServerEvents[E]>
): boolean {
  if (!socket.connected) return false;
  const buffered = socket.sendBuffer.length;
  (socket.emit as (event: E, ...args: Parameters<ClientToServerEvents[E]>) => GameSocket)(event, ...args);
  // The library buffers instead of sending when it already knows the link is dead (no pong in time).
  if (socket.sendBuffer.length > buffered) {
    socket.sendBuffer.splice(buffered);
    return false;
  }
  return true;
}
