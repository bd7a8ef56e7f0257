import { useTranslation } from 'react-i18next';
import type { QuestionResult } from '../../net/apiTypes';
import { formatNumber } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { optionLook } from '../../ui/options/optionLook';
import { OptionShape } from '../../ui/options/OptionShape';
import { ResultsChart } from './ResultsChart';
import { percent, topVotes } from './resultLines';

/** Signs beside the words: the tick of the right answer, the heart of a poll's favourite. */
const SIGN = { correct: '✓', top: '♥' } as const;

/** The marks beside an option: the right answer, or (a poll) the room's favourite. */
function Mark({ correct, top }: { correct: boolean; top: boolean }): React.JSX.Element | null {
  const { t } = useTranslation('results');
  if (!correct && !top) return null;
  // The space before keeps the words apart from the option's, for screen readers and copied text.
  return (
    <>
      {' '}
      <span className={`results-options__mark results-options__mark--${correct ? 'correct' : 'top'}`}>
        <span aria-hidden="true">{correct ? SIGN.correct : SIGN.top}</span>{' '}
        {correct ? t('question.rightAnswer') : t('question.mostVotes')}
      </span>
    </>
  );
}

/**
 * The option kinds (choice, true or false, who said it, poll): the chart and each option with its
 * count; the right option marked, or for a poll the favourite (a poll has no right answer).
 */
export function OptionResults({ question }: { question: QuestionResult }): React.JSX.Element {
  const language = useLanguage();
  const poll = question.kind === 'poll';
  const top = poll ? topVotes(question.responses) : new Set<number>();
  return (
    <div className="results-question__body">
      <ResultsChart responses={question.responses} correct={question.correct} />
      <ol className="results-options">
        {question.options.map((text, i) => {
          const look = optionLook(i);
          const correct = i === question.correct;
          const count = question.responses[i] ?? 0;
          const marked = correct || top.has(i);
          return (
            <li
              key={look.label}
              className={`results-options__item option--${look.colour}${marked ? ' results-options__item--marked' : ''}`}
              data-correct={correct ? 'true' : undefined}
              data-top={top.has(i) ? 'true' : undefined}
            >
              <span className="results-options__badge">
                <OptionShape look={look} />
                {look.label}
              </span>
              <span className="results-options__text">
                <bdi>{text}</bdi>
                <Mark correct={correct} top={top.has(i)} />
              </span>
              <span className="results-options__count">
                {formatNumber(count, language)} <small>({percent(count, question.answered, language)})</small>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
