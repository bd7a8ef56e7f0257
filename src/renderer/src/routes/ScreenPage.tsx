import { ConnectionBanner } from '../components/layout/ConnectionBanner';
import { Spinner } from '../components/layout/Spinner';
import { WeddingLayout } from '../components/layout/WeddingLayout';
import { ScreenBody } from '../components/screen/ScreenBody';
import { useBeforeUnload } from '../hooks/useBeforeUnload';
import { useScreenGame } from '../hooks/useScreenGame';

/** `/screen`: the projector. It only shows; the server runs the clock and the operator the game. */
export function ScreenPage(): React.JSX.Element {
  const game = useScreenGame();
  useBeforeUnload(true);
  const ready = game.status !== 'connecting' && game.view !== null;
  return (
    <WeddingLayout variant="screen" quiz={game.quiz}>
      {ready ? <ScreenBody game={game} /> : <Spinner fullScreen label="Loading..." />}
      <ConnectionBanner status={game.status} audience="screen" />
    </WeddingLayout>
  );
}
