/** The big screen's words as the room reads them: an i18next instance with the `screen` catalogs. */
import i18next, { type TFunction } from 'i18next';
import en from '../../src/renderer/src/i18n/locales/en/screen.json';
import fr from '../../src/renderer/src/i18n/locales/fr/screen.json';
import ar from '../../src/renderer/src/i18n/locales/ar/screen.json';
import pl from '../../src/renderer/src/i18n/locales/pl/screen.json';

const CATALOGS = { en, fr, ar, pl };

export async function screenT(language: keyof typeof CATALOGS): Promise<TFunction<'screen'>> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    resources: { [language]: { screen: CATALOGS[language] } },
    ns: ['screen'],
    defaultNS: 'screen',
    interpolation: { escapeValue: false },
  });
  return i18n.getFixedT(language, 'screen');
}
