import { useTranslation } from 'react-i18next';
import type { KindFieldsProps } from '../../features/editor/questions/kinds/kindFieldsProps';
import { AnswerRadios } from '../../features/editor/questions/kinds/AnswerRadios';

/** True or false: which one is right. */
export function TrueFalseFields({ question, path, problems, onChange }: KindFieldsProps): React.JSX.Element {
  const { t } = useTranslation('editor');
  return (
    <AnswerRadios
      path={path}
      group={`question-${question.id}-truth`}
      legend={t('answers.statement')}
      labels={[t('answers.true'), t('answers.false')]}
      correct={question.correct}
      problems={problems}
      onCorrect={(correct) => onChange({ correct })}
    />
  );
}
