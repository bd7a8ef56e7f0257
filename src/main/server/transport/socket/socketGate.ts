import { ServerResponse, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { OriginPolicy } from '../http/originPolicy';
import { quietLog } from '../http/quietLog';

/** What engine.io passes as `res` to its middlewares: a real response, or a stand-in on an upgrade. */
type EngineResponse = ServerResponse | { socket: Duplex };
const FORBIDDEN = JSON.stringify({ code: 4, message: 'Forbidden' });

/**
 * An engine.io middleware that refuses JSONP polling (a `<script src>` on any page could run the
 * answer and learn the sid) and any request the origin policy refuses, with a 403, logged at most once a minute.
 */
export function socketGate(
  originPolicy: OriginPolicy,
  log: (message: string) => void,
): (req: IncomingMessage, res: EngineResponse, next: (err?: unknown) => void) => void {
  const logRefusal = quietLog(log);
  return (req, res, next) => {
    const jsonp = new URL(req.url ?? '/', 'http://x').searchParams.has('j');
    const refused = jsonp
      ? 'JSONP polling is not supported'
      : originPolicy.refusal({ host: req.headers.host, origin: req.headers.origin });
    if (refused === null) return next();
    logRefusal(`Refused a socket connection: ${refused}.`);
    if (res instanceof ServerResponse) {
      res.writeHead(403, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(FORBIDDEN);
      return;
    }
    // An upgrade: no response object, only the raw socket, before any WebSocket handshake.
    const socket = res.socket;
    socket.on('error', () => undefined);
    if (!socket.writable) return void socket.destroy();
    socket.once('finish', () => socket.destroy());
    socket.end(
      'HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(FORBIDDEN)}\r\n\r\n${FORBIDDEN}`,
    );
  };
}
