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
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered: the page still shows it now.
  }
}
