import type { PhotoSettings } from '@shared/model/photos';
import { ClientEvent } from '@shared/model/events';
import { emitNow, type GameSocket } from '../../../net/socket';

/** The operator's photo commands (issue 31). */
export interface PhotoActions {
  /** The whole settings each time: sharing on or off, approving first, the limits. */
  setPhotos: (settings: PhotoSettings) => void;
  /** Lets a photo onto the wall, or takes it off (and out of the keepsake). */
  moderatePhoto: (photoId: string, status: 'shown' | 'hidden') => void;
  /** Starts or stops the big screen's wall; `pinned` shows one shown photo full-screen (null: none). */
  setPhotoWall: (on: boolean, pinned: string | null) => void;
}

/** `send` emits now or not at all (and says so), as every other operator command. */
export function photoActions(send: (fn: (s: GameSocket) => boolean) => void): PhotoActions {
  return {
    setPhotos: (settings) => send((s) => emitNow(s, ClientEvent.setPhotos, settings)),
    moderatePhoto: (photoId, status) =>
      send((s) => emitNow(s, ClientEvent.moderatePhoto, { photoId, status })),
    setPhotoWall: (on, pinned) => send((s) => emitNow(s, ClientEvent.setPhotoWall, { on, pinned })),
  };
}
