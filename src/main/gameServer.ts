/**
 * The desktop app's game-server process: the same server as `npm run serve`, started by the main
 * process as an Electron utilityProcess (or, in the tests' simulated Electron, a Node child process),
 * and driven by the messages of ./gameServerProtocol. Never imports 'electron'.
 */
import {
  isMessage,
  type GameServerRequest,
  type GameServerStartOptions,
  type HostToServer,
  type ServerToHost,
} from './gameServerProtocol';
import { exitOnSignals } from './exitOnSignals';
import { applyHeapSettings } from './heapSettings';
import { errorText, log } from './log';
import { DataDirLockedError } from './server/storage/dataLock';
import { startServer, type RunningServer } from './server/index';

interface ParentChannel {
  onMessage: (handler: (message: unknown) => void) => void;
  send: (message: ServerToHost) => void;
  onParentGone: (handler: () => void) => void;
}

/** Electron's utility process talks through `process.parentPort`; a Node child through `process.send`. */
function parentChannel(): ParentChannel {
  const port = (
    process as {
      parentPort?: {
        on: (event: 'message', fn: (event: { data: unknown }) => void) => void;
        postMessage: (message: unknown) => void;
      };
    }
  ).parentPort;
  if (port) {
    return {
      onMessage: (handler) => port.on('message', (event) => handler(event.data)),
      send: (message) => port.postMessage(message),
      // Electron ends a utility process together with the app: nothing to watch.
      onParentGone: () => undefined,
    };
  }
  if (process.send) {
    return {
      onMessage: (handler) => process.on('message', handler),
      send: (message) => process.send?.(message),
      onParentGone: (handler) => process.on('disconnect', handler),
    };
  }
  throw new Error('The game-server process must be started by the desktop app.');
}

const channel = parentChannel();
applyHeapSettings();
let server: RunningServer | null = null;
let starting: Promise<void> | null = null;
let stopping: Promise<void> | null = null;

function stop(): Promise<void> {
  stopping ??= (async () => {
    // A stop during the start waits for it: the lock and the journal are then released properly.
    await starting;
    if (server) {
      log('Stopping the game server…');
      await server.close();
      log('Game saved.');
    }
  })();
  return stopping;
}

async function start(options: GameServerStartOptions): Promise<void> {
  try {
    const started = await startServer({ ...options, log });
    if (stopping) {
      // Asked to stop while starting: stop() closes it; the app no longer waits for "started".
      server = started;
      return;
    }
    server = started;
    channel.send({
      type: 'started',
      info: {
        port: server.port,
        operatorKey: server.operatorKey,
        localUrl: server.localUrl,
        baseUrl: server.baseUrl(),
        joinUrl: server.joinUrl(),
      },
    });
  } catch (error) {
    channel.send({
      type: 'startFailed',
      message: errorText(error),
      ...(error instanceof DataDirLockedError
        ? { lock: { file: error.lockFile, pid: error.holder.pid, since: error.holder.since } }
        : {}),
    });
  }
}

async function answer(request: GameServerRequest): Promise<unknown> {
  if (request.action === 'stop') {
    await stop();
    return null;
  }
  if (!server) throw new Error('The game server has not started.');
  if (request.action === 'loadQuiz') {
    await server.loadQuiz(request.path);
    log(`Loaded the quiz ${request.path}`);
    return null;
  }
  const lan = server.lanAddress();
  return {
    playerCount: server.session.current.playerCount,
    joinUrl: server.joinUrl(),
    lan,
    candidates: server.lanCandidates(),
  };
}

channel.onMessage((message) => {
  if (!isMessage<HostToServer>(message)) return;
  if (message.type === 'start') {
    starting ??= start(message.options);
    return;
  }
  const { id } = message;
  answer(message).then(
    (value) => channel.send({ type: 'reply', id, ok: true, value }),
    (error: unknown) => channel.send({ type: 'reply', id, ok: false, error: errorText(error) }),
  );
});

const stopAndExit = exitOnSignals(stop, log);
channel.onParentGone(() => stopAndExit('The app went away'));
