import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { chooseLanguage } from '@shared/model/chooseLanguage';
import { applyDocumentLanguage } from './documentLanguage';
import { LANGUAGES, type Language } from './languages';
import { rememberedLanguage } from './rememberLanguage';

/**
 * One catalog per language and area (locales/<language>/<namespace>.json, see namespaces.ts), each its
 * own chunk: a phone downloads only its own language's `common` and `phone` messages. Every language has
 * every key (tests/unit/catalogs.test.ts), so there is no fallback language to download too.
 */
const loadCatalog = (language: string, namespace: string): Promise<Record<string, unknown>> =>
  import(`./locales/${language}/${namespace}.json`).then(
    (m: { default: Record<string, unknown> }) => m.default,
  );

/**
 * The language this page starts in (see chooseLanguage): the address, this device's choice, the browser.
 * A page the server pre-rendered names its language (`pageLanguage`): the server chose it from the same
 * address, this phone's cookie and the browser's Accept-Language, so it stands for the browser's.
 */
export function startingLanguage(pageLanguage?: Language): Language {
  return chooseLanguage({
    query: new URLSearchParams(window.location.search).get('lang'),
    stored: rememberedLanguage(),
    browser: pageLanguage ? [pageLanguage] : (navigator.languages ?? [navigator.language]),
  });
}

/**
 * Starts i18next in `language` with `namespaces` loaded (in parallel: a phone asks for its three at once,
 * a round trip sooner on a slow Wi-Fi); areas load theirs when shown.
 */
export async function startI18n(
  language: Language,
  namespaces: readonly string[] = ['common'],
): Promise<void> {
  i18next.on('languageChanged', (code) => applyDocumentLanguage(code));
  await i18next
    .use(resourcesToBackend(loadCatalog))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: LANGUAGES.map((l) => l.code),
      load: 'currentOnly',
      ns: [...namespaces],
      defaultNS: 'common',
      // React escapes what it renders; i18next must not escape it twice.
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}
