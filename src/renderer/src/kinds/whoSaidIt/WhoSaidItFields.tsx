import { useTranslation } from 'react-i18next';
import type { KindFieldsProps } from '../../features/editor/questions/kinds/kindFieldsProps';
import { AnswerRadios } from '../../features/editor/questions/kinds/AnswerRadios';
import { NameCoupleHint } from '../../features/editor/questions/kinds/NameCoupleHint';

/** Who said it (who is more likely to…): one of the couple, or both; the names come from the quiz details. */
export function WhoSaidItFields({
  question,
  path,
  problems,
  partners,
  onChange,
}: KindFieldsProps): React.JSX.Element {
  const { t } = useTranslation('editor');
  const unnamedWords = [t('answers.unnamed0'), t('answers.unnamed1')];
  const names = [0, 1].map((i) => partners[i]?.name.trim() || unnamedWords[i] || '');
  const unnamed = partners.some((p) => p.name.trim() === '');
  return (
    <div className="who-said-it">
      <AnswerRadios
        path={path}
        group={`question-${question.id}-who`}
        legend={t('answers.who')}
        labels={[...names, t('answers.both')]}
        correct={question.correct}
        problems={problems}
        onCorrect={(correct) => onChange({ correct })}
      />
      {unnamed && <NameCoupleHint before={t('answers.nameThemBefore')} />}
    </div>
  );
}
