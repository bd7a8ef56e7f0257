/**
 * The big screen's words and layout choices for team games: pure, so the unit tests read them as the
 * room will, in the screen's language.
 */
import { teamLabel, type PlayMode, type TeamInfo, type TeamNameWords } from '@shared/model/teams';
import type { ScreenT } from '../stage/kindWords';

/** "1 player", "4 players". */
export function playersText(t: ScreenT, count: number): string {
  return t('teams.players', { count });
}

/** A name and, in a bilingual quiz, its second-language name where it differs: "Lisbon / Lisboa". */
function bothNames(team: TeamInfo): string | null {
  const second = team.secondName?.trim();
  return team.name && second && second !== team.name.trim() ? `${team.name} / ${second}` : team.name;
}

/** The big screen's words for a team without a name of its own. */
function screenTeamWords(t: ScreenT): TeamNameWords {
  return {
    table: (number) => t('teams.table', { number }),
    namedTable: (number, name) => t('teams.tableNamed', { number, name }),
    side: (number) => t('teams.side', { number }),
  };
}

/** "Table 7 – Lisbon", "Table 7", or a side's name (the quiz's words, in both of a bilingual quiz's languages). */
export function teamName(t: ScreenT, mode: PlayMode, team: TeamInfo): string {
  return teamLabel(screenTeamWords(t), mode, { number: team.number, name: bothNames(team) });
}

/** "Table 7", or a side's name: the short form for a podium step. */
export function teamShortName(t: ScreenT, mode: PlayMode, team: TeamInfo): string {
  return teamLabel(screenTeamWords(t), mode, { number: team.number, name: bothNames(team) }, 'short');
}

/** The Top 5's title: "Top 5 tables", or the two sides. */
export function teamBoardTitle(t: ScreenT, mode: PlayMode): string {
  return mode === 'sides' ? t('teams.boardSides') : t('teams.boardTables');
}

/** Why a table of 4 and a table of 10 are on equal terms, in one plain line. */
export function teamScoreRule(t: ScreenT, mode: PlayMode): string {
  return mode === 'sides' ? t('teams.ruleSides') : t('teams.ruleTables');
}

/** How tightly the lobby packs its tables: names under each, one line of names, or number and count only. */
export type LobbyDensity = 'roomy' | 'compact' | 'dense' | 'tiny';

export interface LobbyGrid {
  density: LobbyDensity;
  columns: number;
  rows: number;
}

/**
 * Up to 12 tables keep two lines of names each; up to 24 one line; up to 80 the number and the count;
 * beyond (the format takes 500) the number alone, a table with players drawn solid.
 */
export function lobbyGrid(teams: number): LobbyGrid {
  const n = Math.max(1, teams);
  const columns =
    n <= 4
      ? 2
      : n <= 12
        ? 3
        : n <= 24
          ? 4
          : n <= 40
            ? 6
            : n <= 60
              ? 7
              : n <= 80
                ? 8
                : n <= 120
                  ? 10
                  : n <= 200
                    ? 12
                    : n <= 300
                      ? 16
                      : 20;
  const density: LobbyDensity = n <= 12 ? 'roomy' : n <= 24 ? 'compact' : n <= 80 ? 'dense' : 'tiny';
  return { density, columns, rows: Math.ceil(n / columns) };
}

/** The names under a table: the newest first, and how many more there are. */
export function lobbyNames(t: ScreenT, names: readonly string[], players: number): string {
  if (players === 0) return t('teams.nobodyYet');
  const more = players - names.length;
  const list = names.join(t('kind.separator'));
  return more > 0 ? t('teams.namesMore', { names: list, more }) : list;
}
