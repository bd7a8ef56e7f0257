import { ClientEvent } from '@shared/model/events';
import { emitNow, type GameSocket } from '../../net/socket';

/** The operator's guestbook commands (issue 18). */
export interface WishActions {
  /** Hides a guest's wish from the big screen, the keepsake and the export; false shows it again. */
  hideWish: (playerId: string, hidden: boolean) => void;
  /** Starts or stops the wishes' slideshow on the big screen (once the podium is done). */
  setWishSlideshow: (on: boolean) => void;
}

/** `send` emits now or not at all (and says so), as every other operator command. */
export function wishActions(send: (fn: (s: GameSocket) => boolean) => void): WishActions {
  return {
    hideWish: (playerId, hidden) => send((s) => emitNow(s, ClientEvent.hideWish, { playerId, hidden })),
    setWishSlideshow: (on) => send((s) => emitNow(s, ClientEvent.setWishSlideshow, { on })),
  };
}
