import type { Server, Socket } from 'socket.io';
import type {
  ClientToServerEvents,
  LeaderboardEntry,
  PhoneOwn,
  Sender,
  ServerToClientEvents,
} from '@shared/index';
import type { RateLimiter } from './rateLimiter';

/** Each socket's role, decided once at the handshake: a guest's phone, a big screen or the operator. */
export type Role = Sender;

export interface SocketData {
  role: Role;
  playerId: string | null;
  /** A partner's phone in the shoe game (issue 30): which of the couple. */
  partner?: 0 | 1;
  /** A join is being written to the journal. */
  joining: boolean;
  limiter: RateLimiter;
  /** The client's address for the per-address limits and blocks; undefined when trusted (loopback). */
  address?: string;
  /**
   * A phone's own part as last sent (null: not joined; undefined: nothing sent yet): the next step sends
   * it again only when it changed (issue 29).
   */
  lastOwn?: PhoneOwn | null;
  /** The game and its `personalEpoch` when `lastOwn` was last built: unchanged, it need not be again. */
  ownEpoch?: string;
  /**
   * Set when `lastOwn` was built in a ranking step: the epoch and the question it ranked. The next
   * ranking step of the same question (the leaderboard after the reveal) need not build it again.
   */
  rankedAt?: string;
  /** An operator's whole ranking as last sent: a view leaves it out while it is the same (issue 29). */
  sentRanking?: readonly LeaderboardEntry[];
}

/** On the server every incoming payload is untrusted until its schema says otherwise. */
export type IncomingEvents = { [K in keyof ClientToServerEvents]: (payload: unknown) => void };

export type GameServer = Server<IncomingEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type GameSocket = Socket<IncomingEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export const ROOM_SCREENS = 'screens';
export const ROOM_OPERATORS = 'operators';

/** Logs a problem once per socket and kind, never once per packet. */
export class SocketWarnings {
  private readonly warned = new Set<string>();

  constructor(private readonly log: (message: string) => void) {}

  warnOnce(socket: GameSocket, kind: string, detail: string): void {
    const key = `${socket.id}:${kind}`;
    if (this.warned.has(key)) return;
    this.warned.add(key);
    this.log(`${socket.data.role} ${socket.id} (${socket.handshake.address}): ${detail}`);
  }

  forget(socket: GameSocket): void {
    for (const key of this.warned) if (key.startsWith(`${socket.id}:`)) this.warned.delete(key);
  }
}
