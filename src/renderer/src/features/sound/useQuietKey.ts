import { useEffect, useState } from 'react';

/** The big screen's own "quiet" key: Q ducks the music while someone speaks, Q again brings it back. */
export const QUIET_KEY = 'q';

export function useQuietKey(): boolean {
  const [quiet, setQuiet] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.key.toLowerCase() !== QUIET_KEY || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.repeat) return;
      setQuiet((q) => !q);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return quiet;
}
