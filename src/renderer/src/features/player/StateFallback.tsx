import { MessageCard } from '../../ui/card/MessageCard';

/** A state the phone has no card for (or a question that is not there): keep the page open. */
export function StateFallback({ state, name }: { state: number; name: string | null }): React.JSX.Element {
  return (
    <MessageCard kicker={name ?? 'Guest'} title={`State ${state}`}>
      <p className="card__hint">Keep this page open.</p>
    </MessageCard>
  );
}
