/**
 * The two windows of the desktop app, the big screen and the operator window: opening them, bringing
 * them back, and following displays being plugged in and out. Every decision (which display, which
 * bounds) comes from the pure ./common/windowLayout; this file applies it to real BrowserWindows.
 */
import { BrowserWindow, type Event } from 'electron';
import type { Log } from '../log';
import {
  alive,
  createOperatorWindow,
  createScreenWindow,
  keepTitleAndF11,
  loadPage,
  reveal,
  showWhenReady,
  type Role,
  type WindowSetup,
} from './browserWindows';
import {
  displayMatching,
  nextDisplay,
  planDisplayChange,
  shareDisplay,
  type DisplayChangePlan,
} from './common/windowLayout';
import type { Question } from './dialogs';
import {
  afterLeavingFullScreen,
  currentDisplays,
  fullScreenOn,
  hasSeveralDisplays,
  layoutNow,
  watchDisplays,
} from './displays';
import { recoverPage } from './pageRecovery';

export interface AppWindowsOptions extends WindowSetup {
  /** Where the windows load their pages from: the game server, or Vite's dev server. */
  pageOrigin: string;
  /** Called when the operator closes the operator window (not while quitting). */
  onOperatorWindowClose: (window: BrowserWindow) => void;
  /** Called when the set of displays changed (to refresh the menu). */
  onDisplaysChanged?: () => void;
  /** Asks the operator (asynchronously, over the operator window). */
  ask: (question: Question) => Promise<boolean>;
  log: Log;
}

const CLOSE_SCREEN: Question = {
  title: 'Close the big screen?',
  detail: 'The game goes on. Show it again with View › Show Big Screen.',
  confirm: 'Close the big screen',
  cancel: 'Keep it',
};

const RELOAD_SCREEN: Question = {
  title: 'Reload the big screen?',
  detail: 'The guests see it go blank for a moment. The game itself goes on.',
  confirm: 'Reload',
  cancel: 'Cancel',
};

/** Systems send bursts of display events while a projector settles: act once it is quiet. */
const RELAYOUT_DELAY_MS = 750;

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
    watchDisplays(() => this.scheduleRelayout());
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
    const screenWindow = alive(this.screenWindow);
    const operatorWindow = this.operator();
    if (!screenWindow || !screenWindow.isVisible() || !operatorWindow) return false;
    const { displays, primaryId } = currentDisplays();
    return shareDisplay(screenWindow.getBounds(), operatorWindow.getBounds(), displays, primaryId);
  }

  /** The operator window while it is open: dialogs belong to it. */
  operator(): BrowserWindow | null {
    return alive(this.operatorWindow);
  }

  hasSeveralDisplays(): boolean {
    return hasSeveralDisplays();
  }

  /** Opens the operator window, or brings it to the front. */
  showOperator(): void {
    const existing = this.operator();
    if (existing) {
      reveal(existing);
      existing.focus();
      return;
    }
    const window = createOperatorWindow(this.options, layoutNow(this.preferredScreenId));
    this.operatorWindow = window;
    this.setUp(window, 'operator');
    window.on('close', (event) => {
      if (this.quitting) return;
      event.preventDefault();
      this.options.onOperatorWindowClose(window);
    });
    window.on('closed', () => {
      if (this.operatorWindow === window) this.operatorWindow = null;
    });
    showWhenReady(window, () => {
      window.show();
      window.focus();
    });
    this.load(window, 'operator');
  }

  /** Opens the big screen fullscreen on its display, or brings it back. */
  showScreen(): void {
    const existing = alive(this.screenWindow);
    if (existing) {
      reveal(existing);
      if (!existing.isFullScreen()) existing.setFullScreen(true);
      return;
    }
    const layout = layoutNow(this.preferredScreenId);
    this.screenDisplayId = layout?.screen.id ?? null;
    const window = createScreenWindow(this.options, layout);
    this.screenWindow = window;
    this.screenCloseConfirmed = false;
    this.setUp(window, 'screen');
    window.on('close', (event) => this.confirmScreenClose(window, event));
    window.on('closed', () => {
      if (this.screenWindow === window) this.screenWindow = null;
      this.options.onDisplaysChanged?.();
    });
    showWhenReady(window, () => {
      window.show();
      window.setFullScreen(true);
      // With a single display the big screen covers everything: keep the operator window in front.
      if (!layout?.separate) setTimeout(() => this.operator()?.focus(), 600);
    });
    this.load(window, 'screen');
  }

  /** F11: the focused window, else the big screen. */
  toggleFullScreen(window: BrowserWindow | null = BrowserWindow.getFocusedWindow()): void {
    const target = alive(window && this.isAppWindow(window) ? window : this.screenWindow);
    target?.setFullScreen(!target.isFullScreen());
  }

  /** "Move big screen to the other display": the next display in the system's order. */
  moveScreenToNextDisplay(): void {
    const window = alive(this.screenWindow);
    if (!window) {
      this.showScreen();
      return;
    }
    const { displays, primaryId } = currentDisplays();
    const current = displayMatching(window.getBounds(), displays);
    const next = nextDisplay(displays, primaryId, current?.id);
    if (!next) return;
    this.preferredScreenId = next.id;
    this.screenDisplayId = next.id;
    fullScreenOn(window, next);
  }

  /** Reloads the focused window; the big screen asks first (the guests see it go blank). */
  async reloadFocused(): Promise<void> {
    const window = BrowserWindow.getFocusedWindow();
    if (!window || !this.isAppWindow(window)) return;
    if (window === this.screenWindow) {
      const reload = await this.options.ask(RELOAD_SCREEN);
      if (!reload || window.isDestroyed()) return;
    }
    window.webContents.reload();
  }

  /** Brings the app to the front: a second launch of the app lands here. */
  focus(): void {
    const screenWindow = alive(this.screenWindow);
    if (screenWindow) reveal(screenWindow);
    this.showOperator();
  }

  /** Closing the big screen is asked first (the guests lose it), unless the app is quitting. */
  private confirmScreenClose(window: BrowserWindow, event: Event): void {
    if (this.quitting || this.screenCloseConfirmed) return;
    event.preventDefault();
    void this.options.ask(CLOSE_SCREEN).then((close) => {
      if (!close || window.isDestroyed()) return;
      this.screenCloseConfirmed = true;
      window.close();
    });
  }

  private scheduleRelayout(): void {
    if (this.relayoutTimer) clearTimeout(this.relayoutTimer);
    this.relayoutTimer = setTimeout(() => {
      this.relayoutTimer = null;
      this.relayout();
    }, RELAYOUT_DELAY_MS);
  }

  /** A display came, went or changed: apply the plan of ./common/windowLayout's planDisplayChange. */
  private relayout(): void {
    const { displays, primaryId } = currentDisplays();
    if (displays.length === 0) return;
    const screenWindow = alive(this.screenWindow);
    const operatorWindow = this.operator();
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
    if (screenWindow) this.moveScreen(screenWindow, plan);
    if (plan.focusOperator) this.showOperator();
    this.options.onDisplaysChanged?.();
  }

  /** The big screen's part of a display change: a window on the laptop, or fullscreen elsewhere. */
  private moveScreen(screenWindow: BrowserWindow, plan: DisplayChangePlan): void {
    const bounds = plan.windowScreenAt;
    if (bounds) {
      this.screenDisplayId = plan.layout.operator.id;
      this.options.log(
        'The projector was unplugged: the big screen is now a window behind the operator panel.',
      );
      afterLeavingFullScreen(screenWindow, () => {
        screenWindow.setBounds(bounds);
        // macOS animates out of fullscreen and then fronts that window: put the operator back on top.
        this.showOperator();
      });
    } else if (plan.moveScreenTo) {
      this.screenDisplayId = plan.moveScreenTo.id;
      fullScreenOn(screenWindow, plan.moveScreenTo);
    }
  }

  private load(window: BrowserWindow, role: Role): void {
    loadPage(window, role, this.options.pageOrigin, this.options.log);
  }

  /** Behaviour both windows share: fixed titles, F11, recovery from freezes, crashes and failed loads. */
  private setUp(window: BrowserWindow, role: Role): void {
    keepTitleAndF11(window, () => this.toggleFullScreen(window));
    recoverPage(window, { role, reload: () => this.load(window, role), log: this.options.log });
  }
}
