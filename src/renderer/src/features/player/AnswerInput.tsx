import type { AnswerValue, ShownQuestion } from '@shared/payloads';
import { AnswerButtons } from './AnswerButtons';
import { ClosestForm } from './ClosestForm';
import { OrderPicker } from './OrderPicker';
import { WhoSaidItButtons } from './WhoSaidItButtons';

interface Props {
  question: ShownQuestion;
  /** The server refused the last answer to this question: why, to show beside the answer. */
  refusal: string | null;
  /** That refused answer, so the guest can fix it rather than start again. */
  refused: AnswerValue | null;
  onAnswer: (answer: AnswerValue) => void;
}

/** How this kind of question is answered: buttons, a number, or items tapped in order. */
export function AnswerInput({ question, refusal, refused, onAnswer }: Props): React.JSX.Element {
  const note = refusal ? (
    <p className="notice answer-refusal" role="alert" data-announce>
      {refusal}
    </p>
  ) : null;
  switch (question.kind) {
    case 'closest':
      return (
        <ClosestForm
          range={question.number ?? { min: 0, max: 0, unit: null }}
          initialText={typeof refused === 'number' ? String(refused) : ''}
          refusal={refusal}
          onAnswer={onAnswer}
        />
      );
    case 'order':
      return (
        <>
          {note}
          <OrderPicker options={question.options} itemIds={question.itemIds ?? []} onAnswer={onAnswer} />
        </>
      );
    case 'trueFalse':
      return (
        <>
          {note}
          <AnswerButtons options={question.options} onAnswer={onAnswer} variant="words" />
        </>
      );
    case 'whoSaidIt':
      return (
        <>
          {note}
          <WhoSaidItButtons options={question.options} photos={question.partnerPhotos} onAnswer={onAnswer} />
        </>
      );
    default:
      return (
        <>
          {note}
          <AnswerButtons options={question.options} onAnswer={onAnswer} />
        </>
      );
  }
}
