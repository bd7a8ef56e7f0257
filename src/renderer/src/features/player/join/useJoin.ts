import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientEvent, ServerEvent } from '@shared/model/events';
import type { GameSocket } from '../../../net/socket';
import type { ServerMessage } from '../../../i18n/serverWords';
import { sessionEndedWords } from './joinWords';
import { PHONE_NS } from '../phoneT';
import { forgetPlayerToken, savePlayerToken } from './playerToken';

export interface Join {
  /** The name the server accepted (it may have trimmed it). */
  username: string | null;
  /** A join request is on its way. */
  joining: boolean;
  /** The server's refusal: its code and params, worded by the join form in the guest's language. */
  joinError: ServerMessage | null;
  /** Why the guest is back at the join form (removed, new game, unknown token). */
  notice: string | null;
  /** Attaches the join events (`onEnded` runs when the server ends the session). */
  listen: (socket: GameSocket) => void;
  /** `team`: the table or side in a team game; null in a solo game (the name goes alone, as ever). */
  join: (socket: GameSocket, name: string, team: number | null) => void;
  /** A refusal heard another way (the HTTP join sent before the app came). */
  refused: (refusal: ServerMessage) => void;
}

/** Joining with a name, and the token that makes a reload or a woken phone the same player. */
export function useJoin(onEnded: () => void): Join {
  const [username, setUsername] = useState<string | null>(null);
  const [joining, setJoining] = useState(false);
  const [joinError, setJoinError] = useState<ServerMessage | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Read when a message comes, not a dependency: a new language must not re-attach the listeners.
  const { t } = useTranslation(PHONE_NS);
  const words = useRef(t);
  words.current = t;

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
      socket.on(ServerEvent.joinGameError, (refusal) => {
        setJoining(false);
        setJoinError(refusal);
      });
      socket.on(ServerEvent.sessionEnded, (ended) => {
        forgetPlayerToken();
        socket.auth = {};
        setUsername(null);
        setJoining(false);
        onEnded();
        setNotice(sessionEndedWords(words.current, ended));
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

  const refused = useCallback((refusal: ServerMessage) => {
    setJoining(false);
    setJoinError(refusal);
  }, []);

  return { username, joining, joinError, notice, listen, join, refused };
}
