import { z } from 'zod';

/** The server's replies and refusals, and the handshake: payloads that depend on nothing else. */

export const joinedGameSchema = z.object({ username: z.string(), token: z.string() });
export type JoinedGamePayload = z.infer<typeof joinedGameSchema>;

export const messageSchema = z.object({ msg: z.string() });
export type MessagePayload = z.infer<typeof messageSchema>;

/** A refusal: `msg` in English (logs, old pages); optional `code`, `params` for the page's own words. */
export const refusalSchema = z.object({
  msg: z.string(),
  code: z.string().max(40).optional(),
  params: z.record(z.string().max(40), z.union([z.string().max(200), z.number()])).optional(),
});
export type RefusalPayload = z.infer<typeof refusalSchema>;
export type RefusalParams = NonNullable<RefusalPayload['params']>;

export const sessionEndedSchema = refusalSchema
  .omit({ params: true })
  .extend({ reason: z.enum(['kicked', 'reset', 'unknownToken']) });
export type SessionEndedPayload = z.infer<typeof sessionEndedSchema>;

export const actionRejectedSchema = z.object({ event: z.string(), msg: z.string() });
export type ActionRejectedPayload = z.infer<typeof actionRejectedSchema>;

/** Handshake `auth` object: decides the socket's role. */
export const handshakeAuthSchema = z.object({
  token: z.string().max(100).optional(),
  operatorKey: z.string().max(200).optional(),
  role: z.enum(['player', 'screen', 'operator']).optional(),
  /** A partner's phone in the shoe game: the secret of their own link (issue 30). */
  partnerKey: z.string().max(100).optional(),
});
export type HandshakeAuth = z.infer<typeof handshakeAuthSchema>;
