import { useCallback, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientEvent, ServerEvent } from '@shared/model/events';
import type { AnswerValue } from '@shared/wire/payloads';
import { emitNow, type GameSocket } from '../../../net/socket';
import { onPhoneView } from '../../../net/phoneViews';
import { wordServerMessage } from '../../../i18n/serverWords';
import type { AnswerRejection, SentAnswer } from '../playerState';
import { PHONE_NS } from '../phoneT';

export interface Answers {
  /** Why the server refused the last answer; cleared when the game moves on. */
  answerError: string | null;
  /** The answer this phone chose for the current question: sending until the server confirms it. */
  sentAnswer: SentAnswer | null;
  /** The last answer the server refused, and why; kept until the next answer or question. */
  answerRejection: AnswerRejection | null;
  /** Attaches the answer events: acknowledgements, refusals, and the resend after a reconnection. */
  listen: (socket: GameSocket) => void;
  answer: (socket: GameSocket, questionNo: number, answer: AnswerValue) => void;
  /** Forgets the answer and its refusal: the guest is back at the join form. */
  forget: () => void;
}

/** The guest's answers: once per question, "Sending…" until the server has it on disk. */
export function useAnswers(): Answers {
  const [answerError, setAnswerError] = useState<string | null>(null);
  const [sentAnswer, setSentAnswerState] = useState<SentAnswer | null>(null);
  const [answerRejection, setAnswerRejection] = useState<AnswerRejection | null>(null);
  // The ref answers "was this question already answered?" synchronously, between two quick taps.
  const sentRef = useRef<SentAnswer | null>(null);
  // Read when a refusal comes, not a dependency: a new language must not re-attach the listeners.
  const { t } = useTranslation(PHONE_NS);
  const words = useRef(t);
  words.current = t;
  const setSentAnswer = useCallback((sent: SentAnswer | null) => {
    sentRef.current = sent;
    setSentAnswerState(sent);
  }, []);

  const listen = useCallback(
    (socket: GameSocket) => {
      socket.on(ServerEvent.answerRejected, (refusal) => {
        const { questionNo } = refusal;
        const msg = wordServerMessage(words.current as never, refusal);
        const sent = sentRef.current;
        if (sent && (questionNo === null || questionNo === sent.questionNo)) {
          // A second copy of an answer that already counted: nothing to tell.
          if (sent.delivery === 'confirmed') return;
          setSentAnswer(null);
          setAnswerRejection({ questionNo: sent.questionNo, answer: sent.answer, msg });
        }
        setAnswerError(msg);
      });
      resendAfterReconnect(socket, sentRef, setSentAnswer, setAnswerError);
      socket.on(ServerEvent.userAnswered, ({ questionNo, answer }) => {
        setSentAnswer({ questionNo, answer, delivery: 'confirmed' });
        setAnswerRejection((r) => (r?.questionNo === questionNo ? null : r));
      });
    },
    [setSentAnswer],
  );

  const answer = useCallback(
    (socket: GameSocket, questionNo: number, value: AnswerValue) => {
      // Once per question: a second tap (or a tap while the first is on its way) sends nothing.
      if (sentRef.current?.questionNo === questionNo) return;
      // "Sending…" until the server says the answer is on disk. Offline, it waits here (never in
      // the library's buffer) and goes out when the connection is back (see resendAfterReconnect).
      setSentAnswer({ questionNo, answer: value, delivery: 'sending' });
      setAnswerError(null);
      setAnswerRejection(null);
      emitNow(socket, ClientEvent.userAnsweredQuestion, { questionNo, answer: value });
    },
    [setSentAnswer],
  );

  const forget = useCallback(() => {
    setSentAnswer(null);
    setAnswerRejection(null);
  }, [setSentAnswer]);

  return { answerError, sentAnswer, answerRejection, listen, answer, forget };
}

/**
 * After every (re)connection the server's first view says whether an answer still on its way got
 * there (the ack may have been lost with the old connection); if not, it goes out now, and the
 * server's reply (accepted, or refused with its reason) is shown as it comes. A new state also
 * clears the last refusal's message.
 */
function resendAfterReconnect(
  socket: GameSocket,
  sentRef: RefObject<SentAnswer | null>,
  setSentAnswer: (sent: SentAnswer | null) => void,
  setAnswerError: (error: string | null) => void,
): void {
  let resync = false;
  socket.on('connect', () => {
    resync = true;
  });
  let lastState: number | null = null;
  onPhoneView(socket, (view) => {
    if (view.state !== lastState) setAnswerError(null);
    lastState = view.state;
    if (!resync) return;
    resync = false;
    const sent = sentRef.current;
    if (sent?.delivery !== 'sending') return;
    if (view.questionNumber === sent.questionNo && view.myAnswer !== null) {
      setSentAnswer({ questionNo: sent.questionNo, answer: view.myAnswer, delivery: 'confirmed' });
    } else if (view.name !== null) {
      emitNow(socket, ClientEvent.userAnsweredQuestion, { questionNo: sent.questionNo, answer: sent.answer });
    }
  });
}
