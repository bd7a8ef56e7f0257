import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui/feedback/Spinner';
import type { OperatorGame } from '../useOperatorGame';
import { PhotoQueue } from './PhotoQueue';
import { PhotoRecent } from './PhotoRecent';
import { PhotoSettingsPanel } from './PhotoSettingsPanel';
import { PhotoWallPanel } from './PhotoWallPanel';
import './photos.css';

/**
 * The "Photos" tab (issue 31): the photos waiting for Show or Hide first (the everyday job, on a phone
 * too), the newest ones on the wall or hidden; beside them the big screen's wall and the settings.
 */
export function PhotosTab({ game }: { game: OperatorGame }): React.JSX.Element {
  const { view } = game;
  const { t } = useTranslation('operator');
  // The panel's commands: sent now or not at all, and said so, as every other operator command.
  const { actions } = game;
  if (!view) return <Spinner label={t('connecting')} />;
  const { photos } = view;
  const offline = !game.online;
  return (
    <div className="photos-tab" data-testid="photos-tab">
      <div className="photos-tab__main">
        <PhotoQueue photos={photos} actions={actions} offline={offline} />
        <PhotoRecent photos={photos} actions={actions} offline={offline} />
      </div>
      <div className="photos-tab__side">
        <PhotoWallPanel gameId={view.gameId} photos={photos} actions={actions} offline={offline} />
        <PhotoSettingsPanel
          key={JSON.stringify(photos.settings)}
          photos={photos}
          onSet={actions.setPhotos}
          offline={offline}
        />
      </div>
    </div>
  );
}
