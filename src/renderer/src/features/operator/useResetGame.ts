import { useEffect, useState } from 'react';
import { createGameSocket, emitNow } from '../../net/socket';
import { ClientEvent, ServerEvent } from '@shared/model/events';

export type ResetStatus = 'resetting' | 'checking' | 'done' | 'notReset' | 'failed';

/** The address a reset page moves to once it has decided to reset `gameId`. */
export function resetDoneAddress(pathname: string, gameId: string): string {
  return `${pathname}?done=${encodeURIComponent(gameId)}`;
}

/**
 * `/resetgs` resets once. A fresh load connects as the operator, reads the current game's id, moves
 * the address to `?done=<id>` (so a reload, Back/Forward or a restored tab never resets again),
 * then sends one `resetgs` naming that game (the server refuses it if that game is no longer
 * current) and reports done when a game with another id is there.
 *
 * A load with `?done=<id>` (`doneGameId`) sends nothing: it only checks that the game was reset
 * (done), or says that it was not (the reset never reached the server).
 */
export function useResetGame(
  operatorKey: string | null,
  doneGameId: string | null = null,
): { status: ResetStatus; error: string | null } {
  const [status, setStatus] = useState<ResetStatus>(doneGameId ? 'checking' : 'resetting');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!operatorKey) return undefined;
    const socket = createGameSocket({ operatorKey });
    /** The game this page resets (or reset). */
    let target = doneGameId;
    let sent = false;
    let connections = 0;
    const finish = (next: ResetStatus, message: string | null = null): void => {
      setStatus(next);
      setError(message);
      socket.disconnect();
    };
    socket.on('connect', () => {
      connections += 1;
    });
    socket.on(ServerEvent.updateState, (view) => {
      if (view.audience !== 'operator') return;
      if (target === null) {
        target = view.gameId;
        window.history.replaceState(
          window.history.state,
          '',
          resetDoneAddress(window.location.pathname, target),
        );
        sent = emitNow(socket, ClientEvent.resetgs, { gameId: target });
        if (!sent) finish('notReset');
        return;
      }
      if (view.gameId !== target) return finish('done');
      // Still the same game: a `?done` load whose reset never arrived, or the connection was lost
      // after sending (nothing is resent: a reload tells where things stand).
      if (!sent || connections > 1) finish('notReset');
    });
    socket.on(ServerEvent.actionRejected, ({ msg }) => finish('failed', msg));
    socket.on('connect_error', (err) => {
      if (socket.active) return;
      finish('failed', err.message);
    });
    socket.connect();
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [operatorKey, doneGameId]);

  return { status, error };
}
