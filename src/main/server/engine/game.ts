import {
  answerSecondsFor,
  GAME_OVER_JOIN_MESSAGE,
  GameState,
  kindOf,
  type Question,
  type Quiz,
  type ServerState,
  type Timings,
} from '@shared/index';
import { AnswerBook } from './answerBook';
import { OK, reject } from './outcome';
import { rankPlayers, type RankedEntry } from './ranking';
import { Roster } from './roster';
import { answerProblem, scoreAnswer, type AnswerValue } from './kinds';
import { pointsFor } from './scoring';
import { stateAfter, stepSeconds } from './steps';
import { StepTimer } from './stepTimer';
import type { Command, EngineCommand, Outcome, RecordedAnswer } from './types';

/**
 * One game: the state machine, its timers as deadlines, answers and scores.
 *
 * Deterministic and free of I/O: every method that changes the game takes the time it happens at,
 * so replaying the same commands rebuilds the same game. Timers are only deadlines here; the server
 * adapter arms real timers from them and feeds `advance` commands back in.
 */
export class Game extends Roster {
  readonly id: string;
  readonly createdAt: number;
  quiz: Quiz;
  timings: Timings;
  /** The player cap the operator set for this game; null: the server's (`--max-players`, or 2,000). */
  maxPlayers: number | null;

  state: ServerState = GameState.NEW;
  questionNumber = 0;
  private readonly timer = new StepTimer();
  /** Time of the last accepted command: a restart after a crash resumes timers from here. */
  lastEventAt: number;

  private readonly answers: AnswerBook;

  constructor(create: Extract<Command, { type: 'create' }>) {
    super();
    this.id = create.gameId;
    this.createdAt = create.at;
    this.lastEventAt = create.at;
    this.quiz = create.quiz;
    this.timings = { ...create.timings };
    this.maxPlayers = create.maxPlayers ?? null;
    this.answers = new AnswerBook(create.quiz.questions.length);
  }

  get questionCount(): number {
    return this.quiz.questions.length;
  }

  /** When the running step ends (server epoch ms), or null when the step waits for the operator. */
  get deadline(): number | null {
    return this.timer.deadline;
  }

  /** Length of the running timed step, for drawing the countdown ring. */
  get durationMs(): number | null {
    return this.timer.durationMs;
  }

  get pausedRemainingMs(): number | null {
    return this.timer.pausedRemainingMs;
  }

  get paused(): boolean {
    return this.timer.paused;
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
        return this.checkJoin(command.playerId, command.name, command.address);
      case 'answer':
        return this.checkAnswer(command.playerId, command.questionNo, command.answer, command.at);
      case 'advance':
        return this.checkAdvance(command.from);
      case 'kick':
        return this.playerById(command.playerId) ? OK : reject('unknownPlayer', 'There is no such player.');
      case 'pause':
        return this.timer.checkPause();
      case 'resume':
        return this.timer.checkResume();
      case 'setQuiz':
        return this.checkSetQuiz();
      default:
        return OK;
    }
  }

  /** Applies one command. A rejected command changes nothing. */
  apply(command: EngineCommand): Outcome {
    const outcome = this.dispatch(command);
    if (outcome.ok) this.lastEventAt = Math.max(this.lastEventAt, command.at);
    return outcome;
  }

  private dispatch(command: EngineCommand): Outcome {
    switch (command.type) {
      case 'join':
        return this.join(command.playerId, command.token, command.name, command.at, command.address);
      case 'answer':
        return this.answer(command.playerId, command.questionNo, command.answer, command.at);
      case 'advance':
        return this.advance(command.from, command.at);
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
      default:
        // A journal from a newer version may hold commands this one does not know.
        return reject('unknownCommand', 'Unknown command.');
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
    this.answers.reset(quiz.questions.length);
    return OK;
  }

  /* ---------- players (the roster's, see ./roster) ---------- */

  /**
   * Whether a new player may join now. From the final results on nobody joins (a guest arriving after
   * the podium is told the game is over; rejoining with a token still works); nor from a blocked address.
   * The caps (in total, per address) are the session's: they depend on the server's options, not the journal.
   */
  private checkJoin(playerId: string, raw: string, address: string | undefined): Outcome {
    if (this.state >= GameState.SHOW_FINAL_RESULTS_SHOW_0) return reject('gameOver', GAME_OVER_JOIN_MESSAGE);
    return this.checkPlayer(playerId, raw, address);
  }

  private join(playerId: string, token: string, raw: string, at: number, address?: string): Outcome {
    const check = this.checkJoin(playerId, raw, address);
    if (check.ok) this.addPlayer(playerId, token, raw, at, address);
    return check;
  }

  /* ---------- answers ---------- */

  private answer(playerId: string, questionNo: number, choice: AnswerValue, at: number): Outcome {
    const check = this.checkAnswer(playerId, questionNo, choice, at);
    if (!check.ok) return check;
    const player = this.playerById(playerId);
    const question = this.quiz.questions[questionNo];
    if (!player || !question) return reject('wrongQuestion', 'That question is not open any more.');
    const elapsedMs = this.timer.answeringMs(at);
    // Scored against the limit the countdown started with, whatever the settings say now.
    const limitMs = this.durationMs ?? answerSecondsFor(this.quiz, this.timings, questionNo) * 1000;
    const { correct, points } = scoreAnswer(question, choice, pointsFor(elapsedMs, limitMs));
    this.answers.record(questionNo, { playerId, answer: choice, elapsedMs, correct, points, at });
    player.score += points;
    if (correct) player.correctTimeMs += elapsedMs;
    return OK;
  }

  private checkAnswer(playerId: string, questionNo: number, choice: AnswerValue, at: number): Outcome {
    const player = this.playerById(playerId);
    if (!player) return reject('unknownPlayer', 'Please join the game first.');
    if (this.state !== GameState.SHOW_QUESTION_OPTIONS) {
      return reject('answersClosed', 'Answers are closed right now.');
    }
    if (questionNo !== this.questionNumber) {
      return reject('wrongQuestion', 'That question is not open any more.');
    }
    if (this.timer.isUpAt(at)) return reject('tooLate', "Time's up for this question.");
    const question = this.quiz.questions[questionNo];
    const answers = this.answers.forQuestion(questionNo);
    if (!question || !answers) return reject('wrongQuestion', 'That question is not open any more.');
    if (answers.has(playerId)) return reject('alreadyAnswered', 'You have already answered this question.');
    const problem = answerProblem(question, choice);
    return problem === null ? OK : reject('noSuchOption', problem);
  }

  answerOf(playerId: string, questionNo = this.questionNumber): RecordedAnswer | undefined {
    return this.answers.of(playerId, questionNo);
  }

  /** Answers to the current question from players still in the game. */
  get answeredCount(): number {
    return this.answers.countFrom(this.questionNumber, (id) => this.playerById(id) !== undefined);
  }

  /** Responses per option for the current question, always four numbers. */
  responseCounts(): number[] {
    return this.answers.responseCounts(this.questionNumber, (id) => this.playerById(id) !== undefined);
  }

  /** True when the options are open, someone is connected and every connected player has answered. */
  everyConnectedAnswered(): boolean {
    if (this.state !== GameState.SHOW_QUESTION_OPTIONS) return false;
    return this.answers.everyConnectedAnswered(this.questionNumber, this.everyone());
  }

  /** Answers to the current question from players still in the game. */
  currentAnswers(): RecordedAnswer[] {
    return this.answers.answersFrom(this.questionNumber, (id) => this.playerById(id) !== undefined);
  }

  /** Every recorded answer, for exports and checks. */
  allAnswers(): { questionNo: number; answer: RecordedAnswer }[] {
    return this.answers.all();
  }

  /* ---------- ranking ---------- */

  /** Ranking after every answer so far (the operator's live view; the big screen waits for the reveal). */
  standings(): RankedEntry[] {
    return rankPlayers(this.everyone());
  }

  /** Ranking before the current question's answers. */
  previousStandings(): RankedEntry[] {
    const question = Math.min(this.questionNumber, this.questionCount - 1);
    return rankPlayers(this.everyone(), this.answers.forQuestion(question));
  }

  /* ---------- the state machine ---------- */

  /** The state `advance` leads to from the current one, or null when the game is over. */
  nextState(): ServerState | null {
    const question = this.quiz.questions[this.questionNumber];
    const afterPoll = question !== undefined && kindOf(question) === 'poll';
    return stateAfter(this.state, this.questionNumber, this.questionCount, afterPoll);
  }

  /** Steps on. `from` must be the current state, so a double click or a late timer never skips one. */
  private checkAdvance(from: ServerState): Outcome {
    if (from !== this.state) return reject('staleStep', 'The game has already moved on.');
    return this.nextState() === null ? reject('gameOver', 'The game is over. Reset it to play again.') : OK;
  }

  private advance(from: ServerState, at: number): Outcome {
    const check = this.checkAdvance(from);
    const next = this.nextState();
    if (!check.ok || next === null) return check;

    // On to the next question: from the leaderboard, or straight from a poll's reveal (no leaderboard).
    if (next === GameState.STARTING_NEXT_QUESTION && this.state !== GameState.STARTING_QUIZ)
      this.questionNumber++;
    if (next === GameState.SHOW_FINAL_RESULTS_SHOW_0) this.questionNumber = this.questionCount;
    this.state = next;
    const seconds = stepSeconds(next, this.quiz, this.timings, this.questionNumber);
    this.timer.start(seconds === null ? null : seconds * 1000, at, next === GameState.SHOW_QUESTION_OPTIONS);
    return OK;
  }

  /** True when the running step's timer has run out at `now`. */
  isDue(now: number): boolean {
    return this.timer.isDue(now);
  }
}
