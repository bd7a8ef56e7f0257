import type { ConnectionStatus, GameSocket } from './socket';

export interface ConnectionReport {
  setStatus: (status: ConnectionStatus | ((current: ConnectionStatus) => ConnectionStatus)) => void;
  setError: (error: string | null) => void;
}

/**
 * Reports the socket's connection status, and knocks again when the server cut it off. Returns what
 * undoes it (the pending knock).
 */
export function trackConnection(socket: GameSocket, report: ConnectionReport): () => void {
  socket.on('connect', () => report.setStatus('connected'));
  let knock: number | undefined;
  socket.on('disconnect', (reason) => {
    report.setStatus('reconnecting');
    // The library retries by itself after a network drop or a server restart, but not when the
    // server cut this socket off (e.g. too many messages): knock again after a moment, so a guest
    // is never stuck.
    if (reason === 'io server disconnect') {
      knock = window.setTimeout(() => socket.connect(), 1000 + Math.random() * 2000);
    }
  });
  socket.on('connect_error', (err) => {
    // A refused handshake (wrong key) is final; a network error is retried by the library.
    if (socket.active) {
      report.setStatus((current) => (current === 'connecting' ? 'connecting' : 'reconnecting'));
      console.warn('connection failed', err.message);
    } else {
      report.setStatus('failed');
      report.setError(err.message);
    }
  });
  return () => window.clearTimeout(knock);
}

/**
 * A phone back on the Wi-Fi, or woken up, tries at once instead of waiting out the backoff (up to
 * 5 s). A socket that gave up for good (wrong key) or was cut off by the server is left to
 * `trackConnection`. Returns what removes the listeners.
 */
export function reconnectWhenBack(socket: GameSocket): () => void {
  const reconnectNow = (): void => {
    if (socket.connected || !socket.active || document.visibilityState === 'hidden') return;
    socket.disconnect();
    socket.connect();
  };
  window.addEventListener('online', reconnectNow);
  document.addEventListener('visibilitychange', reconnectNow);
  return () => {
    window.removeEventListener('online', reconnectNow);
    document.removeEventListener('visibilitychange', reconnectNow);
  };
}
