import { useCallback, useState } from 'react';
import { ClientEvent, ServerEvent } from '@shared/events';
import type { GameSocket } from '../../net/socket';
import { sessionEndedWords } from './joinWords';
import { forgetPlayerToken, savePlayerToken } from './playerToken';

export interface Join {
  /** The name the server accepted (it may have trimmed it). */
  username: string | null;
  /** A join request is on its way. */
  joining: boolean;
  joinError: string | null;
  /** Why the guest is back at the join form (removed, new game, unknown token). */
  notice: string | null;
  /** Attaches the join events (`onEnded` runs when the server ends the session). */
  listen: (socket: GameSocket) => void;
  /** `team`: the table or side in a team game; null in a solo game (the name goes alone, as ever). */
  join: (socket: GameSocket, name: string, team: number | null) => void;
}

/** Joining with a name, and the token that makes a reload or a woken phone the same player. */
export function useJoin(onEnded: () => void): Join {
  const [username, setUsername] = useState<string | null>(null);
  const [joining, setJoining] = useState(false);
  const [joinError, setJoinError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const listen = useCallback(
    (socket: GameSocket) => {
      socket.on(ServerEvent.joinedGame, ({ username: name, token }) => {
        savePlayerToken(token);
        // Reconnections after a network drop must come back as this player.
        socket.auth = { token };
        setUsername(name);
        setJoining(false);
        setJoinError(null);
        setNotice(null);
      });
      socket.on(ServerEvent.joinGameError, ({ msg }) => {
        setJoining(false);
        setJoinError(msg);
      });
      socket.on(ServerEvent.sessionEnded, (ended) => {
        forgetPlayerToken();
        socket.auth = {};
        setUsername(null);
        setJoining(false);
        onEnded();
        setNotice(sessionEndedWords(ended));
      });
      socket.on('disconnect', () => setJoining(false));
    },
    [onEnded],
  );

  const join = useCallback((socket: GameSocket, name: string, team: number | null) => {
    setJoining(true);
    setJoinError(null);
    setNotice(null);
    socket.emit(ClientEvent.joinGame, team === null ? name : { username: name, team });
  }, []);

  return { username, joining, joinError, notice, listen, join };
}
