import type { LeaderboardEntry } from '@shared/payloads';
import { RankingTable } from '../../../ui/ranking/RankingTable';

const HEADINGS = { rank: 'Rank', name: 'Player', score: 'Score' };

/** The full ranking, every player. */
export function LeaderboardPanel({ entries }: { entries: readonly LeaderboardEntry[] }): React.JSX.Element {
  return (
    <section className="panel panel--leaderboard" aria-labelledby="leaderboard-title">
      <h2 className="panel__title" id="leaderboard-title">
        Leaderboard
      </h2>
      <div className="table-scroll">
        <RankingTable entries={entries} headings={HEADINGS} className="table" testId="operator-leaderboard" />
      </div>
    </section>
  );
}
