import type { TeamEntry, TeamInfo } from '@shared/model/teams';
import type { Player, RecordedAnswer } from './types';

/**
 * The teams of a game (tables or the two sides) and their points. A team's points for a question are
 * the average of its members' points, rounded: members who answered, plus members who were connected
 * and did not answer (they count 0); members away from their phone do not pull their table down. The
 * round is fixed when the answering ends, so moving or removing a guest later changes no past question;
 * an answer counts for the team the guest was in when they gave it (issue 28.4).
 */
export class TeamBook {
  private teams: TeamInfo[];
  private readonly renamed = new Map<number, string>();
  /** Question number -> team number -> the team's points for that question. */
  private readonly rounds = new Map<number, Map<number, number>>();
  /**
   * The ranking without the player counts, by `before`: it changes only when a round closes or a team
   * is renamed, and a phone's every view (each answer's too) needs its team's place.
   */
  private readonly rankings = new Map<number, TeamRank[]>();
  private byNumber: Map<number, TeamRank> | null = null;

  constructor(teams: readonly TeamInfo[]) {
    this.teams = teams.map((t) => ({ ...t }));
  }

  /** A new quiz (before the start): its teams, no renames, no rounds. */
  reset(teams: readonly TeamInfo[]): void {
    this.teams = teams.map((t) => ({ ...t }));
    this.renamed.clear();
    this.rounds.clear();
    this.forgetRankings();
  }

  private forgetRankings(): void {
    this.rankings.clear();
    this.byNumber = null;
  }

  /** One team's place and score over every closed round. */
  rankOf(team: number): TeamRank | undefined {
    this.byNumber ??= new Map(this.ranking().map((t) => [t.number, t]));
    return this.byNumber.get(team);
  }

  get playsInTeams(): boolean {
    return this.teams.length > 0;
  }

  has(team: number): boolean {
    return this.teams.some((t) => t.number === team);
  }

  /** The teams in the quiz's order, with the operator's renames. */
  list(): TeamInfo[] {
    return this.teams.map((t) => this.named(t));
  }

  info(team: number): TeamInfo | undefined {
    const found = this.teams.find((t) => t.number === team);
    return found && this.named(found);
  }

  /** A team with the operator's rename; a renamed team loses its second-language name (it was the old name's). */
  private named(team: TeamInfo): TeamInfo {
    const renamed = this.renamed.get(team.number);
    if (renamed !== undefined) return { number: team.number, name: renamed };
    return team.secondName
      ? { number: team.number, name: team.name, secondName: team.secondName }
      : { ...team };
  }

  /** `name` null: back to the quiz's own name. */
  rename(team: number, name: string | null): void {
    if (name === null) this.renamed.delete(team);
    else this.renamed.set(team, name);
    this.forgetRankings();
  }

  /**
   * Ends a question's round for the teams. `waiting`: players connected when the answering ended who
   * had not answered (journaled with the step, so a replay gets the same averages).
   */
  closeRound(
    questionNo: number,
    players: readonly Player[],
    answers: ReadonlyMap<string, RecordedAnswer> | undefined,
    waiting: ReadonlySet<string>,
  ): void {
    const sums = new Map<number, { points: number; members: number }>();
    for (const player of players) {
      if (player.kicked) continue;
      const answer = answers?.get(player.id);
      if (!answer && !waiting.has(player.id)) continue;
      // An answer counts for the table it was given at; a guest moved since then brings nothing to the new one.
      const team = answer ? answer.team : player.team;
      if (team === null) continue;
      const sum = sums.get(team) ?? { points: 0, members: 0 };
      sum.points += answer?.points ?? 0;
      sum.members += 1;
      sums.set(team, sum);
    }
    const round = new Map<number, number>();
    for (const [team, { points, members }] of sums) round.set(team, Math.round(points / members));
    this.rounds.set(questionNo, round);
    this.forgetRankings();
  }

  /** How many questions' rounds were closed (their reveal has been reached). */
  get roundCount(): number {
    return this.rounds.size;
  }

  /**
   * The teams ranked: points over the rounds closed before question `before` (all when omitted), then
   * the table's number (ties as the individual ranking: everyone gets a distinct place). Cached.
   */
  ranking(before = Infinity): readonly TeamRank[] {
    const key = Math.min(before, Number.MAX_SAFE_INTEGER);
    let ranked = this.rankings.get(key);
    if (!ranked) {
      const scored = this.list().map((team) => {
        let score = 0;
        for (const [questionNo, round] of this.rounds)
          if (questionNo < before) score += round.get(team.number) ?? 0;
        return { ...team, score };
      });
      scored.sort((a, b) => b.score - a.score || a.number - b.number);
      ranked = scored.map((t, i) => ({ ...t, rank: i + 1 }));
      this.rankings.set(key, ranked);
    }
    return ranked;
  }

  /** The ranking with how many players each team has now (the big screen's and the operator's). */
  standings(players: readonly Player[], before = Infinity): TeamEntry[] {
    const members = new Map<number, number>();
    for (const p of players)
      if (!p.kicked && p.team !== null) members.set(p.team, (members.get(p.team) ?? 0) + 1);
    return this.ranking(before).map((t) => ({ ...t, players: members.get(t.number) ?? 0 }));
  }
}

/** A team's place and score (a `TeamEntry` without its player count). */
export type TeamRank = Omit<TeamEntry, 'players'>;
