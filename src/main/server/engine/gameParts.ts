import type { VenueSettings } from '@shared/model/venueSettings';
import type { Command } from './types';

/** A copy, so the command (or the view made from it) never shares the engine's object. */
export function copyVenue(settings: VenueSettings): VenueSettings {
  return { wifi: settings.wifi ? { ...settings.wifi } : null, cornerQr: settings.cornerQr };
}

/**
 * The commands that change no guest's own part outside a ranking step: a step or an answer changes it
 * only where it is computed anyway (a ranking step, the answer's acknowledgement), and a partner's pick
 * not before the answering ends. The game moves its `personalEpoch` on for every other command.
 */
export const QUIET_COMMANDS: ReadonlySet<Command['type']> = new Set([
  'advance',
  'answer',
  'coupleAnswer',
  // The photo wall's: a guest's own photos go to their phone apart from its view (issue 31).
  'photo',
  'photoStatus',
  'photoDelete',
  'photoWall',
  'photoSettings',
]);
