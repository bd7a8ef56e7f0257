import type { OperatorView } from '@shared/payloads';
import { OptionChip } from '../../../ui/options/OptionChip';

/**
 * The current question with its answer, for the operator's eyes only. The text and options come
 * from the view once the state shows them; the answer key always.
 */
export function QuestionPanel({ view }: { view: OperatorView }): React.JSX.Element {
  const question = view.question;
  return (
    <section className="panel panel--question" aria-labelledby="question-title">
      <h2 className="panel__title" id="question-title">
        Current question
      </h2>
      {question ? (
        <>
          <p className="panel__question">{question.text}</p>
          <div className="panel__options">
            {question.options.map((text, index) => (
              <OptionChip key={index} index={index} text={text} correct={index === view.answerKey} />
            ))}
          </div>
          {view.responses && (
            <p className="panel__hint">
              Responses: {view.responses.slice(0, question.options.length).join(' · ')}
            </p>
          )}
        </>
      ) : (
        <p className="panel__hint">No question on screen right now.</p>
      )}
    </section>
  );
}
