import { NAME_MESSAGES } from '@shared/index';
import type { Outcome } from '../engine/types';
import { isOffensive } from './profanity';

type Refusal = Extract<Outcome, { ok: false }>;

/**
 * Issue 18: an offensive name is refused before it is journaled, at a join and at the operator's rename.
 * The session's, not the engine's: the word lists may change between versions, a replay must not.
 */
export function offensiveName(name: string): Refusal | null {
  if (!isOffensive(name)) return null;
  return { ok: false, code: 'nameInvalid', msg: NAME_MESSAGES.offensive, params: { problem: 'offensive' } };
}
