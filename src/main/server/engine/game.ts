import {
  answerSecondsFor,
  BLOCKED_MESSAGE,
  checkName,
  GAME_OVER_JOIN_MESSAGE,
  GameState,
  NAME_MESSAGES,
  nameKey,
  normalizeName,
  type Question,
  type Quiz,
  type ServerState,
  type Timings,
} from '@shared/index';
import { pointsFor } from './scoring';
import { rankPlayers, type RankedEntry } from './ranking';
import type { Command, EngineCommand, Outcome, Player, RecordedAnswer } from './types';

const OK: Outcome = { ok: true };

function reject(code: Exclude<Outcome, { ok: true }>['code'], msg: string): Outcome {
  return { ok: false, code, msg };
}

/**
 * One game: the state machine, its timers as deadlines, answers and scores.
 *
 * Deterministic and free of I/O: every method that changes the game takes the time it happens at,
 * so replaying the same commands rebuilds the same game. Timers are only deadlines here; the server
 * adapter arms real timers from them and feeds `advance` commands back in.
 */
export class Game {
  readonly id: string;
  readonly createdAt: number;
  quiz: Quiz;
  timings: Timings;
  /** The player cap the operator set for this game; null: the server's (`--max-players`, or 2,000). */
  maxPlayers: number | null;

  state: ServerState = GameState.NEW;
  questionNumber = 0;
  /** When the running step ends (server epoch ms), or null when the step waits for the operator. */
  deadline: number | null = null;
  /** Length of the running timed step, for drawing the countdown ring. */
  durationMs: number | null = null;
  /** When the options appeared, shifted forward by pauses, so `at - optionsShownAt` is answering time. */
  private optionsShownAt = 0;
  private pausedAt: number | null = null;
  pausedRemainingMs: number | null = null;
  /** Time of the last accepted command: a restart after a crash resumes timers from here. */
  lastEventAt: number;

  private readonly players: Player[] = [];
  private readonly byId = new Map<string, Player>();
  private readonly byToken = new Map<string, Player>();
  private readonly byNameKey = new Map<string, Player>();
  /** Players still in the game per client address. */
  private readonly countByAddress = new Map<string, number>();
  /** Addresses the operator removed a guest from with "Remove and block". */
  private readonly blocked = new Set<string>();
  /** One map per question, player id -> first answer. */
  private answers: Map<string, RecordedAnswer>[];

  constructor(create: Extract<Command, { type: 'create' }>) {
    this.id = create.gameId;
    this.createdAt = create.at;
    this.lastEventAt = create.at;
    this.quiz = create.quiz;
    this.timings = { ...create.timings };
    this.maxPlayers = create.maxPlayers ?? null;
    this.answers = create.quiz.questions.map(() => new Map());
  }

  get questionCount(): number {
    return this.quiz.questions.length;
  }

  get paused(): boolean {
    return this.pausedAt !== null;
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
        if (command.from !== this.state) return reject('staleStep', 'The game has already moved on.');
        return this.nextState() === null
          ? reject('gameOver', 'The game is over. Reset it to play again.')
          : OK;
      case 'kick':
        return this.playerById(command.playerId) ? OK : reject('unknownPlayer', 'There is no such player.');
      case 'pause':
        if (this.pausedAt !== null) return reject('alreadyPaused', 'The timer is already paused.');
        return this.deadline === null ? reject('noTimer', 'No timer is running.') : OK;
      case 'resume':
        return this.pausedAt === null ? reject('notPaused', 'The timer is not paused.') : OK;
      case 'setQuiz':
        return this.state === GameState.NEW
          ? OK
          : reject(
              'gameStarted',
              'The quiz can only be changed before the game starts. Reset the game first.',
            );
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
        return this.pause(command.at);
      case 'resume':
        return this.resume(command.at);
      case 'kick':
        return this.kick(command.playerId, command.block === true ? command.address : undefined);
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

  private setQuiz(quiz: Quiz): Outcome {
    if (this.state !== GameState.NEW) {
      return reject(
        'gameStarted',
        'The quiz can only be changed before the game starts. Reset the game first.',
      );
    }
    this.quiz = quiz;
    this.timings = { ...quiz.timings };
    this.answers = quiz.questions.map(() => new Map());
    return OK;
  }

  /* ---------- players ---------- */

  /** Checks a name without joining: the same rules `join` applies. */
  checkNewName(raw: string): Outcome {
    const problem = checkName(raw);
    if (problem) return reject('nameInvalid', NAME_MESSAGES[problem]);
    const name = normalizeName(raw);
    if (this.byNameKey.has(nameKey(name))) return reject('nameTaken', NAME_MESSAGES.taken(name));
    return OK;
  }

  /**
   * Whether a new player may join now. From the final results on nobody joins (a guest arriving after
   * the podium is told the game is over; rejoining with a token still works); nor from a blocked address.
   * The caps (in total, per address) are the session's: they depend on the server's options, not the journal.
   */
  private checkJoin(playerId: string, raw: string, address: string | undefined): Outcome {
    if (this.state >= GameState.SHOW_FINAL_RESULTS_SHOW_0) return reject('gameOver', GAME_OVER_JOIN_MESSAGE);
    if (address !== undefined && this.blocked.has(address)) return reject('blocked', BLOCKED_MESSAGE);
    if (this.byId.has(playerId)) return reject('duplicatePlayer', 'That player id is taken.');
    return this.checkNewName(raw);
  }

  private join(playerId: string, token: string, raw: string, at: number, address?: string): Outcome {
    const check = this.checkJoin(playerId, raw, address);
    if (!check.ok) return check;
    const player: Player = {
      id: playerId,
      token,
      name: normalizeName(raw),
      joinIndex: this.players.length,
      joinedAt: at,
      ...(address !== undefined ? { address } : {}),
      connected: false,
      kicked: false,
      score: 0,
      correctTimeMs: 0,
    };
    this.players.push(player);
    this.byId.set(playerId, player);
    this.byToken.set(token, player);
    this.byNameKey.set(nameKey(player.name), player);
    if (address !== undefined) this.countByAddress.set(address, this.playersFrom(address) + 1);
    return OK;
  }

  private kick(playerId: string, blockAddress: string | undefined): Outcome {
    const player = this.byId.get(playerId);
    if (!player || player.kicked) return reject('unknownPlayer', 'There is no such player.');
    player.kicked = true;
    player.connected = false;
    this.byToken.delete(player.token);
    this.byNameKey.delete(nameKey(player.name));
    if (player.address !== undefined) {
      const left = this.playersFrom(player.address) - 1;
      if (left > 0) this.countByAddress.set(player.address, left);
      else this.countByAddress.delete(player.address);
    }
    if (blockAddress !== undefined) this.blocked.add(blockAddress);
    return OK;
  }

  /** Players still in the game who joined from `address`. */
  playersFrom(address: string): number {
    return this.countByAddress.get(address) ?? 0;
  }

  /** The operator blocked this address ("Remove and block"): no new player from it in this game. */
  isBlocked(address: string): boolean {
    return this.blocked.has(address);
  }

  /** The player's address, kicked players included (for "Remove and block"). */
  addressOf(playerId: string): string | undefined {
    return this.byId.get(playerId)?.address;
  }

  playerById(id: string): Player | undefined {
    const player = this.byId.get(id);
    return player && !player.kicked ? player : undefined;
  }

  playerByToken(token: string): Player | undefined {
    return this.byToken.get(token);
  }

  /** Every player id ever given in this game, kicked players included. */
  playerIds(): string[] {
    return this.players.map((p) => p.id);
  }

  /** Players still in the game, in join order. */
  activePlayers(): Player[] {
    return this.players.filter((p) => !p.kicked);
  }

  /** Ids are join numbers ("1", "2", ...), shown in the operator's table. */
  nextPlayerId(): string {
    return String(this.players.length + 1);
  }

  get playerCount(): number {
    return this.byToken.size;
  }

  /** The last `limit` names to join, newest first. */
  recentNames(limit: number): string[] {
    const names: string[] = [];
    for (let i = this.players.length - 1; i >= 0 && names.length < limit; i--) {
      const player = this.players[i];
      if (player && !player.kicked) names.push(player.name);
    }
    return names;
  }

  /** Connection state is runtime only: it is not journaled and starts false after a restart. */
  setConnected(playerId: string, connected: boolean): void {
    const player = this.byId.get(playerId);
    if (player && !player.kicked) player.connected = connected;
  }

  /* ---------- answers ---------- */

  private answer(playerId: string, questionNo: number, choice: number, at: number): Outcome {
    const check = this.checkAnswer(playerId, questionNo, choice, at);
    if (!check.ok) return check;
    const player = this.playerById(playerId);
    const question = this.quiz.questions[questionNo];
    const answers = this.answers[questionNo];
    if (!player || !question || !answers)
      return reject('wrongQuestion', 'That question is not open any more.');

    const elapsedMs = Math.max(0, (this.pausedAt ?? at) - this.optionsShownAt);
    // Scored against the limit the countdown started with, whatever the settings say now.
    const limitMs = this.durationMs ?? answerSecondsFor(this.quiz, this.timings, questionNo) * 1000;
    const correct = choice === question.correct;
    const points = correct ? pointsFor(elapsedMs, limitMs) : 0;
    answers.set(playerId, { playerId, answer: choice, elapsedMs, correct, points, at });
    player.score += points;
    if (correct) player.correctTimeMs += elapsedMs;
    return OK;
  }

  private checkAnswer(playerId: string, questionNo: number, choice: number, at: number): Outcome {
    const player = this.playerById(playerId);
    if (!player) return reject('unknownPlayer', 'Please join the game first.');
    if (this.state !== GameState.SHOW_QUESTION_OPTIONS) {
      return reject('answersClosed', 'Answers are closed right now.');
    }
    if (questionNo !== this.questionNumber) {
      return reject('wrongQuestion', 'That question is not open any more.');
    }
    // While paused the answering clock is frozen: open only if time was left when the pause began.
    const timeIsUp =
      this.pausedAt !== null
        ? (this.pausedRemainingMs ?? 0) <= 0
        : this.deadline !== null && at > this.deadline;
    if (timeIsUp) return reject('tooLate', "Time's up for this question.");
    const question = this.quiz.questions[questionNo];
    const answers = this.answers[questionNo];
    if (!question || !answers) return reject('wrongQuestion', 'That question is not open any more.');
    if (answers.has(playerId)) return reject('alreadyAnswered', 'You have already answered this question.');
    if (!Number.isInteger(choice) || choice < 0 || choice >= question.options.length) {
      return reject('noSuchOption', 'That option does not exist.');
    }
    return OK;
  }

  answerOf(playerId: string, questionNo = this.questionNumber): RecordedAnswer | undefined {
    return this.answers[questionNo]?.get(playerId);
  }

  /** Answers to the current question from players still in the game. */
  get answeredCount(): number {
    const answers = this.answers[this.questionNumber];
    if (!answers) return 0;
    let count = 0;
    for (const id of answers.keys()) if (this.playerById(id)) count++;
    return count;
  }

  /** Responses per option for the current question, always four numbers. */
  responseCounts(): number[] {
    const counts = [0, 0, 0, 0];
    for (const a of this.answers[this.questionNumber]?.values() ?? []) {
      if (this.playerById(a.playerId)) counts[a.answer] = (counts[a.answer] ?? 0) + 1;
    }
    return counts;
  }

  /** True when the options are open, someone is connected and every connected player has answered. */
  everyConnectedAnswered(): boolean {
    if (this.state !== GameState.SHOW_QUESTION_OPTIONS) return false;
    const answers = this.answers[this.questionNumber];
    let connected = 0;
    for (const player of this.players) {
      if (player.kicked || !player.connected) continue;
      connected++;
      if (!answers?.has(player.id)) return false;
    }
    return connected > 0;
  }

  /** Every recorded answer, for exports and checks. */
  allAnswers(): { questionNo: number; answer: RecordedAnswer }[] {
    return this.answers.flatMap((map, questionNo) =>
      [...map.values()].map((answer) => ({ questionNo, answer })),
    );
  }

  /* ---------- ranking ---------- */

  /** Ranking after every answer so far (the operator's live view; the big screen waits for the reveal). */
  standings(): RankedEntry[] {
    return rankPlayers(this.players);
  }

  /** Ranking before the current question's answers. */
  previousStandings(): RankedEntry[] {
    const question = Math.min(this.questionNumber, this.questionCount - 1);
    return rankPlayers(this.players, this.answers[question]);
  }

  /* ---------- the state machine ---------- */

  /** The state `advance` leads to from the current one, or null when the game is over. */
  nextState(): ServerState | null {
    switch (this.state) {
      case GameState.NEW:
        return GameState.STARTING_QUIZ;
      case GameState.STARTING_QUIZ:
      case GameState.SHOW_LEADERBOARD:
        return GameState.STARTING_NEXT_QUESTION;
      case GameState.STARTING_NEXT_QUESTION:
        return GameState.SHOW_QUESTION;
      case GameState.SHOW_QUESTION:
        return GameState.SHOW_QUESTION_OPTIONS;
      case GameState.SHOW_QUESTION_OPTIONS:
        return GameState.SHOW_CORRECT_ANSWER;
      case GameState.SHOW_CORRECT_ANSWER:
        return this.questionNumber >= this.questionCount - 1
          ? GameState.SHOW_FINAL_RESULTS_SHOW_0
          : GameState.SHOW_LEADERBOARD;
      case GameState.SHOW_FINAL_RESULTS_SHOW_0:
        return GameState.SHOW_FINAL_RESULTS_SHOW_1;
      case GameState.SHOW_FINAL_RESULTS_SHOW_1:
        return GameState.SHOW_FINAL_RESULTS_SHOW_2;
      case GameState.SHOW_FINAL_RESULTS_SHOW_2:
        return GameState.SHOW_FINAL_RESULTS_SHOW_3;
      case GameState.SHOW_FINAL_RESULTS_SHOW_3:
        return null;
    }
  }

  /** Steps on. `from` must be the current state, so a double click or a late timer never skips one. */
  private advance(from: ServerState, at: number): Outcome {
    if (from !== this.state) return reject('staleStep', 'The game has already moved on.');
    const next = this.nextState();
    if (next === null) return reject('gameOver', 'The game is over. Reset it to play again.');

    if (this.state === GameState.SHOW_LEADERBOARD) this.questionNumber++;
    if (next === GameState.SHOW_FINAL_RESULTS_SHOW_0) this.questionNumber = this.questionCount;
    this.state = next;
    this.pausedAt = null;
    this.pausedRemainingMs = null;

    const seconds = this.stepSeconds(next);
    this.durationMs = seconds === null ? null : seconds * 1000;
    this.deadline = this.durationMs === null ? null : at + this.durationMs;
    if (next === GameState.SHOW_QUESTION_OPTIONS) this.optionsShownAt = at;
    return OK;
  }

  /** How long a step runs on its own, or null when it waits for the operator. */
  private stepSeconds(state: ServerState): number | null {
    switch (state) {
      case GameState.STARTING_NEXT_QUESTION:
        return this.timings.countdownSeconds;
      case GameState.SHOW_QUESTION:
        return this.timings.questionSeconds;
      case GameState.SHOW_QUESTION_OPTIONS:
        return answerSecondsFor(this.quiz, this.timings, this.questionNumber);
      default:
        return null;
    }
  }

  /** True when the running step's timer has run out at `now`. */
  isDue(now: number): boolean {
    return this.deadline !== null && this.pausedAt === null && now >= this.deadline;
  }

  private pause(at: number): Outcome {
    if (this.pausedAt !== null) return reject('alreadyPaused', 'The timer is already paused.');
    if (this.deadline === null) return reject('noTimer', 'No timer is running.');
    this.pausedAt = at;
    this.pausedRemainingMs = Math.max(0, this.deadline - at);
    this.deadline = null;
    return OK;
  }

  private resume(at: number): Outcome {
    if (this.pausedAt === null || this.pausedRemainingMs === null) {
      return reject('notPaused', 'The timer is not paused.');
    }
    this.optionsShownAt += Math.max(0, at - this.pausedAt);
    this.deadline = at + this.pausedRemainingMs;
    this.pausedAt = null;
    this.pausedRemainingMs = null;
    return OK;
  }
}
