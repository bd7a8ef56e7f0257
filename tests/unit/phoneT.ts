/** The phone's words for unit tests: an i18next instance with the real catalogs of a language. */
import i18next from 'i18next';
import { isolatedParts } from '../../src/renderer/src/i18n/isolate';
import type { PhoneT } from '../../src/renderer/src/features/player/phoneT';
import enCommon from '../../src/renderer/src/i18n/locales/en/common.json';
import enPhone from '../../src/renderer/src/i18n/locales/en/phone.json';
import enServer from '../../src/renderer/src/i18n/locales/en/server.json';
import esCommon from '../../src/renderer/src/i18n/locales/es/common.json';
import esPhone from '../../src/renderer/src/i18n/locales/es/phone.json';
import esServer from '../../src/renderer/src/i18n/locales/es/server.json';

const RESOURCES = {
  en: { common: enCommon, phone: enPhone, server: enServer },
  es: { common: esCommon, phone: esPhone, server: esServer },
};

export async function phoneT(language: keyof typeof RESOURCES): Promise<PhoneT> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: false,
    resources: RESOURCES,
    ns: ['phone', 'common', 'server'],
    defaultNS: 'phone',
    interpolation: { escapeValue: false },
  });
  return i18n.getFixedT(language, ['phone', 'common', 'server']) as unknown as PhoneT;
}

/** A guest's or the quiz's text as isolated inside a sentence (FSI … PDI). */
export const iso = (text: string): string => `\u2068${text}\u2069`;

/** A sentence as the page shows it: isolated parts in <bdi>, so without the marks. */
export const shown = (sentence: string): string =>
  isolatedParts(sentence)
    .map((part) => part.text)
    .join('');
