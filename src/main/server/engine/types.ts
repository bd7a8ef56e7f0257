import type { Command } from '../commands/commandTable';

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
  /** The guest's table or side when they answered: the round's points go there, even if they move before it closes. */
  readonly team: number | null;
  /** The shoe game: the speed points the answer earned, settled against the couple's picks later. */
  readonly speed?: number;
}

/** Why a step ended: the operator asked, its timer ran out, or every connected player answered. */
export type AdvanceCause = 'operator' | 'timer' | 'allAnswered';

/**
 * Every input the engine accepts: inferred from the command table (../commands/commandTable), where each
 * command is one line with its journal schema. A type-only import: the engine loads no zod.
 */
export type { Command };

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
  | 'lobbyLocked'
  | 'photosOff'
  | 'photoTooSoon'
  | 'photoPerGuest'
  | 'photoAlbumFull'
  | 'noSuchPhoto'
  | 'duplicatePhoto';

/** `params`: what the phone needs to word a refusal in its own language (the name taken, the table…). */
export type RejectionParams = Record<string, string | number>;
export type Outcome =
  { ok: true } | { ok: false; code: RejectionCode; msg: string; params?: RejectionParams };
