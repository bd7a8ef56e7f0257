import { useCallback, useState } from 'react';

/** A call to the server in progress: `whileBusy` marks it for as long as the call runs (buttons wait). */
export function useBusy(): { busy: boolean; whileBusy: (call: () => Promise<void>) => Promise<void> } {
  const [busy, setBusy] = useState(false);
  const whileBusy = useCallback(async (call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, whileBusy };
}
