import type { Quiz, ServerState, Timings } from '@shared/index';

export interface Player {
  readonly id: string;
  readonly token: string;
  readonly name: string;
  /** Position in join order, the last tie-breaker. */
  readonly joinIndex: number;
  readonly joinedAt: number;
  /** Runtime only: never journaled, false for everyone after a restart until they reconnect. */
  connected: boolean;
  kicked: boolean;
  /** Total over all answered questions. */
  score: number;
  /** Total time taken by correct answers, the first tie-breaker. */
  correctTimeMs: number;
}

export interface RecordedAnswer {
  readonly playerId: string;
  readonly answer: number;
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
  | { type: 'create'; at: number; gameId: string; quiz: Quiz; timings: Timings }
  | { type: 'join'; at: number; playerId: string; token: string; name: string }
  | { type: 'answer'; at: number; playerId: string; questionNo: number; answer: number }
  | { type: 'advance'; at: number; from: ServerState; cause: AdvanceCause }
  | { type: 'pause'; at: number }
  | { type: 'resume'; at: number }
  | { type: 'kick'; at: number; playerId: string }
  | { type: 'config'; at: number; timings: Partial<Timings> }
  /** Replaces the quiz; only before the game starts. */
  | { type: 'setQuiz'; at: number; quiz: Quiz };

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
  | 'noTimer'
  | 'alreadyPaused'
  | 'notPaused'
  | 'gameStarted'
  | 'duplicatePlayer'
  | 'cannotSave'
  | 'unknownCommand';

export type Outcome = { ok: true } | { ok: false; code: RejectionCode; msg: string };
