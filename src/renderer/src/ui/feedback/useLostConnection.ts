import { useEffect, useState } from 'react';
import type { ConnectionStatus } from '../../net/socket';

/**
 * True once the connection has been down for `delayMs`: a blip of a second or two (the library
 * reconnects by itself) shows nothing; a real loss does. `delayMs` 0 reports a loss at once.
 */
export function useLostConnection(status: ConnectionStatus, delayMs: number): boolean {
  const down = status === 'reconnecting';
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!down || delayMs <= 0) return undefined;
    const timer = window.setTimeout(() => setLate(true), delayMs);
    return () => {
      window.clearTimeout(timer);
      setLate(false);
    };
  }, [down, delayMs]);
  return down && (delayMs <= 0 || late);
}
