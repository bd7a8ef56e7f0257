/**
 * The two windows of the desktop app and the Electron glue around them. Every decision (which display,
 * which bounds, which URL may load) comes from the pure `../windows` module; this file applies it.
 */
import { BrowserWindow, screen, type Display, type WebPreferences } from 'electron';
import { Route } from '@shared/routes';
import {
  centredBounds,
  displayMatching,
  distinctDisplays,
  nextDisplay,
  OPERATOR_WINDOW_MIN_SIZE,
  planDisplayChange,
  planLayout,
  shareDisplay,
  type DisplayInfo,
  type Layout,
} from './common/windowLayout';
import { UNRESPONSIVE_RELOAD_MS } from './common/crashPolicy';
import type { Question } from './dialogs';

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
  /** Asks the operator (asynchronously, over the operator window). */
  ask: (question: Question) => Promise<boolean>;
  /** DevTools only in development: a packaged app has none. */
  devTools: boolean;
  log: (message: string) => void;
}

type Role = 'screen' | 'operator';

const TITLES: Record<Role, string> = {
  screen: 'Wedding Quiz — Big Screen',
  operator: 'Wedding Quiz — Operator',
};

const PATHS: Record<Role, string> = { screen: Route.screen, operator: Route.operator };

function toDisplayInfo(display: Display): DisplayInfo {
  return { id: display.id, bounds: display.bounds, workArea: display.workArea, internal: display.internal };
}

function currentDisplays(): { displays: DisplayInfo[]; primaryId: number } {
  const displays = screen.getAllDisplays().map(toDisplayInfo);
  // With every display asleep or unplugged some systems report none, or no primary one.
  const primaryId = (screen.getPrimaryDisplay() as Display | undefined)?.id ?? displays[0]?.id ?? -1;
  return { displays, primaryId };
}

/** Where the windows go now; null when the system reports no display at all (then the system places them). */
function layoutNow(preferredScreenId: number | null): Layout | null {
  const { displays, primaryId } = currentDisplays();
  return displays.length === 0 ? null : planLayout(displays, primaryId, preferredScreenId);
}

/** The same hardening for both windows: isolated, sandboxed, no Node, no spellchecker downloads. */
function webPreferences(preload: string, devTools: boolean, extra: WebPreferences = {}): WebPreferences {
  return {
    preload,
    devTools,
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
  /** The operator confirmed closing the big screen: close without asking again. */
  private screenCloseConfirmed = false;
  /** The display the big screen was last put on: tells that its projector was unplugged. */
  private screenDisplayId: number | null = null;
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

  /** True for the big screen or the operator window. */
  isAppWindow(window: BrowserWindow | null): boolean {
    return this.roleOf(window) !== null;
  }

  /** Which of the app's windows this is. */
  roleOf(window: BrowserWindow | null): Role | null {
    if (window === null) return null;
    if (window === this.operatorWindow) return 'operator';
    if (window === this.screenWindow) return 'screen';
    return null;
  }

  /** Whether the big screen shows on the operator window's display (one screen, or mirrored). */
  screenSharesOperatorDisplay(): boolean {
    const screenWindow = this.screenWindow;
    const operatorWindow = this.operator();
    if (!screenWindow || screenWindow.isDestroyed() || !screenWindow.isVisible() || !operatorWindow) {
      return false;
    }
    const { displays, primaryId } = currentDisplays();
    return shareDisplay(screenWindow.getBounds(), operatorWindow.getBounds(), displays, primaryId);
  }

  /** The operator window while it is open: dialogs belong to it. */
  operator(): BrowserWindow | null {
    const window = this.operatorWindow;
    return window && !window.isDestroyed() ? window : null;
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
    const layout = layoutNow(this.preferredScreenId);
    const window = new BrowserWindow({
      ...(layout ? centredBounds(layout.operator) : {}),
      minWidth: OPERATOR_WINDOW_MIN_SIZE.width,
      minHeight: OPERATOR_WINDOW_MIN_SIZE.height,
      title: TITLES.operator,
      show: false,
      ...(this.options.iconPath ? { icon: this.options.iconPath } : {}),
      webPreferences: webPreferences(this.options.preloadPath, this.options.devTools),
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
    const layout = layoutNow(this.preferredScreenId);
    this.screenDisplayId = layout?.screen.id ?? null;
    const window = new BrowserWindow({
      ...(layout ? layout.screen.workArea : {}),
      title: TITLES.screen,
      show: false,
      backgroundColor: '#000000',
      autoHideMenuBar: true,
      fullscreenable: true,
      ...(this.options.iconPath ? { icon: this.options.iconPath } : {}),
      webPreferences: webPreferences(this.options.preloadPath, this.options.devTools, {
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
      void this.options
        .ask({
          title: 'Close the big screen?',
          detail: 'The game goes on. Show it again with View › Show Big Screen.',
          confirm: 'Close the big screen',
          cancel: 'Keep it',
        })
        .then((close) => {
          if (!close || window.isDestroyed()) return;
          this.screenCloseConfirmed = true;
          window.close();
        });
    });
    window.on('closed', () => {
      if (this.screenWindow === window) this.screenWindow = null;
      this.options.onDisplaysChanged?.();
    });
    this.showWhenReady(window, () => {
      window.show();
      window.setFullScreen(true);
      // With a single display the big screen covers everything: keep the operator window in front.
      if (!layout?.separate) setTimeout(() => this.operator()?.focus(), 600);
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

  /** Reloads the focused window; the big screen asks first (the guests see it go blank). */
  async reloadFocused(): Promise<void> {
    const window = BrowserWindow.getFocusedWindow();
    if (!window || !this.isAppWindow(window)) return;
    if (window === this.screenWindow) {
      const reload = await this.options.ask({
        title: 'Reload the big screen?',
        detail: 'The guests see it go blank for a moment. The game itself goes on.',
        confirm: 'Reload',
        cancel: 'Cancel',
      });
      if (!reload || window.isDestroyed()) return;
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
    this.screenDisplayId = display.id;
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
      screenDisplayId: this.screenDisplayId,
    });
    this.options.log(
      `Displays: ${displays.length}; big screen on display ${plan.layout.screen.id}` +
        (plan.layout.separate ? ' (its own)' : ' (shared with the operator)'),
    );
    if (operatorWindow && plan.operatorBounds) operatorWindow.setBounds(plan.operatorBounds);
    if (screenWindow && plan.windowScreenAt) {
      const bounds = plan.windowScreenAt;
      this.screenDisplayId = plan.layout.operator.id;
      this.options.log(
        'The projector was unplugged: the big screen is now a window behind the operator panel.',
      );
      afterLeavingFullScreen(screenWindow, () => {
        screenWindow.setBounds(bounds);
        // macOS animates out of fullscreen and then fronts that window: put the operator back on top.
        this.showOperator();
      });
    } else if (screenWindow && plan.moveScreenTo) {
      this.placeScreen(screenWindow, plan.moveScreenTo);
    }
    if (plan.focusOperator) this.showOperator();
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

    // The pages register no beforeunload inside the desktop app (closing and reloading are confirmed
    // here first); should one ask anyway, let it go rather than hang its window on a prompt nobody sees.
    contents.on('will-prevent-unload', (event) => {
      event.preventDefault();
      this.options.log(`The ${role} window's page asked to stay; it was let go.`);
    });

    // A page stuck in a loop: give it a while, then crash and reload it (render-process-gone reloads).
    let unresponsiveTimer: NodeJS.Timeout | null = null;
    window.on('unresponsive', () => {
      if (unresponsiveTimer) return;
      this.options.log(`The ${role} window stopped responding.`);
      unresponsiveTimer = setTimeout(() => {
        unresponsiveTimer = null;
        if (window.isDestroyed()) return;
        this.options.log(`The ${role} window is still not responding; reloading it.`);
        contents.forcefullyCrashRenderer();
      }, UNRESPONSIVE_RELOAD_MS);
    });
    window.on('responsive', () => {
      if (unresponsiveTimer) clearTimeout(unresponsiveTimer);
      unresponsiveTimer = null;
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
    });
  }
}
