/**
 * What the API's route modules get: a leaf, so a route module imports it and not the file that
 * assembles them (./api), which imports every route module.
 */
import type { GameSession } from '../../game/session';
import type { MediaStore } from '../../storage/media';
import type { OriginPolicy } from '../http/originPolicy';
import type { OperatorKeyGuard } from './operatorKey';

export interface ApiOptions {
  session: GameSession;
  media: MediaStore;
  /** Checks the operator key and slows down wrong ones (shared with the sockets). */
  keyGuard: OperatorKeyGuard;
  originPolicy: OriginPolicy;
  log: (message: string) => void;
}
