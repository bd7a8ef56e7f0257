import type { OperatorPlayer } from '@shared/payloads';
import { teamLabel, type PlayMode, type TeamInfo } from '@shared/teams';

/** One team as the Tables panel shows it: its label and the guests in it, in the order they joined. */
export interface TeamWithMembers {
  team: TeamInfo;
  label: string;
  members: OperatorPlayer[];
}

/** Every team of the quiz with its members, in the quiz's order (one pass over the player list). */
export function teamsWithMembers(
  mode: PlayMode,
  teams: readonly TeamInfo[],
  players: readonly OperatorPlayer[],
): TeamWithMembers[] {
  const byNumber = new Map<number, TeamWithMembers>(
    teams.map((team) => [team.number, { team, label: teamLabel(mode, team), members: [] }]),
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
export function namesPreview(members: readonly OperatorPlayer[], most = 5): string {
  if (members.length === 0) return 'Nobody yet';
  const names = members.slice(0, most).map((p) => p.name);
  const rest = members.length - names.length;
  return rest > 0 ? `${names.join(', ')} and ${rest} more` : names.join(', ');
}

/** "1 player", "12 players". */
export function playersText(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'player' : 'players'}`;
}
