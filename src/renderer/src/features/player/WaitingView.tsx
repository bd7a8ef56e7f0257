import type { ReactNode } from 'react';
import { MessageCard } from '../../ui/card/MessageCard';

interface Props {
  name: string | null;
  /** A team game: the guest's table or side ("Table 7 – Lisbon"). */
  team?: ReactNode;
}

/** WAITING: joined, the game has not started. */
export function WaitingView({ name, team }: Props): React.JSX.Element {
  return (
    <MessageCard kicker="You're in!" title={name ?? 'Welcome'}>
      {team}
      <p className="card__lead">Look for your name on the big screen</p>
      <p className="card__hint">The quiz starts soon. Keep this page open.</p>
    </MessageCard>
  );
}
