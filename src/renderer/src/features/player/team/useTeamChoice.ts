import { useCallback, useEffect, useState } from 'react';
import { TEAMS_PATH, type PlayMode, type TeamInfo, type TeamsResponse } from '@shared/model/teams';
import { TABLE_PARAM, tableFromQuery } from '@shared/model/tableLink';
import { usePhoneBoot } from '../phoneBoot';

export type TeamsStatus = 'loading' | 'ready' | 'failed';

/** The join form's table (or side): the list from the server, the guest's choice and how it is shown. */
export interface TeamChoice {
  /** Solo: no choice to make. The list's own mode once it is loaded (the server is fresher than the page). */
  mode: PlayMode;
  status: TeamsStatus;
  teams: readonly TeamInfo[];
  /** The team the join will send; null until one is chosen. */
  chosen: number | null;
  /** A table card's link named a listed table: the form shows that table, with no list. */
  fromLink: boolean;
  /** A table card's link named a table this quiz does not have (an old card, a typo). */
  unknownLink: number | null;
  choose: (number: number) => void;
  /** "Not your table? Choose another": the list, with the card's table still chosen. */
  chooseAnother: () => void;
  retry: () => void;
}

/** The table in this page's address. */
function linkedTable(): number | null {
  return tableFromQuery(window.location.search);
}

/** Keeps the guest's choice in the address (no new history entry: Back still leaves the page). */
function rememberTable(number: number): void {
  const url = new URL(window.location.href);
  url.searchParams.set(TABLE_PARAM, String(number));
  window.history.replaceState(window.history.state, '', url);
}

/** `GET /teams`: the list guests choose from, with the operator's renames. */
async function fetchTeams(signal: AbortSignal): Promise<TeamsResponse> {
  const response = await fetch(TEAMS_PATH, { cache: 'no-store', signal });
  if (!response.ok) throw new Error(`GET ${TEAMS_PATH}: ${response.status}`);
  const body = (await response.json()) as Partial<TeamsResponse>;
  if (!Array.isArray(body.teams) || typeof body.playMode !== 'string') throw new Error('Not a teams list');
  return { playMode: body.playMode, teams: body.teams };
}

/** The list of teams, fetched only in a team game (a solo game's phone asks for nothing more). */
function useTeamsList(playMode: PlayMode): {
  list: TeamsResponse | null;
  status: TeamsStatus;
  retry: () => void;
} {
  const [list, setList] = useState<TeamsResponse | null>(null);
  const [status, setStatus] = useState<TeamsStatus>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (playMode === 'solo') return undefined;
    const abort = new AbortController();
    setStatus('loading');
    fetchTeams(abort.signal).then(
      (next) => {
        setList(next);
        setStatus('ready');
      },
      () => {
        if (!abort.signal.aborted) setStatus('failed');
      },
    );
    return () => abort.abort();
  }, [playMode, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { list, status, retry };
}

/** The join form's team choice: from the table card's link (`?table=`), from the list, or a side. */
export function useTeamChoice(playMode: PlayMode): TeamChoice {
  // A pre-rendered page: the table the server read from the same address (and rendered).
  const boot = usePhoneBoot();
  const [linked] = useState(() => (boot ? boot.table : linkedTable()));
  const [picked, setPicked] = useState<number | null>(linked);
  const [picking, setPicking] = useState(false);
  const { list, status, retry } = useTeamsList(playMode);

  const ready = status === 'ready' && list !== null;
  const mode = playMode === 'solo' ? 'solo' : ready ? list.playMode : playMode;
  const teams = ready && mode !== 'solo' ? list.teams : [];
  const listed = (n: number | null): boolean => n !== null && teams.some((t) => t.number === n);
  // Until the list is there, a card's table is taken at its word (the server checks it anyway).
  const linkHolds = linked !== null && (ready ? listed(linked) : status === 'loading' || status === 'failed');
  const chosen = ready ? (listed(picked) ? picked : null) : picked;

  const choose = useCallback((number: number) => {
    setPicked(number);
    rememberTable(number);
  }, []);
  const chooseAnother = useCallback(() => setPicking(true), []);

  return {
    mode,
    status,
    teams,
    chosen: mode === 'solo' ? null : chosen,
    fromLink: mode === 'tables' && !picking && linkHolds,
    unknownLink: ready && linked !== null && !listed(linked) ? linked : null,
    choose,
    chooseAnother,
    retry,
  };
}
