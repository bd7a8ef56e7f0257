/**
 * What the API's route modules get: a leaf, so a route module imports it and not the file that
 * assembles them (./api), which imports every route module.
 */
import type { PhotoIntake } from '../../game/photoIntake';
import type { GameSession } from '../../game/session';
import type { PhotoFiles } from '../../storage/photoFiles';
import type { MediaStore } from '../../storage/media';
import type { OriginPolicy } from '../http/originPolicy';
import type { OperatorKeyGuard } from './operatorKey';

export interface ApiOptions {
  session: GameSession;
  media: MediaStore;
  /** Checks the operator key and slows down wrong ones (shared with the sockets). */
  keyGuard: OperatorKeyGuard;
  originPolicy: OriginPolicy;
  /** The guests' photos (issue 31): uploads, and the files for the keepsake's ZIP. */
  photos: PhotoIntake;
  photoFiles: PhotoFiles;
  log: (message: string) => void;
}
