import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from './languages';

/**
 * Shows the page in the language the server names (the big screen's and the operator panel's display
 * language). Not remembered on this device: the operator's choice is the game's, not the browser's.
 * Null or undefined (no view yet): the page stays in the language it started in.
 */
export function useFollowLanguage(language: string | null | undefined): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (isLanguage(language) && i18n.language !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);
}
