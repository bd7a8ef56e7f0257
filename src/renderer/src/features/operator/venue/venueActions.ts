import type { VenueSettings } from '@shared/wire/venue';
import { ClientEvent } from '@shared/model/events';
import { emitNow, type GameSocket } from '../../../net/socket';

/** The operator's venue commands (issue 18): the Wi-Fi and corner QR, and "Test with your phone". */
export interface VenueActions {
  /** The whole settings each time. */
  setVenue: (settings: VenueSettings) => void;
  /** A new test token: the test QR changes, an older test link no longer counts. */
  startPhoneTest: () => void;
}

/** `send` emits now or not at all (and says so), as every other operator command. */
export function venueActions(send: (fn: (s: GameSocket) => boolean) => void): VenueActions {
  return {
    setVenue: (settings) => send((s) => emitNow(s, ClientEvent.setVenue, settings)),
    startPhoneTest: () => send((s) => emitNow(s, ClientEvent.startPhoneTest)),
  };
}
