import { kindFor } from '@shared/kinds';
import {
  DEFAULT_MAX_PLAYERS,
  QUIZ_DEFAULT_LANGUAGE,
  GameState,
  isFinalState,
  type GameState as GameStateNumber,
  type JournalRepair,
  type OperatorView,
  type PhoneOwn,
  type PartnerView,
  type PhoneShared,
  type PlayerView,
  type ScreenView,
  type ShownQuestion,
  type Reveal,
  type TimerInfo,
  type ScreenVenue,
  type VenueSettings,
  wifiQrText,
} from '@shared/index';
import { mergePhoneView } from '@shared/model/phoneView';
import { copyVenue } from '../engine/game';
import type { GameReader } from '../engine/gameReader';
import { publicEntry, shownEntry, type RankedEntry } from '../engine/ranking';
import { answerKeyText, correctAnswerOf, revealOf, shownQuestion } from './questionView';
import { TeamStandings } from './teamViews';
import type { Player, RecordedAnswer } from '../engine/types';
import { operatorWishes, screenWishes } from './wishViews';
import { operatorPhotos, screenPhotos } from './photoViews';
import { operatorPlayers, RECENT_PLAYERS } from './playerLists';
import { coupleStatus, partnerView, type CoupleOnline } from './coupleViews';

export { operatorPlayers, playersDelta, playersUpdate, RECENT_PLAYERS } from './playerLists';
export { playerStateOf } from '@shared/model/phoneView';

export const SCREEN_TOP = 5;

/**
 * Turns the game into one payload per audience. Pure: `now` comes in. The ranking is computed once
 * per broadcast (`ViewContext`) and shared by every phone's view, so a broadcast costs one sort.
 */
/** What the operator's banners say: the session knows them, the game does not. */
export interface OperatorNotices {
  saveProblem: string | null;
  journalRepair: JournalRepair | null;
  /** The shoe game's couple: whose phone is connected, and their links' secrets (the transport's). */
  couple?: { online: CoupleOnline; keys: readonly [string, string] };
  /** The data folder's disk has too little room for photos (issue 31). */
  photoDiskLow?: boolean;
}
export const NO_NOTICES: OperatorNotices = { saveProblem: null, journalRepair: null };
const NOBODY: CoupleOnline = [false, false];

export class ViewContext {
  private standingsCache: RankedEntry[] | null = null;
  private previousCache: RankedEntry[] | null = null;
  private indexCache: Map<string, number> | null = null;
  private bigRevealCache: Reveal | null | undefined;
  private bigQuestionCache: ShownQuestion | null | undefined;
  private readonly teams: TeamStandings;
  private readonly base: Omit<
    PlayerView,
    'audience' | 'playerState' | 'name' | 'myAnswer' | 'result' | 'neighbours' | 'team'
  >;

  constructor(
    private readonly game: GameReader,
    private readonly now: number,
    /** Why the game cannot save, and what of its journal could not be read: the operator's notices. */
    private readonly notices: OperatorNotices = NO_NOTICES,
    /** The player cap in force (the session knows the server's default). */
    private readonly maxPlayers: number = game.maxPlayers ?? DEFAULT_MAX_PLAYERS,
  ) {
    this.base = {
      state: game.state,
      questionNumber: game.questionNumber,
      questionCount: game.questionCount,
      timer: timerOf(game, now),
      question: shownQuestion(game, true),
      correctAnswer: revealed(game.state) ? correctAnswerOf(game.currentQuestion) : null,
      reveal: revealOf(game, true),
      breakMessage: game.pacing.breakMessage,
    };
    this.teams = new TeamStandings(game);
  }

  /** The big screen's (and operator's) question: its photo even when it unveils, its clip's file (issue 30). */
  private get bigQuestion(): ShownQuestion | null {
    if (this.bigQuestionCache === undefined) {
      const question = this.game.currentQuestion;
      const own = question && (question.unveil || question.clip);
      this.bigQuestionCache = own ? shownQuestion(this.game, false) : this.base.question;
    }
    return this.bigQuestionCache;
  }

  /** The big screen's and the operator's reveal: the whole story, the photo, a closest question's guesses. */
  private get bigReveal(): Reveal | null {
    if (this.bigRevealCache === undefined) this.bigRevealCache = revealOf(this.game, false);
    return this.bigRevealCache;
  }

  /** The ranking is sorted only when a view needs it: an answer's own view does not. */
  get standings(): RankedEntry[] {
    return (this.standingsCache ??= this.game.standings());
  }

  get previous(): RankedEntry[] {
    return (this.previousCache ??= this.game.previousStandings());
  }

  private get indexById(): Map<string, number> {
    return (this.indexCache ??= new Map(this.standings.map((e, i) => [e.playerId, i])));
  }

  /** What every phone shares in this step: broadcast once (issue 29). */
  phoneShared(): PhoneShared {
    // The leaderboard step shows a phone its place only: the reveal's details stay off the wire.
    if (this.game.state !== GameState.SHOW_LEADERBOARD) return this.base;
    return { ...this.base, reveal: null, correctAnswer: null };
  }

  /** A joined guest's own part: sent to their sockets only, and only when it changed. */
  phoneOwn(player: Player): PhoneOwn {
    const game = this.game;
    const answer = game.answerOf(player.id);
    // One literal of one shape (a spread inside it is slow, and this runs for every guest at a reveal).
    const own: PhoneOwn = {
      name: player.name,
      team: this.teams.forPlayer(player),
      myWish: game.wishes.of(player.id)?.text ?? null,
      answer: answer ? { questionNumber: game.questionNumber, value: copyAnswer(answer.answer) } : null,
      ranking: this.rankingOf(player, answer),
    };
    if (player.pending) own.namePending = true;
    return own;
  }

  /** What the phone renders (the two parts put together): for the tests and the server's own checks. */
  player(player: Player | undefined): PlayerView {
    return mergePhoneView(this.phoneShared(), player ? this.phoneOwn(player) : null);
  }

  /**
   * The guest's result and neighbours, from a reveal on. While the podium is revealed there are none: a
   * phone's own final place would give the big screen's reveal away, so it stays off the wire until the
   * winner is shown.
   */
  private rankingOf(player: Player, answer: RecordedAnswer | undefined): PhoneOwn['ranking'] {
    const index = ranksPhones(this.game.state) ? this.indexById.get(player.id) : undefined;
    const me = index === undefined ? undefined : this.standings[index];
    if (index === undefined || !me) return null;
    return {
      questionNumber: this.game.questionNumber,
      answered: answer !== undefined,
      correct: answer?.correct ?? false,
      points: answer?.points ?? 0,
      score: me.score,
      rank: me.rank,
      above: maybeEntry(this.standings[index - 1]),
      below: maybeEntry(this.standings[index + 1]),
    };
  }

  screen(): ScreenView {
    const game = this.game;
    return {
      ...this.base,
      audience: 'screen',
      question: this.bigQuestion,
      reveal: this.bigReveal,
      responses: revealed(game.state) ? optionResponses(game) : null,
      answeredCount: game.answeredCount,
      playerCount: game.playerCount,
      recentPlayers: game.recentNames(RECENT_PLAYERS),
      leaderboard: this.screenLeaderboard(),
      playMode: game.playMode,
      teams: this.teams.forScreen(() => maybeEntry(this.standings[0])),
      autopilot: game.pacing.autopilot.enabled,
      language: game.shownLanguage,
      sound: { ...game.soundSettings },
      venue: screenVenue(game.venueSettings),
      ...screenWishes(game),
      ...screenPhotos(game),
      couple: coupleStatus(game, this.notices.couple?.online ?? NOBODY),
    };
  }

  /**
   * The Top 5 before and after the question, only where the big screen shows it (the leaderboard, a
   * break, the podium): elsewhere no ranking is sorted for it (issue 29).
   */
  private screenLeaderboard(): ScreenView['leaderboard'] {
    const { state, pacing } = this.game;
    const shown = state === GameState.SHOW_LEADERBOARD || isFinalState(state) || pacing.breakMessage !== null;
    if (!shown) return { prev: [], new: [] };
    return {
      prev: this.previous.slice(0, SCREEN_TOP).map(shownEntry),
      // Anyone can open /screen: until the reveal it must not show this question's points.
      new: (state === GameState.SHOW_QUESTION_OPTIONS ? this.previous : this.standings)
        .slice(0, SCREEN_TOP)
        .map(shownEntry),
    };
  }

  /**
   * `players: false` leaves the player list out: state broadcasts do, the list goes to operators whole
   * once (on connect, after a reset) and then as `updatePlayers` deltas.
   */
  operator({ players = true }: { players?: boolean } = {}): OperatorView {
    const game = this.game;
    const keys = this.notices.couple?.keys;
    return {
      ...this.base,
      audience: 'operator',
      question: this.bigQuestion,
      reveal: this.bigReveal,
      responses: optionResponses(game),
      answeredCount: game.answeredCount,
      playerCount: game.playerCount,
      recentPlayers: game.recentNames(RECENT_PLAYERS),
      leaderboard: {
        prev: this.previous.slice(0, SCREEN_TOP).map(publicEntry),
        new: this.standings.slice(0, SCREEN_TOP).map(publicEntry),
        full: this.standings.map(publicEntry),
      },
      ...(players ? { players: operatorPlayers(game) } : {}),
      timings: game.timings,
      maxPlayers: this.maxPlayers,
      answerKey: correctAnswerOf(game.currentQuestion),
      answerKeyText: answerKeyText(game),
      gameId: game.id,
      saveProblem: this.notices.saveProblem,
      journalRepair: this.notices.journalRepair,
      playMode: game.playMode,
      teams: this.teams.forOperator(),
      autopilot: { ...game.pacing.autopilot },
      leaderboardEvery: game.quiz.leaderboardEvery ?? 1,
      language: game.shownLanguage,
      quizLanguage: game.quiz.language ?? QUIZ_DEFAULT_LANGUAGE,
      sound: { ...game.soundSettings },
      venue: copyVenue(game.venueSettings),
      wishes: operatorWishes(game),
      photos: operatorPhotos(game, this.notices.photoDiskLow === true),
      lobby: { ...game.lobby },
      couple: coupleStatus(game, this.notices.couple?.online ?? NOBODY),
      coupleKeys: game.quiz.partners && keys ? [keys[0], keys[1]] : null,
    };
  }

  /** One of the couple's phones (the shoe game): the phones' shared part, their names and own pick. */
  partner(partner: 0 | 1): PartnerView {
    return partnerView(this.game, this.phoneShared(), partner);
  }
}

/** The steps where a phone's own part carries its ranking: a reveal, a leaderboard, the podium's end. */
export function ranksPhones(state: GameStateNumber): boolean {
  return (
    state === GameState.SHOW_CORRECT_ANSWER ||
    state === GameState.SHOW_LEADERBOARD ||
    state === GameState.SHOW_FINAL_RESULTS_SHOW_3
  );
}

/** The big screen's: the `WIFI:` text only (it holds the name and password the lobby writes out). */
function screenVenue(settings: VenueSettings): ScreenVenue {
  return { wifi: settings.wifi ? wifiQrText(settings.wifi) : null, cornerQr: settings.cornerQr };
}

function timerOf(game: GameReader, now: number): TimerInfo {
  return {
    deadline: game.deadline,
    serverNow: now,
    durationMs: game.durationMs,
    pausedRemainingMs: game.pausedRemainingMs,
  };
}

/** The correct answer, responses and results are known from SHOW_CORRECT_ANSWER on. */
function revealed(state: GameStateNumber): boolean {
  return state >= GameState.SHOW_CORRECT_ANSWER;
}

/** Another guest's entry, as a screen or a phone sees it (a name waiting for approval is not shown). */
function maybeEntry(entry: RankedEntry | undefined): ReturnType<typeof publicEntry> | null {
  return entry ? shownEntry(entry) : null;
}

function copyAnswer(answer: number | readonly number[]): number | number[] {
  return typeof answer === 'number' ? answer : [...answer];
}

/** Votes per option for the option kinds; a closest guess or an order is not a vote. */
function optionResponses(game: GameReader): number[] | null {
  const question = game.currentQuestion;
  return question && kindFor(question).tapsOption ? game.responseCounts() : null;
}
