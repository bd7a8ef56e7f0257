import { useTranslation } from 'react-i18next';
import type { QuestionResult } from '../../net/apiTypes';
import { useLanguage } from '../../i18n/useLanguage';
import { closestLine, orderLine } from './resultLines';
import { ShareRing } from './ShareRing';

/** A `closest` question: how many guessed near enough, and the right number with its unit. */
export function ClosestResults({ question }: { question: QuestionResult }): React.JSX.Element {
  const { t } = useTranslation('results');
  const language = useLanguage();
  return (
    <div className="results-question__body">
      <ShareRing
        part={question.correctCount}
        whole={question.answered}
        caption={closestLine(t, question, language)}
      />
      <div className="results-answer" data-testid="results-answer">
        <p className="results-answer__label">{t('question.answer')}</p>
        <p className="results-answer__number" dir="auto">
          {question.answerText}
        </p>
      </div>
    </div>
  );
}

/** An `order` question: how many got the exact order, and the right order as a numbered list. */
export function OrderResults({ question }: { question: QuestionResult }): React.JSX.Element {
  const { t } = useTranslation('results');
  const language = useLanguage();
  return (
    <div className="results-question__body">
      <ShareRing
        part={question.correctCount}
        whole={question.answered}
        caption={orderLine(t, question, language)}
      />
      <div className="results-answer" data-testid="results-answer">
        <p className="results-answer__label">{t('question.rightOrder')}</p>
        <ol className="results-order">
          {question.options.map((item, i) => (
            <li key={i} className="results-order__item">
              <span className="results-order__number" aria-hidden="true">
                {i + 1}
              </span>
              <span className="results-order__text" dir="auto">
                {item}
              </span>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
