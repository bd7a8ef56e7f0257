/** The phone's words for unit tests: an i18next instance with the real catalogs of a language. */
import i18next from 'i18next';
import { isolatedParts } from '../../src/renderer/src/i18n/isolate';
import type { PhoneT } from '../../src/renderer/src/features/player/phoneT';
import type { GuestbookT } from '../../src/renderer/src/features/player/wishes/wishWords';
import enGuestbook from '../../src/renderer/src/i18n/locales/en/guestbook.json';
import esGuestbook from '../../src/renderer/src/i18n/locales/es/guestbook.json';
import enCommon from '../../src/renderer/src/i18n/locales/en/common.json';
import enPhone from '../../src/renderer/src/i18n/locales/en/phone.json';
import enServer from '../../src/renderer/src/i18n/locales/en/server.json';
import esCommon from '../../src/renderer/src/i18n/locales/es/common.json';
import esPhone from '../../src/renderer/src/i18n/locales/es/phone.json';
import esServer from '../../src/renderer/src/i18n/locales/es/server.json';

const RESOURCES = {
  en: { common: enCommon, phone: enPhone, server: enServer, guestbook: enGuestbook },
  es: { common: esCommon, phone: esPhone, server: esServer, guestbook: esGuestbook },
};

export async function phoneT(language: keyof typeof RESOURCES): Promise<PhoneT> {
  const i18n = await instance(language);
  return i18n.getFixedT(language, ['phone', 'common', 'server']) as unknown as PhoneT;
}

/** The guestbook's words (its own catalog first), as its lazy chunk on the phone has them. */
export async function guestbookT(language: keyof typeof RESOURCES): Promise<GuestbookT> {
  const i18n = await instance(language);
  return i18n.getFixedT(language, ['guestbook', 'phone', 'common', 'server']) as unknown as GuestbookT;
}

async function instance(language: keyof typeof RESOURCES): Promise<typeof i18next> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: false,
    resources: RESOURCES,
    ns: ['phone', 'common', 'server', 'guestbook'],
    defaultNS: 'phone',
    interpolation: { escapeValue: false },
  });
  return i18n;
}

/** A guest's or the quiz's text as isolated inside a sentence (FSI … PDI). */
export const iso = (text: string): string => `\u2068${text}\u2069`;

/** A sentence as the page shows it: isolated parts in <bdi>, so without the marks. */
export const shown = (sentence: string): string =>
  isolatedParts(sentence)
    .map((part) => part.text)
    .join('');
