import { useCallback, useMemo, useState } from 'react';
import type { AnswerValue, PlayerView } from '@shared/payloads';
import { quizIn, viewIn } from '../../i18n/quizTexts';
import { useLanguage } from '../../i18n/useLanguage';
import type { GameSocket } from '../../net/socket';
import { useGameSocket, type GameConnection } from '../../net/useGameSocket';
import { playerAuth } from './playerToken';
import { useAnswers, type Answers } from './useAnswers';
import { useJoin, type Join } from './useJoin';

export interface PlayerGame
  extends
    GameConnection<PlayerView>,
    Omit<Join, 'listen' | 'join'>,
    Omit<Answers, 'listen' | 'answer' | 'forget'> {
  join: (name: string, team: number | null) => void;
  answer: (questionNo: number, answer: AnswerValue) => void;
}

/** The guest's connection: join with a name, answer once per question, come back with the token. */
export function usePlayerGame(): PlayerGame {
  const [auth] = useState(playerAuth);
  const answers = useAnswers();
  const joins = useJoin(answers.forget);
  const { listen: listenToJoins, join: sendJoin } = joins;
  const { listen: listenToAnswers, answer: sendAnswer } = answers;

  const register = useCallback(
    (socket: GameSocket) => {
      listenToJoins(socket);
      listenToAnswers(socket);
    },
    [listenToJoins, listenToAnswers],
  );

  const connection = useGameSocket('player', auth, register);
  const { socket } = connection;
  // A bilingual quiz: the guest reads its texts in their own language where the quiz has them.
  const language = useLanguage();
  const second = connection.quiz?.second ?? null;
  const view = useMemo(
    () => connection.view && viewIn(connection.view, language, second),
    [connection.view, language, second],
  );
  const quiz = useMemo(
    () => connection.quiz && quizIn(connection.quiz, language),
    [connection.quiz, language],
  );
  const join = useCallback(
    (name: string, team: number | null) => {
      if (socket) sendJoin(socket, name, team);
    },
    [socket, sendJoin],
  );
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
    username: connection.view?.name ?? joins.username,
    joining: joins.joining,
    joinError: joins.joinError,
    notice: joins.notice,
    answerError: answers.answerError,
    sentAnswer: answers.sentAnswer,
    answerRejection: answers.answerRejection,
    join,
    answer,
  };
}
