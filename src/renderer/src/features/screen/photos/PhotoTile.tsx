import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WallPhoto } from '@shared/model/photos';

interface FrameProps {
  photo: WallPhoto;
  /** The photo that was here, under the new one while it comes in. */
  leaving?: boolean;
  /** A new photo flies in; an older one taking its turn fades in. */
  fresh?: boolean;
}

/**
 * A photo in its white frame with the sender's name under it. A photo coming in waits, invisible, until
 * it has loaded: the wall never shows an empty frame.
 */
export function PhotoFrame({ photo, leaving = false, fresh = false }: FrameProps): React.JSX.Element {
  const { t } = useTranslation('screen');
  const [loaded, setLoaded] = useState(leaving);
  const motion = fresh ? 'wall-frame--fly' : 'wall-frame--fade';
  const classes = ['wall-frame', leaving ? 'wall-frame--under' : motion, loaded ? '' : 'wall-frame--loading'];
  return (
    <figure className={classes.join(' ').trim()} aria-hidden={leaving || undefined}>
      <img
        className="wall-frame__image"
        src={photo.url}
        alt={leaving ? '' : t('photoWall.alt', { name: photo.name })}
        decoding="async"
        // A cached photo may have loaded before React listened: `complete` says so.
        ref={(image) => {
          if (image?.complete && !loaded) setLoaded(true);
        }}
        onLoad={() => setLoaded(true)}
        onError={() => setLoaded(true)}
      />
      <figcaption className="wall-frame__name">
        <bdi>{photo.name}</bdi>
      </figcaption>
    </figure>
  );
}
