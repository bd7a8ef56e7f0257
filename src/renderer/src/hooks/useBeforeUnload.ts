import { useEffect } from 'react';

/** Asks before leaving or reloading: a stray key press must not blank the projector mid-game. */
export function useBeforeUnload(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent): void => {
      event.preventDefault();
      // Older browsers only ask when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [enabled]);
}
