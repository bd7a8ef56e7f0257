import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, languageInfo } from '../../../i18n/languages';
import { FieldProblems, invalidProps } from '../fields/FieldProblems';
import { fieldId, type ProblemMap } from '../quizProblems';
import type { QuizDraft } from '../quizDraft';
import type { LanguagesDraft } from './languagesDraft';
import { TranslationsList } from './TranslationsList';
import './translate.css';

interface Props {
  draft: QuizDraft;
  problems: ProblemMap;
  onLanguages: (change: Partial<LanguagesDraft>) => void;
  /** Sets the translation under a row's key (see translationRows). */
  onTranslation: (key: string, text: string) => void;
}

/** The quiz's language, an optional second one, and every text beside its translation. */
export function LanguagesSection({ draft, problems, onLanguages, onTranslation }: Props): React.JSX.Element {
  const { t } = useTranslation('translate');
  const { main, second } = draft.languages;
  return (
    <section className="panel editor-section languages" aria-labelledby="editor-languages-title">
      <h3 className="panel__title" id="editor-languages-title">
        {t('title')}
      </h3>
      <p className="field__hint languages__intro">{t('intro')}</p>
      <LanguageSelects languages={draft.languages} problems={problems} onLanguages={onLanguages} />
      {second && (
        <TranslationsList
          draft={draft}
          main={languageInfo(main ?? DEFAULT_LANGUAGE)}
          second={languageInfo(second)}
          onTranslation={onTranslation}
        />
      )}
    </section>
  );
}

interface SelectsProps {
  languages: LanguagesDraft;
  problems: ProblemMap;
  onLanguages: (change: Partial<LanguagesDraft>) => void;
}

/** Each language by its own name; the second list leaves out the main language. */
function LanguageSelects({ languages, problems, onLanguages }: SelectsProps): React.JSX.Element {
  const { t } = useTranslation('translate');
  const mainCode = languages.main ?? DEFAULT_LANGUAGE;
  const chooseMain = (code: string): void => {
    if (!isLanguage(code)) return;
    onLanguages({ main: code, ...(code === languages.second ? { second: null } : {}) });
  };
  const secondId = fieldId('secondLanguage');
  const secondProblems = problems.get('secondLanguage');
  return (
    <div className="editor-grid">
      <div className="editor-field">
        <label className="field__label" htmlFor={fieldId('language')}>
          {t('main')}
        </label>
        <select
          id={fieldId('language')}
          className="editor-input"
          value={mainCode}
          onChange={(e) => chooseMain(e.target.value)}
        >
          {LANGUAGES.map((l) => (
            <option key={l.code} value={l.code} lang={l.code}>
              {l.name}
            </option>
          ))}
        </select>
      </div>
      <div className="editor-field">
        <label className="field__label" htmlFor={secondId}>
          {t('second')}
        </label>
        <select
          id={secondId}
          className="editor-input"
          value={languages.second ?? ''}
          onChange={(e) => onLanguages({ second: isLanguage(e.target.value) ? e.target.value : null })}
          {...invalidProps(secondId, secondProblems)}
        >
          <option value="">{t('noSecond')}</option>
          {LANGUAGES.filter((l) => l.code !== mainCode).map((l) => (
            <option key={l.code} value={l.code} lang={l.code}>
              {l.name}
            </option>
          ))}
        </select>
        <FieldProblems id={secondId} messages={secondProblems} />
      </div>
    </div>
  );
}
