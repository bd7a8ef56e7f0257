/**
 * The game's clock: milliseconds on the wall-clock scale (so the journal reads as real times), but
 * advancing with the monotonic clock, so a system-clock change mid-game (NTP, a user, a time zone bug)
 * never stretches or shortens a question. Each start of the server anchors it to the wall clock again,
 * never earlier than the journal's last event.
 */
export type Clock = () => number;

export interface GameClock {
  now: Clock;
  /** Moves the clock forward to `time` if it is behind (a wall clock set back between two runs). */
  notBefore: (time: number) => void;
}

export function monotonicClock(
  wallNow: () => number = Date.now,
  monotonicNow: () => number = () => performance.now(),
): GameClock {
  let offset = wallNow() - monotonicNow();
  const now = (): number => Math.round(offset + monotonicNow());
  return {
    now,
    notBefore: (time) => {
      const current = now();
      if (current < time) offset += time - current;
    },
  };
}

/** A clock given by a test: used as it is. */
export function fixedClock(clock: Clock): GameClock {
  return { now: clock, notBefore: () => undefined };
}
