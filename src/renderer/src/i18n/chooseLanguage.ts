import { DEFAULT_LANGUAGE, shippedLanguageFor, type Language } from './languages';

export interface LanguageSources {
  /** `?lang=xx` in the address: forces a language (a table card or a link can carry it). */
  query: string | null;
  /** What this device chose before (the join form's language switch). */
  stored: string | null;
  /** The browser's languages, most wanted first (navigator.languages). */
  browser: readonly string[];
}

/**
 * The language a page shows: the address's `?lang=`, else the one chosen on this device, else the
 * first of the browser's languages the app ships, else English.
 */
export function chooseLanguage({ query, stored, browser }: LanguageSources): Language {
  for (const tag of [query, stored]) {
    const shipped = tag ? shippedLanguageFor(tag) : null;
    if (shipped) return shipped;
  }
  for (const tag of browser) {
    const shipped = shippedLanguageFor(tag);
    if (shipped) return shipped;
  }
  return DEFAULT_LANGUAGE;
}
