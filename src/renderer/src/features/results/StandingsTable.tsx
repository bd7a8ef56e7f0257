import type { ResultsStanding } from '@shared/api';

/** The first three on gold, silver and bronze. */
export const medalRow = (rank: number): string | undefined =>
  rank <= 3 ? `standings-table__top standings-table__top--${rank}` : undefined;

interface Props {
  standings: readonly ResultsStanding[];
  /** A team game: the column's heading ("Table") and each team's label by number. */
  teams?: { heading: string; labels: ReadonlyMap<number, string> } | undefined;
}

/** Every guest's final place and points (and table, in a team game); on paper the header repeats. */
export function StandingsTable({ standings, teams }: Props): React.JSX.Element {
  if (standings.length === 0) return <p className="results-empty">Nobody played this game.</p>;
  return (
    <table className="standings-table" data-testid="standings-table">
      <thead>
        <tr>
          <th scope="col">Place</th>
          <th scope="col">Guest</th>
          {teams && <th scope="col">{teams.heading}</th>}
          <th scope="col">Points</th>
        </tr>
      </thead>
      <tbody>
        {standings.map((entry, i) => (
          <tr key={`${i}-${entry.player_name}`} className={medalRow(entry.rank)}>
            <td className="standings-table__rank">{entry.rank}</td>
            <td className="standings-table__name">{entry.player_name}</td>
            {teams && (
              <td className="standings-table__team">
                {entry.team !== null ? (teams.labels.get(entry.team) ?? '') : ''}
              </td>
            )}
            <td className="standings-table__score">{entry.score}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
