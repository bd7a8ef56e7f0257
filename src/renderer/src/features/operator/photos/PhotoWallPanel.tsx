import { useTranslation } from 'react-i18next';
import type { OperatorPhotos } from '@shared/wire/photoSchemas';
import { PhotosZipButton } from '../../results/PhotosZipButton';
import { Isolated } from '../Isolated';
import type { PhotoActions } from './photoActions';

interface Props {
  /** The game whose photos the ZIP holds. */
  gameId: string;
  photos: OperatorPhotos;
  actions: PhotoActions;
  offline: boolean;
}

/**
 * The big screen's photo wall: how many photos wait, are on it or hidden; Start or Stop, and when it
 * shows (the lobby, a break, after the podium); the pinned photo, with Unpin.
 */
export function PhotoWallPanel({ gameId, photos, actions, offline }: Props): React.JSX.Element {
  const { t } = useTranslation('operator');
  const { wall, counts } = photos;
  const pinned = wall.pinned === null ? null : photos.recent.find((p) => p.id === wall.pinned);
  let note = t('photos.wallWhen');
  if (wall.on) note = wall.showing ? t('photos.wallShowing') : t('photos.wallReady');
  return (
    <section
      className="panel photo-wall-panel"
      aria-labelledby="photo-wall-title"
      data-testid="photo-wall-panel"
    >
      <h2 className="panel__title" id="photo-wall-title">
        {t('photos.wallTitle')}
      </h2>
      <ul className="photo-counts" data-testid="photo-counts">
        <li>{t('photos.countWaiting', { count: counts.waiting })}</li>
        <li>{t('photos.countShown', { count: counts.shown })}</li>
        <li>{t('photos.countHidden', { count: counts.hidden })}</li>
      </ul>
      <button
        className={wall.on ? 'button' : 'button button--primary'}
        type="button"
        disabled={offline}
        onClick={() => actions.setPhotoWall(!wall.on, null)}
      >
        {wall.on ? t('photos.wallStop') : t('photos.wallStart')}
      </button>
      <p className={wall.on && wall.showing ? 'panel__hint photo-wall-panel__live' : 'panel__hint'}>{note}</p>
      {wall.pinned !== null && (
        <div className="photo-wall-panel__pinned">
          <p>
            {pinned ? (
              <Isolated sentence={(mark) => t('photos.pinnedNamed', { name: mark })} value={pinned.name} />
            ) : (
              t('photos.pinnedSome')
            )}
          </p>
          <button
            className="button"
            type="button"
            disabled={offline}
            onClick={() => actions.setPhotoWall(wall.on, null)}
          >
            {t('photos.unpin')}
          </button>
        </div>
      )}
      {counts.shown > 0 && (
        <p className="photo-wall-panel__zip">
          <PhotosZipButton gameId={gameId} label={t('photos.zipCurrent')} failed={t('photos.zipFailed')} />
        </p>
      )}
    </section>
  );
}
