import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientEvent, ServerEvent } from '@shared/events';
import type { RefusalPayload } from '@shared/payloads';
import { emitNow, type GameSocket } from '../../../net/socket';
import { PHONE_NS } from '../phoneT';
import { wishErrorWords } from './wishWords';

export interface WishSending {
  sending: boolean;
  error: string | null;
  send: (text: string) => void;
}

/** Sends the guest's wish: "Sending…" until the server has it on disk, or its refusal in words. */
export function useWish(socket: GameSocket, onSaved: () => void): WishSending {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { t } = useTranslation(PHONE_NS);
  const words = useRef(t);
  words.current = t;
  const saved = useRef(onSaved);
  saved.current = onSaved;

  useEffect(() => {
    const onAck = (): void => {
      setSending(false);
      setError(null);
      saved.current();
    };
    const onRefusal = (refusal: RefusalPayload): void => {
      setSending(false);
      setError(wishErrorWords(words.current, refusal));
    };
    socket.on(ServerEvent.wishSaved, onAck);
    socket.on(ServerEvent.wishRejected, onRefusal);
    return () => {
      socket.off(ServerEvent.wishSaved, onAck);
      socket.off(ServerEvent.wishRejected, onRefusal);
    };
  }, [socket]);

  const send = useCallback(
    (text: string) => {
      setError(null);
      if (emitNow(socket, ClientEvent.leaveWish, { text })) setSending(true);
      else setError(words.current('wishes.errors.offline'));
    },
    [socket],
  );
  return { sending, error, send };
}
