/**
 * Wire event names, for both sides (never strings). The protocol table (./protocol) is their source; they
 * are restated here, checked by the compiler against it, so that a page can name an event without loading
 * the table's schemas (and zod) into the phone's bundle. An event missing here, or one the table does not
 * have, is a type error; `tests/unit/protocol.test.ts` checks the same at run time.
 */
import type { ClientEventName, ClientMessages, ServerEventName } from '../wire/protocol';

export const ClientEvent = {
  joinGame: 'joinGame',
  userAnsweredQuestion: 'userAnsweredQuestion',
  requestNextState: 'requestNextState',
  resetgs: 'resetgs',
  kickPlayer: 'kickPlayer',
  pauseTimer: 'pauseTimer',
  resumeTimer: 'resumeTimer',
  updateConfig: 'updateConfig',
  chooseInterface: 'chooseInterface',
  moveGuest: 'moveGuest',
  renameTeam: 'renameTeam',
  setAutopilot: 'setAutopilot',
  setBreak: 'setBreak',
  setDisplayLanguage: 'setDisplayLanguage',
  setSound: 'setSound',
  setVenue: 'setVenue',
  startPhoneTest: 'startPhoneTest',
  leaveWish: 'leaveWish',
  hideWish: 'hideWish',
  setWishSlideshow: 'setWishSlideshow',
  setLobby: 'setLobby',
  renamePlayer: 'renamePlayer',
  approvePlayer: 'approvePlayer',
  coupleAnswer: 'coupleAnswer',
  coupleSettle: 'coupleSettle',
  deletePhoto: 'deletePhoto',
  setPhotos: 'setPhotos',
  moderatePhoto: 'moderatePhoto',
  setPhotoWall: 'setPhotoWall',
} as const satisfies { readonly [E in ClientEventName]: E };
export type ClientEvent = ClientEventName;

export const ServerEvent = {
  joinedGame: 'joinedGame',
  joinGameError: 'joinGameError',
  updateState: 'updateState',
  phoneView: 'phoneView',
  updatePlayers: 'updatePlayers',
  updateAnsweredCount: 'updateAnsweredCount',
  userAnswered: 'userAnswered',
  answerRejected: 'answerRejected',
  quizInfo: 'quizInfo',
  sessionEnded: 'sessionEnded',
  actionRejected: 'actionRejected',
  networkInfo: 'networkInfo',
  venueInfo: 'venueInfo',
  wishSaved: 'wishSaved',
  wishRejected: 'wishRejected',
  photoRules: 'photoRules',
  myPhotos: 'myPhotos',
} as const satisfies { readonly [E in ServerEventName]: E };
export type ServerEvent = ServerEventName;

/** The events the table lets only the operator send. */
type OperatorOnly = {
  [E in ClientEventName]: ClientMessages[E]['from'] extends readonly ['operator'] ? E : never;
}[ClientEventName];

/** Events only the operator may send (the table's `from: ['operator']`). */
export const OPERATOR_EVENTS = [
  ClientEvent.requestNextState,
  ClientEvent.resetgs,
  ClientEvent.kickPlayer,
  ClientEvent.pauseTimer,
  ClientEvent.resumeTimer,
  ClientEvent.updateConfig,
  ClientEvent.chooseInterface,
  ClientEvent.moveGuest,
  ClientEvent.renameTeam,
  ClientEvent.setAutopilot,
  ClientEvent.setBreak,
  ClientEvent.setDisplayLanguage,
  ClientEvent.setSound,
  ClientEvent.setVenue,
  ClientEvent.startPhoneTest,
  ClientEvent.hideWish,
  ClientEvent.setWishSlideshow,
  ClientEvent.setLobby,
  ClientEvent.renamePlayer,
  ClientEvent.approvePlayer,
  ClientEvent.coupleSettle,
  ClientEvent.setPhotos,
  ClientEvent.moderatePhoto,
  ClientEvent.setPhotoWall,
] as const satisfies readonly OperatorOnly[];

/** Compile-time: every operator-only event of the table is in the list above. */
export const OPERATOR_EVENTS_COMPLETE: [Exclude<OperatorOnly, (typeof OPERATOR_EVENTS)[number]>] extends [
  never,
]
  ? true
  : never = true;
