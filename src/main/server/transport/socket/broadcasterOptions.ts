import type { NetworkInfoPayload, QuizInfo } from '@shared/index';
import type { GameSession } from '../../game/session';
import type { PhotoIntake } from '../../game/photoIntake';
import type { OperatorKeyGuard } from '../api/operatorKey';
import type { GameServer } from './gameSocket';

/**
 * A broadcast's phones go in slices, one per turn of the event loop, so that answers and their
 * acknowledgements get through in between: at most this many phones a slice…
 */
export const BROADCAST_SLICE = 1000;

/**
 * …and at most this much of the loop's time (checked every `SLICE_CLOCK_EVERY` phones, once those are
 * sent). An answer's acknowledgement waits for the journal's write and then its sync, each finished in a
 * later turn, so it waits out two or three slices: at 5,000 guests by 500 tables, slices of 1,000 phones
 * (90 ms each, the bench's guests on the same two cores) kept the acks' p99 at 139 to 147 ms (issue 29,
 * docs/performance.md).
 */
export const BROADCAST_SLICE_MS = 15;

/** How many phones a slice goes between looks at its clock; those waiting for the shared part get it first. */
export const SLICE_CLOCK_EVERY = 32;

/** What the broadcaster reads from the session (a fake in unit tests). */
export type BroadcastSession = Pick<
  GameSession,
  'current' | 'now' | 'saveProblem' | 'journalRepair' | 'maxPlayers' | 'onChange' | 'setConnected'
>;

export interface BroadcasterOptions {
  io: GameServer;
  session: BroadcastSession;
  quizInfo: () => QuizInfo;
  networkInfo: () => NetworkInfoPayload;
  /** The couple's link secrets (the shoe game); unit tests may leave it out. */
  keyGuard?: Pick<OperatorKeyGuard, 'coupleKeys'>;
  /** The guests' photos (issue 31): the disk's room; unit tests may leave it out. */
  photos?: PhotoIntake;
  /** Milliseconds for timing a broadcast's slices (`performance.now`); unit tests stop or step it. */
  sliceClock?: () => number;
}
