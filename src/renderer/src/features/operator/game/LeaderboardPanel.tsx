import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaderboardEntry } from '@shared/wire/payloads';
import { RankingTable } from '../../../ui/ranking/RankingTable';

/**
 * The full ranking, every player; "Player leaderboard" in team games, beside the tables'. Drawn again
 * only when the ranking changed: a view that leaves it out keeps the same array (issue 29), and a large
 * room's table is thousands of rows.
 */
export const LeaderboardPanel = memo(function LeaderboardPanel({
  entries,
  title,
}: {
  entries: readonly LeaderboardEntry[];
  title?: string;
}): React.JSX.Element {
  const { t } = useTranslation('operator');
  const headings = {
    rank: t('leaderboard.rank'),
    name: t('leaderboard.player'),
    score: t('leaderboard.score'),
  };
  return (
    <section className="panel panel--leaderboard" aria-labelledby="leaderboard-title">
      <h2 className="panel__title" id="leaderboard-title">
        {title ?? t('leaderboard.title')}
      </h2>
      <div className="table-scroll">
        <RankingTable entries={entries} headings={headings} className="table" testId="operator-leaderboard" />
      </div>
    </section>
  );
});
