/** Typed Socket.IO maps for both ends, derived from the protocol table (./protocol). */
import type { ClientEventName, ClientInput, ServerEventName, ServerPayload } from '../wire/protocol';

/** An event whose payload may be left out (`undefined` passes its schema) takes an optional argument. */
type Sender<T> = undefined extends T ? (payload?: T) => void : (payload: T) => void;

export type ServerToClientEvents = { [E in ServerEventName]: (payload: ServerPayload<E>) => void };

/** What a client may send. The server checks every payload against its schema at the edge. */
export type ClientToServerEvents = { [E in ClientEventName]: Sender<ClientInput<E>> };
