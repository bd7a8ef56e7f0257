import { useEffect } from 'react';

/** The product's name, first in every tab's title. */
export const APP_TITLE = 'Wedding Quiz';

/** Names the browser tab (and what a screen reader says on arrival): "Wedding Quiz — <page>". */
export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = `${APP_TITLE} — ${page}`;
  }, [page]);
}
