import { useEffect } from 'react';

export const PHONE_TITLE = 'Wedding Quiz — Join';

/** The phone's page title, and each new screen (see screenKey) starting at the top. */
export function usePhoneScreen(screen: string): void {
  useEffect(() => {
    document.title = PHONE_TITLE;
  }, []);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [screen]);
}
