import type { RequestHandler } from 'express';
import type { ApiOptions } from './apiOptions';
import { quietLog } from '../http/quietLog';

/**
 * The operator API's door: a request must come from one of the app's own pages (or from a client
 * that sends no Origin, like curl), so another site cannot call it from a browser, and carry the
 * operator key (`Authorization: Bearer <key>`), checked by the guard the sockets share (wrong keys
 * are slowed down).
 */
export function operatorOnly({ keyGuard, originPolicy, log }: ApiOptions): RequestHandler[] {
  const logRefusal = quietLog(log);
  const ownPagesOnly: RequestHandler = (req, res, next) => {
    const refused = originPolicy.refusal({ host: req.headers.host, origin: req.headers.origin });
    if (refused === null) return next();
    logRefusal(`Refused an operator API request: ${refused}.`);
    res.status(403).json({ msg: 'This page is not part of the quiz app.' });
  };
  const operatorKeyOnly: RequestHandler = async (req, res, next) => {
    const header = req.get('authorization') ?? '';
    const verdict = await keyGuard.admit(
      req.socket.remoteAddress,
      header.startsWith('Bearer ') ? header.slice(7) : '',
    );
    if (verdict.ok) return next();
    if (verdict.locked) {
      res.setHeader('Retry-After', String(verdict.retryAfterSeconds));
      return void res.status(429).json({ msg: verdict.msg });
    }
    res.status(401).json({ msg: 'Only the operator can do that. Open the operator link first.' });
  };
  return [ownPagesOnly, operatorKeyOnly];
}
