/**
 * IPC channel names shared by the desktop app's main process and its preload. Constants and types
 * only: the preload bundles this file, so it must not import anything.
 */

/** Synchronous request from the preload: the main process answers with a HostBridge, or null. */
export const HOST_BRIDGE_CHANNEL = 'wedding-quiz:host-bridge';

/** The main process's answer: the bridge, and the origin the preload must see before exposing it. */
export interface HostBridgeAnswer {
  /** Only for the operator window. */
  operatorKey?: string;
  isDesktop: true;
  origin: string;
}

/** Synchronous request from the operator window: does the big screen share its display right now? */
export const SHARED_DISPLAY_CHANNEL = 'wedding-quiz:shared-display';
