/**
 * What a journal line must look like to be replayed: one command, checked against its schema, so a
 * damaged line (a flipped byte, `null`, a join without a name) is recognised as such and never reaches
 * the engine as half a command.
 */
import { COMMAND_SCHEMAS, type Command, type CommandType } from '../commands/commandTable';
import type { JournalStep } from './journalText';

/** One journal line as a command (and the step it was written in, when it says), or why it is not one. */
export function parseRecord(
  line: string,
): { ok: true; command: Command; step: JournalStep | null } | { ok: false; reason: string } {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  const type = typeof value === 'object' && value !== null ? (value as { type?: unknown }).type : undefined;
  if (typeof type !== 'string' || !Object.hasOwn(COMMAND_SCHEMAS, type)) {
    return {
      ok: false,
      reason: `not a valid command at "type": unknown type ${JSON.stringify(type) ?? 'none'}`,
    };
  }
  const parsed = COMMAND_SCHEMAS[type as CommandType].safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at "${issue.path.join('.')}"` : '';
    return { ok: false, reason: `not a valid command${where}: ${issue?.message ?? 'unknown problem'}` };
  }
  // The line as written (not the schema's output): replay must see exactly what was applied live.
  const { step, ...command } = value as Command & { step?: unknown };
  return { ok: true, command: command as Command, step: stepOf(step) };
}

/** `[state, questionNumber]`, or null when a line has none (or a damaged one: the line still counts). */
function stepOf(step: unknown): JournalStep | null {
  if (!Array.isArray(step) || step.length !== 2) return null;
  const [state, question] = step as unknown[];
  return Number.isInteger(state) && Number.isInteger(question) ? [state as number, question as number] : null;
}
