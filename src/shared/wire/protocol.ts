/**
 * The wire protocol as one table. Each client event names its payload schema, who may send it, the
 * server handler that serves it and how a refusal is worded; each server event names its payload type.
 * The typed Socket.IO maps (./socketTypes) are derived from here; the event names and the operator-only
 * list (./events) are checked against it by the compiler. Adding an event means one entry here, its name
 * in ./events and one handler on the server; the compiler points at each one missing.
 */
import type { z } from 'zod';
import {
  chooseInterfaceSchema,
  emptyPayloadSchema,
  joinGameSchema,
  kickPlayerSchema,
  moveGuestSchema,
  renameTeamSchema,
  setAutopilotSchema,
  setBreakSchema,
  requestNextStateSchema,
  resetgsSchema,
  updateConfigSchema,
  userAnsweredQuestionSchema,
  type ActionRejectedPayload,
  type AnswerRejectedPayload,
  type GameViewMessage,
  type PhoneViewMessage,
  type JoinedGamePayload,
  type RefusalPayload,
  type NetworkInfoPayload,
  type SessionEndedPayload,
  type UpdateAnsweredCountPayload,
  type UpdatePlayersPayload,
  type UserAnsweredPayload,
} from './payloads';
import { setDisplayLanguageSchema, UNKNOWN_LANGUAGE_MESSAGE } from './languages';
import { SOUND_SETTINGS_MESSAGE, soundSettingsSchema } from './sounds';
import { VENUE_SETTINGS_MESSAGE, venueSettingsSchema, type VenueInfoPayload } from './venue';
import { hideWishSchema, leaveWishSchema, wishSlideshowSchema, type WishSavedPayload } from './wishSchemas';
import {
  APPROVE_PLAYER_MESSAGE,
  approvePlayerSchema,
  LOBBY_SETTINGS_MESSAGE,
  lobbySettingsSchema,
  RENAME_PLAYER_MESSAGE,
  renamePlayerSchema,
} from './lobbyRules';
import type { QuizInfo } from './quiz';
import {
  COUPLE_ANSWER_MESSAGE,
  COUPLE_SETTLE_MESSAGE,
  coupleAnswerSchema,
  coupleSettleSchema,
  PARTNER_ONLY,
} from './coupleSchemas';
import {
  DELETE_PHOTO_MESSAGE,
  deletePhotoSchema,
  MODERATE_PHOTO_MESSAGE,
  moderatePhotoSchema,
  PHOTO_SETTINGS_MESSAGE,
  PHOTO_WALL_MESSAGE,
  photoSettingsSchema,
  photoWallSchema,
  type MyPhotosPayload,
  type PhotoRulesPayload,
} from './photoSchemas';

/** Who may send a client event: a guest's phone, a big screen, the operator (with the key), or one of the couple. */
export type Sender = 'guest' | 'screen' | 'operator' | 'partner';

/** The server event a refusal goes back as: each event's sender listens for its own. */
export type RefusalEvent = 'joinGameError' | 'answerRejected' | 'actionRejected' | 'wishRejected';

export interface ClientMessage {
  readonly schema: z.ZodType;
  readonly from: readonly Sender[];
  /** The server handler that serves it (src/main/server/transport/socket/handlers). */
  readonly handler: string;
  readonly refuseWith: RefusalEvent;
  /** What the sender is told when the payload does not match the schema. */
  readonly invalid: string;
  /** What any other sender is told. */
  readonly forbidden: string;
}

const OPERATOR_ONLY = 'Only the operator can do that.';
const MALFORMED = 'Malformed request.';

function operatorMessage<S extends z.ZodType, H extends string>(schema: S, handler: H, invalid = MALFORMED) {
  return {
    schema,
    from: ['operator'],
    handler,
    refuseWith: 'actionRejected',
    invalid,
    forbidden: OPERATOR_ONLY,
  } as const;
}

/** Client to server. The first four are the original protocol's and never change. */
export const CLIENT_MESSAGES = {
  joinGame: {
    schema: joinGameSchema,
    from: ['guest'],
    handler: 'joinGame',
    refuseWith: 'joinGameError',
    invalid: 'Please enter your name!',
    forbidden: 'Open the player page to join the game.',
  },
  userAnsweredQuestion: {
    schema: userAnsweredQuestionSchema,
    from: ['guest'],
    handler: 'answer',
    refuseWith: 'answerRejected',
    invalid: 'That answer was not understood.',
    forbidden: 'Please join the game first.',
  },
  requestNextState: operatorMessage(requestNextStateSchema, 'nextState'),
  resetgs: operatorMessage(resetgsSchema, 'reset'),
  kickPlayer: operatorMessage(kickPlayerSchema, 'kick'),
  pauseTimer: operatorMessage(emptyPayloadSchema, 'pause'),
  resumeTimer: operatorMessage(emptyPayloadSchema, 'resume'),
  updateConfig: operatorMessage(
    updateConfigSchema,
    'configure',
    'Timings must be whole seconds within limits, the player limit a whole number from 1 to 100,000.',
  ),
  chooseInterface: operatorMessage(
    chooseInterfaceSchema,
    'chooseInterface',
    'There is no such network interface.',
  ),
  moveGuest: operatorMessage(moveGuestSchema, 'moveGuest', 'Choose a guest and a table.'),
  renameTeam: operatorMessage(renameTeamSchema, 'renameTeam', 'A table name is 1 to 40 characters.'),
  setAutopilot: operatorMessage(
    setAutopilotSchema,
    'setAutopilot',
    'Autopilot times are whole seconds from 2 to 120.',
  ),
  setBreak: operatorMessage(setBreakSchema, 'setBreak', 'A break message is 1 to 160 characters.'),
  setDisplayLanguage: operatorMessage(
    setDisplayLanguageSchema,
    'setDisplayLanguage',
    UNKNOWN_LANGUAGE_MESSAGE,
  ),
  /** The big screen's volumes, mute and "quiet" (issue 17): the whole settings each time. */
  setSound: operatorMessage(soundSettingsSchema, 'setSound', SOUND_SETTINGS_MESSAGE),
  /** The venue's Wi-Fi and the corner QR (issue 18): the whole settings each time. */
  setVenue: operatorMessage(venueSettingsSchema, 'setVenue', VENUE_SETTINGS_MESSAGE),
  /** A new "Test with your phone" token (runtime only: nothing in the game changes). */
  startPhoneTest: operatorMessage(emptyPayloadSchema, 'startPhoneTest'),
  /** The guestbook (issue 18): a guest's message to the couple, the operator's hide and slideshow. */
  leaveWish: {
    schema: leaveWishSchema,
    from: ['guest'],
    handler: 'leaveWish',
    refuseWith: 'wishRejected',
    invalid: 'That message was not understood.',
    forbidden: 'Please join the game first.',
  },
  hideWish: operatorMessage(hideWishSchema, 'hideWish', 'Choose a message to hide or show.'),
  setWishSlideshow: operatorMessage(wishSlideshowSchema, 'wishSlideshow'),
  /** Issue 18: lock the lobby, approve names first (the whole settings each time). */
  setLobby: operatorMessage(lobbySettingsSchema, 'setLobby', LOBBY_SETTINGS_MESSAGE),
  renamePlayer: operatorMessage(renamePlayerSchema, 'renamePlayer', RENAME_PLAYER_MESSAGE),
  approvePlayer: operatorMessage(approvePlayerSchema, 'approvePlayer', APPROVE_PLAYER_MESSAGE),
  /** The shoe game (issue 30): a partner's pick on their own phone; the operator's entry at the reveal. */
  coupleAnswer: {
    schema: coupleAnswerSchema,
    from: ['partner'],
    handler: 'coupleAnswer',
    refuseWith: 'actionRejected',
    invalid: COUPLE_ANSWER_MESSAGE,
    forbidden: PARTNER_ONLY,
  },
  coupleSettle: operatorMessage(coupleSettleSchema, 'coupleSettle', COUPLE_SETTLE_MESSAGE),
  /** The photo wall (issue 31): a guest deletes their own photo; the operator's settings, Show/Hide, wall. */
  deletePhoto: {
    schema: deletePhotoSchema,
    from: ['guest'],
    handler: 'deletePhoto',
    refuseWith: 'actionRejected',
    invalid: DELETE_PHOTO_MESSAGE,
    forbidden: 'Please join the game first.',
  },
  setPhotos: operatorMessage(photoSettingsSchema, 'setPhotos', PHOTO_SETTINGS_MESSAGE),
  moderatePhoto: operatorMessage(moderatePhotoSchema, 'moderatePhoto', MODERATE_PHOTO_MESSAGE),
  setPhotoWall: operatorMessage(photoWallSchema, 'setPhotoWall', PHOTO_WALL_MESSAGE),
} as const satisfies Record<string, ClientMessage>;

export type ClientMessages = typeof CLIENT_MESSAGES;
export type ClientEventName = keyof ClientMessages;
/** The payload a handler gets: the schema's output, after the check. */
export type ClientPayload<E extends ClientEventName> = z.output<ClientMessages[E]['schema']>;
/** The payload a client sends: the schema's input. */
export type ClientInput<E extends ClientEventName> = z.input<ClientMessages[E]['schema']>;
export type HandlerName = ClientMessages[ClientEventName]['handler'];

/** A server event's payload type, written once; the value itself is only a marker. */
function sends<T>(): { readonly payload?: T } {
  return {};
}

/** Server to client. */
export const SERVER_MESSAGES = {
  joinedGame: sends<JoinedGamePayload>(),
  joinGameError: sends<RefusalPayload>(),
  updateState: sends<GameViewMessage>(),
  /** Issue 29: a phone's view in parts (shared, own); screens and operators keep `updateState`. */
  phoneView: sends<PhoneViewMessage>(),
  updatePlayers: sends<UpdatePlayersPayload>(),
  updateAnsweredCount: sends<UpdateAnsweredCountPayload>(),
  userAnswered: sends<UserAnsweredPayload>(),
  answerRejected: sends<AnswerRejectedPayload>(),
  quizInfo: sends<QuizInfo>(),
  sessionEnded: sends<SessionEndedPayload>(),
  actionRejected: sends<ActionRejectedPayload>(),
  networkInfo: sends<NetworkInfoPayload>(),
  venueInfo: sends<VenueInfoPayload>(),
  /** The guest's wish is on disk: its text as kept (cleaned). */
  wishSaved: sends<WishSavedPayload>(),
  wishRejected: sends<RefusalPayload>(),
  /** Issue 31: what every phone is told of sharing photos; a guest's own photos, to them only. */
  photoRules: sends<PhotoRulesPayload>(),
  myPhotos: sends<MyPhotosPayload>(),
};

export type ServerEventName = keyof typeof SERVER_MESSAGES;
export type ServerPayload<E extends ServerEventName> = NonNullable<(typeof SERVER_MESSAGES)[E]['payload']>;
