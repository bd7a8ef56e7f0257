import i18next from 'i18next';
import type { Language } from '../../src/renderer/src/i18n/languages';
import type { EditorT } from '../../src/renderer/src/features/editor/editorWords';
import type { Words } from '../../src/renderer/src/features/editor/problemWords';

/** The editor's words in one language, from its catalog, for the pure word modules' tests. */
export async function editorWords(language: Language): Promise<Words> {
  const editor = (await import(`../../src/renderer/src/i18n/locales/${language}/editor.json`)) as {
    default: Record<string, unknown>;
  };
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    resources: { [language]: { editor: editor.default } },
    ns: ['editor'],
    defaultNS: 'editor',
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  return { t: i18n.getFixedT(language, 'editor') as EditorT, language };
}
