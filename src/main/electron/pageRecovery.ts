/**
 * What keeps each window's page going through the night: a frozen page is ended and reloaded, a crashed
 * one reloaded, a failed load tried again, an unload prompt let go. When and how often: ./common/crashPolicy.
 */
import type { BrowserWindow } from 'electron';
import type { Log } from '../log';
import type { Role } from './browserWindows';
import {
  isPageLoadFailure,
  loadRetryDelay,
  PAGE_RELOAD_DELAY_MS,
  UNRESPONSIVE_RELOAD_MS,
} from './common/crashPolicy';

export interface PageHooks {
  role: Role;
  /** Loads the window's page again. */
  reload: () => void;
  log: Log;
}

export function recoverPage(window: BrowserWindow, hooks: PageHooks): void {
  letUnloadGo(window, hooks);
  reloadWhenFrozen(window, hooks);
  reloadAfterCrash(window, hooks);
  retryFailedLoads(window, hooks);
}

function reloadLater(window: BrowserWindow, hooks: PageHooks, delayMs: number): void {
  setTimeout(() => {
    if (!window.isDestroyed()) hooks.reload();
  }, delayMs);
}

/**
 * The pages register no beforeunload inside the desktop app (closing and reloading are confirmed by the
 * app first); should one ask anyway, let it go rather than hang its window on a prompt nobody sees.
 */
function letUnloadGo(window: BrowserWindow, { role, log }: PageHooks): void {
  window.webContents.on('will-prevent-unload', (event) => {
    event.preventDefault();
    log(`The ${role} window's page asked to stay; it was let go.`);
  });
}

/** A page stuck in a loop: give it a while, then crash it (and reloadAfterCrash reloads it). */
function reloadWhenFrozen(window: BrowserWindow, { role, log }: PageHooks): void {
  let timer: NodeJS.Timeout | null = null;
  window.on('unresponsive', () => {
    if (timer) return;
    log(`The ${role} window stopped responding.`);
    timer = setTimeout(() => {
      timer = null;
      if (window.isDestroyed()) return;
      log(`The ${role} window is still not responding; reloading it.`);
      window.webContents.forcefullyCrashRenderer();
    }, UNRESPONSIVE_RELOAD_MS);
  });
  window.on('responsive', () => {
    if (timer) clearTimeout(timer);
    timer = null;
  });
}

function reloadAfterCrash(window: BrowserWindow, hooks: PageHooks): void {
  window.webContents.on('render-process-gone', (_event, details) => {
    if (details.reason === 'clean-exit' || window.isDestroyed()) return;
    hooks.log(`The ${hooks.role} window's page stopped (${details.reason}); reloading it.`);
    reloadLater(window, hooks, PAGE_RELOAD_DELAY_MS);
  });
}

function retryFailedLoads(window: BrowserWindow, hooks: PageHooks): void {
  let failures = 0;
  const contents = window.webContents;
  contents.on('did-fail-load', (_event, errorCode, errorDescription, validatedURL, isMainFrame) => {
    if (!isPageLoadFailure(errorCode, isMainFrame) || window.isDestroyed()) return;
    failures += 1;
    hooks.log(`The ${hooks.role} window could not load ${validatedURL}: ${errorDescription} (${errorCode}).`);
    const delay = loadRetryDelay(failures);
    if (delay !== null) reloadLater(window, hooks, delay);
  });
  contents.on('did-finish-load', () => {
    failures = 0;
  });
}
