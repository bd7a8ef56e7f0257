import { createSocket as createUdpSocket, type Socket } from 'node:dgram';

/** A well-known public resolver: any routable public address would do, nothing is sent to it. */
export const DEFAULT_ROUTE_PROBE = { address: '1.1.1.1', port: 53 } as const;
const DEFAULT_TIMEOUT_MS = 500;

export interface DefaultRouteOptions {
  /** Where the probe "connects"; default 1.1.1.1:53. */
  target?: { address: string; port: number };
  timeoutMs?: number;
  /** For tests. */
  createSocket?: () => Socket;
}

/**
 * The local IPv4 address this machine would send internet traffic from: the address of the
 * interface behind the default route (the venue's Wi-Fi rather than Docker's bridge or a VPN that
 * does not take the default route). A UDP `connect()` only asks the system's routing table and binds
 * the socket to the matching local address; no packet leaves the machine.
 *
 * Never throws and never takes long: no route (offline, Wi-Fi not up yet), any socket error or
 * no answer within `timeoutMs` gives null.
 */
export function defaultRouteAddress(options: DefaultRouteOptions = {}): Promise<string | null> {
  const { address, port } = options.target ?? DEFAULT_ROUTE_PROBE;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return new Promise<string | null>((resolve) => {
    let socket: Socket | undefined;
    let settled = false;
    const finish = (result: string | null): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      try {
        socket?.close();
      } catch {
        // Already closed, or never bound: nothing to release.
      }
      resolve(result);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    timer.unref();
    try {
      socket = (options.createSocket ?? (() => createUdpSocket('udp4')))();
      socket.on('error', () => finish(null));
      socket.connect(port, address, (error?: Error) => {
        if (error) return finish(null);
        try {
          const local = socket?.address().address;
          finish(local && local !== '0.0.0.0' ? local : null);
        } catch {
          finish(null);
        }
      });
    } catch {
      finish(null);
    }
  });
}
