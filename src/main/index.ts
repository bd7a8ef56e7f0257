/**
 * Electron entry, wiring only: starts the game server in a process of its own (the same server as
 * `npm run serve`, so no dialog, menu or window work here can ever stall the game), then opens the big
 * screen and the operator window on it. Decisions live in ./windows (pure) and ./electron/* (glue).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { app, dialog, Menu, powerSaveBlocker } from 'electron';
import type { GameServerInfo, GameServerStartOptions } from './gameServerProtocol';
import { Dialogs } from './electron/dialogs';
import { GameServerProcess } from './electron/gameServerProcess';
import { claimSingleInstance, stopBeforeQuit } from './electron/lifecycle';
import { buildMenu } from './electron/menu';
import { menuActions } from './electron/menuActions';
import { DESKTOP_USAGE, parseDesktopArgs, type DesktopOptions } from './electron/common/desktopOptions';
import { hardenWebContents } from './electron/navigationGuard';
import { serveHostBridge } from './electron/hostBridge';
import { AppWindows } from './electron/appWindows';
import { Route } from '@shared/routes';
import { originOf } from './electron/common/navigationPolicy';

/** Must match `appId` in electron-builder.yml (Windows groups the taskbar and notifications by it). */
const APP_ID = 'app.weddingquiz.desktop';

const log = (message: string): void => console.log(`[wedding-quiz] ${message}`);
const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Only before any window or game exists: the one place a blocking error box is fine. */
function fail(title: string, error: unknown, code: number): void {
  console.error(`${title}: ${errorText(error)}`);
  dialog.showErrorBox(title, errorText(error));
  app.exit(code);
}

let windows: AppWindows | null = null;

/** Starts the game server; when its data folder looks in use, offers to take it over. Null: the operator quit. */
async function startGameServer(
  server: GameServerProcess,
  options: GameServerStartOptions,
  dialogs: Dialogs,
): Promise<GameServerInfo | null> {
  let result = await server.start(options);
  if (!result.ok && result.lock) {
    const { file, pid, since } = result.lock;
    log(result.message);
    const takeOver = await dialogs.ask({
      type: 'warning',
      title: 'The data folder is in use',
      detail:
        `Another Wedding Quiz (process ${pid}, started ${new Date(since).toLocaleString()}) seems to be ` +
        `using the data folder.\n\nLock file: ${file}\n\nIf no other Wedding Quiz is open (the laptop ` +
        'restarted, or the app stopped suddenly), take over: the game carries on where it was saved.',
      confirm: 'Take over',
      cancel: 'Quit',
    });
    if (!takeOver) return null;
    log(`Taking over the data folder (lock file ${file}).`);
    result = await server.start({ ...options, takeOverLock: true });
  }
  if (!result.ok) throw new Error(result.message);
  return result.info;
}

async function start(options: DesktopOptions): Promise<void> {
  const dataDir = app.getPath('userData');
  // In development (`npm run dev`, never in a packaged app) the pages come from Vite's dev server.
  const devUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;
  const devOrigin = devUrl ? originOf(devUrl) : null;
  const dialogs = new Dialogs(() => windows?.operator() ?? null);
  const server = new GameServerProcess(join(__dirname, 'gameServer.js'), log, (message) => {
    void dialogs.tell({ type: 'error', title: 'The game server stopped', detail: message });
  });

  let info: GameServerInfo | null;
  try {
    info = await startGameServer(
      server,
      {
        dataDir,
        staticDir: join(__dirname, '../renderer'),
        ...(options.port !== undefined ? { port: options.port } : {}),
        ...(options.host !== undefined ? { host: options.host } : {}),
        ...(options.operatorKey !== undefined ? { operatorKey: options.operatorKey } : {}),
        ...(options.quiz !== undefined ? { quizFile: options.quiz } : {}),
        ...(options.maxPlayers !== undefined ? { maxPlayers: options.maxPlayers } : {}),
        ...(options.playersPerAddress !== undefined ? { playersPerAddress: options.playersPerAddress } : {}),
        trustedOrigins: devOrigin ? [devOrigin] : [],
      },
      dialogs,
    );
  } catch (error) {
    fail('Wedding Quiz could not start', error, 1);
    return;
  }
  if (!info) {
    app.exit(0);
    return;
  }

  // The windows load from the game server over HTTP, like the phones (loopback when it listens there).
  const host = options.host ?? '0.0.0.0';
  const reachableOnLoopback = ['0.0.0.0', '::', '127.0.0.1', 'localhost', '::1'].includes(host);
  const serverBase = reachableOnLoopback ? info.localUrl : info.baseUrl;
  const pageOrigin = devOrigin ?? originOf(serverBase) ?? serverBase;
  const allowedOrigins = [pageOrigin];
  if (devOrigin && info.port !== 3000) {
    log(`Development: the game server is on port ${info.port}, but Vite proxies Socket.IO to 3000.`);
  }
  log(`Data folder: ${dataDir}`);
  log(`Guests join at:   ${info.joinUrl}`);
  log(`Big screen:       ${pageOrigin}${Route.screen}`);
  log(`Operator panel:   ${pageOrigin}${Route.operator}`);

  hardenWebContents(allowedOrigins, log);

  const quit = async (): Promise<void> => {
    const players = await server.status().then(
      (status) => status.playerCount,
      () => 0,
    );
    const sure =
      players === 0 ||
      (await dialogs.ask({
        title: 'Quit Wedding Quiz?',
        detail:
          'The game is saved: start the app again to carry on where it stopped. Until then the guests cannot play.',
        confirm: 'Quit',
        cancel: 'Cancel',
      }));
    if (sure) app.quit();
  };

  const appIcon = join(app.getAppPath(), 'resources', 'icon-512.png');
  const appWindows = new AppWindows({
    pageOrigin,
    preloadPath: join(__dirname, '../preload/index.cjs'),
    ...(process.platform !== 'darwin' && existsSync(appIcon) ? { iconPath: appIcon } : {}),
    onOperatorWindowClose: () => void quit(),
    onDisplaysChanged: () => refreshMenu(),
    ask: (question) => dialogs.ask(question),
    devTools: !app.isPackaged,
    log,
  });
  windows = appWindows;

  serveHostBridge({
    operatorKey: info.operatorKey,
    pageOrigin,
    allowedOrigins,
    roleOf: (window) => appWindows.roleOf(window),
    sharesDisplay: () => appWindows.screenSharesOperatorDisplay(),
    log,
  });

  const actions = menuActions({ windows: appWindows, server, dialogs, dataDir, quit, log });
  const refreshMenu = (): void => Menu.setApplicationMenu(buildMenu(actions));
  refreshMenu();

  // A projector must not go to sleep in the middle of the quiz.
  const blocker = powerSaveBlocker.start('prevent-display-sleep');
  stopBeforeQuit({
    onQuitting: () => {
      appWindows.setQuitting();
      if (powerSaveBlocker.isStarted(blocker)) powerSaveBlocker.stop(blocker);
    },
    stop: () => server.stop(),
    log,
  });

  appWindows.start();
  // macOS: clicking the dock icon with no window open brings the windows back.
  app.on('activate', () => appWindows.focus());
}

function main(): void {
  // Logged, never Electron's default modal error box (it would sit over the projector mid-game).
  process.on('uncaughtException', (error) => log(`Unexpected error: ${error.stack ?? error.message}`));
  process.on('unhandledRejection', (reason) => log(`Unhandled rejection: ${errorText(reason)}`));
  let options: DesktopOptions;
  try {
    options = parseDesktopArgs(process.argv.slice(1), process.env);
  } catch (error) {
    fail('Wedding Quiz: wrong command line', `${errorText(error)}\n\n${DESKTOP_USAGE}`, 2);
    return;
  }
  // A data folder of its own (tests, a second venue) also means a lock and browser storage of its own.
  if (options.dataDir) app.setPath('userData', resolve(options.dataDir));
  app.setAppUserModelId(APP_ID);
  app.enableSandbox();

  if (!claimSingleInstance(() => windows?.focus())) {
    log('Wedding Quiz is already running: bringing it to the front.');
    app.quit();
    return;
  }
  app
    .whenReady()
    .then(() => start(options))
    .catch((error: unknown) => fail('Wedding Quiz could not start', error, 1));
}

main();
