import { useEffect, useState } from 'react';
import { createGameSocket } from '../lib/socket';

export type ResetStatus = 'resetting' | 'done' | 'failed';

/**
 * Connects as the operator, waits for the current game, sends one `resetgs`, and reports done when
 * the new game's state arrives (the reset announces the quiz again first, then the new state).
 */
export function useResetGame(operatorKey: string | null): { status: ResetStatus; error: string | null } {
  const [status, setStatus] = useState<ResetStatus>('resetting');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!operatorKey) return undefined;
    const socket = createGameSocket({ operatorKey });
    let sent = false;
    let announced = false;
    socket.on('updateState', () => {
      if (!sent) {
        sent = true;
        socket.emit('resetgs');
      } else if (announced) {
        setStatus('done');
        socket.disconnect();
      }
    });
    socket.on('quizInfo', () => {
      if (sent) announced = true;
    });
    socket.on('actionRejected', ({ msg }) => {
      setStatus('failed');
      setError(msg);
    });
    socket.on('connect_error', (err) => {
      if (socket.active) return;
      setStatus('failed');
      setError(err.message);
    });
    socket.connect();
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [operatorKey]);

  return { status, error };
}
