import { randomBytes } from 'node:crypto';
import { createServer, ServerResponse, type IncomingMessage, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { hostname } from 'node:os';
import { Server } from 'socket.io';
import {
  DEFAULT_CONNECTIONS_PER_ADDRESS,
  DEFAULT_PLAYERS_PER_ADDRESS,
  MAX_PLAYERS_LIMIT,
  type QuizInfo,
  type Quiz,
  type ServerToClientEvents,
  type Timings,
} from '@shared/index';
import { operatorLinkPath } from '@shared/routes';
import { createHttpApp } from './transport/http';
import type { LanAddress } from './network/lanAddress';
import { fixedNetwork, watchNetwork, type NetworkSources } from './network/networkWatcher';
import { createOriginPolicy, type OriginPolicy } from './transport/originPolicy';
import { GameSession, type Clock } from './game/session';
import { attachSockets, type IncomingEvents, type SocketData } from './transport/sockets';
import { defaultQuiz, loadQuizFile } from './game/quizFile';
import { MediaStore } from './storage/media';
import { lockDataDir } from './storage/dataLock';
import { OperatorKeyGuard, operatorKeyProblem } from './transport/operatorKey';
import { addressPolicy } from './transport/clientAddress';

export const DEFAULT_PORT = 3000;
/** Socket.IO messages are small: the largest client event is a join or an answer. */
export const MAX_MESSAGE_BYTES = 4 * 1024;

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
  /** Players per game unless the operator changes it in the panel (default 2,000). */
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
  /** This computer (127.0.0.0/8, ::1) is exempt from the per-address limits and blocks (default true). */
  trustLoopback?: boolean;
  clock?: Clock;
  log?: (message: string) => void;
}

export interface RunningServer {
  port: number;
  operatorKey: string;
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

/** Starts the game server: HTTP for the web app, Socket.IO for the game, the journaled session. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const log = options.log ?? ((message: string) => console.log(message));
  const keyProblem = options.operatorKey === undefined ? null : operatorKeyProblem(options.operatorKey);
  if (keyProblem) throw new Error(keyProblem);
  const limitProblem = limitsProblem(options);
  if (limitProblem) throw new Error(limitProblem);
  const unlock = await lockDataDir(options.dataDir, { takeOver: options.takeOverLock === true });
  try {
    return await start(options, log, unlock);
  } catch (error) {
    await unlock();
    throw error;
  }
}

async function start(
  options: ServerOptions,
  log: (message: string) => void,
  unlock: () => Promise<void>,
): Promise<RunningServer> {
  const operatorKey = options.operatorKey ?? randomBytes(16).toString('base64url');
  const media = new MediaStore(options.dataDir);
  const given = options.quizFile ? await loadQuizFile(options.quizFile, media) : options.quiz;
  const quiz = given ?? defaultQuiz();
  const session = await GameSession.start({
    dataDir: options.dataDir,
    quiz,
    timings: options.timings,
    clock: options.clock,
    log,
    maxPlayers: options.maxPlayers,
    playersPerAddress: options.playersPerAddress,
  });
  // A quiz given at start replaces the loaded game only while that game is still empty.
  const game = session.current;
  if (given && JSON.stringify(game.quiz) !== JSON.stringify(given)) {
    const result = await session.setQuiz(given);
    if (!result.ok) log(`The game has started, so it keeps its quiz: reset it to play the new one.`);
  }

  const host = options.host ?? '0.0.0.0';
  const everywhere = listensEverywhere(host);
  // Known once listening; no request arrives before.
  let port = 0;
  const originPolicy = createOriginPolicy({
    port: () => port,
    hostname: hostname(),
    trustedOrigins: options.trustedOrigins,
    extraHostnames: everywhere ? [] : [host],
  });
  // One check of the operator key, and one count of wrong keys, for the API and the sockets.
  const keyGuard = new OperatorKeyGuard(operatorKey, log);
  const app = createHttpApp({ staticDir: options.staticDir, session, media, keyGuard, originPolicy, log });
  const httpServer = createServer(app);
  httpServer.headersTimeout = 20_000;
  httpServer.requestTimeout = 30_000;
  port = await listen(
    httpServer,
    options.port ?? DEFAULT_PORT,
    host,
    options.portFallback ?? options.port === undefined,
  );

  // Listening everywhere, the address in the QR code follows the network (Wi-Fi coming up, another
  // network); listening on one address, it stays that address.
  const network = everywhere
    ? await watchNetwork({ ...options.network, preferredInterface: options.preferredInterface, log })
    : fixedNetwork(host, options.network?.interfaces);
  const currentLan = (): LanAddress => network.current();
  const baseUrl = (): string => `http://${currentLan().address}:${port}`;
  const quizInfo = (): QuizInfo => {
    const q = session.current.quiz;
    return {
      title: q.title,
      coupleNames: q.coupleNames,
      eventDate: q.eventDate,
      backgroundImage: q.backgroundImage ?? null,
      bgmUrl: q.bgmUrl ?? null,
      questionCount: q.questions.length,
      joinUrl: `${baseUrl()}/`,
    };
  };

  const io = new Server<IncomingEvents, ServerToClientEvents, Record<string, never>, SocketData>(httpServer, {
    maxHttpBufferSize: MAX_MESSAGE_BYTES,
    pingInterval: 10_000,
    pingTimeout: 10_000,
    serveClient: false,
    cors: { origin: false },
  });
  // Only the app's own pages (and clients that send no Origin, like the bench) may connect: a page on
  // another site or port, or a DNS-rebinding name, cannot open a screen or operator socket. Checked on
  // every engine.io request, not only the handshake (`allowRequest`): a polling request or an upgrade
  // that carries a sid learned elsewhere must not act as that socket.
  io.engine.use(socketGate(originPolicy, log));
  const operatorLink = (): string => `${baseUrl()}${operatorLinkPath(operatorKey)}`;
  const sockets = attachSockets({
    io,
    session,
    keyGuard,
    quizInfo,
    networkInfo: () => ({
      current: currentLan(),
      candidates: network.candidates(),
      joinUrl: `${baseUrl()}/`,
      operatorLink: operatorLink(),
    }),
    chooseInterface: (interfaceName) => {
      const chosen = network.choose(interfaceName);
      if (chosen) log(`Guests now join at ${baseUrl()}/ (${interfaceName}, chosen by the operator)`);
      return chosen;
    },
    log,
    addresses: addressPolicy(options.trustLoopback ?? true),
    connectionsPerAddress:
      options.connectionsPerAddress ?? connectionsPerAddressFor(options.playersPerAddress),
  });
  network.watch(({ current }, previous) => {
    const moved = current.address !== previous.current.address;
    if (moved) log(`Guests now join at ${baseUrl()}/ (${current.interfaceName})`);
    sockets.networkChanged(moved);
  });

  let closing: Promise<void> | null = null;
  return {
    port,
    operatorKey,
    session,
    baseUrl,
    joinUrl: () => `${baseUrl()}/`,
    localUrl: `http://${everywhere ? '127.0.0.1' : host}:${port}`,
    operatorLink,
    lanAddress: currentLan,
    lanCandidates: () => network.candidates(),
    loadQuiz: async (path: string) => {
      const loaded = await loadQuizFile(path, media);
      const result = await session.setQuiz(loaded);
      if (!result.ok) throw new Error(result.msg);
    },
    close: () =>
      (closing ??= (async () => {
        network.stop();
        sockets.close();
        io.disconnectSockets(true);
        // io.close() stops accepting, then waits for every connection: cut the kept-alive ones
        // (a phone's reconnect attempts) at once, or the stop hangs until the browser gives up.
        const ioClosed = new Promise<void>((resolve) => io.close(() => resolve()));
        httpServer.closeAllConnections();
        await ioClosed;
        await session.close();
        await unlock();
      })()),
  };
}

/** What engine.io passes as `res` to its middlewares: a real response, or a stand-in on an upgrade. */
type EngineResponse = ServerResponse | { socket: Duplex };
const FORBIDDEN = JSON.stringify({ code: 4, message: 'Forbidden' });

/**
 * An engine.io middleware that refuses JSONP polling (a `<script src>` on any page could run the
 * answer and learn the sid) and any request the origin policy refuses, with a 403, logged once.
 */
function socketGate(
  originPolicy: OriginPolicy,
  log: (message: string) => void,
): (req: IncomingMessage, res: EngineResponse, next: (err?: unknown) => void) => void {
  return (req, res, next) => {
    const jsonp = new URL(req.url ?? '/', 'http://x').searchParams.has('j');
    const refused = jsonp
      ? 'JSONP polling is not supported'
      : originPolicy.refusal({ host: req.headers.host, origin: req.headers.origin });
    if (refused === null) return next();
    log(`Refused a socket connection: ${refused}.`);
    if (res instanceof ServerResponse) {
      res.writeHead(403, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(FORBIDDEN);
      return;
    }
    // An upgrade: no response object, only the raw socket, before any WebSocket handshake.
    const socket = res.socket;
    socket.on('error', () => undefined);
    if (!socket.writable) return void socket.destroy();
    socket.once('finish', () => socket.destroy());
    socket.end(
      'HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(FORBIDDEN)}\r\n\r\n${FORBIDDEN}`,
    );
  };
}

/** The connection cap that goes with a players-per-address limit (see `connectionsPerAddress`). */
function connectionsPerAddressFor(playersPerAddress = DEFAULT_PLAYERS_PER_ADDRESS): number {
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

/** A wildcard host: guests reach the server on any of the machine's addresses. */
function listensEverywhere(host: string): boolean {
  return host === '0.0.0.0' || host === '::';
}

/** Listens on `port`, or on the next free ones when it is taken and `fallback` is on. */
async function listen(server: HttpServer, port: number, host: string, fallback: boolean): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    try {
      await new Promise<void>((resolve, reject) => {
        const onError = (error: Error): void => reject(error);
        server.once('error', onError);
        server.listen(port + attempt, host, () => {
          server.off('error', onError);
          resolve();
        });
      });
      return (server.address() as AddressInfo).port;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (!fallback || port === 0 || code !== 'EADDRINUSE' || attempt >= 20) throw error;
    }
  }
}
