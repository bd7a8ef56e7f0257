import { useTranslation } from 'react-i18next';
import type { OperatorView } from '@shared/wire/payloads';
import type { LanguageCode } from '@shared/wire/quiz';
import { LANGUAGES, isLanguage } from '../../../i18n/languages';
import './DisplayLanguage.css';

interface Props {
  view: Pick<OperatorView, 'language' | 'quizLanguage'>;
  /** Null: back to the quiz's own language. */
  onChoose: (language: LanguageCode | null) => void;
  offline: boolean;
}

/**
 * The display language: the big screen and this panel show it (the quiz's own unless changed here).
 * Each language by its own name, so whoever reads it finds theirs; phones keep their guest's choice.
 */
export function DisplayLanguage({ view, onChoose, offline }: Props): React.JSX.Element {
  const { t } = useTranslation('screen');
  const choose = (code: string): void => {
    if (isLanguage(code)) onChoose(code === view.quizLanguage ? null : code);
  };
  return (
    <section className="panel display-language" data-testid="display-language">
      <label className="panel__title display-language__label" htmlFor="display-language">
        {t('displayLanguage.label')}
      </label>
      <select
        id="display-language"
        className="text-input display-language__select"
        value={view.language}
        onChange={(event) => choose(event.target.value)}
        disabled={offline}
        aria-describedby="display-language-help"
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.code === view.quizLanguage
              ? t('displayLanguage.quizLanguage', { name: language.name })
              : language.name}
          </option>
        ))}
      </select>
      <p className="panel__hint" id="display-language-help">
        {t('displayLanguage.help')}
      </p>
    </section>
  );
}
