import { LANGUAGE_COOKIE } from '@shared/model/prerender';
import { isLanguage, type Language } from './languages';

const STORAGE_KEY = 'wedding-quiz-language';

/** The language chosen on this device before, if any (private browsing may refuse storage). */
export function rememberedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function rememberLanguage(language: Language): void {
  // The server reads the cookie: the next visit's pre-rendered join form comes in this language.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered: the page still shows it now.
  }
}
