import { Trans, useTranslation } from 'react-i18next';
import type { GameState } from '@shared/model/gameState';
import type { LeaderboardEntry } from '@shared/wire/payloads';
import type { PlayMode, TeamEntry } from '@shared/model/teams';
import { PodiumStage } from '../FinalStage';
import { teamName, teamShortName } from './teamWords';

interface Props {
  state: GameState;
  mode: PlayMode;
  top: readonly TeamEntry[];
  bestPlayer: LeaderboardEntry | null;
}

/** The podium of a team game: it crowns a table (or a side), then names the best player of the night. */
export function TeamFinalStage({ state, mode, top, bestPlayer }: Props): React.JSX.Element {
  const { t } = useTranslation('screen');
  const picks = top.slice(0, 3).map((team) => ({
    id: `team-${team.number}`,
    // "Table 7" large, its name under it: "Table 7 – Lisbon" would not fit a podium step.
    name: teamShortName(t, mode, team),
    sub: mode === 'tables' ? team.name : null,
    score: team.score,
  }));
  const winner = top[0];
  return (
    <PodiumStage
      state={state}
      top={picks}
      winner={winner ? teamName(t, mode, winner) : null}
      className="stage--team-final"
      after={
        bestPlayer && (
          <p className="final__best" data-testid="best-player">
            <Trans
              t={t}
              i18nKey="final.bestPlayer"
              values={{ name: bestPlayer.player_name, score: bestPlayer.score }}
              components={{ name: <strong dir="auto" /> }}
            />
          </p>
        )
      }
    />
  );
}
