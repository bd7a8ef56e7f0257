import { describe, expect, it } from 'vitest';
import {
  centredBounds,
  displayMatching,
  distinctDisplays,
  isReachable,
  SCREEN_WINDOWED_SIZE,
  shareDisplay,
  nextDisplay,
  operatorDisplay,
  planDisplayChange,
  planLayout,
  type DisplayChangeInput,
  type DisplayInfo,
  type Rect,
} from '../../src/main/electron/common/windowLayout';

function display(
  id: number,
  x: number,
  y: number,
  width: number,
  height: number,
  internal?: boolean,
): DisplayInfo {
  const bounds = { x, y, width, height };
  // A 25 px menu bar or taskbar.
  const workArea = { x, y: y + 25, width, height: height - 25 };
  return internal === undefined ? { id, bounds, workArea } : { id, bounds, workArea, internal };
}

const laptop = display(1, 0, 0, 1440, 900);
const projector = display(2, 1440, 0, 1920, 1080);
const tv = display(3, -3840, 0, 3840, 2160);

describe('planLayout', () => {
  it('one display: both windows on it', () => {
    const layout = planLayout([laptop], laptop.id);
    expect(layout.operator).toBe(laptop);
    expect(layout.screen).toBe(laptop);
    expect(layout.separate).toBe(false);
  });

  it('two displays: big screen on the external one, operator on the primary', () => {
    const layout = planLayout([laptop, projector], laptop.id);
    expect(layout.operator).toBe(laptop);
    expect(layout.screen).toBe(projector);
    expect(layout.separate).toBe(true);
  });

  it('two displays listed projector first: still the operator on the primary', () => {
    const layout = planLayout([projector, laptop], laptop.id);
    expect(layout.operator.id).toBe(laptop.id);
    expect(layout.screen.id).toBe(projector.id);
  });

  it('the projector made primary (macOS reports the built-in panel): operator stays on the laptop', () => {
    const builtIn = display(1, 0, 0, 1440, 900, true);
    const external = display(2, 1440, 0, 1920, 1080, false);
    const layout = planLayout([builtIn, external], external.id);
    expect(layout.operator.id).toBe(builtIn.id);
    expect(layout.screen.id).toBe(external.id);
  });

  it('several external displays: the largest gets the big screen', () => {
    const layout = planLayout([laptop, projector, tv], laptop.id);
    expect(layout.screen.id).toBe(tv.id);
  });

  it('an external display beats a second built-in-looking one', () => {
    const builtIn = display(1, 0, 0, 1440, 900, true);
    const dock = display(4, 1440, 0, 3840, 2160, true);
    const external = display(2, -1920, 0, 1920, 1080, false);
    const layout = planLayout([builtIn, dock, external], builtIn.id);
    // Two "internal" displays: the system cannot tell, so the primary is the laptop.
    expect(layout.operator.id).toBe(builtIn.id);
    expect(layout.screen.id).toBe(external.id);
  });

  it('honours the display the operator moved the big screen to, while it is connected', () => {
    expect(planLayout([laptop, projector, tv], laptop.id, projector.id).screen.id).toBe(projector.id);
    const onLaptop = planLayout([laptop, projector], laptop.id, laptop.id);
    expect(onLaptop.screen.id).toBe(laptop.id);
    expect(onLaptop.separate).toBe(false);
    expect(planLayout([laptop], laptop.id, projector.id).screen.id).toBe(laptop.id);
  });

  it('a mirrored projector (same bounds as the laptop) is not a second place', () => {
    const mirror = display(2, 0, 0, 1440, 900);
    const layout = planLayout([mirror, laptop], laptop.id);
    expect(layout.operator.id).toBe(laptop.id);
    expect(layout.screen.id).toBe(laptop.id);
    expect(layout.separate).toBe(false);
  });

  it('an unknown primary id falls back to the first display', () => {
    expect(planLayout([laptop, projector], 99).operator.id).toBe(laptop.id);
  });

  it('refuses an empty display list', () => {
    expect(() => operatorDisplay([], 1)).toThrow(/no display/);
  });
});

describe('distinctDisplays', () => {
  it('keeps the primary among mirrors and the system order otherwise', () => {
    const mirror = display(2, 0, 0, 1440, 900);
    expect(distinctDisplays([mirror, laptop, tv], laptop.id).map((d) => d.id)).toEqual([laptop.id, tv.id]);
  });
});

describe('planDisplayChange', () => {
  const operatorOnLaptop = centredBounds(laptop);
  /** A display change with the laptop as the primary display and the big screen fullscreen (unless given). */
  const onLaptop = (given: Omit<DisplayChangeInput, 'primaryId'>) =>
    planDisplayChange({ primaryId: laptop.id, screenFullScreen: true, ...given });

  // The big screen moves from the display it was on to the one it belongs on now; the operator window stays.
  it.each([
    [
      'added: the big screen moves to the projector, the operator window stays',
      [laptop, projector],
      laptop,
      projector,
    ],
    ['removed: the big screen comes back to the laptop', [laptop], projector, laptop],
  ])('display %s', (_change, displays, from, to) => {
    const plan = onLaptop({ displays, screenBounds: from.bounds, operatorBounds: operatorOnLaptop });
    expect(plan.moveScreenTo?.id).toBe(to.id);
    expect(plan.layout.separate).toBe(to !== laptop);
    expect(plan.operatorBounds).toBeUndefined();
  });

  it('display removed, the system already moved the big screen but left it at the old size: refit it', () => {
    const plan = onLaptop({ displays: [laptop], screenBounds: { x: 0, y: 0, width: 1920, height: 1080 } });
    expect(plan.moveScreenTo?.id).toBe(laptop.id);
  });

  it('display removed under the operator window: it comes back, centred on the laptop', () => {
    const onProjector = centredBounds(projector);
    const plan = onLaptop({ displays: [laptop], screenBounds: laptop.bounds, operatorBounds: onProjector });
    expect(plan.moveScreenTo).toBeUndefined();
    expect(plan.operatorBounds).toEqual(centredBounds(laptop));
  });

  it('nothing relevant changed: nothing moves', () => {
    const plan = onLaptop({
      displays: [laptop, projector],
      screenBounds: projector.bounds,
      operatorBounds: operatorOnLaptop,
    });
    expect(plan.moveScreenTo).toBeUndefined();
    expect(plan.operatorBounds).toBeUndefined();
  });

  it('a big screen the operator took out of fullscreen (F11) stays as it is on the right display', () => {
    const plan = onLaptop({
      displays: [laptop, projector],
      screenBounds: { x: 1600, y: 100, width: 1000, height: 700 },
      screenFullScreen: false,
    });
    expect(plan.moveScreenTo).toBeUndefined();
  });

  it('the big screen window is closed: its place is known for when it opens again', () => {
    const plan = planDisplayChange({ displays: [laptop, projector], primaryId: laptop.id });
    expect(plan.moveScreenTo?.id).toBe(projector.id);
  });

  it('the projector comes back after a glitch: the big screen goes back to it', () => {
    const plan = onLaptop({
      displays: [laptop, projector],
      preferredScreenId: projector.id,
      screenBounds: laptop.bounds,
    });
    expect(plan.moveScreenTo?.id).toBe(projector.id);
  });

  it('projector unplugged mid-game: the big screen becomes a window behind the operator window', () => {
    const plan = onLaptop({
      displays: [laptop],
      screenBounds: projector.bounds,
      operatorBounds: operatorOnLaptop,
      screenDisplayId: projector.id,
    });
    expect(plan.moveScreenTo).toBeUndefined();
    expect(plan.focusOperator).toBe(true);
    expect(plan.windowScreenAt).toEqual(centredBounds(laptop, SCREEN_WINDOWED_SIZE));
    expect(plan.operatorBounds).toBeUndefined();
  });

  it('projector unplugged with the operator window on it: both come back to the laptop', () => {
    const plan = onLaptop({
      displays: [laptop],
      screenBounds: projector.bounds,
      operatorBounds: centredBounds(projector),
      screenDisplayId: projector.id,
    });
    expect(plan.operatorBounds).toEqual(centredBounds(laptop));
    expect(plan.windowScreenAt).toBeDefined();
    expect(plan.focusOperator).toBe(true);
  });

  it('plugged back after an unplug: fullscreen on the projector again, nothing else', () => {
    const plan = onLaptop({
      displays: [laptop, projector],
      screenBounds: centredBounds(laptop, SCREEN_WINDOWED_SIZE),
      screenFullScreen: false,
      operatorBounds: operatorOnLaptop,
      screenDisplayId: laptop.id,
    });
    expect(plan.moveScreenTo?.id).toBe(projector.id);
    expect(plan.windowScreenAt).toBeUndefined();
    expect(plan.focusOperator).toBeUndefined();
  });

  it('one of two projectors unplugged: the big screen goes fullscreen on the other one', () => {
    const plan = onLaptop({
      displays: [laptop, tv],
      screenBounds: projector.bounds,
      screenDisplayId: projector.id,
    });
    expect(plan.moveScreenTo?.id).toBe(tv.id);
    expect(plan.windowScreenAt).toBeUndefined();
  });

  it('the operator moved the big screen to the laptop: a display change does not undo it', () => {
    const plan = onLaptop({
      displays: [laptop, projector, tv],
      preferredScreenId: laptop.id,
      screenBounds: laptop.bounds,
    });
    expect(plan.moveScreenTo).toBeUndefined();
  });
});

describe('shareDisplay (may the operator window show its key QR code?)', () => {
  it('two windows on the laptop, or the only display, share it', () => {
    expect(shareDisplay(laptop.bounds, centredBounds(laptop), [laptop], laptop.id)).toBe(true);
    expect(shareDisplay(laptop.bounds, centredBounds(laptop), [laptop, projector], laptop.id)).toBe(true);
  });

  it('the big screen on the projector, the operator on the laptop: separate', () => {
    expect(shareDisplay(projector.bounds, centredBounds(laptop), [laptop, projector], laptop.id)).toBe(false);
  });

  it('a mirrored projector (same bounds as the laptop) is one picture', () => {
    const mirror = display(9, 0, 0, 1440, 900);
    expect(shareDisplay(laptop.bounds, centredBounds(laptop), [laptop, mirror], laptop.id)).toBe(true);
  });

  it('with no display known, assumes the worst', () => {
    expect(shareDisplay(laptop.bounds, centredBounds(laptop), [], 1)).toBe(true);
  });
});

describe('nextDisplay (move the big screen to the other display)', () => {
  it('alternates between two displays', () => {
    expect(nextDisplay([laptop, projector], laptop.id, projector.id)?.id).toBe(laptop.id);
    expect(nextDisplay([laptop, projector], laptop.id, laptop.id)?.id).toBe(projector.id);
  });
  it('cycles through three', () => {
    const all = [laptop, projector, tv];
    expect(nextDisplay(all, laptop.id, projector.id)?.id).toBe(tv.id);
    expect(nextDisplay(all, laptop.id, tv.id)?.id).toBe(laptop.id);
  });
  it('has nowhere to go with one display (or a mirror)', () => {
    expect(nextDisplay([laptop], laptop.id, laptop.id)).toBeUndefined();
    expect(nextDisplay([laptop, display(2, 0, 0, 1440, 900)], laptop.id, laptop.id)).toBeUndefined();
  });
  it('starts from the first display when the current one is unknown', () => {
    expect(nextDisplay([laptop, projector], laptop.id, undefined)?.id).toBe(laptop.id);
  });
});

describe('window geometry', () => {
  it('centres the operator window in the work area at its normal size', () => {
    expect(centredBounds(projector)).toEqual({ x: 1440 + 320, y: 25 + 97, width: 1280, height: 860 });
  });

  it('shrinks the operator window to 90% of a small screen', () => {
    const small = display(1, 0, 0, 1024, 600);
    const bounds = centredBounds(small);
    expect(bounds.width).toBe(921);
    expect(bounds.height).toBe(517);
    expect(isReachable(bounds, [small])).toBe(true);
  });

  it('finds the display a window is on', () => {
    const onProjector: Rect = { x: 1500, y: 100, width: 800, height: 600 };
    expect(displayMatching(onProjector, [laptop, projector])?.id).toBe(projector.id);
    const straddling: Rect = { x: 1100, y: 100, width: 800, height: 600 };
    expect(displayMatching(straddling, [laptop, projector])?.id).toBe(projector.id);
    const offScreen: Rect = { x: -5000, y: 0, width: 800, height: 600 };
    expect(displayMatching(offScreen, [laptop, projector])?.id).toBe(laptop.id);
    expect(displayMatching(offScreen, [])).toBeUndefined();
  });

  it('knows when a window is out of reach', () => {
    expect(isReachable({ x: 1500, y: 100, width: 800, height: 600 }, [laptop])).toBe(false);
    expect(isReachable({ x: 1400, y: 100, width: 800, height: 600 }, [laptop])).toBe(false);
    expect(isReachable({ x: 1300, y: 100, width: 800, height: 600 }, [laptop])).toBe(true);
  });
});
