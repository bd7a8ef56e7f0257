/**
 * Creating the app's two windows: their titles, pages and hardening (isolated, sandboxed, no Node),
 * shown once painted. ./appWindows.ts decides when and where.
 */
import { BrowserWindow, type BrowserWindowConstructorOptions, type WebPreferences } from 'electron';
import { Route } from '@shared/model/routes';
import { errorText, type Log } from '../log';
import { centredBounds, OPERATOR_WINDOW_MIN_SIZE, type Layout } from './common/windowLayout';

export type Role = 'screen' | 'operator';

/** What both windows are made with. */
export interface WindowSetup {
  preloadPath: string;
  /** The window icon (Linux and Windows; macOS uses the bundle's icon). */
  iconPath?: string;
  /** DevTools only in development: a packaged app has none. */
  devTools: boolean;
}

const TITLES: Record<Role, string> = {
  screen: 'Wedding Quiz — Big Screen',
  operator: 'Wedding Quiz — Operator',
};

const PATHS: Record<Role, string> = { screen: Route.screen, operator: Route.operator };

/** The same hardening for both windows: isolated, sandboxed, no Node, no spellchecker downloads. */
function webPreferences(setup: WindowSetup, extra: WebPreferences = {}): WebPreferences {
  return {
    preload: setup.preloadPath,
    devTools: setup.devTools,
    contextIsolation: true,
    nodeIntegration: false,
    nodeIntegrationInSubFrames: false,
    sandbox: true,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    spellcheck: false,
    ...extra,
  };
}

function common(setup: WindowSetup, role: Role): BrowserWindowConstructorOptions {
  return { title: TITLES[role], show: false, ...(setup.iconPath ? { icon: setup.iconPath } : {}) };
}

/** The operator window, centred on the laptop's display; hidden until shown. */
export function createOperatorWindow(setup: WindowSetup, layout: Layout | null): BrowserWindow {
  return new BrowserWindow({
    ...(layout ? centredBounds(layout.operator) : {}),
    minWidth: OPERATOR_WINDOW_MIN_SIZE.width,
    minHeight: OPERATOR_WINDOW_MIN_SIZE.height,
    ...common(setup, 'operator'),
    webPreferences: webPreferences(setup),
  });
}

/** The big screen, on its display (fullscreen once shown); hidden until shown. */
export function createScreenWindow(setup: WindowSetup, layout: Layout | null): BrowserWindow {
  return new BrowserWindow({
    ...(layout ? layout.screen.workArea : {}),
    ...common(setup, 'screen'),
    backgroundColor: '#000000',
    autoHideMenuBar: true,
    fullscreenable: true,
    webPreferences: webPreferences(setup, {
      // The big screen keeps its countdowns and animations running even when another window covers it.
      backgroundThrottling: false,
      autoplayPolicy: 'no-user-gesture-required',
    }),
  });
}

/** Loads the window's page from the server; a failure is only reported (did-fail-load retries). */
export function loadPage(window: BrowserWindow, role: Role, pageOrigin: string, log: Log): void {
  const url = `${pageOrigin}${PATHS[role]}`;
  window.loadURL(url).catch((error: unknown) => log(`Could not load ${url}: ${errorText(error)}`));
}

/** Shows the window on first paint, or after a few seconds whatever happens. */
export function showWhenReady(window: BrowserWindow, show: () => void): void {
  let shown = false;
  const once = (): void => {
    if (shown || window.isDestroyed()) return;
    shown = true;
    show();
  };
  window.once('ready-to-show', once);
  setTimeout(once, 5000);
}

/** The window's title stays the app's (not the page's); F11 toggles fullscreen even with no menu bar. */
export function keepTitleAndF11(window: BrowserWindow, toggleFullScreen: () => void): void {
  window.on('page-title-updated', (event) => event.preventDefault());
  window.webContents.on('before-input-event', (event, input) => {
    if (input.type === 'keyDown' && input.key === 'F11' && !input.control && !input.alt && !input.meta) {
      event.preventDefault();
      toggleFullScreen();
    }
  });
}

/** The window while it is open, else null. */
export function alive(window: BrowserWindow | null): BrowserWindow | null {
  return window && !window.isDestroyed() ? window : null;
}

/** Brings an open window back on screen (restored if minimised). */
export function reveal(window: BrowserWindow): void {
  if (window.isMinimized()) window.restore();
  window.show();
}
