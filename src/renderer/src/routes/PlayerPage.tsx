import { GameState } from '@shared/gameState';
import { ConnectionBadge } from '../components/layout/ConnectionBadge';
import { Spinner } from '../components/layout/Spinner';
import { WeddingLayout } from '../components/layout/WeddingLayout';
import { PlayerBody } from '../components/player/PlayerBody';
import { usePlayerGame } from '../hooks/usePlayerGame';

/** `/`: the guest's phone. */
export function PlayerPage(): React.JSX.Element {
  const game = usePlayerGame();
  const ready = game.status !== 'connecting' && game.view !== null;
  const joined = game.view !== null && game.view.playerState !== GameState.NEW;

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
      {joined && game.answerError && (
        <p className="toast" role="alert">
          {game.answerError}
        </p>
      )}
      {(!ready || game.joining) && <Spinner fullScreen label={game.joining ? 'Joining…' : 'Connecting…'} />}
      <ConnectionBadge status={game.status} />
    </WeddingLayout>
  );
}
