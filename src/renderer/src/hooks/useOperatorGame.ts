import { useCallback, useMemo, useState } from 'react';
import type { NetworkInfoPayload, OperatorPlayer, OperatorView, UpdateConfigPayload } from '@shared/payloads';
import type { GameSocket } from '../lib/socket';
import { useCounterUpdates } from './useCounterUpdates';
import { useGameSocket, type GameConnection } from './useGameSocket';

export interface OperatorActions {
  /** Always sends the state it saw, so a double click cannot skip a state. */
  nextState: () => void;
  reset: () => void;
  kick: (playerId: string) => void;
  pauseTimer: () => void;
  resumeTimer: () => void;
  updateConfig: (timings: UpdateConfigPayload) => void;
  chooseInterface: (interfaceName: string) => void;
}

export interface OperatorGame extends GameConnection<OperatorView> {
  players: OperatorPlayer[];
  playerCount: number;
  answeredCount: number;
  network: NetworkInfoPayload | null;
  /** The server's last "no" to an operator action. */
  rejection: string | null;
  dismissRejection: () => void;
  actions: OperatorActions;
}

/** The operator's connection: everything the server knows, and the commands only it may send. */
export function useOperatorGame(operatorKey: string): OperatorGame {
  const { listen, players, counters } = useCounterUpdates();
  const [network, setNetwork] = useState<NetworkInfoPayload | null>(null);
  const [rejection, setRejection] = useState<string | null>(null);

  const register = useCallback(
    (socket: GameSocket) => {
      listen(socket);
      socket.on('networkInfo', setNetwork);
      socket.on('actionRejected', ({ msg }) => setRejection(msg));
    },
    [listen],
  );

  const auth = useMemo(() => ({ operatorKey }), [operatorKey]);
  const connection = useGameSocket('operator', auth, register);
  const { socket, view } = connection;
  const currentState = view?.state;

  const actions = useMemo<OperatorActions>(() => {
    const send = (fn: (s: GameSocket) => void): void => {
      if (!socket) return;
      setRejection(null);
      fn(socket);
    };
    return {
      nextState: () =>
        send((s) => currentState !== undefined && s.emit('requestNextState', { from: currentState })),
      reset: () => send((s) => s.emit('resetgs')),
      kick: (playerId) => send((s) => s.emit('kickPlayer', { playerId })),
      pauseTimer: () => send((s) => s.emit('pauseTimer')),
      resumeTimer: () => send((s) => s.emit('resumeTimer')),
      updateConfig: (timings) => send((s) => s.emit('updateConfig', timings)),
      chooseInterface: (interfaceName) => send((s) => s.emit('chooseInterface', { interfaceName })),
    };
  }, [socket, currentState]);

  const { playerCount, answeredCount } = counters(view);
  return {
    ...connection,
    players: players?.players ?? view?.players ?? [],
    playerCount,
    answeredCount,
    network,
    rejection,
    dismissRejection: () => setRejection(null),
    actions,
  };
}
