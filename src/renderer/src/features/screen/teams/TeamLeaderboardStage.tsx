import { teamLabel, type PlayMode, type TeamEntry } from '@shared/teams';
import { LeaderboardBoard, type BoardRow } from '../LeaderboardStage';
import { playersText, teamBoardTitle, teamScoreRule } from './teamWords';

interface Props {
  mode: PlayMode;
  previous: readonly TeamEntry[];
  current: readonly TeamEntry[];
}

export function teamRows(mode: PlayMode, entries: readonly TeamEntry[]): BoardRow[] {
  return entries.map((t) => ({
    id: `team-${t.number}`,
    rank: t.rank,
    name: teamLabel(mode, t),
    detail: playersText(t.players),
    score: t.score,
  }));
}

/** SHOW_LEADERBOARD in a team game: the Top 5 tables, with how many play at each and how it is counted. */
export function TeamLeaderboardStage({ mode, previous, current }: Props): React.JSX.Element {
  return (
    <LeaderboardBoard
      title={teamBoardTitle(mode)}
      previous={teamRows(mode, previous)}
      current={teamRows(mode, current)}
      footnote={teamScoreRule(mode)}
      className="stage--team-board"
    />
  );
}
