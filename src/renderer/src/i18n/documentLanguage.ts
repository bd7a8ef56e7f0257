import { isLanguage, languageInfo } from './languages';

/** `<html lang dir>` follow the language shown: screen readers pick their voice, Arabic mirrors the page. */
export function applyDocumentLanguage(code: string): void {
  if (!isLanguage(code)) return;
  document.documentElement.lang = code;
  document.documentElement.dir = languageInfo(code).dir;
}
