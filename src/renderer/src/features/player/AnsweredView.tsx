import { OptionChip } from '../../ui/options/OptionChip';
import { MessageCard } from '../../ui/card/MessageCard';

interface Props {
  options: readonly string[];
  answer: number | null;
}

/** ANSWERED: the tap was taken; the guest waits for the reveal. */
export function AnsweredView({ options, answer }: Props): React.JSX.Element {
  const text = answer === null ? undefined : options[answer];
  return (
    <MessageCard title="Answer submitted">
      {answer !== null && text !== undefined && (
        <div className="card__chip">
          <p className="card__hint">You chose</p>
          <OptionChip index={answer} text={text} />
        </div>
      )}
      <p className="card__hint">Waiting for the others…</p>
    </MessageCard>
  );
}
