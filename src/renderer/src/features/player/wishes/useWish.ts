import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientEvent, ServerEvent } from '@shared/model/events';
import type { RefusalPayload } from '@shared/wire/payloads';
import { WISH_MAX_LENGTH, wishFitsWire } from '@shared/model/wishes';
import { emitNow, type GameSocket } from '../../../net/socket';
import { wishErrorWords, GUESTBOOK_NS } from './wishWords';

export interface WishSending {
  sending: boolean;
  error: string | null;
  send: (text: string) => void;
}

/** Sends the guest's wish: "Sending…" until the server has it on disk, or its refusal in words. */
export function useWish(socket: GameSocket, onSaved: () => void): WishSending {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { t } = useTranslation(GUESTBOOK_NS);
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
    // A connection lost while sending: the guest may send again once it is back.
    const onLost = (): void => setSending(false);
    socket.on(ServerEvent.wishSaved, onAck);
    socket.on(ServerEvent.wishRejected, onRefusal);
    socket.on('disconnect', onLost);
    return () => {
      socket.off(ServerEvent.wishSaved, onAck);
      socket.off(ServerEvent.wishRejected, onRefusal);
      socket.off('disconnect', onLost);
    };
  }, [socket]);

  const send = useCallback(
    (text: string) => {
      setError(null);
      // The same raw bound as the server's (far beyond 280 of the longest emoji): say "too long".
      if (!wishFitsWire(text)) {
        setError(words.current('wishes.errors.tooLong', { max: WISH_MAX_LENGTH }));
        return;
      }
      if (emitNow(socket, ClientEvent.leaveWish, { text })) setSending(true);
      else setError(words.current('wishes.errors.offline'));
    },
    [socket],
  );
  return { sending, error, send };
}
