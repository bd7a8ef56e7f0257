import { GameState, type ServerState } from '@shared/model/gameState';
import { type LanguageCode, QUIZ_DEFAULT_LANGUAGE } from '@shared/model/languageCodes';
import { GAME_OVER_JOIN_MESSAGE } from '@shared/model/limits';
import type { Question, Quiz, Timings } from '@shared/wire/quiz';
import { DEFAULT_SOUND_SETTINGS } from '@shared/model/soundMoments';
import type { SoundSettings } from '@shared/wire/sounds';
import { DEFAULT_VENUE_SETTINGS, type VenueSettings } from '@shared/model/venueSettings';
import { copyVenue, QUIET_COMMANDS } from './gameParts';
import { kindFor } from '@shared/kinds';
import { AnswerBook } from './answerBook';
import { OK, reject } from './outcome';
import { Pacing } from './pacing';
import { stateAfter } from '@shared/model/gameSteps';
import { stepSeconds } from './steps';
import { isKeepsake, KeepsakeGame } from './keepsakeGame';
import type { Command, EngineCommand, Outcome } from './types';

/**
 * One game: the state machine, its timers as deadlines, answers and scores.
 *
 * Deterministic and free of I/O: every method that changes the game takes the time it happens at,
 * so replaying the same commands rebuilds the same game. Timers are only deadlines here; the server
 * adapter arms real timers from them and feeds `advance` commands back in.
 */
export class Game extends KeepsakeGame {
  readonly id: string;
  readonly createdAt: number;
  timings: Timings;
  /** The player cap the operator set for this game; null: the server's (`--max-players`, or 5,000). */
  maxPlayers: number | null;
  /** The big screen's language the operator chose; null: the quiz's. */
  displayLanguage: LanguageCode | null;
  /** The big screen's volumes, mute and "quiet" the operator set (kept across a reset, like the language). */
  soundSettings: SoundSettings;
  /** The venue's Wi-Fi and the corner QR (kept across a reset, like the sound). */
  venueSettings: VenueSettings;

  /** Time of the last accepted command: a restart after a crash resumes timers from here. */
  lastEventAt: number;
  /**
   * Counts the accepted commands that may change a guest's own part outside a ranking step: the
   * broadcaster builds the phones' own parts again only when it moved (issue 29).
   */
  personalEpoch = 0;

  /** The autopilot and breaks. */
  readonly pacing: Pacing;

  constructor(create: Extract<Command, { type: 'create' }>) {
    super(create.quiz, new AnswerBook(create.quiz.questions.length));
    this.pacing = new Pacing(create.quiz);
    this.id = create.gameId;
    this.createdAt = create.at;
    this.lastEventAt = create.at;
    this.timings = { ...create.timings };
    this.maxPlayers = create.maxPlayers ?? null;
    this.displayLanguage = create.displayLanguage ?? null;
    this.soundSettings = { ...(create.soundSettings ?? DEFAULT_SOUND_SETTINGS) };
    this.venueSettings = copyVenue(create.venueSettings ?? DEFAULT_VENUE_SETTINGS);
    this.lobby = { locked: false, approveNames: create.approveNames === true };
    if (create.photoSettings) this.photos.settings = { ...create.photoSettings };
  }

  /** The language the big screen and the operator's panel show. */
  get shownLanguage(): LanguageCode {
    return this.displayLanguage ?? this.quiz.language ?? QUIZ_DEFAULT_LANGUAGE;
  }

  /** The question being played, or null before the first and after the last. */
  get currentQuestion(): Question | null {
    if (this.state === GameState.NEW || this.state === GameState.STARTING_QUIZ) return null;
    return this.quiz.questions[this.questionNumber] ?? null;
  }

  /**
   * Whether a command would be accepted now, without applying it: the session checks before it writes a
   * command to the journal. Cheap checks of the frequent commands; `apply` has the final word.
   */
  check(command: EngineCommand): Outcome {
    switch (command.type) {
      case 'join':
        return this.checkJoin(command.playerId, command.name, command.address, command.team);
      case 'answer':
        return this.checkAnswer(command.playerId, command.questionNo, command.answer, command.at);
      case 'advance':
        return this.checkAdvance(command.from);
      case 'kick':
      case 'approvePlayer':
        return this.playerById(command.playerId) ? OK : reject('unknownPlayer', 'There is no such player.');
      case 'coupleAnswer':
        return this.checkCoupleAnswer(command);
      case 'coupleSettle':
        return this.checkCoupleSettle(command);
      case 'pause':
        return this.timer.checkPause();
      case 'resume':
        return this.timer.checkResume();
      case 'setQuiz':
        return this.checkSetQuiz();
      case 'moveTeam':
        return this.checkMove(command.playerId, command.team);
      case 'renameTeam':
        return this.checkRename(command.team);
      case 'break':
        return this.pacing.checkBreak(this.state, command.message);
      case 'renamePlayer':
        return this.checkRenamePlayer(command.playerId, command.name);
      default:
        return this.checkKeepsake(command);
    }
  }

  /** Applies one command. A rejected command changes nothing. */
  apply(command: EngineCommand): Outcome {
    const outcome = this.dispatch(command);
    if (outcome.ok) this.lastEventAt = Math.max(this.lastEventAt, command.at);
    // Most commands may change a guest's own part: the broadcaster builds them again (./gameParts).
    if (outcome.ok && !QUIET_COMMANDS.has(command.type)) this.personalEpoch++;
    return outcome;
  }

  private dispatch(command: EngineCommand): Outcome {
    switch (command.type) {
      case 'join':
        return this.join(command);
      case 'answer':
        return this.answer(command.playerId, command.questionNo, command.answer, command.at);
      case 'advance':
        return this.advance(command.from, command.at, command.waiting);
      case 'pause':
        return this.timer.pause(command.at);
      case 'resume':
        return this.timer.resume(command.at);
      case 'kick':
        return this.kickPlayer(command.playerId, command.block === true ? command.address : undefined);
      case 'config':
        this.timings = { ...this.timings, ...command.timings };
        if (command.maxPlayers !== undefined) this.maxPlayers = command.maxPlayers;
        return OK;
      case 'setQuiz':
        return this.setQuiz(command.quiz);
      case 'moveTeam':
        return this.moveTeam(command.playerId, command.team);
      case 'renameTeam':
        return this.renameTeam(command.team, command.name);
      case 'autopilot':
        this.pacing.autopilot = { ...command.settings };
        return this.retime(command.at);
      case 'break':
        return this.setBreak(command.message, command.at);
      case 'displayLanguage':
        this.displayLanguage = command.language;
        return OK;
      case 'sound':
        this.soundSettings = { ...command.settings };
        return OK;
      case 'venue':
        this.venueSettings = copyVenue(command.settings);
        return OK;
      case 'lobby':
        return this.setLobby(command.settings);
      case 'renamePlayer':
        return this.renamePlayer(command.playerId, command.name);
      case 'approvePlayer':
        return this.approvePlayer(command.playerId);
      case 'coupleAnswer':
        return this.coupleAnswer(command);
      case 'coupleSettle':
        return this.coupleSettle(command);
      default:
        return isKeepsake(command) ? this.applyKeepsake(command) : unhandled(command);
    }
  }

  private checkSetQuiz(): Outcome {
    if (this.state === GameState.NEW) return OK;
    return reject(
      'gameStarted',
      'The quiz can only be changed before the game starts. Reset the game first.',
    );
  }

  private setQuiz(quiz: Quiz): Outcome {
    const check = this.checkSetQuiz();
    if (!check.ok) return check;
    this.quiz = quiz;
    this.timings = { ...quiz.timings };
    this.resetAnswers(quiz.questions.length);
    this.couples.reset();
    this.resetTeams(quiz);
    this.pacing.reset(quiz);
    return OK;
  }

  /* ---------- pacing: the autopilot and breaks (./pacing) ---------- */

  private setBreak(message: string | null, at: number): Outcome {
    const check = this.pacing.checkBreak(this.state, message);
    if (!check.ok) return check;
    this.pacing.breakMessage = message;
    return this.retime(at);
  }

  /** The autopilot or a break changed: the running step gets (or loses) its automatic timer. */
  private retime(at: number): Outcome {
    if (!this.pacing.isAutopilotStep(this.state)) return OK;
    const seconds = this.pacing.autoSeconds(this.state);
    if (seconds === null) this.timer.start(null, at, false);
    else if (this.timer.deadline === null && !this.timer.paused) this.timer.start(seconds * 1000, at, false);
    return OK;
  }

  /* ---------- players (the roster's, see ./roster) ---------- */

  /**
   * Whether a new player may join now. From the final results on nobody joins (a guest arriving after
   * the podium is told the game is over; rejoining with a token still works); nor from a blocked address.
   * The caps (in total, per address) are the session's: they depend on the server's options, not the journal.
   */
  private checkJoin(playerId: string, raw: string, address: string | undefined, team?: number): Outcome {
    if (this.state >= GameState.SHOW_FINAL_RESULTS_SHOW_0) return reject('gameOver', GAME_OVER_JOIN_MESSAGE);
    const check = this.checkPlayer(playerId, raw, address);
    return check.ok ? this.checkTeam(team) : check;
  }

  private join(c: Extract<Command, { type: 'join' }>): Outcome {
    const check = this.checkJoin(c.playerId, c.name, c.address, c.team);
    if (!check.ok) return check;
    const team = this.teamForJoin(c.team);
    this.addPlayer(c.playerId, c.token, c.name, c.at, c.address, team, this.lobby.approveNames);
    return check;
  }

  /* ---------- the state machine ---------- */

  /** The state `advance` leads to from the current one, or null when the game is over. */
  nextState(): ServerState | null {
    const question = this.quiz.questions[this.questionNumber];
    // A poll changes no places: the leaderboard after it is skipped.
    const afterPoll = question !== undefined && kindFor(question).skipsLeaderboard;
    const every = this.quiz.leaderboardEvery ?? 1;
    return stateAfter(this.state, this.questionNumber, this.questionCount, afterPoll, every);
  }

  /** Steps on. `from` must be the current state, so a double click or a late timer never skips one. */
  private checkAdvance(from: ServerState): Outcome {
    if (from !== this.state) return reject('staleStep', 'The game has already moved on.');
    return this.nextState() === null ? reject('gameOver', 'The game is over. Reset it to play again.') : OK;
  }

  private advance(from: ServerState, at: number, waiting: readonly string[] = []): Outcome {
    const check = this.checkAdvance(from);
    const next = this.nextState();
    if (!check.ok || next === null) return check;
    // The answering ends: a shoe game's picks are its key, the teams' round is fixed. Going on ends a break.
    if (this.state === GameState.SHOW_QUESTION_OPTIONS) this.settleCouple(this.questionNumber, waiting);
    if (this.state === GameState.SHOW_QUESTION_OPTIONS && this.playsInTeams) {
      const answers = this.answers.forQuestion(this.questionNumber);
      this.teamBook.closeRound(this.questionNumber, this.everyone(), answers, new Set(waiting));
    }
    this.pacing.breakMessage = null;

    // On to the next question: from the leaderboard, or straight from a poll's reveal (no leaderboard).
    if (next === GameState.STARTING_NEXT_QUESTION && this.state !== GameState.STARTING_QUIZ)
      this.questionNumber++;
    if (next === GameState.SHOW_FINAL_RESULTS_SHOW_0) this.questionNumber = this.questionCount;
    this.state = next;
    const seconds =
      stepSeconds(next, this.quiz, this.timings, this.questionNumber) ?? this.pacing.autoSeconds(next);
    this.timer.start(seconds === null ? null : seconds * 1000, at, next === GameState.SHOW_QUESTION_OPTIONS);
    return OK;
  }
}

/**
 * Every command of the table (../commands/commandTable) needs its case in `dispatch`: one added without
 * a handler does not compile here (`command` is not `never`). At run time, a command this version does
 * not know (from a newer version's journal) changes nothing.
 */
function unhandled(command: never): Outcome {
  void command;
  return reject('unknownCommand', 'Unknown command.');
}

export { copyVenue } from './gameParts';
