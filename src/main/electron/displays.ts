/**
 * The displays as Electron reports them, in the pure layout's terms (./common/windowLayout), and moving
 * the big screen onto one of them.
 */
import { screen, type BrowserWindow, type Display } from 'electron';
import { distinctDisplays, planLayout, type DisplayInfo, type Layout } from './common/windowLayout';

function toDisplayInfo(display: Display): DisplayInfo {
  return { id: display.id, bounds: display.bounds, workArea: display.workArea, internal: display.internal };
}

export function currentDisplays(): { displays: DisplayInfo[]; primaryId: number } {
  const displays = screen.getAllDisplays().map(toDisplayInfo);
  // With every display asleep or unplugged some systems report none, or no primary one.
  const primaryId = (screen.getPrimaryDisplay() as Display | undefined)?.id ?? displays[0]?.id ?? -1;
  return { displays, primaryId };
}

/** Where the windows go now; null when the system reports no display at all (then the system places them). */
export function layoutNow(preferredScreenId: number | null): Layout | null {
  const { displays, primaryId } = currentDisplays();
  return displays.length === 0 ? null : planLayout(displays, primaryId, preferredScreenId);
}

/** Whether there is a second picture to move the big screen to (a mirror is not one). */
export function hasSeveralDisplays(): boolean {
  const { displays, primaryId } = currentDisplays();
  return distinctDisplays(displays, primaryId).length > 1;
}

/** Calls `onChange` when a display is plugged in or out, or its size or work area changes. */
export function watchDisplays(onChange: () => void): void {
  screen.on('display-added', onChange);
  screen.on('display-removed', onChange);
  screen.on('display-metrics-changed', (_event, _display, changed) => {
    if (changed.includes('bounds') || changed.includes('workArea')) onChange();
  });
}

/** Leaves fullscreen and calls `then` once the window is out of it (macOS animates; the others do not). */
export function afterLeavingFullScreen(window: BrowserWindow, then: () => void): void {
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

/** Puts a window fullscreen on a display (out of fullscreen first: a fullscreen window does not move). */
export function fullScreenOn(window: BrowserWindow, display: DisplayInfo): void {
  afterLeavingFullScreen(window, () => {
    window.setBounds(display.workArea);
    window.setFullScreen(true);
  });
}
