/**
 * The languages the app ships, each with every message (tests/unit/catalogs.test.ts checks it).
 * `intl` is the locale handed to Intl for dates, numbers and plural rules: English writes dates the
 * British way ("28 July 2024"), as the seed does.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', intl: 'en-GB', dir: 'ltr' },
  { code: 'es', name: 'Español', intl: 'es', dir: 'ltr' },
  { code: 'fr', name: 'Français', intl: 'fr', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', intl: 'de', dir: 'ltr' },
  { code: 'it', name: 'Italiano', intl: 'it', dir: 'ltr' },
  { code: 'pt', name: 'Português', intl: 'pt', dir: 'ltr' },
  { code: 'nl', name: 'Nederlands', intl: 'nl', dir: 'ltr' },
  { code: 'pl', name: 'Polski', intl: 'pl', dir: 'ltr' },
  { code: 'ar', name: 'العربية', intl: 'ar', dir: 'rtl' },
  { code: 'zh', name: '简体中文', intl: 'zh-Hans', dir: 'ltr' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];
export type LanguageInfo = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && LANGUAGES.some((l) => l.code === value);
}

export function languageInfo(code: Language): LanguageInfo {
  return LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0];
}

/** See @shared/chooseLanguage: the phone's pre-rendered page is picked on the server by the same rule. */
export { shippedLanguageFor } from '@shared/chooseLanguage';
