import {
  GameState,
  TEAM_LIMITS,
  type LeaderboardEntry,
  type OperatorView,
  type PlayerTeam,
  type ScreenView,
  type TeamEntry,
  type TeamLobby,
} from '@shared/index';
import type { GameReader } from '../engine/gameReader';
import type { Player } from '../engine/types';

export const SCREEN_TEAMS_TOP = 5;

/** The teams' rankings for one broadcast, sorted once and shared by every view. */
export class TeamStandings {
  private nowCache: TeamEntry[] | null = null;
  private previousCache: TeamEntry[] | null = null;

  constructor(private readonly game: GameReader) {}

  /** After every question whose reveal was reached. */
  get now(): TeamEntry[] {
    return (this.nowCache ??= this.game.teamStandings());
  }

  /** Before the current question. */
  get previous(): TeamEntry[] {
    const game = this.game;
    return (this.previousCache ??= game.teamStandings(Math.min(game.questionNumber, game.questionCount - 1)));
  }

  /** A phone's team: constant size, whatever the number of teams or guests. */
  forPlayer(player: Player): PlayerTeam | null {
    if (player.team === null || !this.game.playsInTeams) return null;
    // The cached ranking without player counts: a phone's own view (every answer's) walks no players.
    const entry = this.game.teamRank(player.team);
    // No place before the first reveal: every team has 0 and the order would only be the numbers.
    const ranked = this.game.teamRoundsPlayed > 0;
    return {
      number: player.team,
      name: entry?.name ?? null,
      ...(entry?.secondName ? { secondName: entry.secondName } : {}),
      rank: entry && ranked ? entry.rank : null,
      score: entry?.score ?? 0,
    };
  }

  /** The big screen's teams: the lobby by table, the Top 5 before and after, the best player at the podium. */
  /** `best`: the top individual, asked for only from the podium on (a solo game sorts nothing here). */
  forScreen(best: () => LeaderboardEntry | null): ScreenView['teams'] {
    const game = this.game;
    if (!game.playsInTeams) return null;
    // Until the reveal the screen must not show this question's points (the teams' round is not even closed).
    return {
      lobby: game.state === GameState.NEW ? teamLobby(game) : null,
      prev: this.previous.slice(0, SCREEN_TEAMS_TOP),
      new: this.now.slice(0, SCREEN_TEAMS_TOP),
      bestPlayer: game.state >= GameState.SHOW_FINAL_RESULTS_SHOW_0 ? best() : null,
    };
  }

  forOperator(): OperatorView['teams'] {
    return this.game.playsInTeams ? { list: this.game.teams(), full: this.now } : null;
  }
}

/** Every team with how many joined it and its newest names (the big screen's lobby). */
export function teamLobby(game: GameReader): TeamLobby[] {
  const lobby = new Map<number, TeamLobby>(
    game.teams().map((t) => [t.number, { ...t, players: 0, names: [] }]),
  );
  const active = game.activePlayers();
  for (let i = active.length - 1; i >= 0; i--) {
    const player = active[i];
    const entry = player && player.team !== null ? lobby.get(player.team) : undefined;
    if (!player || !entry) continue;
    entry.players += 1;
    // Issue 18: a name waiting for the operator's OK is counted but not shown.
    if (entry.names.length < TEAM_LIMITS.lobbyNamesPerTeam && !player.pending) entry.names.push(player.name);
  }
  return [...lobby.values()];
}
