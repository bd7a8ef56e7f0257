/**
 * Preload of the app's own windows (sandboxed, context-isolated). Asks the main process for the host
 * bridge and exposes it as `window.weddingQuiz` (see src/shared/hostBridge.ts). The main process
 * answers only to the top frame of its own windows on its own server's pages, so a page from anywhere
 * else (which the windows refuse to show anyway) never gets the operator key.
 */
import { contextBridge, ipcRenderer } from 'electron';
import type { HostBridge } from '@shared/hostBridge';
import { HOST_BRIDGE_CHANNEL } from '../main/electron/channels';

function isHostBridge(value: unknown): value is HostBridge {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<HostBridge>;
  return typeof candidate.operatorKey === 'string' && candidate.isDesktop === true;
}

const answer: unknown = ipcRenderer.sendSync(HOST_BRIDGE_CHANNEL);
if (isHostBridge(answer)) {
  const bridge: HostBridge = { operatorKey: answer.operatorKey, isDesktop: true };
  contextBridge.exposeInMainWorld('weddingQuiz', bridge);
}
