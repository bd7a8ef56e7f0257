/** The guest's table in words: no JSX, so the phone's unit tests read it as it is. */
import type { PlayerTeam } from '@shared/wire/payloads';
import type { PlayMode } from '@shared/model/teams';
import { isolate } from '../../../i18n/isolate';
import { place, teamShortIn, type PhoneT } from '../phoneT';

export interface StandingFacts {
  mode: PlayMode;
  team: PlayerTeam;
  /** The guest's own points so far, when the view has them. */
  points: number | null;
}

/** "Table 7 is 3rd" and "your points for the table: 1,240"; before the first reveal, "Playing for Table 7". */
export function standingWords(
  t: PhoneT,
  { mode, team, points }: StandingFacts,
  formatNumber: (value: number) => string,
): { lead: string; points: string | null } {
  const short = isolate(teamShortIn(t, mode, team));
  if (team.rank === null) return { lead: t('team.playingFor', { team: short }), points: null };
  const key = mode === 'sides' ? 'team.pointsSide' : 'team.pointsTable';
  return {
    lead: t('team.is', { team: short, place: place(t, team.rank) }),
    points: points === null ? null : t(key, { points: formatNumber(points) }),
  };
}
