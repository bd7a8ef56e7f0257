import { useTranslation } from 'react-i18next';
import { ConnectionBanner } from '../ui/feedback/ConnectionBanner';
import { Spinner } from '../ui/feedback/Spinner';
import { usePageTitle } from '../ui/layout/usePageTitle';
import { WeddingLayout } from '../ui/layout/WeddingLayout';
import { useFollowLanguage } from '../i18n/useFollowLanguage';
import { ScreenAnnouncer } from '../features/screen/ScreenAnnouncer';
import { ScreenBody } from '../features/screen/ScreenBody';
import { ScreenSound } from '../features/sound/ScreenSound';
import { useBeforeUnload } from '../features/screen/useBeforeUnload';
import { useScreenGame } from '../features/screen/useScreenGame';

/** `/screen`: the projector. It only shows; the server runs the clock and the operator the game. */
export function ScreenPage(): React.JSX.Element {
  const game = useScreenGame();
  const { t } = useTranslation(['screen', 'common']);
  // The operator's display language (the quiz's by default), not this browser's.
  useFollowLanguage(game.view?.language);
  useBeforeUnload(true);
  usePageTitle(t('page.screen'));
  const ready = game.status !== 'connecting' && game.view !== null;
  return (
    <WeddingLayout variant="screen" quiz={game.quiz}>
      <ScreenAnnouncer view={ready ? game.view : null} />
      {ready ? <ScreenBody game={game} /> : <Spinner fullScreen label={t('common:loading')} />}
      <ScreenSound view={ready ? game.view : null} quiz={game.quiz} clockOffsetMs={game.clockOffsetMs} />
      <ConnectionBanner status={game.status} audience="screen" />
    </WeddingLayout>
  );
}
