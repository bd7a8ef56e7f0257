import { useEffect, useState } from 'react';
import { UNVEIL_STEPS, unveiledShare } from '@shared/model/questionMedia';
import type { TimerInfo } from '@shared/wire/payloads';
import { remainingMs } from '../../../ui/countdown/countdown';
import { prefersReducedMotion } from '../../../ui/motion';

/** How often the unveiling is redrawn: smooth enough for a blur and tiles, light for a laptop. */
const FRAME_MS = 100;

/**
 * How far a photo is unveiled (0 hidden, 1 clear) while the guests answer, from the server's timer (so
 * every big screen and a reload agree). With reduced motion it goes in a few steps instead of smoothly.
 * `running` false: the question alone (hidden) or the reveal (clear) — the caller says which by `still`.
 */
export function useUnveiled(
  timer: TimerInfo,
  clockOffsetMs: number,
  running: boolean,
  still: number,
): number {
  const steps = prefersReducedMotion() ? UNVEIL_STEPS : undefined;
  const shareNow = (): number => {
    const left = remainingMs(timer, clockOffsetMs, Date.now());
    const duration = timer.durationMs;
    if (left === null || duration === null) return 1;
    return unveiledShare(duration - left, duration, steps);
  };
  const [share, setShare] = useState(() => (running ? shareNow() : still));
  useEffect(() => {
    if (!running) {
      setShare(still);
      return undefined;
    }
    setShare(shareNow());
    const interval = window.setInterval(() => setShare(shareNow()), FRAME_MS);
    return () => window.clearInterval(interval);
    // shareNow reads the timer and offset named here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [running, still, timer, clockOffsetMs, steps]);
  return share;
}
