import { useTranslation } from 'react-i18next';
import type { PlayMode, TeamInfo } from '@shared/model/teams';
import { PHONE_NS, teamLabelIn } from '../phoneT';
import type { TeamChoice } from './useTeamChoice';

/**
 * The join form's table or side, above the name: the table card's table ("Table 7 – Lisbon"), a list
 * of the tables (the phone's own picker: one thumb, 80 tables), or the couple's two sides as big buttons.
 */
const TABLES: PlayMode = 'tables';
const SIDES: PlayMode = 'sides';

export function TeamChoiceField({ choice }: { choice: TeamChoice }): React.JSX.Element | null {
  const { t } = useTranslation(PHONE_NS);
  if (choice.mode === 'solo') return null;
  if (choice.fromLink && choice.chosen !== null)
    return <LinkedTable choice={choice} number={choice.chosen} />;
  if (choice.status === 'loading') {
    return (
      <p className="team-choice__status">
        {choice.mode === 'sides' ? t('team.loadingSides') : t('team.loadingTables')}
      </p>
    );
  }
  if (choice.status === 'failed') return <NotLoaded choice={choice} />;
  return choice.mode === 'sides' ? <SideButtons choice={choice} /> : <TablePicker choice={choice} />;
}

function LinkedTable({ choice, number }: { choice: TeamChoice; number: number }): React.JSX.Element {
  const { t } = useTranslation(PHONE_NS);
  const team: TeamInfo = choice.teams.find((each) => each.number === number) ?? { number, name: null };
  return (
    <div className="team-choice team-choice--linked">
      <p className="team-choice__caption">{t('team.yours')}</p>
      <p className="team-choice__table" dir="auto">
        {teamLabelIn(t, TABLES, team)}
      </p>
      <button type="button" className="team-choice__change" onClick={choice.chooseAnother}>
        {t('team.another')}
      </button>
    </div>
  );
}

function TablePicker({ choice }: { choice: TeamChoice }): React.JSX.Element {
  const { t } = useTranslation(PHONE_NS);
  return (
    <div className="team-choice">
      <label className="team-choice__caption" htmlFor="player-table">
        {t('team.yours')}
      </label>
      {choice.unknownLink !== null && (
        <p className="notice team-choice__notice">{t('team.unknownLink', { number: choice.unknownLink })}</p>
      )}
      <div className="team-choice__picker">
        <select
          id="player-table"
          className="select team-choice__select"
          value={choice.chosen ?? ''}
          onChange={(event) => choice.choose(Number(event.target.value))}
        >
          <option value="" disabled>
            {t('team.choose')}
          </option>
          {choice.teams.map((team) => (
            <option key={team.number} value={team.number}>
              {teamLabelIn(t, TABLES, team)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function SideButtons({ choice }: { choice: TeamChoice }): React.JSX.Element {
  const { t } = useTranslation(PHONE_NS);
  return (
    <fieldset className="team-choice team-choice--sides">
      <legend className="team-choice__caption">{t('team.whichSide')}</legend>
      <div className="team-choice__sides">
        {choice.teams.map((team) => (
          <button
            key={team.number}
            type="button"
            className="side-button"
            aria-pressed={choice.chosen === team.number}
            onClick={() => choice.choose(team.number)}
          >
            <bdi>{teamLabelIn(t, SIDES, team)}</bdi>
          </button>
        ))}
      </div>
    </fieldset>
  );
}

function NotLoaded({ choice }: { choice: TeamChoice }): React.JSX.Element {
  const { t } = useTranslation(PHONE_NS);
  return (
    <div className="team-choice">
      <p className="notice">{choice.mode === 'sides' ? t('team.sidesFailed') : t('team.tablesFailed')}</p>
      <button type="button" className="button team-choice__retry" onClick={choice.retry}>
        {t('team.retry')}
      </button>
    </div>
  );
}
