/**
 * Electron entry, wiring only: starts the game server in a process of its own (the same server as
 * `npm run serve`, so no dialog, menu or window work here can ever stall the game), then opens the big
 * screen and the operator window on it. Decisions live in ./electron/common (pure), the Electron glue
 * in ./electron.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { app, dialog, Menu } from 'electron';
import { Route } from '@shared/model/routes';
import type { GameServerInfo } from './gameServerProtocol';
import { errorText, log } from './log';
import { serverStartOptions } from './serverOptions';
import { AppWindows } from './electron/appWindows';
import { DESKTOP_USAGE, parseDesktopArgs, type DesktopOptions } from './electron/common/desktopOptions';
import { originOf, pageOriginFor } from './electron/common/navigationPolicy';
import { Dialogs } from './electron/dialogs';
import { GameServerProcess } from './electron/gameServerProcess';
import { serveHostBridge } from './electron/hostBridge';
import { claimSingleInstance, keepDisplayAwake, quitWhenSure, stopBeforeQuit } from './electron/lifecycle';
import { buildMenu } from './electron/menu';
import { menuActions } from './electron/menuActions';
import { hardenWebContents } from './electron/navigationGuard';
import { startGameServer } from './electron/serverStartup';

/** Must match `appId` in electron-builder.yml (Windows groups the taskbar and notifications by it). */
const APP_ID = 'app.weddingquiz.desktop';

/** Only before any window or game exists: the one place a blocking error box is fine. */
function fail(title: string, error: unknown, code: number): void {
  console.error(`${title}: ${errorText(error)}`);
  dialog.showErrorBox(title, errorText(error));
  app.exit(code);
}

let windows: AppWindows | null = null;

/** In development (`npm run dev`, never in a packaged app) the pages come from Vite's dev server. */
function developmentOrigin(): string | null {
  const devUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
  return devUrl ? originOf(devUrl) : null;
}

function logAddresses(info: GameServerInfo, pageOrigin: string, dataDir: string, dev: boolean): void {
  if (dev && info.port !== 3000) {
    log(`Development: the game server is on port ${info.port}, but Vite proxies Socket.IO to 3000.`);
  }
  log(`Data folder: ${dataDir}`);
  log(`Guests join at:   ${info.joinUrl}`);
  log(`Big screen:       ${pageOrigin}${Route.screen}`);
  log(`Operator panel:   ${pageOrigin}${Route.operator}`);
}

/** The window icon on Linux and Windows (macOS uses the bundle's), when the app has one. */
function appIcon(): { iconPath?: string } {
  const icon = join(app.getAppPath(), 'resources', 'icon-512.png');
  return process.platform !== 'darwin' && existsSync(icon) ? { iconPath: icon } : {};
}

/** The big screen and the operator window (opened by `start()`), whose questions go through `dialogs`. */
function createWindows(
  pageOrigin: string,
  dialogs: Dialogs,
  quit: () => Promise<void>,
  onDisplaysChanged: () => void,
): AppWindows {
  return new AppWindows({
    pageOrigin,
    preloadPath: join(__dirname, '../preload/index.cjs'),
    ...appIcon(),
    onOperatorWindowClose: () => void quit(),
    onDisplaysChanged,
    ask: (question) => dialogs.ask(question),
    devTools: !app.isPackaged,
    log,
  });
}

async function start(options: DesktopOptions): Promise<void> {
  const dataDir = app.getPath('userData');
  const devOrigin = developmentOrigin();
  const dialogs = new Dialogs(() => windows?.operator() ?? null);
  const server = new GameServerProcess(join(__dirname, 'gameServer.js'), log, (message) => {
    void dialogs.tell({ type: 'error', title: 'The game server stopped', detail: message });
  });
  const serverOptions = {
    ...serverStartOptions(options),
    dataDir,
    staticDir: join(__dirname, '../renderer'),
    trustedOrigins: devOrigin ? [devOrigin] : [],
  };
  const info = await startGameServer(server, serverOptions, dialogs, log);
  if (!info) {
    app.exit(0); // The operator chose not to take over a data folder in use.
    return;
  }

  // The windows load from the game server over HTTP, like the phones.
  const pageOrigin = pageOriginFor(info, options.host, devOrigin);
  logAddresses(info, pageOrigin, dataDir, devOrigin !== null);
  hardenWebContents([pageOrigin], log);
  const quit = (): Promise<void> =>
    quitWhenSure(
      () => server.status().then((status) => status.playerCount),
      (question) => dialogs.ask(question),
    );
  const appWindows = createWindows(pageOrigin, dialogs, quit, () => refreshMenu());
  windows = appWindows;
  serveHostBridge({
    operatorKey: info.operatorKey,
    pageOrigin,
    allowedOrigins: [pageOrigin],
    roleOf: (window) => appWindows.roleOf(window),
    sharesDisplay: () => appWindows.screenSharesOperatorDisplay(),
    log,
  });
  const actions = menuActions({ windows: appWindows, server, dialogs, dataDir, quit, log });
  const refreshMenu = (): void => Menu.setApplicationMenu(buildMenu(actions));
  refreshMenu();

  const letDisplaySleep = keepDisplayAwake();
  const onQuitting = (): void => {
    appWindows.setQuitting();
    letDisplaySleep();
  };
  stopBeforeQuit({ onQuitting, stop: () => server.stop(), log });
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
