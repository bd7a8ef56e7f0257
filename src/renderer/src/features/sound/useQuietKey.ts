import { useEffect, useState } from 'react';

/** The big screen's own "quiet" key: Q ducks the music while someone speaks, Q again brings it back. */
export const QUIET_KEY = 'q';

export function useQuietKey(): boolean {
  const [quiet, setQuiet] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      // The Q key wherever it is on the layout (an Arabic or Chinese keyboard types another letter there).
      const q = event.code === 'KeyQ' || event.key.toLowerCase() === QUIET_KEY;
      if (!q || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.repeat) return;
      setQuiet((q) => !q);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return quiet;
}
