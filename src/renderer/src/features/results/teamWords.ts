import type { ResultsSummary } from '../../net/apiTypes';
import { teamLabel, teamShortLabel, type PlayMode, type TeamInfo } from '@shared/teams';

/** How the keepsake names the teams of a game: tables, or the couple's two sides. */
export interface TeamWords {
  /** "Table" or "Side": a column's heading. */
  noun: string;
  /** "tables" or "sides": in sentences. */
  plural: string;
  /** The heading of the teams' standings. */
  heading: string;
  /** How a team's points are counted, under that heading. */
  scoring: string;
  /** "at 12 tables", "on 2 sides": how many played where, after "24 guests played". */
  where: (count: number) => string;
  /** "Table 7 – Lisbon", or a side's name. */
  label: (team: TeamInfo) => string;
  /** "Table 7", or a side's name: where the name goes on a line of its own. */
  short: (team: TeamInfo) => string;
}

export function teamWords(mode: PlayMode): TeamWords {
  const sides = mode === 'sides';
  return {
    noun: sides ? 'Side' : 'Table',
    plural: sides ? 'sides' : 'tables',
    heading: sides ? 'The two sides' : 'Table standings',
    scoring: sides
      ? 'A side’s points are the average of its guests’ points, question by question, so the bigger side has no head start.'
      : 'A table’s points are the average of its guests’ points, question by question, so a table of 4 and a table of 10 play on equal terms.',
    where: (n) =>
      sides ? `on ${n} ${n === 1 ? 'side' : 'sides'}` : `at ${n} ${n === 1 ? 'table' : 'tables'}`,
    label: (team) => teamLabel(mode, team),
    short: (team) => teamShortLabel(mode, team),
  };
}

/** Each team's label by its number, for the guests' standings. */
export function teamLabels(results: ResultsSummary): Map<number, string> {
  const words = teamWords(results.playMode);
  return new Map(results.teams.map((t) => [t.number, words.label(t)]));
}

/** Whether the results are a team game's (tables or sides). */
export function playedInTeams(results: ResultsSummary): boolean {
  return results.playMode !== 'solo' && results.teams.length > 0;
}
