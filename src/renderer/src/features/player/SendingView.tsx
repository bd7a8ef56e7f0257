import { OptionChip } from '../../ui/options/OptionChip';
import { MessageCard } from '../../ui/card/MessageCard';

export const OFFLINE_ANSWER_TEXT = 'No connection — your answer will be sent when you are back';

interface Props {
  options: readonly string[];
  answer: number;
  /** The phone is connected to the server right now. */
  online: boolean;
}

/**
 * The guest tapped an answer and the server has not confirmed it yet: "Answer submitted" is only
 * shown once the answer is safely stored. Offline, the answer waits on the phone and says so.
 */
export function SendingView({ options, answer, online }: Props): React.JSX.Element {
  const text = options[answer];
  return (
    <MessageCard title="Sending…">
      {text !== undefined && (
        <div className="card__chip">
          <p className="card__hint">You chose</p>
          <OptionChip index={answer} text={text} />
        </div>
      )}
      {online ? (
        <p className="card__hint">Waiting for the quiz to confirm your answer…</p>
      ) : (
        <p className="notice">{OFFLINE_ANSWER_TEXT}</p>
      )}
    </MessageCard>
  );
}
