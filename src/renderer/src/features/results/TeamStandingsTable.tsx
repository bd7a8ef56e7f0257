import { useTranslation } from 'react-i18next';
import type { TeamEntry } from '@shared/model/teams';
import { medalRow } from './StandingsTable';
import type { TeamWords } from './teamWords';

interface Props {
  teams: readonly TeamEntry[];
  words: TeamWords;
}

/** Every table's (or side's) final place, its guests and points; the same look as the guests' table. */
export function TeamStandingsTable({ teams, words }: Props): React.JSX.Element {
  const { t } = useTranslation('results');
  return (
    <table className="standings-table standings-table--teams" data-testid="team-standings-table">
      <thead>
        <tr>
          <th scope="col">{t('standings.place')}</th>
          <th scope="col">{words.noun}</th>
          <th scope="col">{t('standings.guestCount')}</th>
          <th scope="col">{t('standings.points')}</th>
        </tr>
      </thead>
      <tbody>
        {teams.map((team) => (
          <tr key={team.number} className={medalRow(team.rank)} data-team={team.number}>
            <td className="standings-table__rank">{team.rank}</td>
            <td className="standings-table__name">
              <bdi>{words.label(team)}</bdi>
            </td>
            <td className="standings-table__players">{team.players}</td>
            <td className="standings-table__score">{team.score}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
