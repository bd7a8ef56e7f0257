import { useMemo, useState } from 'react';
import type { OperatorPlayer } from '@shared/payloads';
import { Route } from '@shared/routes';
import type { PlayMode, TeamInfo } from '@shared/teams';
import { TeamItem } from './TeamItem';
import { filterTeams, teamsWithMembers } from './teamMembers';

/** A search finding more guests than this opens no table: "a" must not draw 2,000 guests at once. */
const OPEN_AT_MOST = 40;

interface Props {
  mode: PlayMode;
  teams: readonly TeamInfo[];
  players: readonly OperatorPlayer[];
  onMove: (playerId: string, team: number) => void;
  onRename: (team: number, name: string | null) => void;
  offline: boolean;
}

/** Team games: every table (or side) with its guests; rename a table, move a guest to another one. */
export function TablesPanel({ mode, teams, players, onMove, onRename, offline }: Props): React.JSX.Element {
  const [query, setQuery] = useState('');
  const all = useMemo(() => teamsWithMembers(mode, teams, players), [mode, teams, players]);
  const shown = useMemo(() => filterTeams(all, query), [all, query]);
  const found = shown.reduce((sum, t) => sum + (t.byGuest ? t.shown.length : 0), 0);
  const tables = mode === 'tables';
  const empty = all.filter((t) => t.members.length === 0).length;
  return (
    <section className="panel panel--tables" aria-labelledby="tables-title">
      <div className="tables-panel__head">
        <h2 className="panel__title" id="tables-title">
          {tables ? `Tables (${teams.length})` : 'Sides'}
        </h2>
        {tables && (
          <a className="button button--small" href={Route.cards} target="_blank" rel="noreferrer">
            Print table cards
          </a>
        )}
      </div>
      <p className="panel__hint tables-panel__summary">
        {tables && empty > 0 ? `${empty} of ${teams.length} tables have nobody yet. ` : ''}
        Open a {tables ? 'table' : 'side'} to see its guests and move one. A moved guest&apos;s points count
        for the new {tables ? 'table' : 'side'} from the next question.
      </p>
      {/* 80 tables, 2,000 guests: the way to find where someone sits. */}
      <div className="field tables-panel__search">
        <label className="field__label" htmlFor="tables-search">
          Find a {tables ? 'table' : 'side'} or a guest
        </label>
        <input
          id="tables-search"
          className="team-input"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {found > OPEN_AT_MOST && (
        <p className="panel__hint">{found} guests match: type more of the name, or open a table.</p>
      )}
      <ul className="team-list" data-testid="tables-list">
        {shown.map(({ entry, shown: guests, byGuest }) => (
          <TeamItem
            key={entry.team.number}
            entry={entry}
            shown={guests}
            forceOpen={byGuest && found <= OPEN_AT_MOST}
            mode={mode}
            teams={teams}
            onMove={onMove}
            onRename={onRename}
            offline={offline}
          />
        ))}
      </ul>
      {shown.length === 0 && <p className="panel__hint">No table or guest matches “{query.trim()}”.</p>}
    </section>
  );
}
