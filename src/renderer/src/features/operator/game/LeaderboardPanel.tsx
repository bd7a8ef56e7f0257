import type { LeaderboardEntry } from '@shared/payloads';
import { RankingTable } from '../../../ui/ranking/RankingTable';

const HEADINGS = { rank: 'Rank', name: 'Player', score: 'Score' };

/** The full ranking, every player; "Player leaderboard" in team games, beside the tables'. */
export function LeaderboardPanel({
  entries,
  title = 'Leaderboard',
}: {
  entries: readonly LeaderboardEntry[];
  title?: string;
}): React.JSX.Element {
  return (
    <section className="panel panel--leaderboard" aria-labelledby="leaderboard-title">
      <h2 className="panel__title" id="leaderboard-title">
        {title}
      </h2>
      <div className="table-scroll">
        <RankingTable entries={entries} headings={HEADINGS} className="table" testId="operator-leaderboard" />
      </div>
    </section>
  );
}
