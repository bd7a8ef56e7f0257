import { useCallback, useState } from 'react';
import type { ScreenView, UpdateAnsweredCountPayload, UpdatePlayersPayload } from '@shared/payloads';
import type { GameSocket } from '../lib/socket';
import { useGameSocket, type GameConnection } from './useGameSocket';

const SCREEN_AUTH = { role: 'screen' } as const;

export interface ScreenGame extends GameConnection<ScreenView> {
  /** The latest lobby numbers: from the view or from the (more frequent) updatePlayers. */
  playerCount: number;
  recentPlayers: string[];
  /** Answers to the current question so far. */
  answeredCount: number;
}

/** The big screen's read-only connection. */
export function useScreenGame(): ScreenGame {
  const [players, setPlayers] = useState<UpdatePlayersPayload | null>(null);
  const [answered, setAnswered] = useState<UpdateAnsweredCountPayload | null>(null);

  const register = useCallback((socket: GameSocket) => {
    socket.on('updatePlayers', setPlayers);
    socket.on('updateAnsweredCount', setAnswered);
    // A new view carries fresh counters: older batched ones must not override it.
    socket.on('updateState', () => {
      setPlayers(null);
      setAnswered(null);
    });
  }, []);

  const connection = useGameSocket('screen', SCREEN_AUTH, register);
  return { ...connection, ...liveCounters(connection.view, players, answered) };
}

/** Counters from the view, replaced by the throttled updates that came after it. */
export function liveCounters(
  view: Pick<ScreenView, 'playerCount' | 'recentPlayers' | 'answeredCount' | 'questionNumber'> | null,
  players: UpdatePlayersPayload | null,
  answered: UpdateAnsweredCountPayload | null,
): { playerCount: number; recentPlayers: string[]; answeredCount: number } {
  const sameQuestion = answered !== null && view !== null && answered.questionNumber === view.questionNumber;
  return {
    playerCount: players?.playerCount ?? view?.playerCount ?? 0,
    recentPlayers: players?.recentPlayers ?? view?.recentPlayers ?? [],
    answeredCount: sameQuestion ? answered.answeredCount : (view?.answeredCount ?? 0),
  };
}
