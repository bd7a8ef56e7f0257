import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorPhoto } from '@shared/wire/photoSchemas';

interface Props {
  photo: OperatorPhoto;
  /** "On the wall", "Hidden", "Pinned": a word under the name, never colour alone. */
  badge?: string;
  /** The photo's buttons, big enough for a thumb on a phone. */
  children: ReactNode;
}

/** One photo: its thumbnail (a link to the full photo, to look closer before deciding), who sent it, its buttons. */
export function PhotoCard({ photo, badge, children }: Props): React.JSX.Element {
  const { t } = useTranslation('operator');
  return (
    <li className={`photo-card photo-card--${photo.status}`} data-testid="photo-card" data-photo={photo.id}>
      <a
        className="photo-card__link"
        href={photo.url}
        target="_blank"
        rel="noreferrer"
        aria-label={t('photos.openLabel', { name: photo.name })}
      >
        <img className="photo-card__image" src={photo.thumbUrl} alt="" loading="lazy" decoding="async" />
      </a>
      <p className="photo-card__caption">
        <bdi className="photo-card__name">{photo.name}</bdi>
        {badge && <span className="photo-card__badge">{badge}</span>}
      </p>
      <div className="photo-card__actions">{children}</div>
    </li>
  );
}
