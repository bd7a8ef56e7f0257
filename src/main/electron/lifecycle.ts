/**
 * One instance only, and a clean stop: the game server is closed (journal flushed) before the app exits.
 */
import { app } from 'electron';

/**
 * Takes the single-instance lock (it lives in the userData folder, so a test with its own data folder
 * runs beside the real app). Returns false in a second instance, which must quit at once; the first one
 * is told through `onSecondInstance`.
 */
export function claimSingleInstance(onSecondInstance: () => void): boolean {
  if (!app.requestSingleInstanceLock()) return false;
  app.on('second-instance', () => onSecondInstance());
  return true;
}

/**
 * Makes every way of quitting (menu, last window closed, Cmd+Q, Playwright's close(), Ctrl+C in the
 * terminal) wait for `stop()`: `before-quit` is cancelled once, the server stops, then the app quits
 * again. A stop that hangs does not keep the app open forever.
 */
export function stopBeforeQuit(options: {
  onQuitting: () => void;
  stop: () => Promise<void>;
  log: (message: string) => void;
  timeoutMs?: number;
}): void {
  let state: 'running' | 'stopping' | 'stopped' = 'running';
  app.on('before-quit', (event) => {
    options.onQuitting();
    if (state === 'stopped') return;
    event.preventDefault();
    if (state === 'stopping') return;
    state = 'stopping';
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        options.log('The game server took too long to stop; quitting anyway.');
        resolve();
      }, options.timeoutMs ?? 8000);
    });
    Promise.race([options.stop(), timeout])
      .catch((error: unknown) => {
        options.log(
          `Stopping the game server failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      })
      .finally(() => {
        clearTimeout(timer);
        state = 'stopped';
        app.quit();
      });
  });
  app.on('window-all-closed', () => app.quit());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      options.log(`${signal}: stopping, saving the game…`);
      app.quit();
    });
  }
}
