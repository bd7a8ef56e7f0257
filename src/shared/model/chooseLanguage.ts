import { LANGUAGE_CODES, QUIZ_DEFAULT_LANGUAGE, type LanguageCode } from './languageCodes';

/**
 * Which of the app's languages a page shows. Shared: the phone's pre-rendered page is picked by the
 * server with the same rule the web app then starts in, so the two agree.
 */
export interface LanguageSources {
  /** `?lang=xx` in the address: forces a language (a table card or a link can carry it). */
  query: string | null;
  /** What this device chose before (the join form's language switch; the server reads its cookie). */
  stored: string | null;
  /** The browser's languages, most wanted first (navigator.languages, or Accept-Language). */
  browser: readonly string[];
}

/**
 * The shipped language a BCP 47 tag asks for ("es-MX" → es, "zh-TW" → zh, "pt-BR" → pt), or null.
 * Chinese in traditional script gets the simplified catalog: closer to its reader than English.
 */
export function shippedLanguageFor(tag: string): LanguageCode | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return (LANGUAGE_CODES as readonly string[]).includes(primary ?? '') ? (primary as LanguageCode) : null;
}

/**
 * The language a page shows: the address's `?lang=`, else the one chosen on this device, else the
 * first of the browser's languages the app ships, else English.
 */
export function chooseLanguage({ query, stored, browser }: LanguageSources): LanguageCode {
  for (const tag of [query, stored, ...browser]) {
    const shipped = tag ? shippedLanguageFor(tag) : null;
    if (shipped) return shipped;
  }
  return QUIZ_DEFAULT_LANGUAGE;
}
