import { useTranslation } from 'react-i18next';
import { GameState } from '@shared/model/gameState';
import { ConnectionBanner } from '../ui/feedback/ConnectionBanner';
import { Spinner } from '../ui/feedback/Spinner';
import { WeddingLayout } from '../ui/layout/WeddingLayout';
import { GuestName } from '../features/player/join/GuestName';
import { PlayerBody } from '../features/player/PlayerBody';
import { usePlayerGame } from '../features/player/usePlayerGame';
import { answerToast } from '../features/player/playerState';
import { ScreenAnnouncer } from '../features/player/ScreenAnnouncer';
import { screenKey } from '../features/player/screenKey';
import { PHONE_NS } from '../features/player/phoneT';
import { useRememberLinkLanguage } from '../features/player/settings/LanguageSwitch';
import { usePhoneScreen } from '../features/player/usePhoneScreen';
import { usePhoneFeedback } from '../features/player/settings/feedback/usePhoneFeedback';
import { Isolated } from '../ui/text/Isolated';

/** `/`: the guest's phone. */
export function PlayerPage(): React.JSX.Element {
  const { t } = useTranslation(PHONE_NS);
  const game = usePlayerGame();
  const ready = game.status !== 'connecting' && game.view !== null;
  // A new guest can type their name while the connection comes up (issue 18).
  const early = game.fresh && game.view === null;
  const joined = game.view !== null && game.view.playerState !== GameState.NEW;
  const toast = game.view ? answerToast(t, game.view, game.answerError, game.answerRejection) : null;
  const screen = `${screenKey(game.view, game.sentAnswer)}:${game.notice ?? ''}`;
  usePhoneScreen(screen, t('title', { app: t('common:appName') }));
  useRememberLinkLanguage();
  usePhoneFeedback(game.view, game.sentAnswer);

  return (
    <WeddingLayout
      variant="player"
      quiz={game.quiz}
      footer={
        joined && game.username ? (
          <p className="player-tag">
            {t('playingAs')}{' '}
            <strong>
              <GuestName name={game.username} />
            </strong>
          </p>
        ) : null
      }
    >
      {(ready || early) && <PlayerBody game={game} />}
      {/* In the page before a toast comes, so screen readers announce it. */}
      <div role="alert">
        {joined && toast && (
          <p className="toast">
            <Isolated text={toast} />
          </p>
        )}
      </div>
      <ScreenAnnouncer screen={screen} />
      {((!ready && !early) || game.joining) && (
        <Spinner fullScreen label={game.joining ? t('joining') : t('connecting')} />
      )}
      <ConnectionBanner status={game.status} audience="player" />
    </WeddingLayout>
  );
}
