import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientEvent, ServerEvent } from '@shared/model/events';
import type { RefusalPayload } from '@shared/wire/payloads';
import { WISH_MAX_LENGTH } from '@shared/model/wishes';
import { emitNow, type GameSocket } from '../../../net/socket';
import { wishErrorWords, GUESTBOOK_NS } from './wishWords';

/** What a wish may take on the wire: the server's 4 KB message bound, less room for the envelope. */
const WISH_WIRE_BYTES = 3_500;

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
      // The server cuts off any message over 4 KB: 280 long emoji sequences would be, so say "too long".
      if (new TextEncoder().encode(text).length > WISH_WIRE_BYTES) {
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
