/**
 * When a phone's own part must be built again (issue 29). A socket keeps the stamps of the own part it
 * was last sent; while they match the game's, that part is still right and the step sends the shared
 * part alone.
 */
import { ranksPhones } from '../../game/views';
import type { BroadcastSession } from './broadcaster';

type StampedGame = Pick<BroadcastSession['current'], 'id' | 'personalEpoch' | 'state' | 'questionNumber'>;

/** The game and its `personalEpoch`: while both stand, no guest's own part changed outside a ranking step. */
export function ownEpoch(game: StampedGame): string {
  return `${game.id}:${game.personalEpoch}`;
}

/**
 * In a ranking step, the ranking an own part built now carries: the epoch and the question (the
 * podium's end has a number of its own); outside one, undefined. Answers end with the reveal, so a
 * ranking changes after it only by a command, which moves the epoch on.
 */
export function rankedAt(game: StampedGame): string | undefined {
  return ranksPhones(game.state) ? `${ownEpoch(game)}:${game.questionNumber}` : undefined;
}

/** Both stamps of an own part built from `game` as it is now. */
export function stampsOf(game: StampedGame): { epoch: string; ranked: string | undefined } {
  return { epoch: ownEpoch(game), ranked: rankedAt(game) };
}
