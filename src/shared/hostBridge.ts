/**
 * What the Electron preload exposes to the app's own windows as `window.weddingQuiz`.
 * Phones and other browsers have no bridge: they get the operator key from the operator link.
 */
export interface HostBridge {
  /** The operator key of the embedded server. */
  operatorKey: string;
  /** True inside the desktop app. */
  isDesktop: true;
}

export function hostBridge(): HostBridge | null {
  const bridge = (globalThis as { weddingQuiz?: HostBridge }).weddingQuiz;
  return bridge && typeof bridge.operatorKey === 'string' ? bridge : null;
}
