/**
 * The languages the app ships: their codes (a quiz's main language and the big screen's display language
 * are one of these), and each one's name, Intl locale and writing direction. One list for the server and
 * the web app. No zod here: the phone's start file reads these (../wire/languages holds the schemas).
 */
export const LANGUAGE_CODES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'pl', 'ar', 'zh'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** A quiz without a language is in English, as every quiz was before issue 16. */
export const QUIZ_DEFAULT_LANGUAGE: LanguageCode = 'en';

/**
 * Each language's name (in itself), its locale for Intl (dates, numbers, plural rules) and direction.
 * Keyed by code, so a code without its entry does not compile. English writes dates the British way
 * ("28 July 2024"), as the seed does.
 */
const LANGUAGE_DETAILS = {
  en: { name: 'English', intl: 'en-GB', dir: 'ltr' },
  es: { name: 'Español', intl: 'es', dir: 'ltr' },
  fr: { name: 'Français', intl: 'fr', dir: 'ltr' },
  de: { name: 'Deutsch', intl: 'de', dir: 'ltr' },
  it: { name: 'Italiano', intl: 'it', dir: 'ltr' },
  pt: { name: 'Português', intl: 'pt', dir: 'ltr' },
  nl: { name: 'Nederlands', intl: 'nl', dir: 'ltr' },
  pl: { name: 'Polski', intl: 'pl', dir: 'ltr' },
  ar: { name: 'العربية', intl: 'ar', dir: 'rtl' },
  zh: { name: '简体中文', intl: 'zh-Hans', dir: 'ltr' },
} as const satisfies Record<LanguageCode, { name: string; intl: string; dir: 'ltr' | 'rtl' }>;

export interface LanguageInfo {
  code: LanguageCode;
  name: string;
  intl: string;
  dir: 'ltr' | 'rtl';
}

/** The languages in the order the app lists them (each catalog has every message: tests/unit/catalogs.test.ts). */
export const LANGUAGES: readonly LanguageInfo[] = LANGUAGE_CODES.map((code) => ({
  code,
  ...LANGUAGE_DETAILS[code],
}));

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function languageInfo(code: LanguageCode): LanguageInfo {
  return { code, ...LANGUAGE_DETAILS[code] };
}
