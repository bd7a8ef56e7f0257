import type { GameState } from '@shared/gameState';
import type { LeaderboardEntry } from '@shared/payloads';
import { teamLabel, teamShortLabel, type PlayMode, type TeamEntry } from '@shared/teams';
import { PodiumStage } from '../FinalStage';
import { BEST_PLAYER } from './teamWords';

interface Props {
  state: GameState;
  mode: PlayMode;
  top: readonly TeamEntry[];
  bestPlayer: LeaderboardEntry | null;
}

/** The podium of a team game: it crowns a table (or a side), then names the best player of the night. */
export function TeamFinalStage({ state, mode, top, bestPlayer }: Props): React.JSX.Element {
  const picks = top.slice(0, 3).map((t) => ({
    id: `team-${t.number}`,
    // "Table 7" large, its name under it: "Table 7 – Lisbon" would not fit a podium step.
    name: teamShortLabel(mode, t),
    sub: mode === 'tables' ? t.name : null,
    score: t.score,
  }));
  const winner = top[0];
  return (
    <PodiumStage
      state={state}
      top={picks}
      winner={winner ? teamLabel(mode, winner) : null}
      className="stage--team-final"
      after={
        bestPlayer && (
          <p className="final__best" data-testid="best-player">
            {BEST_PLAYER} <strong>{bestPlayer.player_name}</strong> ({bestPlayer.score})
          </p>
        )
      }
    />
  );
}
