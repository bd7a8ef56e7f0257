/**
 * What the Electron preload exposes to the app's own windows as `window.weddingQuiz`.
 * Phones and other browsers have no bridge: they get the operator key from the operator link.
 */
export interface HostBridge {
  /** The operator key of the embedded server: the operator window only, never the big screen. */
  operatorKey?: string;
  /** True inside the desktop app: the main process confirms closing and reloading its windows. */
  isDesktop: true;
  /**
   * Operator window only: whether the big screen is on the same display as this window right now (one
   * screen, or a mirrored projector), so guests would see whatever this window shows.
   */
  sharesDisplayWithBigScreen?: () => boolean;
}

export function hostBridge(): HostBridge | null {
  const bridge = (globalThis as { weddingQuiz?: HostBridge }).weddingQuiz;
  return bridge && bridge.isDesktop === true ? bridge : null;
}
