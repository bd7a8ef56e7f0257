/** Wire event names, derived from the protocol table (./protocol): both sides use these, never strings. */
import { CLIENT_MESSAGES, SERVER_MESSAGES, type ClientEventName, type ServerEventName } from './protocol';

function namesOf<K extends string>(table: Record<K, unknown>): { readonly [N in K]: N } {
  return Object.fromEntries(Object.keys(table).map((name) => [name, name])) as { [N in K]: N };
}

export const ClientEvent = namesOf(CLIENT_MESSAGES);
export type ClientEvent = ClientEventName;

export const ServerEvent = namesOf(SERVER_MESSAGES);
export type ServerEvent = ServerEventName;

/** Events only the operator may send. */
export const OPERATOR_EVENTS: readonly ClientEvent[] = (Object.keys(CLIENT_MESSAGES) as ClientEvent[]).filter(
  (name) => CLIENT_MESSAGES[name].from.every((sender) => sender === 'operator'),
);
