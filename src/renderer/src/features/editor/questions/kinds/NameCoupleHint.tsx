import { useTranslation } from 'react-i18next';
import { fieldId } from '../../quizProblems';
import { focusField } from '../../focusField';

/** While a partner is unnamed: `before`, then a link to the couple's first name field (who said it, the shoe game). */
export function NameCoupleHint({ before }: { before: string }): React.JSX.Element {
  const { t } = useTranslation('editor');
  return (
    <p className="field__hint">
      {before}{' '}
      <a
        href={`#${fieldId('partners.0.name')}`}
        onClick={(e) => {
          e.preventDefault();
          focusField(document.getElementById(fieldId('partners.0.name')));
        }}
      >
        {t('answers.nameThemLink')}
      </a>
      {t('answers.nameThemAfter')}
    </p>
  );
}
