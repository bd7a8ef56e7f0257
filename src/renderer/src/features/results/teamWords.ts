import type { ResultsSummary } from '../../net/apiTypes';
import { teamLabel, type PlayMode, type TeamInfo, type TeamNameWords } from '@shared/model/teams';
import type { ResultsT } from './resultLines';

/** How the keepsake names the teams of a game: tables, or the couple's two sides. */
export interface TeamWords {
  /** "Table" or "Side": a column's heading. */
  noun: string;
  /** The heading of the teams' standings. */
  heading: string;
  /** How a team's points are counted, under that heading. */
  scoring: string;
  /** The podium's label: "Podium of the tables". */
  podium: string;
  /** "at 12 tables", "on 2 sides": how many played where, after "24 guests played". */
  where: (count: number) => string;
  /** "Table 7 – Lisbon", or a side's name (the quiz's words stay as they are). */
  label: (team: TeamInfo) => string;
  /** "Table 7", or a side's name: where the name goes on a line of its own. */
  short: (team: TeamInfo) => string;
}

export function teamWords(t: ResultsT, mode: PlayMode): TeamWords {
  const sides = mode === 'sides';
  const names: TeamNameWords = {
    table: (number) => t('teams.table', { number }),
    namedTable: (number, name) => t('teams.tableNamed', { number, name }),
    side: (number) => t('teams.side', { number }),
  };
  return {
    noun: sides ? t('standings.side') : t('standings.table'),
    heading: sides ? t('standings.sidesHeading') : t('standings.tablesHeading'),
    scoring: sides ? t('standings.sidesScoring') : t('standings.tablesScoring'),
    podium: sides ? t('podium.sides') : t('podium.tables'),
    where: (count) => (sides ? t('cover.onSides', { count }) : t('cover.atTables', { count })),
    label: (team) => teamLabel(names, mode, team),
    short: (team) => teamLabel(names, mode, team, 'short'),
  };
}

/** Each team's label by its number, for the guests' standings. */
export function teamLabels(t: ResultsT, results: ResultsSummary): Map<number, string> {
  const words = teamWords(t, results.playMode);
  return new Map(results.teams.map((team) => [team.number, words.label(team)]));
}

/** Whether the results are a team game's (tables or sides). */
export function playedInTeams(results: ResultsSummary): boolean {
  return results.playMode !== 'solo' && results.teams.length > 0;
}
