import type { LeaderboardEntry } from '@shared/payloads';

/** The full ranking, every player. */
export function LeaderboardPanel({ entries }: { entries: readonly LeaderboardEntry[] }): React.JSX.Element {
  return (
    <section className="panel panel--leaderboard" aria-labelledby="leaderboard-title">
      <h2 className="panel__title" id="leaderboard-title">
        Leaderboard
      </h2>
      <div className="table-scroll">
        <table className="table" data-testid="operator-leaderboard">
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Player</th>
              <th scope="col">Score</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.player_name}>
                <td>{entry.rank}</td>
                <td>{entry.player_name}</td>
                <td>{entry.score}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
