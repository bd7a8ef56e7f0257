import { useTranslation } from 'react-i18next';
import type { OperatorPhotos } from '@shared/wire/photoSchemas';
import { formatNumber } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/useLanguage';
import type { PhotoActions } from './photoActions';
import { PhotoCard } from './PhotoCard';

interface Props {
  photos: OperatorPhotos;
  actions: PhotoActions;
  offline: boolean;
}

/** The photos waiting for the operator, oldest first: Show lets one onto the wall, Hide keeps it off. */
export function PhotoQueue({ photos, actions, offline }: Props): React.JSX.Element {
  const { t } = useTranslation('operator');
  const language = useLanguage();
  const { waiting, counts } = photos;
  return (
    <section className="panel photo-queue" aria-labelledby="photo-queue-title" data-testid="photo-queue">
      <h2 className="panel__title" id="photo-queue-title">
        {t('photos.queueTitle', { n: formatNumber(counts.waiting, language) })}
      </h2>
      {waiting.length === 0 && (
        <p className="panel__hint">
          {photos.settings.approve ? t('photos.queueEmpty') : t('photos.queueOff')}
        </p>
      )}
      {counts.waiting > waiting.length && (
        <p className="panel__hint">
          {t('photos.queueMore', {
            n: formatNumber(waiting.length, language),
            total: formatNumber(counts.waiting, language),
          })}
        </p>
      )}
      <ul className="photo-grid">
        {waiting.map((photo) => (
          <PhotoCard key={photo.id} photo={photo}>
            <button
              className="button button--primary"
              type="button"
              disabled={offline}
              aria-label={t('photos.showLabel', { name: photo.name })}
              onClick={() => actions.moderatePhoto(photo.id, 'shown')}
            >
              {t('photos.show')}
            </button>
            <button
              className="button"
              type="button"
              disabled={offline}
              aria-label={t('photos.hideLabel', { name: photo.name })}
              onClick={() => actions.moderatePhoto(photo.id, 'hidden')}
            >
              {t('photos.hide')}
            </button>
          </PhotoCard>
        ))}
      </ul>
    </section>
  );
}
