import { useTranslation } from 'react-i18next';
import type { PlayMode, TeamEntry } from '@shared/model/teams';
import { formatNumber } from '../../../../i18n/format';
import { useLanguage } from '../../../../i18n/useLanguage';
import { teamWords } from './teamMembers';

interface Props {
  mode: PlayMode;
  entries: readonly TeamEntry[];
}

/** Every table (or side) ranked, with how many play at it: the big screen only shows the Top 5. */
export function TeamLeaderboardPanel({ mode, entries }: Props): React.JSX.Element {
  const tables = mode === 'tables';
  const { t } = useTranslation('operator');
  const language = useLanguage();
  return (
    <section className="panel panel--team-leaderboard" aria-labelledby="team-leaderboard-title">
      <h2 className="panel__title" id="team-leaderboard-title">
        {tables ? t('leaderboard.tablesTitle') : t('leaderboard.sidesTitle')}
      </h2>
      <div className="table-scroll">
        <table className="table" data-testid="operator-team-leaderboard">
          <thead>
            <tr>
              <th scope="col">{t('leaderboard.rank')}</th>
              <th scope="col">{tables ? t('leaderboard.table') : t('leaderboard.side')}</th>
              <th scope="col">{t('leaderboard.players')}</th>
              <th scope="col">{t('leaderboard.score')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.number}>
                <td>{formatNumber(entry.rank, language)}</td>
                <td>
                  <bdi>{teamWords(t, mode, entry)}</bdi>
                </td>
                <td>{formatNumber(entry.players, language)}</td>
                {/* As the players' leaderboard writes scores: digits only, no grouping. */}
                <td>{entry.score}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="panel__hint">{tables ? t('leaderboard.tablesHint') : t('leaderboard.sidesHint')}</p>
    </section>
  );
}
