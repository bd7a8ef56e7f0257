import type { AnswerValue, ShownQuestion } from '@shared/payloads';
import { MessageCard } from '../../ui/card/MessageCard';
import { MyAnswer } from './MyAnswer';

export const OFFLINE_ANSWER_TEXT = 'No connection — your answer will be sent when you are back';

interface Props {
  question: ShownQuestion;
  answer: AnswerValue;
  /** The phone is connected to the server right now. */
  online: boolean;
}

/**
 * The guest sent an answer and the server has not confirmed it yet: "Answer submitted" is only
 * shown once the answer is safely stored. Offline, the answer waits on the phone and says so.
 */
export function SendingView({ question, answer, online }: Props): React.JSX.Element {
  return (
    <MessageCard title="Sending…">
      <MyAnswer question={question} answer={answer} />
      {online ? (
        <p className="card__hint">Waiting for the quiz to confirm your answer…</p>
      ) : (
        <p className="notice">{OFFLINE_ANSWER_TEXT}</p>
      )}
    </MessageCard>
  );
}
