import { useEffect } from 'react';

/** The phone's page title ("Wedding Quiz — Join", in the guest's language), and each new screen (see screenKey) starting at the top. */
export function usePhoneScreen(screen: string, title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [screen]);
}
