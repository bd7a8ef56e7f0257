/** The guest's table in words: no JSX, so the phone's unit tests read it as it is. */
import { ordinal } from '@shared/ordinal';
import type { PlayerTeam } from '@shared/payloads';
import { teamShortLabel, type PlayMode } from '@shared/teams';
import { formatNumber } from './guessInput';

export interface StandingFacts {
  mode: PlayMode;
  team: PlayerTeam;
  /** The guest's own points so far, when the view has them. */
  points: number | null;
}

/** "Table 7 is 3rd" and "your points for the table: 1,240"; before the first reveal, "Playing for Table 7". */
export function standingWords(
  { mode, team, points }: StandingFacts,
  locale?: string,
): { lead: string; points: string | null } {
  const short = teamShortLabel(mode, team);
  if (team.rank === null) return { lead: `Playing for ${short}`, points: null };
  const noun = mode === 'sides' ? 'side' : 'table';
  return {
    lead: `${short} is ${ordinal(team.rank)}`,
    points: points === null ? null : `your points for the ${noun}: ${formatNumber(points, locale)}`,
  };
}
