import { useTranslation } from 'react-i18next';
import { photoUrl, type WallPhoto } from '@shared/model/photos';
import './KeepsakePhotos.css';

interface Props {
  gameId: string;
  photos: readonly WallPhoto[];
}

/**
 * The guests' photos in the keepsake (issue 31): every photo the operator let onto the wall, whole, with
 * who took it. Thumbnails (480 px): sharp at this size in print, light for a page of hundreds. None, no page.
 */
export function KeepsakePhotos({ gameId, photos }: Props): React.JSX.Element | null {
  const { t } = useTranslation('results');
  if (photos.length === 0) return null;
  return (
    <section className="keepsake__page" aria-labelledby="keepsake-photos">
      <h2 className="keepsake__heading" id="keepsake-photos">
        {t('photos.heading')}
      </h2>
      <p className="keepsake__note">{t('photos.count', { count: photos.length })}</p>
      <ul className="keepsake-photos" data-testid="keepsake-photos">
        {photos.map((photo) => (
          <li key={photo.id} className="keepsake-photos__item">
            <figure className="keepsake-photos__photo">
              <img
                className="keepsake-photos__image"
                src={photoUrl(gameId, photo.id, true)}
                alt={t('photos.alt', { name: photo.name })}
                decoding="async"
              />
              <figcaption className="keepsake-photos__name">
                <bdi>{photo.name}</bdi>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
