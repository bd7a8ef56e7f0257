import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientEvent, ServerEvent } from '@shared/model/events';
import type { OwnPhoto } from '@shared/model/photos';
import { emitNow, type GameSocket } from '../../../net/socket';
import { PHONE_NS } from '../phoneT';

export interface PhotoDeleting {
  /** The photos asked to be deleted, until the guest's list comes back without them. */
  deleting: ReadonlySet<string>;
  error: string | null;
  remove: (photoId: string) => void;
}

/** Deletes one of the guest's photos: gone when the server sends their list without it. */
export function useDeletePhoto(socket: GameSocket, mine: readonly OwnPhoto[]): PhotoDeleting {
  const [asked, setAsked] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const { t } = useTranslation(PHONE_NS);
  const words = useRef(t);
  words.current = t;

  useEffect(() => {
    // The server's refusal (its English) is worded by the phone; the photo stays in the list.
    const onRefusal = ({ event }: { event: string }): void => {
      if (event !== ClientEvent.deletePhoto) return;
      setAsked(new Set());
      setError(words.current('photos.errors.deleteFailed'));
    };
    socket.on(ServerEvent.actionRejected, onRefusal);
    return () => {
      socket.off(ServerEvent.actionRejected, onRefusal);
    };
  }, [socket]);

  const remove = useCallback(
    (photoId: string) => {
      setError(null);
      if (!emitNow(socket, ClientEvent.deletePhoto, { photoId })) {
        setError(words.current('photos.errors.offline'));
        return;
      }
      setAsked((last) => new Set(last).add(photoId));
    },
    [socket],
  );
  // Only the photos still listed are being deleted.
  const listed = new Set(mine.map((p) => p.id));
  const deleting = new Set([...asked].filter((id) => listed.has(id)));
  return { deleting, error, remove };
}
