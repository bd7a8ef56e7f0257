import { useEffect } from 'react';
import { hostBridge } from '@shared/model/hostBridge';

/**
 * Asks before leaving or reloading: a stray key press must not blank the projector mid-game. Not inside
 * the desktop app: its main process confirms closing and reloading itself, without a prompt that would
 * wait on the page.
 */
export function useBeforeUnload(enabled: boolean): void {
  useEffect(() => {
    if (!enabled || hostBridge()) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent): void => {
      event.preventDefault();
      // Older browsers only ask when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [enabled]);
}
