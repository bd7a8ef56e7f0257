import { randomBytes } from 'node:crypto';
import { createServer, type Server as HttpServer } from 'node:http';
import { hostname } from 'node:os';
import { Server } from 'socket.io';
import type { ServerToClientEvents } from '@shared/index';
import { operatorLinkPath } from '@shared/model/routes';
import { defaultQuiz, loadQuizFile } from './game/quizFile';
import { GameSession } from './game/session';
import { quizInfoOf } from './game/quizInfo';
import { fixedNetwork, watchNetwork, type NetworkState } from './network/networkWatcher';
import {
  connectionsPerAddressFor,
  DEFAULT_PORT,
  limitsProblem,
  MAX_MESSAGE_BYTES,
  type RunningServer,
  type ServerOptions,
} from './serverOptions';
import { lockDataDir } from './storage/dataLock';
import { MediaStore } from './storage/media';
import { PhotoFiles } from './storage/photoFiles';
import { PhotoIntake } from './game/photoIntake';
import { loadCoupleSecret } from './storage/coupleSecret';
import { addressPolicy } from './transport/http/clientAddress';
import { createHttpApp } from './transport/http/http';
import { listen, listensEverywhere } from './transport/http/listen';
import { OperatorKeyGuard, operatorKeyProblem } from './transport/api/operatorKey';
import { createOriginPolicy } from './transport/http/originPolicy';
import { splicingParser } from './transport/socket/splicedView';
import { socketGate } from './transport/socket/socketGate';
import { attachSockets, type IncomingEvents, type SocketData } from './transport/socket/sockets';
import { PhoneTest } from './transport/http/phoneTest';

export { DEFAULT_PORT, limitsProblem, MAX_MESSAGE_BYTES } from './serverOptions';
export type { RunningServer, ServerOptions } from './serverOptions';

type Log = (message: string) => void;

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

async function start(options: ServerOptions, log: Log, unlock: () => Promise<void>): Promise<RunningServer> {
  const operatorKey = options.operatorKey ?? randomBytes(16).toString('base64url');
  const media = new MediaStore(options.dataDir);
  const session = await openSession(options, media, log);
  // One check of the operator key, and one count of wrong keys, for the API and the sockets.
  const coupleSecret = await loadCoupleSecret(options.dataDir);
  const keyGuard = new OperatorKeyGuard(operatorKey, log, undefined, undefined, coupleSecret);
  // The operator's "Test with your phone": the page route records the hit, the sockets report it.
  const phoneTest = new PhoneTest({ interfaces: options.network?.interfaces });
  const photoFiles = new PhotoFiles(options.dataDir);
  await photoFiles.sweep(session.current.id, session.current.photos.ids());
  const { dataDir, photoMinFreeBytes: minFreeBytes } = options;
  const photos = new PhotoIntake({ session, files: photoFiles, dataDir, log, minFreeBytes });
  const web = await listenWeb(options, { session, media, keyGuard, log, phoneTest, photos, photoFiles });
  const host = options.host ?? '0.0.0.0';
  // Listening everywhere, the address in the QR code follows the network (Wi-Fi coming up, another
  // network); listening on one address, it stays that address.
  const network = listensEverywhere(host)
    ? await watchNetwork({ ...options.network, preferredInterface: options.preferredInterface, log })
    : fixedNetwork(host, options.network?.interfaces);
  const baseUrl = (): string => `http://${network.current().address}:${web.port}`;
  const operatorLink = (): string => `${baseUrl()}${operatorLinkPath(operatorKey)}`;
  const realtime = attachRealtime(options, {
    web,
    session,
    keyGuard,
    network,
    baseUrl,
    operatorLink,
    log,
    phoneTest,
    photos,
  });
  let closing: Promise<void> | null = null;
  return {
    port: web.port,
    operatorKey,
    coupleKeys: keyGuard.coupleKeys,
    session,
    baseUrl,
    joinUrl: () => `${baseUrl()}/`,
    localUrl: `http://${listensEverywhere(host) ? '127.0.0.1' : host}:${web.port}`,
    operatorLink,
    lanAddress: () => network.current(),
    lanCandidates: () => network.candidates(),
    loadQuiz: async (path: string) => {
      const result = await session.setQuiz(await loadQuizFile(path, media));
      if (!result.ok) throw new Error(result.msg);
    },
    close: () =>
      (closing ??= (async () => {
        network.stop();
        await realtime.close();
        await session.close();
        await unlock();
      })()),
  };
}

/** The journaled game; a quiz given at start replaces the loaded game only while that game is still empty. */
async function openSession(options: ServerOptions, media: MediaStore, log: Log): Promise<GameSession> {
  const given = options.quizFile ? await loadQuizFile(options.quizFile, media) : options.quiz;
  const session = await GameSession.start({
    dataDir: options.dataDir,
    quiz: given ?? defaultQuiz(),
    timings: options.timings,
    clock: options.clock,
    log,
    maxPlayers: options.maxPlayers,
    playersPerAddress: options.playersPerAddress,
  });
  if (given && JSON.stringify(session.current.quiz) !== JSON.stringify(given)) {
    const result = await session.setQuiz(given);
    if (!result.ok) log(`The game has started, so it keeps its quiz: reset it to play the new one.`);
  }
  return session;
}

interface WebParts {
  session: GameSession;
  media: MediaStore;
  photos: PhotoIntake;
  photoFiles: PhotoFiles;
  keyGuard: OperatorKeyGuard;
  log: Log;
  phoneTest: PhoneTest;
}

interface Web {
  httpServer: HttpServer;
  port: number;
  originPolicy: ReturnType<typeof createOriginPolicy>;
}

/** The HTTP server for the pages and the operator API, listening. */
async function listenWeb(options: ServerOptions, parts: WebParts): Promise<Web> {
  const host = options.host ?? '0.0.0.0';
  // Known once listening; no request arrives before.
  let port = 0;
  const originPolicy = createOriginPolicy({
    port: () => port,
    hostname: hostname(),
    trustedOrigins: options.trustedOrigins,
    extraHostnames: listensEverywhere(host) ? [] : [host],
  });
  const addresses = addressPolicy(options.trustLoopback ?? true);
  const app = createHttpApp({ staticDir: options.staticDir, originPolicy, addresses, ...parts });
  const httpServer = createServer(app);
  // A request's headers within 20 s; its body within 2 minutes: a photo a phone could not shrink (a HEIC
  // of 3 MB) on a crowded venue Wi-Fi at 0.5 Mbit/s takes about a minute.
  httpServer.headersTimeout = 20_000;
  httpServer.requestTimeout = 120_000;
  const fallback = options.portFallback ?? options.port === undefined;
  port = await listen(httpServer, options.port ?? DEFAULT_PORT, host, fallback);
  return { httpServer, port, originPolicy };
}

interface RealtimeParts {
  web: Web;
  session: GameSession;
  keyGuard: OperatorKeyGuard;
  network: NetworkState;
  baseUrl: () => string;
  operatorLink: () => string;
  log: Log;
  phoneTest: PhoneTest;
  photos: PhotoIntake;
}

/** Socket.IO on the same server: the game's sockets, told when the join address changes. */
function attachRealtime(options: ServerOptions, parts: RealtimeParts): { close: () => Promise<void> } {
  const { web, session, network, baseUrl, log } = parts;
  const io = new Server<IncomingEvents, ServerToClientEvents, Record<string, never>, SocketData>(
    web.httpServer,
    {
      maxHttpBufferSize: MAX_MESSAGE_BYTES,
      // The standard wire format; a reveal's thousands of views splice their shared part (issue 29).
      parser: splicingParser,
      // Engine.IO's default, said here: compressing a ~500-byte view costs more CPU and memory per phone
      // (a zlib context each) than the bytes it saves on the venue's Wi-Fi.
      perMessageDeflate: false,
      pingInterval: 10_000,
      pingTimeout: 10_000,
      serveClient: false,
      cors: { origin: false },
    },
  );
  // Only the app's own pages (and clients that send no Origin, like the bench) may connect: a page on
  // another site or port, or a DNS-rebinding name, cannot open a screen or operator socket. Checked on
  // every engine.io request, not only the handshake (`allowRequest`): a polling request or an upgrade
  // that carries a sid learned elsewhere must not act as that socket.
  io.engine.use(socketGate(web.originPolicy, log));
  // Each connection would keep its HTTP request (headers, buffers) for its whole life: ~2.7 KB a guest,
  // 13 MB at 5,000 (Socket.IO's memory guide; issue 29). The handshake's address is kept without it.
  io.engine.on('connection', (raw: { request: unknown }) => {
    raw.request = null;
  });
  const sockets = attachSockets({
    io,
    session,
    keyGuard: parts.keyGuard,
    phoneTest: parts.phoneTest,
    photos: parts.photos,
    quizInfo: () => quizInfoOf(session.current.quiz, `${baseUrl()}/`),
    networkInfo: () => ({
      current: network.current(),
      candidates: network.candidates(),
      joinUrl: `${baseUrl()}/`,
      operatorLink: parts.operatorLink(),
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
  return {
    close: async () => {
      sockets.close();
      io.disconnectSockets(true);
      // io.close() stops accepting, then waits for every connection: cut the kept-alive ones
      // (a phone's reconnect attempts) at once, or the stop hangs until the browser gives up.
      const ioClosed = new Promise<void>((resolve) => io.close(() => resolve()));
      web.httpServer.closeAllConnections();
      await ioClosed;
    },
  };
}
