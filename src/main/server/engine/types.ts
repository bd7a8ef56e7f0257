import type { LanguageCode, Quiz, ServerState, Timings } from '@shared/index';
import type { AutopilotSettings } from '@shared/teams';
import type { SoundSettings } from '@shared/sounds';
import type { VenueSettings } from '@shared/venue';
import type { LobbySettings } from '@shared/lobbyRules';

export interface Player {
  readonly id: string;
  readonly token: string;
  /** The operator may rename a guest (issue 18). */
  name: string;
  /** Issue 18: the name waits for the operator's OK ("approve names"); shown nowhere on the big screen. */
  pending: boolean;
  /** Position in join order, the last tie-breaker. */
  readonly joinIndex: number;
  readonly joinedAt: number;
  /** The client address the player joined from; absent for a trusted one (this computer). */
  readonly address?: string;
  /** Runtime only: never journaled, false for everyone after a restart until they reconnect. */
  connected: boolean;
  kicked: boolean;
  /** Total over all answered questions. */
  score: number;
  /** Total time taken by correct answers, the first tie-breaker. */
  correctTimeMs: number;
  /** The table (or side) the player plays for; null in a solo game. The operator may move a player. */
  team: number | null;
}

export interface RecordedAnswer {
  readonly playerId: string;
  /** An option's index, a number (`closest`) or item indexes in the guest's order (`order`). */
  readonly answer: number | readonly number[];
  readonly elapsedMs: number;
  readonly correct: boolean;
  readonly points: number;
  readonly at: number;
}

/** Why a step ended: the operator asked, its timer ran out, or every connected player answered. */
export type AdvanceCause = 'operator' | 'timer' | 'allAnswered';

/**
 * Every input the engine accepts. Each carries the server time it happened at (`at`), so replaying
 * the journal of commands rebuilds exactly the same game.
 */
export type Command =
  /** `maxPlayers`: the cap the operator set in the game before (a reset keeps it, as it keeps timings). */
  /** `displayLanguage`: the operator's choice in the game before (a reset keeps it too). */
  /** `soundSettings`: the operator's volumes in the game before (a reset keeps them too). */
  | {
      type: 'create';
      at: number;
      gameId: string;
      quiz: Quiz;
      timings: Timings;
      maxPlayers?: number;
      displayLanguage?: LanguageCode;
      soundSettings?: SoundSettings;
      /** The venue's Wi-Fi and corner QR in the game before (a reset keeps them). */
      venueSettings?: VenueSettings;
      /** Issue 18: "approve names" in the game before (a reset keeps it, like the sound). */
      approveNames?: boolean;
    }
  /** `address`: where the guest joined from, for the per-address limit and "Remove and block". */
  /** `team`: the table or side, in the Tables and Two sides modes. */
  | {
      type: 'join';
      at: number;
      playerId: string;
      token: string;
      name: string;
      address?: string;
      team?: number;
    }
  | { type: 'answer'; at: number; playerId: string; questionNo: number; answer: number | number[] }
  /**
   * `waiting`: leaving the answering in a team game, the players connected then who had not answered
   * (they count 0 in their team's average; runtime connection state, so it is journaled here).
   */
  | { type: 'advance'; at: number; from: ServerState; cause: AdvanceCause; waiting?: string[] }
  | { type: 'pause'; at: number }
  | { type: 'resume'; at: number }
  /** `block` with `address`: that address may not join this game any more ("Remove and block"). */
  | { type: 'kick'; at: number; playerId: string; block?: true; address?: string }
  /** `maxPlayers`: the operator changed the player cap (joins beyond it are refused, nobody is removed). */
  | { type: 'config'; at: number; timings: Partial<Timings>; maxPlayers?: number }
  /** Replaces the quiz; only before the game starts. */
  | { type: 'setQuiz'; at: number; quiz: Quiz }
  /** The operator moves a player to another team (from the next question on). */
  | { type: 'moveTeam'; at: number; playerId: string; team: number }
  /** The operator renames a team for this game; `name` null: back to the quiz's name. */
  | { type: 'renameTeam'; at: number; team: number; name: string | null }
  /** The autopilot switched on or off live, or its times changed. */
  | { type: 'autopilot'; at: number; settings: AutopilotSettings }
  /** A break between two questions begins (`message`) or ends (null). */
  | { type: 'break'; at: number; message: string | null }
  /** The big screen's language; null: the quiz's. */
  | { type: 'displayLanguage'; at: number; language: LanguageCode | null }
  /** The big screen's volumes, mute and "quiet" (the whole settings each time). */
  | { type: 'sound'; at: number; settings: SoundSettings }
  /** The venue's Wi-Fi and the corner QR (the whole settings each time). */
  | { type: 'venue'; at: number; settings: VenueSettings }
  /** The guestbook (issue 18): a guest's message (cleaned), the operator's hide and slideshow. */
  | { type: 'wish'; at: number; playerId: string; text: string }
  | { type: 'hideWish'; at: number; playerId: string; hidden: boolean }
  | { type: 'wishSlideshow'; at: number; on: boolean }
  /** Issue 18: the lobby locked, names approved first (the whole settings each time). */
  | { type: 'lobby'; at: number; settings: LobbySettings }
  /** Issue 18: the operator renames a guest (the name rules apply; it counts as approved). */
  | { type: 'renamePlayer'; at: number; playerId: string; name: string }
  /** Issue 18: the operator lets a waiting name onto the big screen. */
  | { type: 'approvePlayer'; at: number; playerId: string };

export type EngineCommand = Exclude<Command, { type: 'create' }>;

export type RejectionCode =
  | 'nameInvalid'
  | 'nameTaken'
  | 'unknownPlayer'
  | 'answersClosed'
  | 'wrongQuestion'
  | 'tooLate'
  | 'alreadyAnswered'
  | 'noSuchOption'
  | 'staleStep'
  | 'gameOver'
  | 'gameFull'
  | 'tooManyFromAddress'
  | 'blocked'
  | 'noTimer'
  | 'alreadyPaused'
  | 'notPaused'
  | 'gameStarted'
  | 'duplicatePlayer'
  | 'cannotSave'
  /** The session's: the game was replaced (a reset, a restore) while the command was being saved. */
  | 'superseded'
  | 'unknownCommand'
  | 'noSuchTeam'
  | 'notTeamGame'
  | 'noBreakNow'
  | 'onBreak'
  | 'wishesClosed'
  | 'wishInvalid'
  | 'noSuchWish'
  | 'lobbyLocked';

/** `params`: what the phone needs to word a refusal in its own language (the name taken, the table…). */
export type RejectionParams = Record<string, string | number>;
export type Outcome =
  { ok: true } | { ok: false; code: RejectionCode; msg: string; params?: RejectionParams };
