import type { QuestionResult } from '../../net/apiTypes';
import { closestLine, orderLine } from './resultLines';
import { ShareRing } from './ShareRing';

/** A `closest` question: how many guessed near enough, and the right number with its unit. */
export function ClosestResults({ question }: { question: QuestionResult }): React.JSX.Element {
  return (
    <div className="results-question__body">
      <ShareRing part={question.correctCount} whole={question.answered} caption={closestLine(question)} />
      <div className="results-answer" data-testid="results-answer">
        <p className="results-answer__label">The answer</p>
        <p className="results-answer__number">{question.answerText}</p>
      </div>
    </div>
  );
}

/** An `order` question: how many got the exact order, and the right order as a numbered list. */
export function OrderResults({ question }: { question: QuestionResult }): React.JSX.Element {
  return (
    <div className="results-question__body">
      <ShareRing part={question.correctCount} whole={question.answered} caption={orderLine(question)} />
      <div className="results-answer" data-testid="results-answer">
        <p className="results-answer__label">The right order</p>
        <ol className="results-order">
          {question.options.map((item, i) => (
            <li key={i} className="results-order__item">
              <span className="results-order__number" aria-hidden="true">
                {i + 1}
              </span>
              <span className="results-order__text">{item}</span>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
