import type { Handlers } from '../dispatcher';
import { answer, joinGame } from './guestHandlers';
import { chooseInterface, configure, kick, nextState, pause, reset, resume } from './operatorHandlers';
import {
  moveGuest,
  renameTeam,
  setAutopilot,
  setBreak,
  setDisplayLanguage,
  setSound,
} from './pacingHandlers';
import { setVenue, startPhoneTest } from './venueHandlers';
import { hideWish, leaveWish, wishSlideshow } from './wishHandlers';
import { approvePlayer, renamePlayer, setLobby } from './nameHandlers';
import { coupleAnswer, coupleSettle } from './coupleHandlers';
import { deletePhoto, moderatePhoto, setPhotos, setPhotoWall } from './photoHandlers';

/** Every handler the protocol table names (the type checks none is missing). */
export const HANDLERS: Handlers = {
  joinGame,
  answer,
  nextState,
  reset,
  kick,
  pause,
  resume,
  configure,
  chooseInterface,
  moveGuest,
  renameTeam,
  setAutopilot,
  setBreak,
  setDisplayLanguage,
  setSound,
  setVenue,
  startPhoneTest,
  leaveWish,
  hideWish,
  wishSlideshow,
  setLobby,
  renamePlayer,
  approvePlayer,
  coupleAnswer,
  coupleSettle,
  deletePhoto,
  setPhotos,
  moderatePhoto,
  setPhotoWall,
};
