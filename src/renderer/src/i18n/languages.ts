/**
 * The web app's names for the languages it ships. The table itself (codes, names, Intl locales,
 * directions) is one list in src/shared/model/languageCodes.ts, shared with the server.
 */
import { QUIZ_DEFAULT_LANGUAGE, type LanguageCode } from '@shared/model/languageCodes';

export {
  isLanguageCode as isLanguage,
  LANGUAGES,
  languageInfo,
  type LanguageInfo,
} from '@shared/model/languageCodes';

export type Language = LanguageCode;

export const DEFAULT_LANGUAGE: Language = QUIZ_DEFAULT_LANGUAGE;

/** See @shared/model/chooseLanguage: the phone's pre-rendered page is picked on the server by the same rule. */
export { shippedLanguageFor } from '@shared/model/chooseLanguage';
