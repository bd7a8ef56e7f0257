import { useEffect, useState } from 'react';
import { startMosaic, syncMosaic, turnMosaic, type Mosaic } from './mosaic';

/** An older photo takes its turn this often: calm, never a flicker. */
export const TURN_MS = 6_000;
/** A new photo flies in this soon after it arrives (and the next new one as soon again). */
export const FRESH_TURN_MS = 1_500;

interface Tracked {
  /** The list the mosaic was last fitted to. */
  key: string;
  mosaic: Mosaic;
}

/**
 * The wall's tiles for `ids` (the shown photos, oldest first), `size` at most: fitted again when the
 * list changes (during render, so a hidden photo never shows one frame more), one tile turning at a time.
 */
export function useMosaic(ids: readonly string[], size: number): Mosaic {
  const key = `${size}:${ids.join(',')}`;
  const [tracked, setTracked] = useState<Tracked>(() => ({ key, mosaic: startMosaic(ids, size) }));
  let current = tracked;
  if (tracked.key !== key) {
    current = { key, mosaic: syncMosaic(tracked.mosaic, ids, size) };
    setTracked(current);
  }
  const { mosaic } = current;
  useEffect(() => {
    const wait = mosaic.queue.length > 0 ? FRESH_TURN_MS : TURN_MS;
    const turn = (): void =>
      setTracked((last) => {
        const turned = turnMosaic(last.mosaic, ids);
        return turned === last.mosaic ? last : { key: last.key, mosaic: turned };
      });
    const timer = setTimeout(turn, wait);
    return () => clearTimeout(timer);
    // `ids` changes with `key`, which changes `mosaic`: the timer always turns the list it was set for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mosaic]);
  return mosaic;
}
