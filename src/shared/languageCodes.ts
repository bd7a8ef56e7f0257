/**
 * The languages the app ships, as the wire knows them: a quiz's main language and the big screen's
 * display language are one of these codes. The web app's list (src/renderer/src/i18n/languages.ts) adds
 * each one's name and direction; tests/unit/displayLanguage.test.ts checks the two agree. No zod here:
 * the phone's start file reads these (languages.ts holds the schemas).
 */
export const LANGUAGE_CODES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'pl', 'ar', 'zh'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** A quiz without a language is in English, as every quiz was before issue 16. */
export const QUIZ_DEFAULT_LANGUAGE: LanguageCode = 'en';
