import type { SetAutopilotPayload } from '@shared/wire/payloads';
import type { LanguageCode } from '@shared/wire/quiz';
import type { SoundSettings } from '@shared/wire/sounds';
import { ClientEvent } from '@shared/model/events';
import { emitNow, type GameSocket } from '../../net/socket';
import { venueActions, type VenueActions } from './venue/venueActions';
import { wishActions, type WishActions } from './wishActions';
import { nameActions, type NameActions } from './nameActions';
import { photoActions, type PhotoActions } from './photos/photoActions';

/** The operator's commands of team games and pacing (tables, the autopilot, breaks), the names', the venue's, the guestbook's and the photo wall's. */
export interface TeamActions extends NameActions, VenueActions, WishActions, PhotoActions {
  /** The guest's points count for the new table from the next question. */
  moveGuest: (playerId: string, team: number) => void;
  /** `name` null: back to the quiz's own name for the table. */
  renameTeam: (team: number, name: string | null) => void;
  setAutopilot: (settings: SetAutopilotPayload) => void;
  /** A break with its message for every screen; null ends it. */
  setBreak: (message: string | null) => void;
  /** The big screen's language; null: the quiz's. */
  setDisplayLanguage: (language: LanguageCode | null) => void;
  /** The big screen's volumes, mute and "quiet": the whole settings each time. */
  setSound: (settings: SoundSettings) => void;
}

/** `send` emits now or not at all (and says so), as every other operator command. */
export function teamActions(send: (fn: (s: GameSocket) => boolean) => void): TeamActions {
  return {
    ...nameActions(send),
    moveGuest: (playerId, team) => send((s) => emitNow(s, ClientEvent.moveGuest, { playerId, team })),
    renameTeam: (team, name) => send((s) => emitNow(s, ClientEvent.renameTeam, { team, name })),
    setAutopilot: (settings) => send((s) => emitNow(s, ClientEvent.setAutopilot, settings)),
    setBreak: (message) => send((s) => emitNow(s, ClientEvent.setBreak, { message })),
    setDisplayLanguage: (language) => send((s) => emitNow(s, ClientEvent.setDisplayLanguage, { language })),
    setSound: (settings) => send((s) => emitNow(s, ClientEvent.setSound, settings)),
    ...venueActions(send),
    ...wishActions(send),
    ...photoActions(send),
  };
}
