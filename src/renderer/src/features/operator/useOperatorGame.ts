import { useCallback, useMemo, useState } from 'react';
import type {
  NetworkInfoPayload,
  OperatorPlayer,
  OperatorView,
  UpdateConfigPayload,
} from '@shared/wire/payloads';
import { applyPlayersUpdate } from '@shared/model/playerList';
import { emitNow, type GameSocket } from '../../net/socket';
import { useCounterUpdates } from '../../net/useCounterUpdates';
import { useGameSocket, type GameConnection } from '../../net/useGameSocket';
import { ClientEvent, ServerEvent } from '@shared/model/events';
import { teamActions, type TeamActions } from './teamActions';
import type { VenueInfoPayload } from '@shared/wire/venue';

export interface OperatorActions extends TeamActions {
  /** Always sends the state it saw, so a double click cannot skip a state. */
  nextState: () => void;
  /** Names the game it saw: a stale click can never reset a newer game. */
  reset: () => void;
  /** Removes a player; `block` also keeps their address out for the rest of the game. */
  kick: (playerId: string, block?: boolean) => void;
  pauseTimer: () => void;
  resumeTimer: () => void;
  updateConfig: (timings: UpdateConfigPayload) => void;
  chooseInterface: (interfaceName: string) => void;
}

/**
 * Why the last action did not happen: the server said no (in its English `msg`; the payload carries no
 * code the panel could translate), or the panel could not reach the server to send it.
 */
export type Rejection = { kind: 'server'; msg: string } | { kind: 'unreachable' };

const UNREACHABLE: Rejection = { kind: 'unreachable' };

export interface OperatorGame extends GameConnection<OperatorView> {
  /**
   * The panel is connected to the server right now. Commands are only sent then, never buffered:
   * a click made while the server was down must not run when it comes back.
   */
  online: boolean;
  /** Everyone in the game: whole on connect and after a reset, kept up to date from the server's deltas. */
  players: readonly OperatorPlayer[];
  playerCount: number;
  answeredCount: number;
  network: NetworkInfoPayload | null;
  /** The live join counters and the phone test (the Venue tab). */
  venueInfo: VenueInfoPayload | null;
  /** The server's last "no" to an operator action. */
  rejection: Rejection | null;
  dismissRejection: () => void;
  actions: OperatorActions;
}

/** The operator's connection: everything the server knows, and the commands only it may send. */
export function useOperatorGame(operatorKey: string): OperatorGame {
  const { listen, counters, venueInfo } = useCounterUpdates();
  const [network, setNetwork] = useState<NetworkInfoPayload | null>(null);
  const [rejection, setRejection] = useState<Rejection | null>(null);
  const [playerList, setPlayerList] = useState<readonly OperatorPlayer[]>([]);

  const register = useCallback(
    (socket: GameSocket) => {
      listen(socket);
      // The whole list comes with the first view (and after a reset), then only what changed.
      socket.on(ServerEvent.updateState, (view) => {
        const whole = view.audience === 'operator' ? view.players : undefined;
        if (whole) setPlayerList(whole);
      });
      socket.on(ServerEvent.updatePlayers, (update) =>
        setPlayerList((list) => applyPlayersUpdate(list, update)),
      );
      socket.on(ServerEvent.networkInfo, setNetwork);
      socket.on(ServerEvent.actionRejected, ({ msg }) => setRejection({ kind: 'server', msg }));
    },
    [listen],
  );

  const auth = useMemo(() => ({ operatorKey }), [operatorKey]);
  const connection = useGameSocket('operator', auth, register);
  const { socket, view } = connection;
  const currentState = view?.state;
  const gameId = view?.gameId;

  const actions = useMemo<OperatorActions>(() => {
    /** Sends now or not at all: the buttons are disabled offline, this is the last line. */
    const send = (fn: (s: GameSocket) => boolean): void => {
      if (!socket) return;
      setRejection(fn(socket) ? null : UNREACHABLE);
    };
    return {
      nextState: () =>
        send(
          (s) =>
            currentState !== undefined && emitNow(s, ClientEvent.requestNextState, { from: currentState }),
        ),
      reset: () => send((s) => gameId !== undefined && emitNow(s, ClientEvent.resetgs, { gameId })),
      kick: (playerId, block = false) =>
        send((s) => emitNow(s, ClientEvent.kickPlayer, block ? { playerId, block: true } : { playerId })),
      pauseTimer: () => send((s) => emitNow(s, ClientEvent.pauseTimer)),
      resumeTimer: () => send((s) => emitNow(s, ClientEvent.resumeTimer)),
      updateConfig: (timings) => send((s) => emitNow(s, ClientEvent.updateConfig, timings)),
      chooseInterface: (interfaceName) =>
        send((s) => emitNow(s, ClientEvent.chooseInterface, { interfaceName })),
      ...teamActions(send),
    };
  }, [socket, currentState, gameId]);

  return {
    ...connection,
    online: connection.status === 'connected',
    players: playerList,
    // The live player and answered counts (and the lobby's names, unused here).
    ...counters(view),
    network,
    venueInfo,
    rejection,
    dismissRejection: () => setRejection(null),
    actions,
  };
}
