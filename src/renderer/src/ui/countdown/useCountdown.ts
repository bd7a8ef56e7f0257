import { useEffect, useState } from 'react';
import type { TimerInfo } from '@shared/wire/payloads';
import { remainingMs } from './countdown';

const TICK_MS = 100;

export interface Countdown {
  /** Null when no timer runs (the step waits for the operator). */
  remainingMs: number | null;
  durationMs: number | null;
  paused: boolean;
}

/** Re-renders while the server's timer runs; every device shows the same seconds. */
export function useCountdown(timer: TimerInfo, clockOffsetMs: number): Countdown {
  const [now, setNow] = useState(() => Date.now());
  const running = timer.deadline !== null;

  useEffect(() => {
    setNow(Date.now());
    if (!running) return undefined;
    const id = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(id);
  }, [running, timer.deadline]);

  return {
    remainingMs: remainingMs(timer, clockOffsetMs, now),
    durationMs: timer.durationMs,
    paused: timer.pausedRemainingMs !== null,
  };
}
