/**
 * Electron entry: starts the game server (the same one as `npm run serve`), then opens the big screen
 * and the operator window on it. The logic lives in ./windows (pure) and ./electron/* (glue).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { app, BrowserWindow, dialog, Menu, powerSaveBlocker, shell } from 'electron';
import { DESKTOP_USAGE, parseDesktopArgs, type DesktopOptions } from './electron/options';
import { claimSingleInstance, stopBeforeQuit } from './electron/lifecycle';
import { buildMenu } from './electron/menu';
import { hardenWebContents, serveHostBridge } from './electron/security';
import { AppWindows } from './electron/windows';
import { startServer, type RunningServer } from './server/index';
import { originOf } from './windows';

/** Must match `appId` in electron-builder.yml (Windows groups the taskbar and notifications by it). */
const APP_ID = 'app.weddingquiz.desktop';

const log = (message: string): void => console.log(`[wedding-quiz] ${message}`);
const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

function fail(title: string, error: unknown, code: number): void {
  console.error(`${title}: ${errorText(error)}`);
  dialog.showErrorBox(title, errorText(error));
  app.exit(code);
}

let windows: AppWindows | null = null;

async function start(options: DesktopOptions): Promise<void> {
  const dataDir = app.getPath('userData');
  let server: RunningServer;
  try {
    server = await startServer({
      dataDir,
      staticDir: join(__dirname, '../renderer'),
      port: options.port,
      host: options.host,
      operatorKey: options.operatorKey,
      quizFile: options.quiz,
      log,
    });
  } catch (error) {
    fail('Wedding Quiz could not start', error, 1);
    return;
  }

  // The windows load from the embedded server over HTTP, like the phones. In development
  // (`npm run dev`, never in a packaged app) they load from Vite's dev server for hot reload.
  const host = options.host ?? '0.0.0.0';
  const reachableOnLoopback = ['0.0.0.0', '::', '127.0.0.1', 'localhost', '::1'].includes(host);
  const serverBase = reachableOnLoopback ? server.localUrl : server.baseUrl();
  const devUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;
  const devOrigin = devUrl ? originOf(devUrl) : null;
  const pageOrigin = devOrigin ?? originOf(serverBase) ?? serverBase;
  const allowedOrigins = [pageOrigin];
  if (devOrigin && server.port !== 3000) {
    log(`Development: the game server is on port ${server.port}, but Vite proxies Socket.IO to 3000.`);
  }

  log(`Data folder: ${dataDir}`);
  log(`Guests join at:   ${server.joinUrl()}`);
  log(`Big screen:       ${pageOrigin}/screen`);
  log(`Operator panel:   ${pageOrigin}/debug`);

  hardenWebContents(allowedOrigins, log);

  const appIcon = join(app.getAppPath(), 'resources', 'icon-512.png');
  const confirmQuit = (parent?: BrowserWindow): boolean => {
    if (server.session.current.playerCount === 0) return true;
    const options: Electron.MessageBoxSyncOptions = {
      type: 'question',
      buttons: ['Quit', 'Cancel'],
      defaultId: 1,
      cancelId: 1,
      title: 'Quit Wedding Quiz?',
      message: 'Quit Wedding Quiz?',
      detail:
        'The game is saved: start the app again to carry on where it stopped. Until then the guests cannot play.',
    };
    const choice = parent ? dialog.showMessageBoxSync(parent, options) : dialog.showMessageBoxSync(options);
    return choice === 0;
  };

  const appWindows = new AppWindows({
    pageOrigin,
    preloadPath: join(__dirname, '../preload/index.cjs'),
    ...(process.platform !== 'darwin' && existsSync(appIcon) ? { iconPath: appIcon } : {}),
    onOperatorWindowClose: (window) => {
      if (confirmQuit(window)) app.quit();
    },
    onDisplaysChanged: () => refreshMenu(),
    log,
  });
  windows = appWindows;

  serveHostBridge({
    operatorKey: server.operatorKey,
    pageOrigin,
    allowedOrigins,
    isAppWindow: (window) => appWindows.isAppWindow(window),
    log,
  });

  const refreshMenu = (): void => {
    Menu.setApplicationMenu(
      buildMenu({
        toggleFullScreen: () => appWindows.toggleFullScreen(),
        moveScreenToNextDisplay: () => appWindows.moveScreenToNextDisplay(),
        hasSeveralDisplays: () => appWindows.hasSeveralDisplays(),
        showScreen: () => appWindows.showScreen(),
        showOperator: () => appWindows.showOperator(),
        reload: () => appWindows.reloadFocused(),
        openDataFolder: () => {
          shell.openPath(dataDir).then(
            (problem) => {
              if (problem) dialog.showErrorBox('Could not open the data folder', `${dataDir}\n\n${problem}`);
            },
            (error: unknown) => log(`Could not open ${dataDir}: ${errorText(error)}`),
          );
        },
        loadQuiz: () => {
          const parent = BrowserWindow.getFocusedWindow();
          const request: Electron.OpenDialogOptions = {
            title: 'Load a quiz',
            properties: ['openFile'],
            filters: [{ name: 'Quiz files', extensions: ['json'] }],
          };
          (parent ? dialog.showOpenDialog(parent, request) : dialog.showOpenDialog(request))
            .then(async ({ canceled, filePaths }) => {
              const path = filePaths[0];
              if (canceled || !path) return;
              await server.loadQuiz(path);
              log(`Loaded the quiz ${path}`);
            })
            .catch((error: unknown) => dialog.showErrorBox('Could not load the quiz', errorText(error)));
        },
        showAddresses: () => {
          const lan = server.lanAddress();
          const others = server
            .lanCandidates()
            .filter((c) => c.interfaceName !== lan.interfaceName)
            .map((c) => `${c.interfaceName}: ${c.address}`);
          const detail = [
            `Guests join at ${server.joinUrl()}`,
            `Network: ${lan.interfaceName} (${lan.address})`,
            others.length ? `Other networks: ${others.join(', ')} — pick one in the operator panel.` : '',
            'The operator link for a second device (with its key) is in the operator panel.',
            `Data folder: ${dataDir}`,
          ]
            .filter(Boolean)
            .join('\n\n');
          const focused = BrowserWindow.getFocusedWindow();
          const message: Electron.MessageBoxSyncOptions = {
            type: 'info',
            title: 'Addresses',
            message: 'Wedding Quiz addresses',
            detail,
          };
          if (focused) dialog.showMessageBoxSync(focused, message);
          else dialog.showMessageBoxSync(message);
        },
        openGuestPage: () => {
          shell.openExternal(server.joinUrl()).catch((error: unknown) => log(errorText(error)));
        },
        quit: () => {
          if (confirmQuit(BrowserWindow.getFocusedWindow() ?? undefined)) app.quit();
        },
      }),
    );
  };
  refreshMenu();

  // A projector must not go to sleep in the middle of the quiz.
  const blocker = powerSaveBlocker.start('prevent-display-sleep');
  stopBeforeQuit({
    onQuitting: () => {
      appWindows.setQuitting();
      if (powerSaveBlocker.isStarted(blocker)) powerSaveBlocker.stop(blocker);
    },
    stop: async () => {
      log('Stopping the game server…');
      await server.close();
      log('Game saved.');
    },
    log,
  });

  appWindows.start();
  // macOS: clicking the dock icon with no window open brings the windows back.
  app.on('activate', () => appWindows.focus());
}

function main(): void {
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
  process.on('unhandledRejection', (reason) => log(`Unhandled rejection: ${errorText(reason)}`));
  app
    .whenReady()
    .then(() => start(options))
    .catch((error: unknown) => fail('Wedding Quiz could not start', error, 1));
}

main();
