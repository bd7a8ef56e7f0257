import type { OperatorView, ShownQuestion } from '@shared/payloads';
import { OptionChip } from '../../../ui/options/OptionChip';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage';
import { rangeText } from '../../screen/stage/kindWords';
import { KIND_NAMES } from './kindNames';
import { RevealFigures } from './RevealFigures';

/**
 * The current question with its answer, for the operator's eyes only. The text and options come
 * from the view once the state shows them; the answer key always.
 */
export function QuestionPanel({ view }: { view: OperatorView }): React.JSX.Element {
  const question = view.question;
  return (
    <section className="panel panel--question" aria-labelledby="question-title">
      <div className="question-panel__head">
        <h2 className="panel__title" id="question-title">
          Current question
        </h2>
        {question && (
          <span className="kind-badge" data-testid="operator-kind">
            {KIND_NAMES[question.kind]}
          </span>
        )}
      </div>
      {question ? (
        <>
          <p className="panel__question">{question.text}</p>
          <p className="question-panel__key" data-testid="operator-answer-key">
            <span className="question-panel__key-label">Answer</span>
            {view.answerKeyText ?? 'None: a poll has no right answer'}
          </p>
          <QuestionDetails view={view} question={question} />
          {view.reveal && <RevealFigures kind={question.kind} reveal={view.reveal} />}
        </>
      ) : (
        <p className="panel__hint">No question on screen right now.</p>
      )}
    </section>
  );
}

/** The options with the votes so far (option kinds), or the range a guess must be in (`closest`). */
function QuestionDetails({
  view,
  question,
}: {
  view: OperatorView;
  question: ShownQuestion;
}): React.JSX.Element | null {
  // The range in the screen's words (the display language), as the room sees it.
  const { t } = useTranslation('screen');
  const language = useLanguage();
  if (question.kind === 'closest') {
    return question.number ? (
      <p className="panel__hint">Guesses {rangeText(t, question.number, language)}</p>
    ) : null;
  }
  if (question.kind === 'order' || question.options.length === 0) return null;
  return (
    <ul className="panel__options question-panel__options" aria-label="Options and responses so far">
      {question.options.map((text, index) => (
        <li key={index} className="question-panel__option">
          <OptionChip
            index={index}
            text={text}
            correct={index === view.answerKey && question.kind !== 'poll'}
          />
          {view.responses && (
            <span className="question-panel__count" aria-label={`${view.responses[index] ?? 0} answers`}>
              {view.responses[index] ?? 0}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
