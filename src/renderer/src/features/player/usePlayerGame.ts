import { useCallback, useRef, useState } from 'react';
import type { PlayerView } from '@shared/payloads';
import { forgetPlayerToken, loadPlayerToken, savePlayerToken } from './playerToken';
import { emitNow, type GameSocket } from '../../net/socket';
import type { AnswerRejection, SentAnswer } from './playerState';
import { useGameSocket, type GameConnection } from '../../net/useGameSocket';
import { ClientEvent, ServerEvent } from '@shared/events';

export type { AnswerRejection, SentAnswer };

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
  /** The answer this phone chose for the current question: sending until the server confirms it. */
  sentAnswer: SentAnswer | null;
  /** The last answer the server refused, and why; kept until the next answer or question. */
  answerRejection: AnswerRejection | null;
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
  const [answerRejection, setAnswerRejection] = useState<AnswerRejection | null>(null);
  // The ref answers "was this question already answered?" synchronously, between two quick taps.
  const sentRef = useRef<SentAnswer | null>(null);
  const setSentAnswer = useCallback((sent: SentAnswer | null) => {
    sentRef.current = sent;
    setSentAnswerState(sent);
  }, []);

  const register = useCallback(
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
      socket.on(ServerEvent.sessionEnded, ({ msg }) => {
        forgetPlayerToken();
        socket.auth = {};
        setUsername(null);
        setJoining(false);
        setSentAnswer(null);
        setAnswerRejection(null);
        setNotice(msg);
      });
      socket.on(ServerEvent.answerRejected, ({ questionNo, msg }) => {
        const sent = sentRef.current;
        if (sent && (questionNo === null || questionNo === sent.questionNo)) {
          // A second copy of an answer that already counted: nothing to tell.
          if (sent.delivery === 'confirmed') return;
          setSentAnswer(null);
          setAnswerRejection({ questionNo: sent.questionNo, answer: sent.answer, msg });
        }
        setAnswerError(msg);
      });
      // After every (re)connection the server's first view says whether an answer still on its way
      // got there (the ack may have been lost with the old connection); if not, it goes out now, and
      // the server's reply (accepted, or refused with its reason) is shown as it comes.
      let resync = false;
      socket.on('connect', () => {
        resync = true;
      });
      let lastState: number | null = null;
      socket.on(ServerEvent.updateState, (view) => {
        if (view.state !== lastState) setAnswerError(null);
        lastState = view.state;
        if (view.audience !== 'player' || !resync) return;
        resync = false;
        const sent = sentRef.current;
        if (sent?.delivery !== 'sending') return;
        if (view.questionNumber === sent.questionNo && view.myAnswer !== null) {
          setSentAnswer({ questionNo: sent.questionNo, answer: view.myAnswer, delivery: 'confirmed' });
        } else if (view.name !== null) {
          emitNow(socket, ClientEvent.userAnsweredQuestion, {
            questionNo: sent.questionNo,
            answer: sent.answer,
          });
        }
      });
      socket.on(ServerEvent.userAnswered, ({ questionNo, answer }) => {
        setSentAnswer({ questionNo, answer, delivery: 'confirmed' });
        setAnswerRejection((r) => (r?.questionNo === questionNo ? null : r));
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
      socket.emit(ClientEvent.joinGame, name);
    },
    [socket],
  );

  const answer = useCallback(
    (questionNo: number, option: number) => {
      if (!socket) return;
      // Once per question: a second tap (or a tap while the first is on its way) sends nothing.
      if (sentRef.current?.questionNo === questionNo) return;
      // "Sending…" until the server says the answer is on disk. Offline, it waits here (never in
      // the library's buffer) and goes out when the connection is back (see `resync`).
      setSentAnswer({ questionNo, answer: option, delivery: 'sending' });
      setAnswerError(null);
      setAnswerRejection(null);
      emitNow(socket, ClientEvent.userAnsweredQuestion, { questionNo, answer: option });
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
    answerRejection,
    join,
    answer,
  };
}
