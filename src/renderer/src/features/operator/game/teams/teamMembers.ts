import type { TFunction } from 'i18next';
import type { OperatorPlayer } from '@shared/wire/payloads';
import { teamLabel, type PlayMode, type TeamInfo, type TeamNameWords } from '@shared/model/teams';
import { formatNumber } from '../../../../i18n/format';
import type { Language } from '../../../../i18n/languages';

type OperatorT = TFunction<'operator'>;

/** One team as the Tables panel shows it: its label and the guests in it, in the order they joined. */
export interface TeamWithMembers {
  team: TeamInfo;
  label: string;
  members: OperatorPlayer[];
}

/** The panel's words for a team without a name of its own. */
function panelTeamWords(t: OperatorT): TeamNameWords {
  return {
    table: (number) => t('teams.table', { number }),
    namedTable: (number, name) => t('teams.namedTable', { number, name }),
    side: (number) => t('teams.side', { number }),
  };
}

/** "Table 7 – Family", "Table 7", or a side's name ("Side 2" when it has none), in the panel's language. */
export function teamWords(t: OperatorT, mode: PlayMode, team: TeamInfo): string {
  return teamLabel(panelTeamWords(t), mode, team);
}

/** "Table 7", or a side's name: the short form for labels ("Rename Table 7"). */
export function teamShortWords(t: OperatorT, mode: PlayMode, team: TeamInfo): string {
  return teamLabel(panelTeamWords(t), mode, team, 'short');
}

/** Every team of the quiz with its members, in the quiz's order (one pass over the player list). */
export function teamsWithMembers(
  labelOf: (team: TeamInfo) => string,
  teams: readonly TeamInfo[],
  players: readonly OperatorPlayer[],
): TeamWithMembers[] {
  const byNumber = new Map<number, TeamWithMembers>(
    teams.map((team) => [team.number, { team, label: labelOf(team), members: [] }]),
  );
  for (const player of players) {
    if (player.team !== null) byNumber.get(player.team)?.members.push(player);
  }
  return [...byNumber.values()];
}

/**
 * The teams a search shows: all when it is empty; else those whose label has it (with every guest) or
 * with a guest whose name has it (with those guests only, so the operator finds one guest among 2,000).
 */
export function filterTeams(
  teams: readonly TeamWithMembers[],
  query: string,
): { entry: TeamWithMembers; shown: OperatorPlayer[]; byGuest: boolean }[] {
  const needle = query.trim().toLocaleLowerCase();
  const result: { entry: TeamWithMembers; shown: OperatorPlayer[]; byGuest: boolean }[] = [];
  for (const entry of teams) {
    if (needle === '' || entry.label.toLocaleLowerCase().includes(needle)) {
      result.push({ entry, shown: entry.members, byGuest: false });
      continue;
    }
    const shown = entry.members.filter((p) => p.name.toLocaleLowerCase().includes(needle));
    if (shown.length > 0) result.push({ entry, shown, byGuest: true });
  }
  return result;
}

/** "Anna, Ben, Cleo and 4 more": a closed table's guests at a glance. */
export function namesPreview(t: OperatorT, members: readonly OperatorPlayer[], most = 5): string {
  if (members.length === 0) return t('teams.nobodyYet');
  const names = members
    .slice(0, most)
    .map((p) => p.name)
    .join(t('teams.listSeparator'));
  const rest = members.length - Math.min(members.length, most);
  return rest > 0 ? t('teams.andMore', { names, count: rest }) : names;
}

/** "1 player", "2,000 players" (the number written the language's way). */
export function playersText(t: OperatorT, language: Language, count: number): string {
  return t('teams.players', { count, n: formatNumber(count, language) });
}
