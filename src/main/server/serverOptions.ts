import {
  DEFAULT_CONNECTIONS_PER_ADDRESS,
  DEFAULT_PLAYERS_PER_ADDRESS,
  MAX_PLAYERS_LIMIT,
  type Quiz,
  type Timings,
  WISH_RAW_MAX,
} from '@shared/index';
import type { Clock } from './game/clock';
import type { GameSession } from './game/session';
import type { LanAddress } from './network/lanAddress';
import type { NetworkSources } from './network/networkWatcher';

export const DEFAULT_PORT = 3000;
/**
 * The largest Socket.IO message a client may send; a larger one closes its connection. The largest
 * event a phone sends is a wish: WISH_RAW_MAX code units, each at most 6 bytes once JSON-encoded (a
 * control character becomes \u0001), plus the envelope. Derived, so the two limits always agree.
 */
export const MAX_MESSAGE_BYTES = WISH_RAW_MAX * 6 + 1024;

export interface ServerOptions {
  /** Port to listen on; 0 picks a free one. Default 3000, or the next free one when taken. */
  port?: number;
  /** When false, a taken port is an error instead of moving to the next one. */
  portFallback?: boolean;
  /** Address to listen on. Default: all interfaces, so phones on the LAN can connect. */
  host?: string;
  dataDir: string;
  staticDir: string;
  operatorKey?: string;
  quiz?: Quiz;
  /** A quiz file to load (plain or exported with images); takes precedence over `quiz`. */
  quizFile?: string;
  timings?: Timings;
  /** Network interface whose address goes into the QR code, when there are several. */
  preferredInterface?: string;
  /** Where the network information comes from, and how often it is read (tests fake them). */
  network?: NetworkSources;
  /**
   * Pages on other origins that may open sockets and call the operator API, besides the app's own
   * addresses: Vite's dev server (e.g. `http://localhost:5173`) in `npm run dev`, which proxies /socket.io.
   */
  trustedOrigins?: string[];
  /** Start even when the data folder's lock looks held by a live server (the operator chose "Take over"). */
  takeOverLock?: boolean;
  /** Players per game unless the operator changes it in the panel (default 5,000). */
  maxPlayers?: number;
  /**
   * Players per client address (default 10; 0 = no limit). On a LAN each phone has its own address;
   * behind a travel router in NAT mode all phones share one: use 0 there.
   */
  playersPerAddress?: number;
  /**
   * Open sockets per client address (0 = no limit). Default 30, or 3 per player allowed from an
   * address when that is more; no limit when `playersPerAddress` is 0 (phones sharing a NAT address).
   */
  connectionsPerAddress?: number;
  /** New photos are refused when the data folder's disk has less free than this (default 1 GiB; issue 31). */
  photoMinFreeBytes?: number;
  /** This computer (127.0.0.0/8, ::1) is exempt from the per-address limits and blocks (default true). */
  trustLoopback?: boolean;
  clock?: Clock;
  log?: (message: string) => void;
}

export interface RunningServer {
  port: number;
  operatorKey: string;
  /** The couple's two phone links' secrets (the shoe game): kept in the data folder across restarts. */
  coupleKeys: readonly [string, string];
  session: GameSession;
  /** http://<LAN address>:<port> */
  baseUrl: () => string;
  /** The page guests open. */
  joinUrl: () => string;
  /** Loopback URL for this machine's own windows. */
  localUrl: string;
  /** The operator panel with its key, for a second device. */
  operatorLink: () => string;
  lanAddress: () => LanAddress;
  lanCandidates: () => LanAddress[];
  /** Loads a quiz file into a game that has not started; throws with a readable message otherwise. */
  loadQuiz: (path: string) => Promise<void>;
  close: () => Promise<void>;
}

/** The connection cap that goes with a players-per-address limit (see `connectionsPerAddress`). */
export function connectionsPerAddressFor(playersPerAddress = DEFAULT_PLAYERS_PER_ADDRESS): number {
  if (playersPerAddress === 0) return 0;
  return Math.max(DEFAULT_CONNECTIONS_PER_ADDRESS, 3 * playersPerAddress);
}

/** What is wrong with the player limits given, in words; null when they are fine. */
export function limitsProblem(
  options: Pick<ServerOptions, 'maxPlayers' | 'playersPerAddress' | 'connectionsPerAddress'>,
): string | null {
  const { maxPlayers, playersPerAddress, connectionsPerAddress } = options;
  if (
    maxPlayers !== undefined &&
    !(Number.isInteger(maxPlayers) && maxPlayers >= 1 && maxPlayers <= MAX_PLAYERS_LIMIT)
  )
    return `The player limit must be a whole number from 1 to ${MAX_PLAYERS_LIMIT}, not ${maxPlayers}.`;
  for (const [name, value] of [
    ['players per address', playersPerAddress],
    ['connections per address', connectionsPerAddress],
  ] as const) {
    if (value !== undefined && !(Number.isInteger(value) && value >= 0))
      return `The limit of ${name} must be a whole number (0 for no limit), not ${value}.`;
  }
  return null;
}
