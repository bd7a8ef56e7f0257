import { useTranslation } from 'react-i18next';
import type { ResultsStanding } from '@shared/model/api';

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
  const { t } = useTranslation('results');
  if (standings.length === 0) return <p className="results-empty">{t('podium.nobody')}</p>;
  return (
    <table className="standings-table" data-testid="standings-table">
      <thead>
        <tr>
          <th scope="col">{t('standings.place')}</th>
          <th scope="col">{t('standings.guest')}</th>
          {teams && <th scope="col">{teams.heading}</th>}
          <th scope="col">{t('standings.points')}</th>
        </tr>
      </thead>
      <tbody>
        {standings.map((entry, i) => (
          <tr key={`${i}-${entry.player_name}`} className={medalRow(entry.rank)}>
            <td className="standings-table__rank">{entry.rank}</td>
            <td className="standings-table__name">
              <bdi>{entry.player_name}</bdi>
            </td>
            {teams && (
              <td className="standings-table__team">
                <bdi>{entry.team !== null ? (teams.labels.get(entry.team) ?? '') : ''}</bdi>
              </td>
            )}
            <td className="standings-table__score">{entry.score}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
