import type { RequestHandler } from 'express';
import { PHONE_CHECK_PARAM } from '@shared/wire/venue';
import type { PhoneTest } from './phoneTest';

/**
 * The phone page opened with `?check=<token>` (the operator's test QR): the request itself is the proof
 * that a phone reached this computer, and its socket's local address says over which network. The page
 * is then served as always (it tells the phone "It works!").
 */
export function recordPhoneCheck(phoneTest: PhoneTest): RequestHandler {
  return (req, _res, next) => {
    const token = req.query[PHONE_CHECK_PARAM];
    if (token !== undefined) phoneTest.hit(token, req.socket.localAddress);
    next();
  };
}
