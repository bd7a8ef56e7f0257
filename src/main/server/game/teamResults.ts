import type { PlayMode, TeamEntry } from '@shared/index';
import type { GameReader } from '../engine/gameReader';
import type { Player } from '../engine/types';
import { csv, type CsvCell } from './csv';

/**
 * The teams in a game's results: the table (or side) standings, and each guest's team as columns of
 * the players' CSV. A solo game has none of it, and its files stay as they always were.
 */

/** The game's play mode as its results show it: a team game without teams is a solo one. */
export function resultsPlayMode(game: GameReader): PlayMode {
  return game.playsInTeams ? game.playMode : 'solo';
}

/** The teams ranked over every question played, with the operator's renames; none in a solo game. */
export function resultsTeams(game: GameReader): TeamEntry[] {
  return game.playsInTeams ? game.teamStandings() : [];
}

/** Columns of a guest's team in the players' CSV: a table's number and name, or a side's name. */
export interface TeamColumns {
  headers: string[];
  cells: (player: Player | undefined) => CsvCell[];
}

export function teamColumns(game: GameReader): TeamColumns {
  if (!game.playsInTeams) return { headers: [], cells: () => [] };
  const names = new Map(game.teams().map((t) => [t.number, t.name ?? '']));
  if (game.playMode === 'sides') {
    return { headers: ['side'], cells: (p) => [p?.team != null ? (names.get(p.team) ?? '') : ''] };
  }
  return {
    headers: ['table', 'table_name'],
    cells: (p) => (p?.team != null ? [p.team, names.get(p.team) ?? ''] : ['', '']),
  };
}

/** The teams' final standings as a CSV file; null in a solo game (there is nothing to list). */
export function teamsCsv(game: GameReader): string | null {
  if (!game.playsInTeams) return null;
  const standings = game.teamStandings();
  if (game.playMode === 'sides') {
    return csv([
      ['rank', 'side', 'players', 'score'],
      ...standings.map((t) => [t.rank, t.name ?? `Side ${t.number}`, t.players, t.score]),
    ]);
  }
  return csv([
    ['rank', 'table', 'table_name', 'players', 'score'],
    ...standings.map((t) => [t.rank, t.number, t.name ?? '', t.players, t.score]),
  ]);
}
