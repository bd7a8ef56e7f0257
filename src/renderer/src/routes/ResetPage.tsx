import { useEffect, useState } from 'react';
import { Spinner } from '../ui/feedback/Spinner';
import { WeddingLayout } from '../ui/layout/WeddingLayout';
import { MessageCard } from '../ui/card/MessageCard';
import { useResetGame } from '../features/operator/useResetGame';
import { findOperatorKey } from '../features/operator/key/operatorKey';
import { Route } from '@shared/routes';

/**
 * `/resetgs`: with the operator key, loading it resets the game, once (see useResetGame: the address
 * then names the game it reset, and loading that address again resets nothing); without the key it
 * sends nothing.
 */
export function ResetPage(): React.JSX.Element {
  const [operatorKey] = useState(findOperatorKey);
  const [doneGameId] = useState(() => new URLSearchParams(window.location.search).get('done'));
  const { status, error } = useResetGame(operatorKey, doneGameId);
  useEffect(() => {
    document.title = 'Wedding Quiz — Reset';
  }, []);

  let body: React.JSX.Element;
  if (!operatorKey) {
    body = (
      <MessageCard kicker="Reset" title="Only the operator can reset the game.">
        <p className="card__hint">
          Open this page from the operator panel, or with the operator link. Nothing was changed.
        </p>
      </MessageCard>
    );
  } else if (status === 'done') {
    body = (
      <MessageCard kicker="Reset" title="OK">
        <p className="card__hint">
          A new game has started: every guest is back at the join form, and the scores start from zero.
        </p>
        <p className="card__hint">
          The old game is kept: its results are under Games &amp; results in the operator panel.
        </p>
        <p className="card__hint">Reloading this page does not reset the game again.</p>
      </MessageCard>
    );
  } else if (status === 'notReset') {
    body = (
      <MessageCard kicker="Reset" title="The game was not reset.">
        <p className="card__hint">The reset did not reach the game server; the game goes on as it was.</p>
        <p className="card__hint">
          <a href={Route.reset}>Reset the game now</a>
        </p>
      </MessageCard>
    );
  } else if (status === 'failed') {
    body = (
      <MessageCard kicker="Reset" title="The game was not reset.">
        <p className="form-error">{error}</p>
      </MessageCard>
    );
  } else {
    body = (
      <>
        <h1 className="visually-hidden">Reset the game</h1>
        <Spinner label={status === 'checking' ? 'Checking…' : 'Resetting…'} />
      </>
    );
  }
  return (
    <WeddingLayout variant="player" quiz={null}>
      {/* In the page from the start, so the outcome is announced when it replaces the spinner. */}
      <div className="reset-page" aria-live="polite">
        {body}
      </div>
    </WeddingLayout>
  );
}
