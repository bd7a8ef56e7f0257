import { useTranslation } from 'react-i18next';
import type { QuestionResult } from '../../net/apiTypes';
import { useLanguage } from '../../i18n/useLanguage';
import { keepsakeCardFor } from '../../kinds/keepsake';
import { summaryLine } from './resultLines';

/** How the room answered, in the kind's own way (src/renderer/src/kinds/<kind>). */
function Body({ question }: { question: QuestionResult }): React.JSX.Element {
  const KeepsakeCard = keepsakeCardFor(question.kind);
  return <KeepsakeCard question={question} />;
}

/** One question: how the room answered, the right answer, and the story behind it. */
export function QuestionResultCard({
  question,
  number,
}: {
  question: QuestionResult;
  number: number;
}): React.JSX.Element {
  const { t } = useTranslation('results');
  const language = useLanguage();
  const optionKind = question.kind !== 'closest' && question.kind !== 'order';
  return (
    <article className="results-question" data-testid="results-question" data-kind={question.kind}>
      <p className="results-question__kicker">
        {t('question.kicker', { number, kind: t(`question.kinds.${question.kind}`) })}
      </p>
      <h3 className="results-question__text" dir="auto">
        {question.text}
      </h3>
      <Body question={question} />
      {optionKind && (
        <p className="results-question__summary" data-testid="results-summary">
          {question.kind === 'poll' && <strong>{t('question.poll')}</strong>}
          {summaryLine(t, question, language)}
        </p>
      )}
      {question.explanation && (
        <div className="results-story">
          <p className="results-story__label">{t('question.story')}</p>
          <p className="results-story__text" dir="auto">
            {question.explanation}
          </p>
        </div>
      )}
    </article>
  );
}
