import { MessageCard } from '../../ui/card/MessageCard';

/** WAITING: joined, the game has not started. */
export function WaitingView({ name }: { name: string | null }): React.JSX.Element {
  return (
    <MessageCard kicker="You're in!" title={name ?? 'Welcome'}>
      <p className="card__lead">Look for your name on the big screen</p>
      <p className="card__hint">The quiz starts soon. Keep this page open.</p>
    </MessageCard>
  );
}
