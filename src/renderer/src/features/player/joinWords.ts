import { MAX_NAME_LENGTH, NAME_MESSAGES, type NameProblem } from '@shared/names';
import type { SessionEndedPayload } from '@shared/payloads';

/** The help under a refused name: the rule in a guest's words. */
export const NAME_HELP = `Up to ${MAX_NAME_LENGTH} letters`;

export const RESET_NOTICE = 'A new game has started — join again';

export interface NameError {
  message: string;
  help: string | null;
}

/** The join form's words for a name the rules refuse (the seed's own texts for empty and too long). */
export function nameProblemWords(problem: NameProblem): NameError {
  switch (problem) {
    case 'empty':
      return { message: NAME_MESSAGES.empty, help: NAME_HELP };
    case 'tooLong':
      return { message: NAME_MESSAGES.tooLong, help: NAME_HELP };
    case 'badCharacters':
      return { message: NAME_MESSAGES.badCharacters, help: null };
  }
}

/** The server's refusal of a join, as the phone says it: the name rules in the join form's words. */
export function joinErrorWords(msg: string): NameError {
  if (msg === NAME_MESSAGES.empty) return nameProblemWords('empty');
  if (msg === NAME_MESSAGES.tooLong) return nameProblemWords('tooLong');
  if (msg === NAME_MESSAGES.badCharacters) return nameProblemWords('badCharacters');
  return { message: msg, help: null };
}

/** Why the guest is back at the join form. */
export function sessionEndedWords({ reason, msg }: SessionEndedPayload): string {
  return reason === 'reset' ? RESET_NOTICE : msg;
}
