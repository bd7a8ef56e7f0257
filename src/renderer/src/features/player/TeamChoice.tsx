import { teamLabel, type TeamInfo } from '@shared/teams';
import type { TeamChoice } from './useTeamChoice';

/**
 * The join form's table or side, above the name: the table card's table ("Table 7 – Lisbon"), a list
 * of the tables (the phone's own picker: one thumb, 80 tables), or the couple's two sides as big buttons.
 */
export function TeamChoiceField({ choice }: { choice: TeamChoice }): React.JSX.Element | null {
  if (choice.mode === 'solo') return null;
  if (choice.fromLink && choice.chosen !== null)
    return <LinkedTable choice={choice} number={choice.chosen} />;
  if (choice.status === 'loading') {
    return <p className="team-choice__status">Loading the {choice.mode === 'sides' ? 'sides' : 'tables'}…</p>;
  }
  if (choice.status === 'failed') return <NotLoaded choice={choice} />;
  return choice.mode === 'sides' ? <SideButtons choice={choice} /> : <TablePicker choice={choice} />;
}

function LinkedTable({ choice, number }: { choice: TeamChoice; number: number }): React.JSX.Element {
  const team: TeamInfo = choice.teams.find((t) => t.number === number) ?? { number, name: null };
  return (
    <div className="team-choice team-choice--linked">
      <p className="team-choice__caption">Your table</p>
      <p className="team-choice__table">{teamLabel('tables', team)}</p>
      <button type="button" className="team-choice__change" onClick={choice.chooseAnother}>
        Not your table? Choose another
      </button>
    </div>
  );
}

function TablePicker({ choice }: { choice: TeamChoice }): React.JSX.Element {
  return (
    <div className="team-choice">
      <label className="team-choice__caption" htmlFor="player-table">
        Your table
      </label>
      {choice.unknownLink !== null && (
        <p className="notice team-choice__notice">
          There is no table {choice.unknownLink} in this quiz. Please choose yours.
        </p>
      )}
      <div className="team-choice__picker">
        <select
          id="player-table"
          className="select team-choice__select"
          value={choice.chosen ?? ''}
          onChange={(event) => choice.choose(Number(event.target.value))}
        >
          <option value="" disabled>
            Choose your table…
          </option>
          {choice.teams.map((team) => (
            <option key={team.number} value={team.number}>
              {teamLabel('tables', team)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function SideButtons({ choice }: { choice: TeamChoice }): React.JSX.Element {
  return (
    <fieldset className="team-choice team-choice--sides">
      <legend className="team-choice__caption">Which side are you on?</legend>
      <div className="team-choice__sides">
        {choice.teams.map((team) => (
          <button
            key={team.number}
            type="button"
            className="side-button"
            aria-pressed={choice.chosen === team.number}
            onClick={() => choice.choose(team.number)}
          >
            {teamLabel('sides', team)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

function NotLoaded({ choice }: { choice: TeamChoice }): React.JSX.Element {
  return (
    <div className="team-choice">
      <p className="notice">The list of {choice.mode === 'sides' ? 'sides' : 'tables'} did not load.</p>
      <button type="button" className="button team-choice__retry" onClick={choice.retry}>
        Try again
      </button>
    </div>
  );
}
