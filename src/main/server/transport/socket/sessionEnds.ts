import type { SessionEndedPayload } from '@shared/index';

/** What a removed guest's phone is told before it is cut off (it comes back at the join form). */
export const SESSION_KICKED: SessionEndedPayload = {
  reason: 'kicked',
  code: 'kicked',
  msg: 'The host removed you from the game.',
};

/** What every joined phone is told when a new game begins. */
export const SESSION_RESET: SessionEndedPayload = {
  reason: 'reset',
  code: 'reset',
  msg: 'A new game has started. Join again!',
};
