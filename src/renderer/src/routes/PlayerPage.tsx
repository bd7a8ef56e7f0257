import { GameState } from '@shared/gameState';
import { ConnectionBanner } from '../components/layout/ConnectionBanner';
import { Spinner } from '../components/layout/Spinner';
import { WeddingLayout } from '../components/layout/WeddingLayout';
import { PlayerBody } from '../components/player/PlayerBody';
import { usePlayerGame } from '../hooks/usePlayerGame';
import { answerToast } from '../lib/playerState';

/** `/`: the guest's phone. */
export function PlayerPage(): React.JSX.Element {
  const game = usePlayerGame();
  const ready = game.status !== 'connecting' && game.view !== null;
  const joined = game.view !== null && game.view.playerState !== GameState.NEW;
  const toast = game.view ? answerToast(game.view, game.answerError, game.answerRejection) : null;

  return (
    <WeddingLayout
      variant="player"
      quiz={game.quiz}
      footer={
        joined && game.username ? (
          <p className="player-tag">
            Playing as <strong>{game.username}</strong>
          </p>
        ) : null
      }
    >
      {ready && <PlayerBody game={game} />}
      {joined && toast && (
        <p className="toast" role="alert">
          {toast}
        </p>
      )}
      {(!ready || game.joining) && <Spinner fullScreen label={game.joining ? 'Joining…' : 'Connecting…'} />}
      <ConnectionBanner status={game.status} audience="player" />
    </WeddingLayout>
  );
}
