/**
 * Joining over plain HTTP (issue 25): the phone's pre-rendered join form sends a "Join!" tapped before
 * the web app and its socket are there. The body is the `joinGame` event's payload as JSON (a name
 * string, or `{ username, team }`); the same rules, caps, journal and refusals as the socket's join.
 * The app's socket then connects with the token (handshake `auth: { token }`) as a returning player.
 *
 * Statuses (every answer is JSON, `Cache-Control: no-store`):
 * - 200 `HttpJoinSuccess`: joined, and on disk.
 * - 400 `HttpJoinRefusal`: a body that is not valid JSON or not a join (`badRequest`), a name the rules
 *   refuse (`nameInvalid`), no or an unknown table/side (`noSuchTeam`).
 * - 403: a page of another site (`foreignPage`), a blocked address (`blocked`), too many players from
 *   this address (`tooManyFromAddress`).
 * - 409: the name is taken (`nameTaken`), the quiz is full (`gameFull`), locked (`lobbyLocked`), over
 *   (`gameOver`), or a new game overtook the join (`superseded`: join again).
 * - 413 (`tooLarge`), 415 (`notJson`: not `Content-Type: application/json`, or compressed).
 * - 429 (`tooManyTries`, with `Retry-After`): too many requests from this address.
 * - 503 (`cannotSave`, `staleStep`): the game cannot save, or is switching games or stopping: try again.
 * - 500: the server's own failure, `{ msg }` only.
 * Types only from the payload schemas: the inline join script needs these names, not zod.
 */
import type { JoinedGamePayload, RefusalPayload } from '../wire/replyPayloads';

/** `POST /join`: public, not under `/api` (that is the operator's). */
export const JOIN_PATH = '/join';

/** The largest body the route reads: a join is a name and a table number. */
export const JOIN_MAX_BODY_BYTES = 2 * 1024;

/** A join that went through: the name as the game spells it (cleaned), and the player's private token. */
export type HttpJoinSuccess = JoinedGamePayload;

/** A refusal: the same shape as the socket's `joinGameError` (`msg` in English, `code` and `params` to word it). */
export type HttpJoinRefusal = RefusalPayload;

/** The codes of refusals that come from the HTTP edge rather than the game's rules. */
export const HTTP_JOIN_EDGE_CODES = [
  'badRequest',
  'notJson',
  'tooLarge',
  'foreignPage',
  'tooManyTries',
] as const;
export type HttpJoinEdgeCode = (typeof HTTP_JOIN_EDGE_CODES)[number];
