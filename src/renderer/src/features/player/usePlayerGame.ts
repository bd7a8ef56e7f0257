import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AnswerValue, PlayerView } from '@shared/wire/payloads';
import { quizIn, viewIn } from '../../i18n/quizTexts';
import { useLanguage } from '../../i18n/useLanguage';
import type { GameSocket } from '../../net/socket';
import { useGameSocket, type GameConnection } from '../../net/useGameSocket';
import { playerAuth } from './join/playerToken';
import { useAnswers, type Answers } from './answering/useAnswers';
import { takeEarlyRefusal } from './join/earlyJoin';
import { usePhoneBoot } from './phoneBoot';
import { useJoin, type Join } from './join/useJoin';
import { listenToPhotos } from './photos/photoFeed';

export interface PlayerGame
  extends
    GameConnection<PlayerView>,
    Omit<Join, 'listen' | 'join' | 'refused'>,
    Omit<Answers, 'listen' | 'answer' | 'forget'> {
  /** No saved token: a new guest, shown the join form before the game's connection is up (issue 18). */
  fresh: boolean;
  join: (name: string, team: number | null) => void;
  answer: (questionNo: number, answer: AnswerValue) => void;
}

/**
 * Join, even before the socket exists (a new guest gets the form at once, issue 18): the join waits
 * here, then in Socket.IO's buffer until the connection is up, and goes out once.
 */
function useQueuedJoin(
  socket: GameSocket | null,
  sendJoin: Join['join'],
): { join: PlayerGame['join']; waiting: boolean } {
  const [pending, setPending] = useState<[string, number | null] | null>(null);
  useEffect(() => {
    if (!socket || !pending) return;
    setPending(null);
    sendJoin(socket, ...pending);
  }, [socket, pending, sendJoin]);
  const join = useCallback(
    (name: string, team: number | null) => {
      if (socket) sendJoin(socket, name, team);
      else setPending([name, team]);
    },
    [socket, sendJoin],
  );
  return { join, waiting: pending !== null };
}

/** The guest's connection: join with a name, answer once per question, come back with the token. */
export function usePlayerGame(): PlayerGame {
  const [auth] = useState(playerAuth);
  const answers = useAnswers();
  const joins = useJoin(answers.forget);
  const { listen: listenToJoins, join: sendJoin, refused } = joins;
  // A Join tapped before the app came and refused: said under the name once the form is the app's.
  useEffect(() => {
    const refusal = takeEarlyRefusal();
    if (refusal) refused(refusal);
  }, [refused]);
  // The pre-rendered page's quiz until the socket's comes (the app's first render matches the page).
  const boot = usePhoneBoot();
  const { listen: listenToAnswers, answer: sendAnswer } = answers;

  const register = useCallback(
    (socket: GameSocket) => {
      listenToJoins(socket);
      listenToAnswers(socket);
      listenToPhotos(socket);
    },
    [listenToJoins, listenToAnswers],
  );

  const connection = useGameSocket('player', auth, register);
  const { socket } = connection;
  // A bilingual quiz: the guest reads its texts in their own language where the quiz has them.
  const language = useLanguage();
  const second = (connection.quiz ?? boot?.quiz)?.second ?? null;
  const view = useMemo(
    () => connection.view && viewIn(connection.view, language, second),
    [connection.view, language, second],
  );
  const shownQuiz = connection.quiz ?? boot?.quiz ?? null;
  const quiz = useMemo(() => shownQuiz && quizIn(shownQuiz, language), [shownQuiz, language]);
  const queued = useQueuedJoin(socket, sendJoin);
  const answer = useCallback(
    (questionNo: number, value: AnswerValue) => {
      if (socket) sendAnswer(socket, questionNo, value);
    },
    [socket, sendAnswer],
  );

  return {
    ...connection,
    view,
    quiz,
    fresh: !auth.token,
    username: connection.view?.name ?? joins.username,
    joining: joins.joining || queued.waiting,
    joinError: joins.joinError,
    notice: joins.notice,
    answerError: answers.answerError,
    sentAnswer: answers.sentAnswer,
    answerRejection: answers.answerRejection,
    join: queued.join,
    answer,
  };
}
