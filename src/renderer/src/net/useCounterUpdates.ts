import { useCallback, useState } from 'react';
import type { ScreenView, UpdateAnsweredCountPayload, UpdatePlayersPayload } from '@shared/wire/payloads';
import type { VenueInfoPayload } from '@shared/wire/venue';
import type { GameSocket } from './socket';
import { ServerEvent } from '@shared/model/events';

export interface LiveCounters {
  playerCount: number;
  recentPlayers: string[];
  answeredCount: number;
}

/**
 * The lobby and "Answered" counters of the screen and the operator: the view has them, and the
 * server's throttled updatePlayers / updateAnsweredCount bring newer ones between views.
 */
export function useCounterUpdates(): {
  listen: (socket: GameSocket) => void;
  players: UpdatePlayersPayload | null;
  counters: (view: CounterSource | null) => LiveCounters;
  /** The operator's join counters and phone test (issue 18); the screen never gets them. */
  venueInfo: VenueInfoPayload | null;
} {
  const [players, setPlayers] = useState<UpdatePlayersPayload | null>(null);
  const [answered, setAnswered] = useState<UpdateAnsweredCountPayload | null>(null);
  const [venueInfo, setVenueInfo] = useState<VenueInfoPayload | null>(null);

  const listen = useCallback((socket: GameSocket) => {
    socket.on(ServerEvent.updatePlayers, setPlayers);
    socket.on(ServerEvent.updateAnsweredCount, setAnswered);
    socket.on(ServerEvent.venueInfo, setVenueInfo);
    // A new view carries fresh counters: older batched ones must not override it.
    socket.on(ServerEvent.updateState, () => {
      setPlayers(null);
      setAnswered(null);
    });
  }, []);

  return { listen, players, venueInfo, counters: (view) => liveCounters(view, players, answered) };
}

type CounterSource = Pick<ScreenView, 'playerCount' | 'recentPlayers' | 'answeredCount' | 'questionNumber'>;

/** Counters from the view, replaced by the throttled updates that came after it. */
export function liveCounters(
  view: CounterSource | null,
  players: UpdatePlayersPayload | null,
  answered: UpdateAnsweredCountPayload | null,
): LiveCounters {
  const sameQuestion = answered !== null && view !== null && answered.questionNumber === view.questionNumber;
  return {
    playerCount: players?.playerCount ?? view?.playerCount ?? 0,
    recentPlayers: players?.recentPlayers ?? view?.recentPlayers ?? [],
    answeredCount: sameQuestion ? answered.answeredCount : (view?.answeredCount ?? 0),
  };
}
