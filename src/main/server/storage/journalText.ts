import type { Command } from '../engine/types';

/** The step a line was written in: the game's state and question number then. */
export type JournalStep = readonly [state: number, questionNumber: number];

/**
 * A command's journal text, with the step it was written in (a replay infers a lost step from the lines
 * after it). A line whose loss would lose more than itself is written twice, the same text on two lines
 * (issue 28.2): the game's first line (without it nothing can be replayed) and a join (without it the
 * guest's answers and wish are lost too). Reading takes the second as a copy.
 */
export function journalText(command: Command, step?: JournalStep): string {
  const line = JSON.stringify(step ? { ...command, step } : command) + '\n';
  return command.type === 'create' || command.type === 'join' ? line + line : line;
}
