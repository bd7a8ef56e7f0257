/**
 * Pure window layout for the desktop app: which display each window goes on, where, and what changes
 * when a display comes or goes. Never imports 'electron', so it runs under vitest; `../appWindows.ts`
 * applies the decisions to real BrowserWindows.
 */

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The part of Electron's `Display` this logic needs. */
export interface DisplayInfo {
  id: number;
  bounds: Rect;
  /** The bounds minus the taskbar, dock and menu bar. */
  workArea: Rect;
  /** A built-in laptop panel. Electron reports it reliably on macOS only; elsewhere it is false. */
  internal?: boolean;
}

export interface Layout {
  /** The laptop's own display: the operator window lives here. */
  operator: DisplayInfo;
  /** Where the big screen goes: an external display when there is one. */
  screen: DisplayInfo;
  /** True when the big screen has a display of its own. */
  separate: boolean;
}

export interface Size {
  width: number;
  height: number;
}

/** The operator window's preferred size; smaller screens get 90% of their work area. */
export const OPERATOR_WINDOW_SIZE: Size = { width: 1280, height: 860 };
export const OPERATOR_WINDOW_MIN_SIZE: Size = { width: 640, height: 480 };

const area = (r: Rect): number => Math.max(0, r.width) * Math.max(0, r.height);

const sameRect = (a: Rect, b: Rect): boolean =>
  a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

/** The overlap of two rectangles (zero-sized when they do not meet). */
export function intersection(a: Rect, b: Rect): Rect {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const right = Math.min(a.x + a.width, b.x + b.width);
  const bottom = Math.min(a.y + a.height, b.y + b.height);
  return { x, y, width: Math.max(0, right - x), height: Math.max(0, bottom - y) };
}

/**
 * Displays that show different pictures. A mirrored projector is reported with the same bounds as the
 * laptop panel: it is one place for a window, not two. The primary display wins over its mirrors.
 */
export function distinctDisplays(displays: readonly DisplayInfo[], primaryId: number): DisplayInfo[] {
  const ordered = [...displays].sort((a, b) => Number(b.id === primaryId) - Number(a.id === primaryId));
  const kept: DisplayInfo[] = [];
  for (const display of ordered) {
    if (!kept.some((k) => sameRect(k.bounds, display.bounds))) kept.push(display);
  }
  // Keep the system's order otherwise: it is stable between calls.
  return displays.filter((d) => kept.includes(d));
}

/**
 * The laptop's own display: the one built-in panel when the system says which it is, else the
 * primary display (the one with the taskbar or menu bar), else the first.
 */
export function operatorDisplay(displays: readonly DisplayInfo[], primaryId: number): DisplayInfo {
  const first = displays[0];
  if (!first) throw new Error('There is no display.');
  const internal = displays.filter((d) => d.internal === true);
  if (internal.length === 1 && internal[0]) return internal[0];
  return displays.find((d) => d.id === primaryId) ?? first;
}

/**
 * Where the big screen and the operator window go.
 * - One display: both on it (the big screen fullscreen, the operator window on top of it).
 * - Several: the operator on the laptop's display, the big screen on the display the operator chose
 *   with "Move big screen to the other display" while it is connected, else on an external display
 *   (not built in; then the largest; then the system's order).
 */
export function planLayout(
  displays: readonly DisplayInfo[],
  primaryId: number,
  preferredScreenId?: number | null,
): Layout {
  const distinct = distinctDisplays(displays, primaryId);
  const operator = operatorDisplay(distinct, primaryId);
  const preferred = distinct.find((d) => d.id === preferredScreenId);
  if (preferred) return { operator, screen: preferred, separate: preferred.id !== operator.id };
  const others = distinct
    .filter((d) => d.id !== operator.id)
    .map((display, order) => ({ display, order }))
    .sort(
      (a, b) =>
        Number(a.display.internal === true) - Number(b.display.internal === true) ||
        area(b.display.bounds) - area(a.display.bounds) ||
        a.order - b.order,
    );
  const screen = others[0]?.display ?? operator;
  return { operator, screen, separate: screen.id !== operator.id };
}

/** The display a window is on: the one it overlaps most, else the nearest one. Like Electron's getDisplayMatching. */
export function displayMatching(bounds: Rect, displays: readonly DisplayInfo[]): DisplayInfo | undefined {
  let best: DisplayInfo | undefined;
  let bestScore = -Infinity;
  const cx = bounds.x + bounds.width / 2;
  const cy = bounds.y + bounds.height / 2;
  for (const display of displays) {
    const overlap = area(intersection(bounds, display.bounds));
    // Overlap first; for windows fully off-screen, the negative distance to the display's centre.
    const b = display.bounds;
    const distance = Math.hypot(cx - (b.x + b.width / 2), cy - (b.y + b.height / 2));
    const score = overlap > 0 ? overlap : -distance;
    if (score > bestScore) {
      best = display;
      bestScore = score;
    }
  }
  return best;
}

/** The display after `currentId` in the system's order (wrapping), for "Move big screen to the other display". */
export function nextDisplay(
  displays: readonly DisplayInfo[],
  primaryId: number,
  currentId: number | undefined,
): DisplayInfo | undefined {
  const distinct = distinctDisplays(displays, primaryId);
  if (distinct.length < 2) return undefined;
  const index = distinct.findIndex((d) => d.id === currentId);
  return distinct[(index + 1) % distinct.length];
}

/** A normal-size window centred in the display's work area, never larger than 90% of it. */
export function centredBounds(display: DisplayInfo, size: Size = OPERATOR_WINDOW_SIZE): Rect {
  const work = display.workArea;
  const width = Math.min(size.width, Math.floor(work.width * 0.9));
  const height = Math.min(size.height, Math.floor(work.height * 0.9));
  return {
    x: work.x + Math.floor((work.width - width) / 2),
    y: work.y + Math.floor((work.height - height) / 2),
    width,
    height,
  };
}

/**
 * Whether enough of a window is on some display to grab it by its title bar: at least 100×50 px of it
 * (or all of it, for smaller windows) inside one work area.
 */
export function isReachable(bounds: Rect, displays: readonly DisplayInfo[]): boolean {
  const needWidth = Math.min(100, bounds.width);
  const needHeight = Math.min(50, bounds.height);
  return displays.some((d) => {
    const overlap = intersection(bounds, d.workArea);
    return overlap.width >= needWidth && overlap.height >= needHeight;
  });
}

export interface DisplayChangeInput {
  displays: readonly DisplayInfo[];
  primaryId: number;
  preferredScreenId?: number | null;
  /** The big screen's bounds now, if the window is open. */
  screenBounds?: Rect;
  /** Whether the big screen is fullscreen now. */
  screenFullScreen?: boolean;
  /** The operator window's bounds now, if it is open. */
  operatorBounds?: Rect;
  /** The display the big screen was put on last (to tell that it was unplugged). */
  screenDisplayId?: number | null;
}

export interface DisplayChangePlan {
  layout: Layout;
  /** Put the big screen (fullscreen) on this display: it is elsewhere, or no longer fits it. */
  moveScreenTo?: DisplayInfo;
  /** Put the operator window here: only when its display went away and it is out of reach. */
  operatorBounds?: Rect;
  /** The projector went away: the big screen becomes a normal window here, behind the operator window. */
  windowScreenAt?: Rect;
  /** Bring the operator window to the front (its big screen was just unplugged). */
  focusOperator?: boolean;
}

/** The big screen's size as a normal window on the laptop, after its projector was unplugged. */
export const SCREEN_WINDOWED_SIZE: Size = { width: 1280, height: 720 };

/**
 * What to do after a display was added, removed or changed: the big screen follows the layout (fullscreen
 * on the projector when one is plugged in) and is refitted when the system left it fullscreen at the size
 * of a display that changed; when its projector is unplugged and only the laptop is left, it becomes a
 * normal window behind the operator window, which comes to the front. The operator window stays where the
 * operator put it unless it is now out of reach.
 */
export function planDisplayChange(input: DisplayChangeInput): DisplayChangePlan {
  const layout = planLayout(input.displays, input.primaryId, input.preferredScreenId);
  const plan: DisplayChangePlan = { layout };
  if (input.operatorBounds && !isReachable(input.operatorBounds, input.displays)) {
    plan.operatorBounds = centredBounds(layout.operator);
  }
  const unplugged =
    input.screenDisplayId !== undefined &&
    input.screenDisplayId !== null &&
    !input.displays.some((d) => d.id === input.screenDisplayId);
  if (unplugged && !layout.separate) {
    // Mid-game the DJ needs the controls, not a fullscreen copy of the big screen over them.
    plan.windowScreenAt = centredBounds(layout.operator, SCREEN_WINDOWED_SIZE);
    plan.focusOperator = true;
    return plan;
  }
  const target = layout.screen;
  const bounds = input.screenBounds;
  const misplaced =
    bounds === undefined ||
    displayMatching(bounds, input.displays)?.id !== target.id ||
    (input.screenFullScreen === true && !sameRect(bounds, target.bounds));
  if (misplaced) plan.moveScreenTo = target;
  return plan;
}

/**
 * Whether two windows show on the same picture: the same display, or displays that mirror each other
 * (a mirrored projector is reported with the laptop panel's bounds). With no display known, assume so.
 */
export function shareDisplay(a: Rect, b: Rect, displays: readonly DisplayInfo[], primaryId: number): boolean {
  const distinct = distinctDisplays(displays, primaryId);
  if (distinct.length < 2) return true;
  return displayMatching(a, distinct)?.id === displayMatching(b, distinct)?.id;
}
