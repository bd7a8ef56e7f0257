import { useTranslation } from 'react-i18next';
import type { WallPhoto } from '@shared/model/photos';
import { PhotoFrame } from './PhotoTile';
import { useMosaic } from './useMosaic';

interface Props {
  photos: readonly WallPhoto[];
  /** The most tiles: 6 beside the join code, 8 on the whole screen. */
  size: number;
}

/**
 * The guests' photos as a calm mosaic of framed prints, each with its sender's name: new photos fly in
 * first, then one tile at a time takes the next photo in turn.
 */
export function PhotoMosaic({ photos, size }: Props): React.JSX.Element {
  const { t } = useTranslation('screen');
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  const { tiles } = useMosaic(
    photos.map((photo) => photo.id),
    size,
  );
  return (
    <ul
      className={`wall-mosaic wall-mosaic--${tiles.length}`}
      aria-label={t('photoWall.label')}
      data-testid="photo-mosaic"
    >
      {tiles.map((tile, index) => {
        const photo = byId.get(tile.id);
        const before = tile.previous === null ? undefined : byId.get(tile.previous);
        return (
          <li key={index} className="wall-tile">
            {before && <PhotoFrame key={`under-${before.id}`} photo={before} leaving />}
            {photo && <PhotoFrame key={photo.id} photo={photo} fresh={tile.fresh} />}
          </li>
        );
      })}
    </ul>
  );
}
