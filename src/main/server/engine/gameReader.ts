import type { Game } from './game';

type Fields =
  | 'quiz'
  | 'timings'
  | 'maxPlayers'
  | 'displayLanguage'
  | 'soundSettings'
  | 'venueSettings'
  | 'lobby'
  | 'state'
  | 'questionNumber'
  | 'lastEventAt'
  | 'personalEpoch';

/**
 * The game as everything outside the session sees it: every question it can answer, no way to change it.
 * Changes go through the session (`GameSession.command`), which journals them first.
 */
export type GameReader = Omit<Game, 'apply' | 'setConnected' | 'replayingJournal' | Fields> &
  Readonly<Pick<Game, Fields>>;
