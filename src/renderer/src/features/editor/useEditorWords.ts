import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage';
import type { Words } from './problemWords';

/** The editor's words and language, for the pure word modules. */
export function useEditorWords(): Words {
  const { t } = useTranslation('editor');
  const language = useLanguage();
  return useMemo(() => ({ t, language }), [t, language]);
}
