import type { LeaderboardEntry } from '@shared/payloads';

/** Every guest's final place and points; on paper the header repeats on each page. */
export function StandingsTable({ standings }: { standings: readonly LeaderboardEntry[] }): React.JSX.Element {
  if (standings.length === 0) return <p className="results-empty">Nobody played this game.</p>;
  return (
    <table className="standings-table" data-testid="standings-table">
      <thead>
        <tr>
          <th scope="col">Place</th>
          <th scope="col">Guest</th>
          <th scope="col">Points</th>
        </tr>
      </thead>
      <tbody>
        {standings.map((e, i) => (
          <tr
            key={`${e.rank}-${i}`}
            className={e.rank <= 3 ? `standings-table__top standings-table__top--${e.rank}` : undefined}
          >
            <td className="standings-table__rank">{e.rank}</td>
            <td className="standings-table__name">{e.player_name}</td>
            <td className="standings-table__score">{e.score}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
