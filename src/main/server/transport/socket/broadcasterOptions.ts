import type { NetworkInfoPayload, QuizInfo } from '@shared/index';
import type { GameSession } from '../../game/session';
import type { PhotoIntake } from '../../game/photoIntake';
import type { OperatorKeyGuard } from '../api/operatorKey';
import type { GameServer } from './gameSocket';

/**
 * Phones sent a new view per event-loop turn during a broadcast: 1,000 gave 5,000 guests a faster
 * fan-out and faster acks than 250 (fewer turns for the same sends; docs/performance.md).
 */
export const BROADCAST_SLICE = 1000;

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
}
