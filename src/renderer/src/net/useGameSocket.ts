import { useEffect, useState } from 'react';
import type { GameView, HandshakeAuth } from '@shared/wire/payloads';
import { filledIn } from '@shared/model/operatorRanking';
import type { QuizInfo } from '@shared/wire/quiz';
import { clockOffsetOf } from '../ui/countdown/countdown';
import { connectOnce, createGameSocket, type ConnectionStatus, type GameSocket } from './socket';
import { reconnectWhenBack, trackConnection } from './socketLifecycle';
import { takeEarly } from './earlySocket';
import { onPhoneView } from './phoneViews';
import { ServerEvent } from '@shared/model/events';

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
    const early = takeEarly(authKey);
    const s = early?.socket ?? createGameSocket(JSON.parse(authKey) as HandshakeAuth);
    setStatus(s.connected ? 'connected' : 'connecting');
    setError(null);
    const stopKnocking = trackConnection(s, { setStatus, setError });
    s.on(ServerEvent.quizInfo, setQuiz);
    if (audience === 'player') {
      // A message with the guest's own part only keeps the clock offset of the step's shared part.
      onPhoneView(s, (next, { shared }) =>
        setView((last) => ({
          view: next as ViewOf<A>,
          offset: shared ? clockOffsetOf(shared.timer, Date.now()) : (last?.offset ?? 0),
        })),
      );
    } else {
      s.on(ServerEvent.updateState, (next) => {
        if (next.audience !== audience) return;
        const offset = clockOffsetOf(next.timer, Date.now());
        // An operator's view may leave out an unchanged ranking: it keeps the one it has (issue 29).
        setView((last) => ({ view: filledIn(next, last?.view) as ViewOf<A>, offset }));
      });
    }
    register?.(s);
    const stopWatching = reconnectWhenBack(s);
    early?.replay();
    // The early socket is already on its way: connecting it again would break it (connectOnce).
    connectOnce(s);
    setSocket(s);
    return () => {
      stopWatching();
      stopKnocking();
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
