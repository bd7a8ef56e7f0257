/**
 * Messages between the desktop app's main process and its game-server process (an Electron
 * utilityProcess running ./gameServer.ts). Types and a guard only: no Electron, no I/O.
 *
 * The server runs in a process of its own so that nothing the main process does (a dialog, a menu held
 * open, moving windows) can ever stall the game's timers or the phones' connections.
 */
import type { LanAddress } from './server/network/lanAddress';
import type { ServerStartArgs } from './serverOptions';

/** The command-line options (as for `npm run serve`), and what only the desktop app sets. */
export interface GameServerStartOptions extends ServerStartArgs {
  dataDir: string;
  staticDir: string;
  /** When false, a taken port is an error (a restart must come back on the same port). */
  portFallback?: boolean;
  /** Page origins besides the server's own (Vite's dev server during `npm run dev`). */
  trustedOrigins?: string[];
  takeOverLock?: boolean;
}

export interface GameServerInfo {
  port: number;
  operatorKey: string;
  /** Loopback URL for this machine's own windows. */
  localUrl: string;
  /** http://<LAN address>:<port> */
  baseUrl: string;
  joinUrl: string;
}

export interface GameServerStatus {
  playerCount: number;
  joinUrl: string;
  lan: LanAddress;
  candidates: LanAddress[];
}

/** The data folder is held by another live server: the operator may take it over. */
export interface LockConflict {
  file: string;
  pid: number;
  since: number;
}

export type GameServerRequest =
  { action: 'status' } | { action: 'loadQuiz'; path: string } | { action: 'stop' };

export type HostToServer =
  { type: 'start'; options: GameServerStartOptions } | ({ type: 'request'; id: number } & GameServerRequest);

export type ServerToHost =
  | { type: 'started'; info: GameServerInfo }
  | { type: 'startFailed'; message: string; lock?: LockConflict }
  | { type: 'reply'; id: number; ok: true; value: unknown }
  | { type: 'reply'; id: number; ok: false; error: string };

/** A message from the other side has a `type` string; anything else is ignored. */
export function isMessage<T extends { type: string }>(value: unknown): value is T {
  return (
    typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
  );
}
