import { MAX_NAME_LENGTH, type NameProblem } from '@shared/model/names';
import type { PlayMode } from '@shared/model/teams';
import { wordServerMessage, type ServerMessage } from '../../../i18n/serverWords';
import type { PhoneT } from '../phoneT';

export interface NameError {
  message: string;
  help: string | null;
}

const NAME_PROBLEMS: readonly string[] = [
  'empty',
  'tooLong',
  'badCharacters',
  'flood',
  'wide',
  'offensive',
] satisfies NameProblem[];

/** The join form's words for a name the rules refuse (the seed's own texts for empty and too long). */
export function nameProblemWords(t: PhoneT, problem: NameProblem): NameError {
  const help = t('join.nameHelp', { count: MAX_NAME_LENGTH });
  switch (problem) {
    case 'empty':
      return { message: t('join.nameEmpty'), help };
    case 'tooLong':
      return { message: t('join.nameTooLong'), help };
    case 'badCharacters':
      return { message: t('join.nameHidden'), help: null };
    // Issue 18: a flood of accents, a character too wide for the big screen, a rude name (the server's).
    case 'flood':
      return { message: t('names.flood'), help: null };
    case 'wide':
      return { message: t('names.wide'), help: null };
    case 'offensive':
      return { message: t('names.offensive'), help: null };
  }
}

/** "Please choose your table." / "…side.": a team game's join without one (the server's words too). */
export function chooseTeamWords(t: PhoneT, mode: PlayMode): string {
  return t('server:noSuchTeam', { context: mode === 'sides' ? 'sides' : 'tables' });
}

/** The server's refusal of a join, as the phone says it: the name rules in the join form's words. */
export function joinErrorWords(t: PhoneT, refusal: ServerMessage): NameError {
  const problem = refusal.params?.problem;
  if (refusal.code === 'nameInvalid' && typeof problem === 'string' && NAME_PROBLEMS.includes(problem)) {
    return nameProblemWords(t, problem as NameProblem);
  }
  // Issue 18: the locked lobby's words are the phone's "names" (the server catalog keeps its codes).
  if (refusal.code === 'lobbyLocked') return { message: t('names.lobbyLocked'), help: null };
  return { message: wordServerMessage(t as never, refusal), help: null };
}

/** Why the guest is back at the join form: the server's reason in the phone's language. */
export function sessionEndedWords(t: PhoneT, ended: { reason: string; msg: string }): string {
  return wordServerMessage(t as never, { code: ended.reason, msg: ended.msg });
}
