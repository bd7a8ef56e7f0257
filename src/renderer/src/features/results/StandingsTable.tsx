import type { LeaderboardEntry } from '@shared/payloads';
import { RankingTable } from '../../ui/ranking/RankingTable';

const HEADINGS = { rank: 'Place', name: 'Guest', score: 'Points' };
const CELLS = {
  rank: 'standings-table__rank',
  name: 'standings-table__name',
  score: 'standings-table__score',
};

/** The first three on gold, silver and bronze. */
const medalRow = (entry: LeaderboardEntry): string | undefined =>
  entry.rank <= 3 ? `standings-table__top standings-table__top--${entry.rank}` : undefined;

/** Every guest's final place and points; on paper the header repeats on each page. */
export function StandingsTable({ standings }: { standings: readonly LeaderboardEntry[] }): React.JSX.Element {
  if (standings.length === 0) return <p className="results-empty">Nobody played this game.</p>;
  return (
    <RankingTable
      entries={standings}
      headings={HEADINGS}
      className="standings-table"
      testId="standings-table"
      cellClass={CELLS}
      rowClass={medalRow}
    />
  );
}
