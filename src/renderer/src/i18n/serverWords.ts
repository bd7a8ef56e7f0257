import type { TFunction } from 'i18next';
import { isolate } from './isolate';

/** What the server says to a page: a code and its parameters (the words are the page's), and its English. */
export interface ServerMessage {
  code?: string;
  params?: Record<string, string | number>;
  msg: string;
}

/**
 * A server message in the page's language: the `server` catalog's words for its code, or the server's
 * own English when the code is one this page does not know (a newer server than the page).
 */
export function wordServerMessage(t: TFunction, message: ServerMessage): string {
  if (!message.code) return message.msg;
  const key = `server:${message.code}`;
  return t(key, { ...isolatedParams(message.params), defaultValue: message.msg });
}

/** Text params are a guest's or the quiz's words (a name): isolated; `context` picks the key's variant. */
function isolatedParams(params: ServerMessage['params']): ServerMessage['params'] {
  if (!params) return params;
  const entries = Object.entries(params).map(([key, value]) =>
    typeof value === 'string' && key !== 'context' ? [key, isolate(value)] : [key, value],
  );
  return Object.fromEntries(entries) as ServerMessage['params'];
}
