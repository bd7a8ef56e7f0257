/**
 * Preload of the app's own windows (sandboxed, context-isolated). Asks the main process for the host
 * bridge and exposes it as `window.weddingQuiz` (see src/shared/model/hostBridge.ts).
 *
 * Two checks keep the operator key away from any other page: the main process answers only to the top
 * frame of its own windows, and this script exposes the bridge only when the page being loaded is on
 * the origin the main process names (the windows cannot show other pages anyway).
 */
import { contextBridge, ipcRenderer } from 'electron';
import type { HostBridge } from '@shared/model/hostBridge';
import {
  HOST_BRIDGE_CHANNEL,
  SHARED_DISPLAY_CHANNEL,
  type HostBridgeAnswer,
} from '@shared/model/ipcChannels';

function isAnswer(value: unknown): value is HostBridgeAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<HostBridgeAnswer>;
  return (
    (candidate.operatorKey === undefined || typeof candidate.operatorKey === 'string') &&
    candidate.isDesktop === true &&
    typeof candidate.origin === 'string'
  );
}

/** The page being loaded (the preload is type-checked with the main process, without DOM types). */
const page = globalThis as unknown as { location: { origin: string } };

const answer: unknown = ipcRenderer.sendSync(HOST_BRIDGE_CHANNEL);
if (isAnswer(answer) && page.location.origin === answer.origin) {
  const bridge: HostBridge =
    answer.operatorKey === undefined
      ? { isDesktop: true }
      : {
          operatorKey: answer.operatorKey,
          isDesktop: true,
          sharesDisplayWithBigScreen: () => ipcRenderer.sendSync(SHARED_DISPLAY_CHANNEL) !== false,
        };
  contextBridge.exposeInMainWorld('weddingQuiz', bridge);
}
