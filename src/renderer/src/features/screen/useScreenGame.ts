import type { ScreenView } from '@shared/payloads';
import { SCREEN_AUTH } from '../../net/socket';
import { useCounterUpdates, type LiveCounters } from '../../net/useCounterUpdates';
import { useGameSocket, type GameConnection } from '../../net/useGameSocket';

export type ScreenGame = GameConnection<ScreenView> & LiveCounters;

/** The big screen's read-only connection. */
export function useScreenGame(): ScreenGame {
  const { listen, counters } = useCounterUpdates();
  const connection = useGameSocket('screen', SCREEN_AUTH, listen);
  return { ...connection, ...counters(connection.view) };
}
