/**
 * One instance only, the display kept awake, quitting only when sure, and a clean stop: the game server
 * is closed (journal flushed) before the app exits.
 */
import { app, powerSaveBlocker } from 'electron';
import { errorText, type Log } from '../log';
import type { Question } from './dialogs';

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
  log: Log;
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
        options.log(`Stopping the game server failed: ${errorText(error)}`);
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

/** A projector must not go to sleep in the middle of the quiz. Returns what lets it sleep again. */
export function keepDisplayAwake(): () => void {
  const blocker = powerSaveBlocker.start('prevent-display-sleep');
  return () => {
    if (powerSaveBlocker.isStarted(blocker)) powerSaveBlocker.stop(blocker);
  };
}

const QUIT_DURING_GAME: Question = {
  title: 'Quit Wedding Quiz?',
  detail:
    'The game is saved: start the app again to carry on where it stopped. Until then the guests cannot play.',
  confirm: 'Quit',
  cancel: 'Cancel',
};

/** Quits, asking first while guests are playing (a game server that does not answer counts as none). */
export async function quitWhenSure(
  playerCount: () => Promise<number>,
  ask: (question: Question) => Promise<boolean>,
): Promise<void> {
  const players = await playerCount().catch(() => 0);
  if (players === 0 || (await ask(QUIT_DURING_GAME))) app.quit();
}
