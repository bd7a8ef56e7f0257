import { useTranslation } from 'react-i18next';
import type { PlayMode, TeamEntry } from '@shared/model/teams';
import { LeaderboardBoard, type BoardRow } from '../LeaderboardStage';
import type { ScreenT } from '../stage/kindWords';
import { playersText, teamBoardTitle, teamName, teamScoreRule } from './teamWords';

interface Props {
  mode: PlayMode;
  previous: readonly TeamEntry[];
  current: readonly TeamEntry[];
}

export function teamRows(t: ScreenT, mode: PlayMode, entries: readonly TeamEntry[]): BoardRow[] {
  return entries.map((team) => ({
    id: `team-${team.number}`,
    rank: team.rank,
    name: teamName(t, mode, team),
    detail: playersText(t, team.players),
    score: team.score,
  }));
}

/** SHOW_LEADERBOARD in a team game: the Top 5 tables, with how many play at each and how it is counted. */
export function TeamLeaderboardStage({ mode, previous, current }: Props): React.JSX.Element {
  const { t } = useTranslation('screen');
  return (
    <LeaderboardBoard
      title={teamBoardTitle(t, mode)}
      previous={teamRows(t, mode, previous)}
      current={teamRows(t, mode, current)}
      footnote={teamScoreRule(t, mode)}
      className="stage--team-board"
    />
  );
}
