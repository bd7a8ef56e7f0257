import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorPlayer } from '@shared/wire/payloads';
import { Route } from '@shared/model/routes';
import type { PlayMode, TeamInfo } from '@shared/model/teams';
import { formatNumber } from '../../../../i18n/format';
import { useLanguage } from '../../../../i18n/useLanguage';
import { Isolated } from '../../Isolated';
import { TeamItem } from './TeamItem';
import { filterTeams, teamsWithMembers, teamWords } from './teamMembers';

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

/** The panel's title, the table cards' link, and how it works (with how many tables are still empty). */
function TablesHead(props: { tables: boolean; count: number; empty: number }): React.JSX.Element {
  const { tables, count, empty } = props;
  const { t } = useTranslation('operator');
  const language = useLanguage();
  const total = formatNumber(count, language);
  return (
    <>
      <div className="tables-panel__head">
        <h2 className="panel__title" id="tables-title">
          {tables ? t('teams.tablesTitle', { n: total }) : t('teams.sidesTitle')}
        </h2>
        {tables && (
          <a className="button button--small" href={Route.cards} target="_blank" rel="noreferrer">
            {t('teams.printCards')}
          </a>
        )}
      </div>
      <p className="panel__hint tables-panel__summary">
        {tables && empty > 0 ? `${t('teams.emptyTables', { count: empty, total })} ` : ''}
        {tables ? t('teams.tablesHowTo') : t('teams.sidesHowTo')}
      </p>
    </>
  );
}

/** Team games: every table (or side) with its guests; rename a table, move a guest to another one. */
export function TablesPanel({ mode, teams, players, onMove, onRename, offline }: Props): React.JSX.Element {
  const [query, setQuery] = useState('');
  const { t } = useTranslation('operator');
  const language = useLanguage();
  const all = useMemo(
    () => teamsWithMembers((team) => teamWords(t, mode, team), teams, players),
    [t, mode, teams, players],
  );
  // The field answers every key at once; 80 tables and 2,000 guests are filtered behind it (React 19).
  const searched = useDeferredValue(query);
  const shown = useMemo(() => filterTeams(all, searched), [all, searched]);
  const found = shown.reduce((sum, s) => sum + (s.byGuest ? s.shown.length : 0), 0);
  const tables = mode === 'tables';
  const empty = all.filter((team) => team.members.length === 0).length;
  return (
    <section className="panel panel--tables" aria-labelledby="tables-title">
      <TablesHead tables={tables} count={teams.length} empty={empty} />
      {/* 80 tables, 2,000 guests: the way to find where someone sits. */}
      <div className="field tables-panel__search">
        <label className="field__label" htmlFor="tables-search">
          {tables ? t('teams.findTable') : t('teams.findSide')}
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
        <p className="panel__hint">{t('teams.tooMany', { n: formatNumber(found, language) })}</p>
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
      {shown.length === 0 && (
        <p className="panel__hint">
          <Isolated sentence={(mark) => t('teams.noMatch', { query: mark })} value={searched.trim()} />
        </p>
      )}
    </section>
  );
}
