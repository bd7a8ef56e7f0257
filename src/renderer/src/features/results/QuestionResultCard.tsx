import type { QuestionResult } from '../../net/apiTypes';
import { optionLook } from '../../ui/options/optionLook';
import { OptionShape } from '../../ui/options/OptionShape';
import { ResultsChart } from './ResultsChart';

function percent(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)}%` : '–';
}

/** One question: how the room answered, the correct option marked. */
export function QuestionResultCard({
  question,
  number,
}: {
  question: QuestionResult;
  number: number;
}): React.JSX.Element {
  return (
    <article className="results-question" data-testid="results-question">
      <p className="results-question__kicker">Question {number}</p>
      <h3 className="results-question__text">{question.text}</h3>
      <div className="results-question__body">
        <ResultsChart responses={question.responses} correct={question.correct} />
        <ol className="results-options">
          {question.options.map((text, i) => {
            const look = optionLook(i);
            const correct = i === question.correct;
            const count = question.responses[i] ?? 0;
            return (
              <li
                key={look.label}
                className={`results-options__item option--${look.colour}${correct ? ' results-options__item--correct' : ''}`}
                data-correct={correct ? 'true' : undefined}
              >
                <span className="results-options__badge">
                  <OptionShape look={look} />
                  {look.label}
                </span>
                <span className="results-options__text">
                  {text}
                  {correct && (
                    <span className="results-options__check" role="img" aria-label="correct answer">
                      ✓
                    </span>
                  )}
                </span>
                <span className="results-options__count">
                  {count} <small>({percent(count, question.answered)})</small>
                </span>
              </li>
            );
          })}
        </ol>
      </div>
      <p className="results-question__summary">
        {question.answered} answered · {question.correctCount} right (
        {percent(question.correctCount, question.answered)})
      </p>
    </article>
  );
}
