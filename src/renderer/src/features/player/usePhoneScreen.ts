import { useEffect, useLayoutEffect } from 'react';

/**
 * The phone's page title ("Wedding Quiz — Join", in the guest's language), and each new screen (see
 * screenKey) starting at the top: reset before the browser paints, so the new screen is never drawn
 * scrolled down first and then jumps.
 */
export function usePhoneScreen(screen: string, title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [screen]);
}
