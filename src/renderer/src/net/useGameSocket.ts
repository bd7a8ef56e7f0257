import { useEffect, useState } from 'react';
import type { GameView, HandshakeAuth } from '@shared/payloads';
import type { QuizInfo } from '@shared/quiz';
import { clockOffsetOf } from '../ui/countdown/countdown';
import { createGameSocket, type GameSocket } from './socket';
import { ServerEvent } from '@shared/events';

export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'failed';

export type ViewOf<A extends GameView['audience']> = Extract<GameView, { audience: A }>;

export interface GameConnection<V> {
  socket: GameSocket | null;
  status: ConnectionStatus;
  /** Why the connection failed for good (e.g. "Wrong operator key"). */
  error: string | null;
  quiz: QuizInfo | null;
  view: V | null;
  /** Server clock minus device clock when the view arrived: timers subtract it. */
  clockOffsetMs: number;
}

/**
 * Role-specific listeners, attached before the socket connects (so no event can be missed) and
 * removed with the socket. Keep it stable (useCallback): a new function means a new socket.
 */
export type RegisterListeners = (socket: GameSocket) => void;

/**
 * One socket for the lifetime of the page (or of `auth`): connection status, the quiz, and the
 * latest view for `audience`. Role hooks add their own events through `register`.
 */
export function useGameSocket<A extends GameView['audience']>(
  audience: A,
  auth: HandshakeAuth | null,
  register?: RegisterListeners,
): GameConnection<ViewOf<A>> {
  const [socket, setSocket] = useState<GameSocket | null>(null);
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  const [error, setError] = useState<string | null>(null);
  const [quiz, setQuiz] = useState<QuizInfo | null>(null);
  const [view, setView] = useState<{ view: ViewOf<A>; offset: number } | null>(null);
  const authKey = auth ? JSON.stringify(auth) : null;

  useEffect(() => {
    if (authKey === null) return undefined;
    const s = createGameSocket(JSON.parse(authKey) as HandshakeAuth);
    setStatus('connecting');
    setError(null);
    s.on('connect', () => setStatus('connected'));
    let knock: number | undefined;
    s.on('disconnect', (reason) => {
      setStatus('reconnecting');
      // The library retries by itself after a network drop or a server restart, but not when the
      // server cut this socket off (e.g. too many messages): knock again after a moment, so a guest
      // is never stuck.
      if (reason === 'io server disconnect') {
        knock = window.setTimeout(() => s.connect(), 1000 + Math.random() * 2000);
      }
    });
    s.on('connect_error', (err) => {
      // A refused handshake (wrong key) is final; a network error is retried by the library.
      if (s.active) {
        setStatus((current) => (current === 'connecting' ? 'connecting' : 'reconnecting'));
        console.warn('connection failed', err.message);
      } else {
        setStatus('failed');
        setError(err.message);
      }
    });
    s.on(ServerEvent.quizInfo, setQuiz);
    s.on(ServerEvent.updateState, (next) => {
      if (next.audience !== audience) return;
      setView({ view: next as ViewOf<A>, offset: clockOffsetOf(next.timer, Date.now()) });
    });
    register?.(s);
    // A phone back on the Wi-Fi, or woken up, tries at once instead of waiting out the backoff
    // (up to 5 s). A socket that gave up for good (wrong key) or was cut off by the server is
    // left to the code above.
    const reconnectNow = (): void => {
      if (s.connected || !s.active || document.visibilityState === 'hidden') return;
      s.disconnect();
      s.connect();
    };
    window.addEventListener('online', reconnectNow);
    document.addEventListener('visibilitychange', reconnectNow);
    s.connect();
    setSocket(s);
    return () => {
      window.removeEventListener('online', reconnectNow);
      document.removeEventListener('visibilitychange', reconnectNow);
      window.clearTimeout(knock);
      s.removeAllListeners();
      s.disconnect();
      setSocket(null);
    };
  }, [authKey, audience, register]);

  return {
    socket,
    status,
    error,
    quiz,
    view: view?.view ?? null,
    clockOffsetMs: view?.offset ?? 0,
  };
}
