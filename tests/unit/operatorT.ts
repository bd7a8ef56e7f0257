/** The operator catalog's words for the unit tests of the panel's pure word modules. */
import i18next, { type TFunction } from 'i18next';
import ar from '../../src/renderer/src/i18n/locales/ar/operator.json';
import de from '../../src/renderer/src/i18n/locales/de/operator.json';
import en from '../../src/renderer/src/i18n/locales/en/operator.json';
import pl from '../../src/renderer/src/i18n/locales/pl/operator.json';

export type OperatorT = TFunction<'operator'>;

/** A `t` for the operator catalog in English, German, Polish or Arabic, as the panel's components use it. */
export async function operatorT(lng: 'en' | 'de' | 'pl' | 'ar'): Promise<OperatorT> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    resources: { en: { operator: en }, de: { operator: de }, pl: { operator: pl }, ar: { operator: ar } },
    ns: ['operator'],
    defaultNS: 'operator',
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  return i18n.getFixedT(lng, 'operator');
}
