import { BOTH_LABEL } from '@shared/questionKinds';
import type { KindFieldsProps } from './kindFieldsProps';
import { AnswerRadios } from './AnswerRadios';
import { fieldId } from '../../quizProblems';
import { focusField } from '../../focusField';

const UNNAMED = ['First partner', 'Second partner'];

/** Who said it (who is more likely to…): one of the couple, or both; the names come from the quiz details. */
export function WhoSaidItFields({
  question,
  path,
  problems,
  partners,
  onChange,
}: KindFieldsProps): React.JSX.Element {
  const names = [0, 1].map((i) => partners[i]?.name.trim() || UNNAMED[i] || '');
  const unnamed = partners.some((p) => p.name.trim() === '');
  return (
    <div className="who-said-it">
      <AnswerRadios
        path={path}
        group={`question-${question.id}-who`}
        legend="Who is the right answer"
        labels={[...names, BOTH_LABEL]}
        correct={question.correct}
        problems={problems}
        onCorrect={(correct) => onChange({ correct })}
      />
      {unnamed && (
        <p className="field__hint">
          The buttons show the couple&apos;s first names:{' '}
          <a
            href={`#${fieldId('partners.0.name')}`}
            onClick={(e) => {
              e.preventDefault();
              focusField(document.getElementById(fieldId('partners.0.name')));
            }}
          >
            name them in “The couple and the quiz”
          </a>
          .
        </p>
      )}
    </div>
  );
}
