import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { GameState, isFinalState } from '@shared/model/gameState';
import { Spinner } from '../../ui/feedback/Spinner';
import type { PlayerGame } from './usePlayerGame';
import { displayedPlayerState } from './playerState';
import { JoinForm } from './join/JoinForm';
import './player.css';

/** Everything after the join form, in its own chunk: asked for as the guest taps Join. */
const loadPlayingBody = () => import('./PlayingBody').then((m) => ({ default: m.PlayingBody }));
const PlayingBody = lazy(loadPlayingBody);

/** The phone's body for the guest's current state: the join form here, the rest loaded when needed. */
export function PlayerBody({ game }: { game: PlayerGame }): React.JSX.Element | null {
  const { view } = game;
  const { t } = useTranslation();
  // A new guest gets the form at once; a returning one waits for their view (no flash of the form).
  if (!view && !game.fresh) return null;
  const state = view ? displayedPlayerState(view, game.sentAnswer) : GameState.NEW;
  const playMode = game.quiz?.playMode ?? 'solo';
  if (!view || (state === GameState.NEW && !isFinalState(view.state as GameState))) {
    return (
      <JoinForm
        title={game.quiz?.title ?? null}
        playMode={playMode}
        second={game.quiz?.second ?? null}
        error={game.joinError}
        notice={game.notice}
        disabled={game.joining}
        onJoin={(name, team) => {
          // The next screen's code comes while the server answers.
          void loadPlayingBody();
          game.join(name, team);
        }}
      />
    );
  }
  return (
    <Suspense fallback={<Spinner fullScreen label={t('loading')} />}>
      <PlayingBody game={game} />
    </Suspense>
  );
}
