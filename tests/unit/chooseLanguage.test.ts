import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../src/shared/model/chooseLanguage';
import { formatDate, formatNumber } from '../../src/renderer/src/i18n/format';
import { shippedLanguageFor } from '../../src/renderer/src/i18n/languages';

const none = { query: null, stored: null, browser: [] };

describe('the language a page shows', () => {
  it('is the browser’s first shipped language, else English', () => {
    expect(chooseLanguage(none)).toBe('en');
    expect(chooseLanguage({ ...none, browser: ['es-MX', 'en'] })).toBe('es');
    expect(chooseLanguage({ ...none, browser: ['sv-SE', 'de-AT', 'en'] })).toBe('de');
    expect(chooseLanguage({ ...none, browser: ['sv-SE', 'fi'] })).toBe('en');
  });

  it('is forced by ?lang=, then by this device’s own choice', () => {
    expect(chooseLanguage({ query: 'ar', stored: 'pl', browser: ['fr'] })).toBe('ar');
    expect(chooseLanguage({ query: null, stored: 'pl', browser: ['fr'] })).toBe('pl');
    // An unknown ?lang= is ignored, not an error.
    expect(chooseLanguage({ query: 'xx', stored: null, browser: ['fr'] })).toBe('fr');
  });

  it('reads regional and script tags by their language', () => {
    expect(shippedLanguageFor('pt-BR')).toBe('pt');
    expect(shippedLanguageFor('zh-Hant-TW')).toBe('zh');
    expect(shippedLanguageFor('NL_be')).toBe('nl');
    expect(shippedLanguageFor('klingon')).toBeNull();
  });
});

describe('dates and numbers in the language’s own way', () => {
  it('writes the wedding date as each language does, the seed’s way in English', () => {
    expect(formatDate('2024-07-28', 'en')).toBe('28 July 2024');
    expect(formatDate('2024-07-28', 'es')).toBe('28 de julio de 2024');
    expect(formatDate('2024-07-28', 'de')).toBe('28. Juli 2024');
    expect(formatDate('2024-07-28', 'zh')).toBe('2024年7月28日');
    expect(formatDate('not a date', 'fr')).toBe('not a date');
    expect(formatDate('2024-02-31', 'fr')).toBe('2024-02-31');
  });

  it('groups digits and marks decimals as each language does', () => {
    expect(formatNumber(1250.5, 'en')).toBe('1,250.5');
    expect(formatNumber(1250.5, 'de')).toBe('1.250,5');
    expect(formatNumber(12.25, 'fr')).toBe('12,25');
  });
});
