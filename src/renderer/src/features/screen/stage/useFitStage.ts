import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { largestFit } from './fitScale';

/** The room inside the page's main area, without its padding. */
function roomOf(main: HTMLElement): { width: number; height: number } {
  const style = getComputedStyle(main);
  const px = (value: string): number => parseFloat(value) || 0;
  return {
    width: main.clientWidth - px(style.paddingLeft) - px(style.paddingRight),
    height: main.clientHeight - px(style.paddingTop) - px(style.paddingBottom),
  };
}

function mainOf(stage: HTMLElement): HTMLElement | null {
  return stage.closest<HTMLElement>('.app__main') ?? stage.parentElement;
}

/** Lays the stage out as it is, or wider and scaled down until it fits; `data-fit` says how much. */
function fitStage(stage: HTMLElement): void {
  const main = mainOf(stage);
  if (!main) return;
  const room = roomOf(main);
  const layOut = (scale: number): number => {
    stage.style.width = scale < 1 ? `${room.width / scale}px` : '';
    stage.style.maxWidth = scale < 1 ? 'none' : '';
    return stage.offsetHeight;
  };
  stage.style.scale = '';
  const scale = room.height > 0 ? largestFit(layOut, room.height) : 1;
  layOut(scale);
  stage.style.scale = scale < 1 ? String(scale) : '';
  stage.dataset.fit = String(scale);
}

/**
 * The last resort against overflow: text sizes step down by length first (textTiers), and when the
 * longest texts together are still too tall for the 16:9 picture, the stage is laid out wider and
 * shrunk as a whole, so the text keeps as large as it can. Measured after every render, and whenever
 * the stage or the room round it changes size: a photo or a font arriving, a part that grows on its own
 * (under load such a change came after the last render and left the reveal spilling off the picture).
 */
export function useFitStage<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    if (ref.current) fitStage(ref.current);
  });
  useEffect(() => {
    const stage = ref.current;
    const main = stage && mainOf(stage);
    if (!stage || !main || typeof ResizeObserver === 'undefined') return undefined;
    let frame = 0;
    // Fitting resizes the stage: done in the next frame, not inside the observer's callback (which
    // would report a resize loop), and once however many sizes changed.
    const refit = (): void => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => fitStage(stage));
    };
    const observer = new ResizeObserver(refit);
    observer.observe(main);
    observer.observe(stage);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, []);
  return ref;
}
