/**
 * Answers the preload's requests: the host bridge (the operator key goes only to the top frame of the
 * operator window showing the app's own server; the big screen learns only that it is in the desktop
 * app), and whether the big screen shares the operator window's display. Decisions: ./common/navigationPolicy.
 */
import { BrowserWindow, ipcMain } from 'electron';
import { HOST_BRIDGE_CHANNEL, SHARED_DISPLAY_CHANNEL } from '@shared/model/ipcChannels';
import type { Log } from '../log';
import { bridgeFor, hostBridgeAnswer } from './common/navigationPolicy';

export interface HostBridgeOptions {
  operatorKey: string;
  /** Where the windows load their pages from; the preload exposes the bridge only there. */
  pageOrigin: string;
  allowedOrigins: readonly string[];
  roleOf: (window: BrowserWindow | null) => 'operator' | 'screen' | null;
  /** Whether the big screen shares the operator window's display right now. */
  sharesDisplay: () => boolean;
  log: Log;
}

export function serveHostBridge(options: HostBridgeOptions): void {
  // Only the operator window asks; anyone else is told "shared", the answer that hides the code.
  ipcMain.on(SHARED_DISPLAY_CHANNEL, (event) => {
    const operator = options.roleOf(BrowserWindow.fromWebContents(event.sender)) === 'operator';
    event.returnValue = operator ? options.sharesDisplay() : true;
  });
  ipcMain.on(HOST_BRIDGE_CHANNEL, (event) => {
    const frame = event.senderFrame;
    const role = options.roleOf(BrowserWindow.fromWebContents(event.sender));
    const grant =
      frame === null
        ? null
        : bridgeFor({ url: frame.url, isMainFrame: frame.parent === null, role }, options.allowedOrigins);
    if (grant === null) options.log(`Refused the host bridge to ${frame?.url ?? 'a closed frame'}`);
    event.returnValue = hostBridgeAnswer(grant, options.operatorKey, options.pageOrigin);
  });
}
