import { useTranslation } from 'react-i18next';
import type { LanguageInfo } from '../../../i18n/languages';
import type { QuizDraft } from '../quizDraft';
import {
  translationCount,
  translationGroups,
  type TranslationGroup,
  type TranslationRow,
} from './translationRows';

interface Props {
  draft: QuizDraft;
  main: LanguageInfo;
  second: LanguageInfo;
  onTranslation: (key: string, text: string) => void;
}

/** Every text of the quiz beside its translation, part by part; a missing one is marked as missing. */
export function TranslationsList({ draft, main, second, onTranslation }: Props): React.JSX.Element {
  const { t } = useTranslation('translate');
  const groups = translationGroups(draft);
  const { done, total } = translationCount(groups);
  return (
    <div className="translations">
      <p className="translations__count" role="status">
        {t('count', { done, total, language: second.name })}
      </p>
      {groups.map((group) => (
        <TranslationsGroup
          key={group.key}
          group={group}
          main={main}
          second={second}
          onTranslation={onTranslation}
        />
      ))}
    </div>
  );
}

function TranslationsGroup({
  group,
  ...rest
}: Omit<Props, 'draft'> & { group: TranslationGroup }): React.JSX.Element {
  const { t } = useTranslation('translate');
  const title =
    group.questionNumber === null ? t('group.quiz') : t('group.question', { number: group.questionNumber });
  return (
    <fieldset className="translations__group">
      <legend className="translations__legend">{title}</legend>
      {group.rows.map((row) => (
        <TranslationLine key={row.key} row={row} {...rest} />
      ))}
    </fieldset>
  );
}

function TranslationLine({
  row,
  main,
  second,
  onTranslation,
}: Omit<Props, 'draft'> & { row: TranslationRow }): React.JSX.Element {
  const { t } = useTranslation('translate');
  const id = `translation-${row.key.replace(/\./g, '-')}`;
  const field = t(`field.${row.field}`, { mark: row.mark ?? '' });
  const missing = row.main.trim() !== '' && row.second.trim() === '';
  const long = row.field === 'explanation' || row.field === 'text';
  const common = {
    id,
    className: 'editor-input',
    value: row.second,
    lang: second.code,
    dir: 'auto',
    'aria-describedby': `${id}-main`,
    onChange: (e: { target: { value: string } }) => onTranslation(row.key, e.target.value),
  };
  return (
    <div className={`translation${missing ? ' translation--missing' : ''}`}>
      <div className="translation__main">
        <span className="field__label">{t('inLanguage', { field, language: main.name })}</span>
        <p className="translation__text" id={`${id}-main`} lang={main.code} dir="auto">
          {row.main.trim() || t('emptyMain')}
        </p>
      </div>
      <div className="translation__second">
        <label className="field__label" htmlFor={id}>
          {t('inLanguage', { field, language: second.name })}
          {missing && <span className="translation__missing">{t('missing')}</span>}
        </label>
        {long ? (
          <textarea {...common} rows={row.field === 'explanation' ? 3 : 2} />
        ) : (
          <input {...common} type="text" />
        )}
      </div>
    </div>
  );
}
