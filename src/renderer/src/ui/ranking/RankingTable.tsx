import type { LeaderboardEntry } from '@shared/wire/payloads';

/** What each column is called, or (for `cellClass`) the class of its cells. */
export interface RankingColumns {
  rank: string;
  name: string;
  score: string;
}

interface Props {
  entries: readonly LeaderboardEntry[];
  headings: RankingColumns;
  className: string;
  testId: string;
  /** The cells' classes, for a table that styles the columns apart. */
  cellClass?: RankingColumns;
  /** A row's class, e.g. gold, silver and bronze for the first three. */
  rowClass?: (entry: LeaderboardEntry) => string | undefined;
}

/** A ranking as a table: place, name, points; the operator's leaderboard and the keepsake's standings. */
export function RankingTable({
  entries,
  headings,
  className,
  testId,
  cellClass,
  rowClass,
}: Props): React.JSX.Element {
  return (
    <table className={className} data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">{headings.rank}</th>
          <th scope="col">{headings.name}</th>
          <th scope="col">{headings.score}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry, i) => (
          <tr key={`${i}-${entry.player_name}`} className={rowClass?.(entry)}>
            <td className={cellClass?.rank}>{entry.rank}</td>
            <td className={cellClass?.name}>{entry.player_name}</td>
            <td className={cellClass?.score}>{entry.score}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
