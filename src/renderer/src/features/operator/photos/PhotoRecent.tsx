import { useTranslation } from 'react-i18next';
import type { OperatorPhoto, OperatorPhotos } from '@shared/wire/photoSchemas';
import type { PhotoActions } from './photoActions';
import { PhotoCard } from './PhotoCard';

interface Props {
  photos: OperatorPhotos;
  actions: PhotoActions;
  offline: boolean;
}

/** The newest photos on the wall or hidden: Hide or Show again, and Pin one full-screen on the wall. */
export function PhotoRecent({ photos, actions, offline }: Props): React.JSX.Element {
  const { t } = useTranslation('operator');
  const { recent, wall } = photos;
  const badge = (photo: OperatorPhoto): string => {
    if (photo.status === 'hidden') return t('photos.hiddenBadge');
    return photo.id === wall.pinned ? t('photos.pinnedBadge') : t('photos.shownBadge');
  };
  return (
    <section className="panel photo-recent" aria-labelledby="photo-recent-title" data-testid="photo-recent">
      <h2 className="panel__title" id="photo-recent-title">
        {t('photos.recentTitle')}
      </h2>
      {recent.length === 0 && <p className="panel__hint">{t('photos.recentEmpty')}</p>}
      <ul className="photo-grid">
        {recent.map((photo) => (
          <PhotoCard key={photo.id} photo={photo} badge={badge(photo)}>
            <RecentButtons
              photo={photo}
              pinned={photo.id === wall.pinned}
              wallOn={wall.on}
              actions={actions}
              offline={offline}
            />
          </PhotoCard>
        ))}
      </ul>
    </section>
  );
}

interface ButtonsProps {
  photo: OperatorPhoto;
  pinned: boolean;
  wallOn: boolean;
  actions: PhotoActions;
  offline: boolean;
}

/**
 * Hide or Show again; a shown photo can be pinned, which also starts the wall (a pin is asked to be seen).
 * Unpinning leaves the wall as it is.
 */
function RecentButtons({ photo, pinned, wallOn, actions, offline }: ButtonsProps): React.JSX.Element {
  const { t } = useTranslation('operator');
  const shown = photo.status === 'shown';
  const { name } = photo;
  return (
    <>
      <button
        className="button"
        type="button"
        disabled={offline}
        aria-label={t(shown ? 'photos.hideLabel' : 'photos.showAgainLabel', { name })}
        onClick={() => actions.moderatePhoto(photo.id, shown ? 'hidden' : 'shown')}
      >
        {shown ? t('photos.hide') : t('photos.show')}
      </button>
      {shown && (
        <button
          className={pinned ? 'button button--primary' : 'button'}
          type="button"
          disabled={offline}
          aria-label={t(pinned ? 'photos.unpinLabel' : 'photos.pinLabel', { name })}
          onClick={() => actions.setPhotoWall(pinned ? wallOn : true, pinned ? null : photo.id)}
        >
          {pinned ? t('photos.unpin') : t('photos.pin')}
        </button>
      )}
    </>
  );
}
