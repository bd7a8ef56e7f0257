import type { AnswerValue, ShownQuestion } from '@shared/payloads';
import { AnswerChip } from './AnswerChip';
import { answerInWords, hasLetters, orderLabels } from './answerWords';

interface Props {
  question: ShownQuestion;
  answer: AnswerValue;
  /** At the reveal: a cross on a wrong option. */
  wrong?: boolean;
}

/** What the guest sent, per kind: "You chose" an option, "Your vote", "You answered: 42 countries", "Your order". */
export function MyAnswer({ question, answer, wrong = false }: Props): React.JSX.Element {
  if (Array.isArray(answer)) {
    return (
      <div className="my-answer">
        <p className="my-answer__label">Your order:</p>
        <ol className="my-answer__order">
          {orderLabels(question, answer).map((text, index) => (
            <li key={index}>{text}</li>
          ))}
        </ol>
      </div>
    );
  }
  if (question.kind === 'closest') {
    return (
      <p className="card__lead my-answer">
        You answered: <strong className="my-answer__number">{answerInWords(question, answer)}</strong>
      </p>
    );
  }
  const index = answer as number;
  return (
    <div className="card__chip my-answer">
      <p className="my-answer__label">{question.kind === 'poll' ? 'Your vote:' : 'You chose:'}</p>
      <AnswerChip
        index={index}
        text={answerInWords(question, index)}
        letter={hasLetters(question.kind)}
        mark={wrong ? 'wrong' : undefined}
      />
    </div>
  );
}
