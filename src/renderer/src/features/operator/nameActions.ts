import type { LobbySettings } from '@shared/wire/lobbyRules';
import { ClientEvent } from '@shared/model/events';
import { emitNow, type GameSocket } from '../../net/socket';

/** Issue 18: the operator's commands about names and who gets in; issue 30: the couple's missing pick. */
export interface NameActions {
  /** The whole lobby settings each time: locked, approve names. */
  setLobby: (settings: LobbySettings) => void;
  renamePlayer: (playerId: string, name: string) => void;
  approvePlayer: (playerId: string) => void;
  /** The shoe game's reveal: a missing partner's pick the room shouted, or (null) the other's alone. */
  coupleSettle: (questionNo: number, partner: 0 | 1, answer: 0 | 1 | null) => void;
}

/** `send` emits now or not at all (and says so), as every other operator command. */
export function nameActions(send: (fn: (s: GameSocket) => boolean) => void): NameActions {
  return {
    setLobby: (settings) => send((s) => emitNow(s, ClientEvent.setLobby, settings)),
    renamePlayer: (playerId, name) => send((s) => emitNow(s, ClientEvent.renamePlayer, { playerId, name })),
    approvePlayer: (playerId) => send((s) => emitNow(s, ClientEvent.approvePlayer, { playerId })),
    coupleSettle: (questionNo, partner, answer) =>
      send((s) => emitNow(s, ClientEvent.coupleSettle, { questionNo, partner, answer })),
  };
}
