import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnPhoto } from '@shared/model/photos';
import { FormError } from '../../../ui/card/FormError';
import type { GameSocket } from '../../../net/socket';
import { PHONE_NS } from '../phoneT';
import { useDeletePhoto } from './useDeletePhoto';

interface Props {
  socket: GameSocket;
  mine: readonly OwnPhoto[];
  /** The guest's heading's id, for the list's name. */
  headingId: string;
}

interface TileProps {
  photo: OwnPhoto;
  /** 1 for the guest's first photo: the name their buttons say ("Delete photo 2"). */
  number: number;
  deleting: boolean;
  onDelete: () => void;
}

/** One of the guest's photos: its thumbnail, what the host made of it, and Delete (asked twice). */
function PhotoTile({ photo, number, deleting, onDelete }: TileProps): React.JSX.Element {
  const { t } = useTranslation(PHONE_NS);
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const remove = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  // Focus follows the question: to "Keep it" when it opens, back to Delete when it closes.
  useEffect(() => {
    if (asking) keep.current?.focus();
    else if (asked.current) remove.current?.focus();
    asked.current = asking;
  }, [asking]);
  return (
    <li className={`photo-tile photo-tile--${photo.status}`} data-testid="own-photo">
      <img
        className="photo-tile__image"
        src={photo.thumbUrl}
        alt={t('photos.photoAlt', { number })}
        loading="lazy"
        decoding="async"
      />
      <p className="photo-tile__status">{t(`photos.status.${photo.status}`)}</p>
      {deleting ? (
        <p className="photo-tile__status" role="status">
          {t('photos.deleting')}
        </p>
      ) : asking ? (
        <div className="photo-tile__confirm" role="group" aria-label={t('photos.confirm', { number })}>
          <p className="photo-tile__question">{t('photos.confirm', { number })}</p>
          <button className="button button--danger photo-tile__button" type="button" onClick={onDelete}>
            {t('photos.confirmYes')}
          </button>
          <button
            ref={keep}
            className="button photo-tile__button"
            type="button"
            onClick={() => setAsking(false)}
          >
            {t('photos.keep')}
          </button>
        </div>
      ) : (
        <button
          ref={remove}
          className="button button--ghost photo-tile__button"
          type="button"
          onClick={() => setAsking(true)}
          aria-label={t('photos.deleteLabel', { number })}
        >
          {t('photos.delete')}
        </button>
      )}
    </li>
  );
}

/** "Your photos": the guest's own, newest first, each with its status and Delete. */
export function YourPhotos({ socket, mine, headingId }: Props): React.JSX.Element | null {
  const { t } = useTranslation(PHONE_NS);
  const { deleting, error, remove } = useDeletePhoto(socket, mine);
  if (mine.length === 0) return null;
  const newestFirst = mine.map((photo, index) => ({ photo, number: index + 1 })).reverse();
  return (
    <div className="photo-share__yours">
      <h3 className="photo-share__subtitle" id={headingId}>
        {t('photos.yours')}
      </h3>
      <ul className="photo-list" aria-labelledby={headingId}>
        {newestFirst.map(({ photo, number }) => (
          <PhotoTile
            key={photo.id}
            photo={photo}
            number={number}
            deleting={deleting.has(photo.id)}
            onDelete={() => remove(photo.id)}
          />
        ))}
      </ul>
      <FormError message={error} />
    </div>
  );
}
