/**
 * `POST /join` (issue 25): a guest's "Join!" over plain HTTP, before the web app and its socket are
 * there. The edge (origin, rate, JSON within 2 KB, the `joinGame` schema) then exactly the socket's
 * join: `session.join(name, { address, team })`, answered once it is on disk. The session announces the
 * new player, so the big screen's lobby and the operator's list hear of it as of a socket's join.
 * Statuses and bodies: src/shared/model/httpJoin.ts.
 */
import express, { type RequestHandler, type Response } from 'express';
import { CLIENT_MESSAGES, NAME_MESSAGES, joinGameSchema, teamOf, usernameOf } from '@shared/index';
import {
  JOIN_MAX_BODY_BYTES,
  type HttpJoinEdgeCode,
  type HttpJoinRefusal,
  type HttpJoinSuccess,
} from '@shared/model/httpJoin';
import type { GameSession, JoinResult } from '../../game/session';
import { addressPolicy, type AddressPolicy } from './clientAddress';
import { quietLog } from './quietLog';
import type { OriginPolicy } from './originPolicy';
import { RateLimiter } from '../socket/rateLimiter';
import { requestFault, type RequestFault } from './requestErrors';

/**
 * Requests per client address: a burst of 20, then one a second. A guest needs one or two (a name
 * taken, try another); behind a NAT router, where the whole room shares one address, a guest slowed
 * down here still joins through the app's socket a moment later.
 */
export const JOIN_RATE = { capacity: 20, perSecond: 1 } as const;

export interface JoinRouteOptions {
  session: Pick<GameSession, 'join'>;
  /** The sockets' and the operator API's: a page of another site may not join guests. */
  originPolicy: OriginPolicy;
  log: (message: string) => void;
  /** Which client addresses the caps and the rate limit apply to (default: all but this computer). */
  addresses?: AddressPolicy;
  rate?: { capacity: number; perSecond: number };
  clock?: () => number;
}

const FOREIGN_PAGE = 'This page is not part of the quiz app.';
const TOO_MANY_TRIES = 'Too many tries from this device. Wait a moment, then tap Join again.';
const NOT_JSON = 'Send the join as JSON (Content-Type: application/json).';
const BAD_SHAPE = 'The join must be a name (a JSON string) or { "username": "…", "team": 1 }.';
const SUPERSEDED = 'A new game started while you were joining. Please tap Join again.';
const SERVER_ERROR = 'Something went wrong on the server.';
/** The longest name the `joinGame` schema reads; the game's own limit (10 characters) is far below. */
const SCHEMA_NAME_CHARS = 200;

/** The HTTP status of each refusal of the game's rules; any other is 409. */
const STATUS_OF: Readonly<Record<string, number>> = {
  nameInvalid: 400,
  noSuchTeam: 400,
  blocked: 403,
  tooManyFromAddress: 403,
  cannotSave: 503,
  staleStep: 503,
};

/** A body the route could not read: its status and words. */
const BODY_FAULTS: Partial<Record<RequestFault, [number, HttpJoinEdgeCode, string]>> = {
  tooLarge: [413, 'tooLarge', `The request is too large: a join is at most ${JOIN_MAX_BODY_BYTES} bytes.`],
  notJson: [400, 'badRequest', 'The request body is not valid JSON.'],
  unsupportedEncoding: [415, 'notJson', 'Send the join uncompressed (no Content-Encoding).'],
  unsupportedCharset: [415, 'notJson', 'Send the join as UTF-8 JSON.'],
  badRequest: [400, 'badRequest', 'Bad request.'],
};

function refuse(res: Response, status: number, refusal: HttpJoinRefusal): void {
  if (!res.headersSent) res.status(status).json(refusal);
}

/** The route: every answer JSON and never cached (a success carries the player's private token). */
export function joinRoute(options: JoinRouteOptions): RequestHandler {
  const { originPolicy, log } = options;
  const addresses = options.addresses ?? addressPolicy();
  const buckets = new AddressBuckets(options.rate ?? JOIN_RATE, options.clock ?? Date.now, log);
  const parse = express.json({
    limit: JOIN_MAX_BODY_BYTES,
    strict: false,
    inflate: false,
    type: 'application/json',
  });
  const join = joinWith(options);
  const logRefusal = quietLog(log, options.clock ?? Date.now);
  return (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const foreign = originPolicy.refusal({ host: req.headers.host, origin: req.headers.origin });
    if (foreign !== null) {
      logRefusal(`Refused a join over HTTP: ${foreign}.`);
      return refuse(res, 403, { code: 'foreignPage', msg: FOREIGN_PAGE });
    }
    const address = addresses.limitedAddress(req.socket.remoteAddress);
    const retryAfter = address === undefined ? 0 : buckets.take(address);
    if (retryAfter > 0) {
      res.setHeader('Retry-After', String(retryAfter));
      return refuse(res, 429, { code: 'tooManyTries', msg: TOO_MANY_TRIES });
    }
    const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') return refuse(res, 415, { code: 'notJson', msg: NOT_JSON });
    parse(req, res, (error?: unknown) => {
      if (error) return bodyFault(res, error, log);
      join(req.body as unknown, address, res).catch((failure: unknown) => {
        log(`A join over HTTP failed: ${String(failure)}`);
        refuse(res, 500, { msg: SERVER_ERROR });
      });
    });
  };
}

function bodyFault(res: Response, error: unknown, log: (message: string) => void): void {
  const { fault } = requestFault(error);
  const known = BODY_FAULTS[fault];
  if (known) return refuse(res, known[0], { code: known[1], msg: known[2] });
  log(`A join over HTTP could not be read: ${String(error)}`);
  refuse(res, 500, { msg: SERVER_ERROR });
}

/** The socket's join (guestHandlers.ts `joinGame`) for a checked body, answered once on disk. */
function joinWith({ session }: JoinRouteOptions) {
  return async (body: unknown, address: string | undefined, res: Response): Promise<void> => {
    const parsed = joinGameSchema.safeParse(body);
    if (!parsed.success) return refuse(res, 400, shapeRefusal(body));
    const team = teamOf(parsed.data);
    const result: JoinResult = await session.join(usernameOf(parsed.data), {
      ...(address !== undefined ? { address } : {}),
      ...(team !== undefined ? { team } : {}),
    });
    if (result.ok) {
      const joined: HttpJoinSuccess = { username: result.name, token: result.token };
      return void res.status(200).json(joined);
    }
    // The socket stays silent here (the new game's views say it all); a request must be answered.
    if (result.code === 'superseded') return refuse(res, 409, { code: result.code, msg: SUPERSEDED });
    const { code, msg, params } = result;
    refuse(res, STATUS_OF[code] ?? 409, { code, msg, ...(params && { params }) });
  };
}

/** Why a body is not a join, in words: a name too long as the game says it, else the shape expected. */
function shapeRefusal(body: unknown): HttpJoinRefusal {
  const name =
    typeof body === 'string'
      ? body
      : typeof body === 'object' && body !== null && 'username' in body
        ? (body as { username: unknown }).username
        : undefined;
  if (typeof name === 'string' && name.length > SCHEMA_NAME_CHARS) {
    return { code: 'nameInvalid', msg: NAME_MESSAGES.tooLong, params: { problem: 'tooLong' } };
  }
  // No body at all (body-parser reads an empty one as `{}`): the socket's words for a join without a name.
  const empty =
    body === undefined || body === null || (typeof body === 'object' && Object.keys(body).length === 0);
  if (empty) return { code: 'badRequest', msg: CLIENT_MESSAGES.joinGame.invalid };
  return { code: 'badRequest', msg: BAD_SHAPE };
}

/**
 * One token bucket (./rateLimiter) per client address, kept in the order last used: an address idle
 * long enough for its bucket to be full again is forgotten, so a crowd of addresses holds no memory.
 */
class AddressBuckets {
  private readonly buckets = new Map<string, { limiter: RateLimiter; lastSeen: number; warned: boolean }>();
  private readonly idleMs: number;

  constructor(
    private readonly rate: { capacity: number; perSecond: number },
    private readonly clock: () => number,
    private readonly log: (message: string) => void,
  ) {
    this.idleMs = (rate.capacity / rate.perSecond) * 1000;
  }

  /** 0 when the address may go on; else the seconds to wait. */
  take(address: string): number {
    const now = this.clock();
    this.forgetIdle(now);
    const { capacity, perSecond } = this.rate;
    const entry = this.buckets.get(address) ?? {
      limiter: new RateLimiter(capacity, perSecond, Infinity, this.clock),
      lastSeen: now,
      warned: false,
    };
    this.buckets.delete(address);
    entry.lastSeen = now;
    this.buckets.set(address, entry);
    if (entry.limiter.take() === 'ok') {
      entry.warned = false;
      return 0;
    }
    if (!entry.warned) this.log(`Slowed down joins over HTTP from ${address}: too many requests.`);
    entry.warned = true;
    return Math.max(1, Math.ceil(1 / perSecond));
  }

  private forgetIdle(now: number): void {
    for (const [address, entry] of this.buckets) {
      if (now - entry.lastSeen < this.idleMs) return;
      this.buckets.delete(address);
    }
  }
}
