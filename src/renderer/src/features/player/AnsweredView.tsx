import type { AnswerValue, ShownQuestion } from '@shared/payloads';
import { MessageCard } from '../../ui/card/MessageCard';
import { MyAnswer } from './MyAnswer';

interface Props {
  question: ShownQuestion;
  answer: AnswerValue | null;
}

/** ANSWERED: the answer was taken; the guest sees what they sent and waits for the reveal. */
export function AnsweredView({ question, answer }: Props): React.JSX.Element {
  return (
    <MessageCard title={question.kind === 'poll' ? 'Vote submitted' : 'Answer submitted'}>
      {answer !== null && <MyAnswer question={question} answer={answer} />}
      <p className="card__hint">Waiting for the others…</p>
    </MessageCard>
  );
}
