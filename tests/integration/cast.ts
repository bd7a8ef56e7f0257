/**
 * The cast most socket tests start with: a fresh server, its operator, the big screen and one guest,
 * each closed after the test by the file's `useTestResources`.
 */
import type { GameView } from '@shared/index';
import type { ServerOptions } from '../../src/main/server/index';
import { connectOperator, connectScreen, joinPlayer, type TestClient, type TestServer } from './harness';

/** The parts of a file's `useTestResources()` a cast needs. */
export interface CastResources {
  server: (options?: Partial<ServerOptions>) => Promise<TestServer>;
  track: <T extends TestClient>(client: T) => T;
  adopt: (server: TestServer) => TestServer;
}

export interface Cast {
  t: TestServer;
  operator: TestClient;
  screen: TestClient;
  guest: TestClient;
}

/** Starts a server, then connects the operator and the screen and joins a guest named `guestName`. */
export async function startCast(resources: CastResources, guestName: string): Promise<Cast> {
  const { server, track } = resources;
  const t = await server();
  const operator = track(await connectOperator(t.url));
  const screen = track(await connectScreen(t.url));
  const guest = track((await joinPlayer(t.url, guestName)).client);
  return { t, operator, screen, guest };
}

/**
 * A server whose operator sent `event` with `payload` (and saw a view `settled` says shows it), stopped
 * and started again from its journal: what the setting is after a restart.
 */
export async function restartedAfter(
  resources: CastResources,
  event: string,
  payload: unknown,
  settled: (view: GameView) => boolean,
): Promise<TestServer> {
  const { server, track, adopt } = resources;
  const t = await server();
  const operator = track(await connectOperator(t.url));
  await operator.next('updateState');
  operator.emit(event, payload);
  await operator.next('updateState', settled);
  operator.close();
  await t.stop();
  return adopt(await t.restart());
}
