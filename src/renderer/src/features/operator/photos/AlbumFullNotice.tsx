import { useTranslation } from 'react-i18next';
import type { OperatorPhotos } from '@shared/wire/photoSchemas';
import './photos.css';

/**
 * New photos are refused: the album reached its limit, or the laptop's disk is nearly full. Above every
 * tab, as the save problem is: guests are being told no, whatever the operator is looking at.
 */
export function AlbumFullNotice({ full }: { full: OperatorPhotos['full'] }): React.JSX.Element {
  const { t } = useTranslation('operator');
  // In the page before it has words, so screen readers announce it when the album fills.
  return (
    <div role="alert" className="photos-alert">
      {full && (
        <p className="alert-banner" data-testid="photos-full">
          {full === 'album' ? t('photos.fullAlbum') : t('photos.fullDisk')}
        </p>
      )}
    </div>
  );
}
