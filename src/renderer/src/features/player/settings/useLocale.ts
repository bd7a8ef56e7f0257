import { languageInfo } from '../../../i18n/languages';
import { useLanguage } from '../../../i18n/useLanguage';

/** The Intl locale of the phone's language ("de-DE", "ar"…), for numbers written with the words. */
export function useLocale(): string {
  return languageInfo(useLanguage()).intl;
}
