import type { ScreenView, TeamLobby } from '@shared/wire/payloads';
import { SCREEN_AUTH } from '../../net/socket';
import { useCounterUpdates, type LiveCounters } from '../../net/useCounterUpdates';
import { useGameSocket, type GameConnection } from '../../net/useGameSocket';

export type ScreenGame = GameConnection<ScreenView> &
  LiveCounters & {
    /** Team games, in the lobby: every team with its players, kept live by `updatePlayers`. */
    lobbyTeams: readonly TeamLobby[] | null;
  };

/** The big screen's read-only connection. */
export function useScreenGame(): ScreenGame {
  const { listen, players, counters } = useCounterUpdates();
  const connection = useGameSocket('screen', SCREEN_AUTH, listen);
  const view = connection.view;
  // A newer view clears `players` (useCounterUpdates): the view's lobby wins until the next update.
  const lobbyTeams = view?.teams ? (players?.teams ?? view.teams.lobby) : null;
  return { ...connection, ...counters(view), lobbyTeams };
}
