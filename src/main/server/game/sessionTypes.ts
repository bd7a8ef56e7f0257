import type { Quiz, Timings } from '@shared/index';
import type { Clock } from './clock';
import type { Outcome } from '../engine/types';

export type SessionChange =
  /** The state, timer or settings changed: every audience needs a new view. */
  | { kind: 'state' }
  | { kind: 'joined'; playerId: string }
  | { kind: 'answered'; playerId: string }
  | { kind: 'kicked'; playerId: string }
  /** The operator moved a player to another team: every view (the teams' counts) and the operators' list. */
  | { kind: 'moved'; playerId: string }
  /** The quiz was replaced (before the start): titles, names and question count changed. */
  | { kind: 'quiz' }
  /** A new game replaced the old one: every player is out. */
  | { kind: 'reset'; archivedTo: string }
  /** A guest wrote or changed their message to the couple (issue 18). */
  | { kind: 'wish'; playerId: string }
  /** Saving failed or works again: the operator's banner. */
  | { kind: 'saving' }
  /** A partner picked in the shoe game: the big screens, the operators and the couple (no guest). */
  | { kind: 'couple' }
  /**
   * The photo wall (issue 31): a photo came, was shown, hidden or deleted (`playerId`: whose, for their
   * phone's list), or the wall or the settings changed (`settings`: every phone's rules too).
   */
  | { kind: 'photos'; playerId: string | null; settings: boolean };

/** Accepted means applied *and* on disk: only then may it be acknowledged. */
export type CommandResult = Outcome;
export type Refusal = Extract<Outcome, { ok: false }>;
export type JoinResult =
  { ok: true; playerId: string; token: string; name: string } | Extract<Outcome, { ok: false }>;

export interface SessionOptions {
  dataDir: string;
  quiz: Quiz;
  /** Timings for a new game; the quiz's own when omitted. */
  timings?: Timings;
  /** A test's clock; by default a monotonic clock on the wall-clock scale (see ./clock). */
  clock?: Clock;
  newGameId?: () => string;
  log?: (message: string) => void;
  /** After a restart mid-question, how long the early end waits for phones to come back. */
  reconnectGraceMs?: number;
  /** How often a journal that failed is tried again. */
  recoveryIntervalMs?: number;
  /** The player cap unless the operator set one for the game (default 5,000). */
  maxPlayers?: number;
  /** Players per client address (default 10; 0 = no limit). Joins without an address are exempt. */
  playersPerAddress?: number;
}

/** Where a join comes from: `address` is the client's, absent for a trusted one (this computer). */
export interface JoinOrigin {
  address?: string;
  /** The table or side the guest chose (team games). */
  team?: number;
}

export const superseded: Refusal = { ok: false, code: 'superseded', msg: 'A new game has started.' };
export const staleStep: Refusal = { ok: false, code: 'staleStep', msg: 'The game has already moved on.' };
export const staleReset: Refusal = {
  ok: false,
  code: 'staleStep',
  msg: 'That game was already reset: a new game is running. Nothing was changed.',
};
export const RECONNECT_GRACE_MS = 8_000;
export const RECOVERY_INTERVAL_MS = 2_000;

/** A new game's id: when it began, safe in a file name. */
export function timestampGameId(): string {
  return `game-${new Date().toISOString().replace(/[:.]/g, '-')}`;
}
