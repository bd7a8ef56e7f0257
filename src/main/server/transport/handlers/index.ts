import type { Handlers } from '../dispatcher';
import { answer, joinGame } from './guestHandlers';
import { chooseInterface, configure, kick, nextState, pause, reset, resume } from './operatorHandlers';

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
};
