import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, shippedLanguageFor } from './languages';

/** `?lang=xx` naming a shipped language: the address chose, and it wins over the server's choice. */
function addressChoosesLanguage(): boolean {
  const tag = new URLSearchParams(window.location.search).get('lang');
  return tag !== null && shippedLanguageFor(tag) !== null;
}

/**
 * Shows the page in the language the server names (the big screen's and the operator panel's display
 * language). Not remembered on this device: the operator's choice is the game's, not the browser's.
 * Null or undefined (no view yet), or a `?lang=` in the address: the page stays in the language it
 * started in (a link such as /debug?lang=de opens the panel in German whatever the big screen shows).
 */
export function useFollowLanguage(language: string | null | undefined): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (addressChoosesLanguage()) return;
    if (isLanguage(language) && i18n.language !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);
}
