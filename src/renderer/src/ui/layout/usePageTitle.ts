import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The product's name in English, first in every tab's title (pages word it from `common:appName`). */
export const APP_TITLE = 'Wedding Quiz';

/** Names the browser tab (and what a screen reader says on arrival): "Wedding Quiz — <page>", in the page's language. */
export function usePageTitle(page: string): void {
  const { t } = useTranslation();
  const app = t('appName');
  useEffect(() => {
    document.title = `${app} — ${page}`;
  }, [app, page]);
}
