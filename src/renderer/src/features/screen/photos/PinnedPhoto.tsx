import { useTranslation } from 'react-i18next';
import type { WallPhoto } from '@shared/model/photos';

/**
 * The photo the operator pinned: as large as the place allows, whole (never cropped), over a soft blur
 * of itself, with its sender's name. A new pin fades in.
 */
export function PinnedPhoto({ photo }: { photo: WallPhoto }): React.JSX.Element {
  const { t } = useTranslation('screen');
  return (
    <figure className="wall-pinned" data-testid="photo-pinned">
      <img className="wall-pinned__backdrop" src={photo.url} alt="" aria-hidden="true" />
      <img className="wall-pinned__image" src={photo.url} alt={t('photoWall.alt', { name: photo.name })} />
      <figcaption className="wall-pinned__name">
        <bdi>{photo.name}</bdi>
      </figcaption>
    </figure>
  );
}
