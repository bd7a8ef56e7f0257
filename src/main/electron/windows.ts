/**
 * The two windows of the desktop app and the Electron glue around them. Every decision (which display,
 * which bounds, which URL may load) comes from the pure `../windows` module; this file applies it.
 */
import { BrowserWindow, dialog, screen, type Display, type WebPreferences } from 'electron';
import {
  centredBounds,
  displayMatching,
  distinctDisplays,
  nextDisplay,
  OPERATOR_WINDOW_MIN_SIZE,
  planDisplayChange,
  planLayout,
  type DisplayInfo,
} from '../windows';

export interface AppWindowsOptions {
  /** Where the windows load their pages from: the embedded server, or Vite's dev server. */
  pageOrigin: string;
  preloadPath: string;
  /** The window icon (Linux and Windows; macOS uses the bundle's icon). */
  iconPath?: string;
  /** Called when the operator closes the operator window (not while quitting). */
  onOperatorWindowClose: (window: BrowserWindow) => void;
  /** Called when the set of displays changed (to refresh the menu). */
  onDisplaysChanged?: () => void;
  log: (message: string) => void;
}

type Role = 'screen' | 'operator';

const TITLES: Record<Role, string> = {
  screen: 'Wedding Quiz — Big Screen',
  operator: 'Wedding Quiz — Operator',
};

const PATHS: Record<Role, string> = { screen: '/screen', operator: '/debug' };

function toDisplayInfo(display: Display): DisplayInfo {
  return { id: display.id, bounds: display.bounds, workArea: display.workArea, internal: display.internal };
}

function currentDisplays(): { displays: DisplayInfo[]; primaryId: number } {
  return { displays: screen.getAllDisplays().map(toDisplayInfo), primaryId: screen.getPrimaryDisplay().id };
}

/** The same hardening for both windows: isolated, sandboxed, no Node, no spellchecker downloads. */
function webPreferences(preload: string, extra: WebPreferences = {}): WebPreferences {
  return {
    preload,
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

/** Leaves fullscreen and calls `then` once the window is out of it (macOS animates; the others do not). */
function afterLeavingFullScreen(window: BrowserWindow, then: () => void): void {
  if (!window.isFullScreen()) {
    then();
    return;
  }
  let done = false;
  const finish = (): void => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    window.off('leave-full-screen', finish);
    if (!window.isDestroyed()) then();
  };
  const timer = setTimeout(finish, 1500);
  window.once('leave-full-screen', finish);
  window.setFullScreen(false);
}

export class AppWindows {
  private screenWindow: BrowserWindow | null = null;
  private operatorWindow: BrowserWindow | null = null;
  /** Set by "Move big screen to the other display"; kept while that display is connected. */
  private preferredScreenId: number | null = null;
  private quitting = false;
  /** The operator confirmed closing the big screen: its page's beforeunload must not ask again. */
  private screenCloseConfirmed = false;
  /** The operator confirmed reloading the big screen: let its page's beforeunload through once. */
  private screenUnloadConfirmed = false;
  private relayoutTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: AppWindowsOptions) {}

  /** Opens both windows and follows displays being plugged in and out. */
  start(): void {
    this.showOperator();
    this.showScreen();
    const relayout = (): void => this.scheduleRelayout();
    screen.on('display-added', relayout);
    screen.on('display-removed', relayout);
    screen.on('display-metrics-changed', (_event, _display, changed) => {
      if (changed.includes('bounds') || changed.includes('workArea')) relayout();
    });
  }

  /** From now on, windows close without asking. */
  setQuitting(): void {
    this.quitting = true;
  }

  /** True for the web contents of the big screen or the operator window. */
  isAppWindow(window: BrowserWindow | null): boolean {
    return window !== null && (window === this.screenWindow || window === this.operatorWindow);
  }

  hasSeveralDisplays(): boolean {
    const { displays, primaryId } = currentDisplays();
    return distinctDisplays(displays, primaryId).length > 1;
  }

  /** Opens the operator window, or brings it to the front. */
  showOperator(): void {
    const existing = this.operatorWindow;
    if (existing && !existing.isDestroyed()) {
      if (existing.isMinimized()) existing.restore();
      existing.show();
      existing.focus();
      return;
    }
    const { displays, primaryId } = currentDisplays();
    const layout = planLayout(displays, primaryId, this.preferredScreenId);
    const bounds = centredBounds(layout.operator);
    const window = new BrowserWindow({
      ...bounds,
      minWidth: OPERATOR_WINDOW_MIN_SIZE.width,
      minHeight: OPERATOR_WINDOW_MIN_SIZE.height,
      title: TITLES.operator,
      show: false,
      ...(this.options.iconPath ? { icon: this.options.iconPath } : {}),
      webPreferences: webPreferences(this.options.preloadPath),
    });
    this.operatorWindow = window;
    this.wire(window, 'operator');
    window.on('close', (event) => {
      if (this.quitting) return;
      event.preventDefault();
      this.options.onOperatorWindowClose(window);
    });
    window.on('closed', () => {
      if (this.operatorWindow === window) this.operatorWindow = null;
    });
    this.showWhenReady(window, () => {
      window.show();
      window.focus();
    });
    this.load(window, 'operator');
  }

  /** Opens the big screen fullscreen on its display, or brings it back. */
  showScreen(): void {
    const existing = this.screenWindow;
    if (existing && !existing.isDestroyed()) {
      if (existing.isMinimized()) existing.restore();
      existing.show();
      if (!existing.isFullScreen()) existing.setFullScreen(true);
      return;
    }
    const { displays, primaryId } = currentDisplays();
    const layout = planLayout(displays, primaryId, this.preferredScreenId);
    const window = new BrowserWindow({
      ...layout.screen.workArea,
      title: TITLES.screen,
      show: false,
      backgroundColor: '#000000',
      autoHideMenuBar: true,
      fullscreenable: true,
      ...(this.options.iconPath ? { icon: this.options.iconPath } : {}),
      webPreferences: webPreferences(this.options.preloadPath, {
        // The big screen keeps its countdowns and animations running even when another window covers it.
        backgroundThrottling: false,
        autoplayPolicy: 'no-user-gesture-required',
      }),
    });
    this.screenWindow = window;
    this.screenCloseConfirmed = false;
    this.wire(window, 'screen');
    window.on('close', (event) => {
      if (this.quitting || this.screenCloseConfirmed) return;
      event.preventDefault();
      const choice = dialog.showMessageBoxSync(window, {
        type: 'question',
        buttons: ['Close the big screen', 'Keep it'],
        defaultId: 1,
        cancelId: 1,
        title: 'Close the big screen?',
        message: 'Close the big screen?',
        detail: 'The game goes on. Show it again with View › Show Big Screen.',
      });
      if (choice === 0) {
        this.screenCloseConfirmed = true;
        window.close();
      }
    });
    window.on('closed', () => {
      if (this.screenWindow === window) this.screenWindow = null;
      this.options.onDisplaysChanged?.();
    });
    this.showWhenReady(window, () => {
      window.show();
      window.setFullScreen(true);
      // With a single display the big screen covers everything: keep the operator window in front.
      if (!layout.separate) setTimeout(() => this.operatorWindow?.focus(), 600);
    });
    this.load(window, 'screen');
  }

  /** F11: the focused window, else the big screen. */
  toggleFullScreen(window: BrowserWindow | null = BrowserWindow.getFocusedWindow()): void {
    const target = window && this.isAppWindow(window) ? window : this.screenWindow;
    if (!target || target.isDestroyed()) return;
    target.setFullScreen(!target.isFullScreen());
  }

  /** "Move big screen to the other display": the next display in the system's order. */
  moveScreenToNextDisplay(): void {
    const window = this.screenWindow;
    if (!window || window.isDestroyed()) {
      this.showScreen();
      return;
    }
    const { displays, primaryId } = currentDisplays();
    const current = displayMatching(window.getBounds(), displays);
    const next = nextDisplay(displays, primaryId, current?.id);
    if (!next) return;
    this.preferredScreenId = next.id;
    this.placeScreen(window, next);
  }

  /** Reloads the focused window; the big screen asks first. */
  reloadFocused(): void {
    const window = BrowserWindow.getFocusedWindow();
    if (!window || !this.isAppWindow(window)) return;
    if (window === this.screenWindow) {
      // Chromium raises beforeunload only on pages someone has clicked, which a big screen rarely is:
      // ask here, and let the page's own beforeunload through once.
      const choice = dialog.showMessageBoxSync(window, {
        type: 'question',
        buttons: ['Reload', 'Cancel'],
        defaultId: 1,
        cancelId: 1,
        title: 'Reload the big screen?',
        message: 'Reload the big screen?',
        detail: 'The guests see it go blank for a moment. The game itself goes on.',
      });
      if (choice !== 0) return;
      this.screenUnloadConfirmed = true;
    }
    window.webContents.reload();
  }

  /** Brings the app to the front: a second launch of the app lands here. */
  focus(): void {
    if (this.screenWindow && !this.screenWindow.isDestroyed()) {
      if (this.screenWindow.isMinimized()) this.screenWindow.restore();
      this.screenWindow.show();
    }
    this.showOperator();
  }

  private placeScreen(window: BrowserWindow, display: DisplayInfo): void {
    afterLeavingFullScreen(window, () => {
      window.setBounds(display.workArea);
      window.setFullScreen(true);
    });
  }

  private scheduleRelayout(): void {
    if (this.relayoutTimer) clearTimeout(this.relayoutTimer);
    // Systems send bursts of display events while a projector settles: act once it is quiet.
    this.relayoutTimer = setTimeout(() => {
      this.relayoutTimer = null;
      this.relayout();
    }, 750);
  }

  private relayout(): void {
    const { displays, primaryId } = currentDisplays();
    if (displays.length === 0) return;
    const screenWindow = this.screenWindow && !this.screenWindow.isDestroyed() ? this.screenWindow : null;
    const operatorWindow =
      this.operatorWindow && !this.operatorWindow.isDestroyed() ? this.operatorWindow : null;
    const plan = planDisplayChange({
      displays,
      primaryId,
      preferredScreenId: this.preferredScreenId,
      ...(screenWindow
        ? { screenBounds: screenWindow.getBounds(), screenFullScreen: screenWindow.isFullScreen() }
        : {}),
      ...(operatorWindow ? { operatorBounds: operatorWindow.getBounds() } : {}),
    });
    this.options.log(
      `Displays: ${displays.length}; big screen on display ${plan.layout.screen.id}` +
        (plan.layout.separate ? ' (its own)' : ' (shared with the operator)'),
    );
    if (screenWindow && plan.moveScreenTo) this.placeScreen(screenWindow, plan.moveScreenTo);
    if (operatorWindow && plan.operatorBounds) operatorWindow.setBounds(plan.operatorBounds);
    this.options.onDisplaysChanged?.();
  }

  private load(window: BrowserWindow, role: Role): void {
    const url = `${this.options.pageOrigin}${PATHS[role]}`;
    window.loadURL(url).catch((error: unknown) => {
      // did-fail-load retries; this only reports.
      this.options.log(`Could not load ${url}: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  /** Shows the window on first paint, or after a few seconds whatever happens. */
  private showWhenReady(window: BrowserWindow, show: () => void): void {
    let shown = false;
    const once = (): void => {
      if (shown || window.isDestroyed()) return;
      shown = true;
      show();
    };
    window.once('ready-to-show', once);
    setTimeout(once, 5000);
  }

  /** Behaviour both windows share: fixed titles, F11, unload confirmation, recovery from crashes and failed loads. */
  private wire(window: BrowserWindow, role: Role): void {
    const contents = window.webContents;
    window.on('page-title-updated', (event) => event.preventDefault());

    contents.on('before-input-event', (event, input) => {
      if (input.type === 'keyDown' && input.key === 'F11' && !input.control && !input.alt && !input.meta) {
        event.preventDefault();
        this.toggleFullScreen(window);
      }
    });

    // Electron shows no beforeunload dialog by itself: without this, a page that asks would silently
    // block its reload or its window's close.
    contents.on('will-prevent-unload', (event) => {
      if (this.quitting || (role === 'screen' && (this.screenCloseConfirmed || this.screenUnloadConfirmed))) {
        if (role === 'screen') this.screenUnloadConfirmed = false;
        event.preventDefault();
        return;
      }
      const choice = dialog.showMessageBoxSync(window, {
        type: 'question',
        buttons: ['Leave', 'Stay'],
        defaultId: 1,
        cancelId: 1,
        title: role === 'screen' ? 'Leave the big screen?' : 'Leave this page?',
        message: role === 'screen' ? 'Leave the big screen?' : 'Leave this page?',
        detail:
          role === 'screen'
            ? 'The guests are watching it. The game itself goes on either way.'
            : 'The game itself goes on either way.',
      });
      if (choice === 0) event.preventDefault();
    });

    contents.on('render-process-gone', (_event, details) => {
      if (details.reason === 'clean-exit' || window.isDestroyed()) return;
      this.options.log(`The ${role} window's page stopped (${details.reason}); reloading it.`);
      setTimeout(() => {
        if (!window.isDestroyed()) this.load(window, role);
      }, 1000);
    });

    let failures = 0;
    contents.on('did-fail-load', (_event, errorCode, errorDescription, validatedURL, isMainFrame) => {
      // -3 is ERR_ABORTED: a navigation replaced by another one, not a failure.
      if (!isMainFrame || errorCode === -3 || window.isDestroyed()) return;
      failures += 1;
      this.options.log(
        `The ${role} window could not load ${validatedURL}: ${errorDescription} (${errorCode}).`,
      );
      if (failures <= 10) {
        setTimeout(() => {
          if (!window.isDestroyed()) this.load(window, role);
        }, 1000 * failures);
      }
    });
    contents.on('did-finish-load', () => {
      failures = 0;
      if (role === 'screen') this.screenUnloadConfirmed = false;
    });
  }
}
