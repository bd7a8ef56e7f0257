import { TRUE_FALSE_LABELS } from '@shared/questionKinds';
import type { KindFieldsProps } from './kindFieldsProps';
import { AnswerRadios } from './AnswerRadios';

/** True or false: which one is right. */
export function TrueFalseFields({ question, path, problems, onChange }: KindFieldsProps): React.JSX.Element {
  return (
    <AnswerRadios
      path={path}
      group={`question-${question.id}-truth`}
      legend="The statement is"
      labels={TRUE_FALSE_LABELS}
      correct={question.correct}
      problems={problems}
      onCorrect={(correct) => onChange({ correct })}
    />
  );
}
