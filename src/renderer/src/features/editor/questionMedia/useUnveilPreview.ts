import { useCallback, useEffect, useRef, useState } from 'react';
import { UNVEIL_STEPS, unveiledShare } from '@shared/model/questionMedia';
import { prefersReducedMotion } from '../../../ui/motion';

/** The unveiling played in the editor: the whole answering time, fast. */
export const UNVEIL_PREVIEW_MS = 3000;

/** How often the preview is redrawn, as the big screen does. */
const FRAME_MS = 50;

export interface UnveilPreview {
  /** How far the photo is unveiled: 0 hidden (as the question appears), 1 clear. */
  share: number;
  play: () => void;
  /** Back to the start (hidden), say when the style changes. */
  reset: () => void;
}

/**
 * The photo's unveiling in a few seconds, on the big screen's own curve (`unveiledShare`: clear a little
 * before the end); with reduced motion in the big screen's few steps instead of smoothly.
 */
export function useUnveilPreview(): UnveilPreview {
  const [share, setShare] = useState(0);
  const timer = useRef<number | null>(null);

  const halt = useCallback((): void => {
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
  }, []);

  const play = useCallback((): void => {
    halt();
    const steps = prefersReducedMotion() ? UNVEIL_STEPS : undefined;
    const begun = performance.now();
    setShare(0);
    timer.current = window.setInterval(() => {
      const elapsed = performance.now() - begun;
      setShare(unveiledShare(elapsed, UNVEIL_PREVIEW_MS, steps));
      if (elapsed >= UNVEIL_PREVIEW_MS) halt();
    }, FRAME_MS);
  }, [halt]);

  const reset = useCallback((): void => {
    halt();
    setShare(0);
  }, [halt]);

  useEffect(() => halt, [halt]);
  return { share, play, reset };
}
