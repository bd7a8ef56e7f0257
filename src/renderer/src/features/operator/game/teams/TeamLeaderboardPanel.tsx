import { teamLabel, type PlayMode, type TeamEntry } from '@shared/teams';

interface Props {
  mode: PlayMode;
  entries: readonly TeamEntry[];
}

/** Every table (or side) ranked, with how many play at it: the big screen only shows the Top 5. */
export function TeamLeaderboardPanel({ mode, entries }: Props): React.JSX.Element {
  const tables = mode === 'tables';
  return (
    <section className="panel panel--team-leaderboard" aria-labelledby="team-leaderboard-title">
      <h2 className="panel__title" id="team-leaderboard-title">
        {tables ? 'Table leaderboard' : 'Sides leaderboard'}
      </h2>
      <div className="table-scroll">
        <table className="table" data-testid="operator-team-leaderboard">
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">{tables ? 'Table' : 'Side'}</th>
              <th scope="col">Players</th>
              <th scope="col">Score</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.number}>
                <td>{entry.rank}</td>
                <td>{teamLabel(mode, entry)}</td>
                <td>{entry.players}</td>
                <td>{entry.score}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="panel__hint">
        {tables
          ? "A table's score: the average of its players' points on each question, added up. A table of 4 and a table of 10 play on equal terms."
          : "A side's score: the average of its players' points on each question, added up. The bigger side has no head start."}
      </p>
    </section>
  );
}
