import type { HandshakeAuth } from '@shared/wire/payloads';
import { createGameSocket, type GameSocket } from './socket';

interface Early {
  key: string;
  socket: GameSocket;
  heard: [string, unknown[]][];
  record: (event: string, ...args: unknown[]) => void;
}

let early: Early | null = null;

/**
 * Opens the page's socket while its messages still load (a phone on a slow Wi-Fi saves the round
 * trips of the handshake, issue 18). What the server says meanwhile is kept for the hook that takes it.
 */
export function openEarly(auth: HandshakeAuth): void {
  const heard: Early['heard'] = [];
  const socket = createGameSocket(auth);
  const record = (event: string, ...args: unknown[]): void => void heard.push([event, args]);
  socket.onAny(record);
  socket.connect();
  early = { key: JSON.stringify(auth), socket, heard, record };
}

export interface TakenSocket {
  socket: GameSocket;
  /** Hands what the server said so far to the listeners attached since (call it right after them). */
  replay: () => void;
}

/**
 * The early socket, when it was opened with the same handshake and is still trying: null otherwise (a
 * refused one is closed, so the caller's own socket reports the refusal).
 */
export function takeEarly(authKey: string): TakenSocket | null {
  const taken = early;
  early = null;
  if (!taken) return null;
  const { socket, heard, record } = taken;
  if (taken.key !== authKey || (!socket.active && !socket.connected)) {
    socket.offAny(record);
    socket.disconnect();
    return null;
  }
  const replay = (): void => {
    socket.offAny(record);
    for (const [event, args] of heard)
      for (const listener of socket.listeners(event as never))
        (listener as (...a: unknown[]) => void)(...args);
  };
  return { socket, replay };
}
