import { checkTableName, NAME_MESSAGES, normalizeName, TEAM_LIMITS } from '@shared/index';
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

/** The words for a refused table name: a guest's, except the length (a table's name is up to 40). */
const TABLE_NAME_MESSAGES = {
  ...NAME_MESSAGES,
  empty: 'Please type a name for the table.',
  tooLong: `A table name is at most ${TEAM_LIMITS.tableNameChars} characters.`,
  offensive: "Let's keep it friendly — please pick another name for the table.",
} as const;

/**
 * Issue 28: a table's new name follows the name rules (cleaned; refused when it shows nothing, holds a
 * hidden character, an accent flood, an extra-wide character or an offensive word). The cleaned name, or why not.
 */
export function tableName(raw: string): { ok: true; name: string } | { ok: false; msg: string } {
  const problem = checkTableName(raw, TEAM_LIMITS.tableNameChars) ?? (isOffensive(raw) ? 'offensive' : null);
  return problem ? { ok: false, msg: TABLE_NAME_MESSAGES[problem] } : { ok: true, name: normalizeName(raw) };
}
