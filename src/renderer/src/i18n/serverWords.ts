import type { TFunction } from 'i18next';

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
  return t(key, { ...message.params, defaultValue: message.msg });
}
