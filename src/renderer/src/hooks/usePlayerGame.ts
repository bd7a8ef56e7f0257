import { useCallback, useRef, useState } from 'react';
import type { PlayerView } from '@shared/payloads';
import { forgetPlayerToken, loadPlayerToken, savePlayerToken } from '../lib/playerToken';
import type { GameSocket } from '../lib/socket';
import { useGameSocket, type GameConnection } from './useGameSocket';

export interface SentAnswer {
  questionNo: number;
  answer: number;
}

export interface PlayerGame extends GameConnection<PlayerView> {
  /** The name the server accepted (it may have trimmed it). */
  username: string | null;
  /** A join request is on its way. */
  joining: boolean;
  joinError: string | null;
  /** Why the guest is back at the join form (removed, new game, unknown token). */
  notice: string | null;
  /** Why the server refused the last answer; cleared when the game moves on. */
  answerError: string | null;
  /** The answer this phone sent for the current question, shown before the server confirms it. */
  sentAnswer: SentAnswer | null;
  join: (name: string) => void;
  answer: (questionNo: number, option: number) => void;
}

/** The guest's connection: join with a name, answer once per question, come back with the token. */
export function usePlayerGame(): PlayerGame {
  const [auth] = useState(() => {
    const token = loadPlayerToken();
    return token ? { token } : {};
  });
  const [username, setUsername] = useState<string | null>(null);
  const [joining, setJoining] = useState(false);
  const [joinError, setJoinError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [answerError, setAnswerError] = useState<string | null>(null);
  const [sentAnswer, setSentAnswerState] = useState<SentAnswer | null>(null);
  // The ref answers "was this question already answered?" synchronously, between two quick taps.
  const sentRef = useRef<SentAnswer | null>(null);
  const setSentAnswer = useCallback((sent: SentAnswer | null) => {
    sentRef.current = sent;
    setSentAnswerState(sent);
  }, []);

  const register = useCallback(
    (socket: GameSocket) => {
      socket.on('joinedGame', ({ username: name, token }) => {
        savePlayerToken(token);
        // Reconnections after a network drop must come back as this player.
        socket.auth = { token };
        setUsername(name);
        setJoining(false);
        setJoinError(null);
        setNotice(null);
      });
      socket.on('joinGameError', ({ msg }) => {
        setJoining(false);
        setJoinError(msg);
      });
      socket.on('sessionEnded', ({ msg }) => {
        forgetPlayerToken();
        socket.auth = {};
        setUsername(null);
        setJoining(false);
        setSentAnswer(null);
        setNotice(msg);
      });
      socket.on('answerRejected', ({ msg }) => {
        setSentAnswer(null);
        setAnswerError(msg);
      });
      let lastState: number | null = null;
      socket.on('updateState', (view) => {
        if (view.state !== lastState) setAnswerError(null);
        lastState = view.state;
      });
      socket.on('userAnswered', ({ questionNo, answer }) => {
        setSentAnswer({ questionNo, answer });
      });
      socket.on('disconnect', () => setJoining(false));
    },
    [setSentAnswer],
  );

  const connection = useGameSocket('player', auth, register);
  const { socket } = connection;

  const join = useCallback(
    (name: string) => {
      if (!socket) return;
      setJoining(true);
      setJoinError(null);
      setNotice(null);
      socket.emit('joinGame', name);
    },
    [socket],
  );

  const answer = useCallback(
    (questionNo: number, option: number) => {
      if (!socket) return;
      // Once per question: a second tap (or a tap while the first is on its way) sends nothing.
      if (sentRef.current?.questionNo === questionNo) return;
      setSentAnswer({ questionNo, answer: option });
      setAnswerError(null);
      socket.emit('userAnsweredQuestion', { questionNo, answer: option });
    },
    [socket, setSentAnswer],
  );

  return {
    ...connection,
    username: connection.view?.name ?? username,
    joining,
    joinError,
    notice,
    answerError,
    sentAnswer,
    join,
    answer,
  };
}
