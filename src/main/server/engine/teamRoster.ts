import type { Quiz } from '@shared/wire/quiz';
import {
  chooseTeamMessage,
  playModeOf,
  teamsOfQuiz,
  type PlayMode,
  type TeamEntry,
  type TeamInfo,
} from '@shared/model/teams';
import { OK, reject } from './outcome';
import { Roster } from './roster';
import { TeamBook, type TeamRank } from './teamBook';
import type { Outcome } from './types';

/**
 * The roster of a game played by teams: which team each player plays for, the teams' names (with the
 * operator's renames) and their points (./teamBook). In a solo game there are no teams and all of it is idle.
 */
export class TeamRoster extends Roster {
  playMode: PlayMode;
  protected readonly teamBook: TeamBook;

  constructor(quiz: Quiz) {
    super();
    this.playMode = playModeOf(quiz);
    this.teamBook = new TeamBook(teamsOfQuiz(quiz));
  }

  protected resetTeams(quiz: Quiz): void {
    this.playMode = playModeOf(quiz);
    this.teamBook.reset(teamsOfQuiz(quiz));
  }

  get playsInTeams(): boolean {
    return this.playMode !== 'solo' && this.teamBook.playsInTeams;
  }

  /** Every team, in the quiz's order, with this game's names. */
  teams(): TeamInfo[] {
    return this.teamBook.list();
  }

  teamInfo(team: number): TeamInfo | undefined {
    return this.teamBook.info(team);
  }

  /** A joining guest's team: required (and must exist) in a team game, ignored in a solo one. */
  protected checkTeam(team: number | undefined): Outcome {
    if (!this.playsInTeams) return OK;
    return team !== undefined && this.teamBook.has(team)
      ? OK
      : reject('noSuchTeam', chooseTeamMessage(this.playMode), {
          context: this.playMode === 'sides' ? 'sides' : 'tables',
        });
  }

  protected teamForJoin(team: number | undefined): number | null {
    return this.playsInTeams && team !== undefined ? team : null;
  }

  protected checkMove(playerId: string, team: number): Outcome {
    if (this.playsInTeams && !this.playerById(playerId)) {
      return reject('unknownPlayer', 'There is no such player.');
    }
    return this.checkRename(team);
  }

  protected moveTeam(playerId: string, team: number): Outcome {
    const check = this.checkMove(playerId, team);
    const player = this.playerById(playerId);
    if (check.ok && player) player.team = team;
    return check;
  }

  /** The operator names a team of this game (to rename it, or move a guest to it). */
  protected checkRename(team: number): Outcome {
    if (!this.playsInTeams) return reject('notTeamGame', 'This game is not played by teams.');
    return this.teamBook.has(team) ? OK : reject('noSuchTeam', `There is no table ${team}.`);
  }

  protected renameTeam(team: number, name: string | null): Outcome {
    const check = this.checkRename(team);
    if (check.ok) this.teamBook.rename(team, name);
    return check;
  }

  /** The teams ranked over the questions before `before` (all closed rounds when omitted). */
  teamStandings(before?: number): TeamEntry[] {
    return this.playsInTeams ? this.teamBook.standings(this.everyone(), before) : [];
  }

  /** A team's place and score over every closed round (cached: cheap for every phone's view). */
  teamRank(team: number): TeamRank | undefined {
    return this.playsInTeams ? this.teamBook.rankOf(team) : undefined;
  }

  /** How many questions the teams have points for. */
  get teamRoundsPlayed(): number {
    return this.teamBook.roundCount;
  }
}
