import type { ConnectionStatus } from '../../hooks/useGameSocket';

/** A small note while the connection is being restored; nothing when all is well. */
export function ConnectionBadge({ status }: { status: ConnectionStatus }): React.JSX.Element | null {
  if (status !== 'reconnecting') return null;
  return (
    <p className="connection-badge" role="status">
      Reconnecting…
    </p>
  );
}
