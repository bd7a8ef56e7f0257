/**
 * The big screen's words and layout choices for team games: pure, so the unit tests read them as the
 * room will.
 */
import type { PlayMode } from '@shared/teams';

/** "1 player", "4 players". */
export function playersText(count: number): string {
  return count === 1 ? '1 player' : `${count} players`;
}

/** A table's line in the lobby when nobody sits there yet. */
export const NOBODY_YET = 'nobody yet';

/** The Top 5's title: "Top 5 tables", or the two sides. */
export function teamBoardTitle(mode: PlayMode): string {
  return mode === 'sides' ? 'Side against side' : 'Top 5 tables';
}

/** Why a table of 4 and a table of 10 are on equal terms, in one plain line. */
export function teamScoreRule(mode: PlayMode): string {
  return mode === 'sides'
    ? 'Side score = the average points of its players, so big and small sides are equal.'
    : 'Table score = the average points of its players, so big and small tables are equal.';
}

/** After the winning team, before the top individual's name and score. */
export const BEST_PLAYER = 'Best player of the night:';

/** How tightly the lobby packs its tables: names under each, one line of names, or number and count only. */
export type LobbyDensity = 'roomy' | 'compact' | 'dense' | 'tiny';

export interface LobbyGrid {
  density: LobbyDensity;
  columns: number;
  rows: number;
}

/**
 * Up to 12 tables keep two lines of names each; up to 24 one line; up to 80 the number and the count;
 * beyond (the format takes 200) the number alone, a table with players drawn solid.
 */
export function lobbyGrid(teams: number): LobbyGrid {
  const n = Math.max(1, teams);
  const columns =
    n <= 4 ? 2 : n <= 12 ? 3 : n <= 24 ? 4 : n <= 40 ? 6 : n <= 60 ? 7 : n <= 80 ? 8 : n <= 120 ? 10 : 12;
  const density: LobbyDensity = n <= 12 ? 'roomy' : n <= 24 ? 'compact' : n <= 80 ? 'dense' : 'tiny';
  return { density, columns, rows: Math.ceil(n / columns) };
}

/** The names under a table: the newest first, and how many more there are. */
export function lobbyNames(names: readonly string[], players: number): string {
  if (players === 0) return NOBODY_YET;
  const more = players - names.length;
  return more > 0 ? `${names.join(', ')} +${more} more` : names.join(', ');
}
