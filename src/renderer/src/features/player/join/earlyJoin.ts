/**
 * The app's side of a Join tapped before it arrived (the page's inline script sent it over HTTP, see
 * prerender/earlyJoinScript.ts): the app waits for its outcome before choosing how to start, and
 * shows a refusal under the name as if the socket had said it.
 */
import { EARLY_JOIN_ATTRIBUTE, JOINED_ATTRIBUTE } from '@shared/model/prerender';
import type { ServerMessage } from '../../../i18n/serverWords';
import type { EarlyJoinWindow } from '../../../prerender/earlyJoinContract';

// Read when called: the build also renders the join form in Node, where there is no window.
const page = (): EarlyJoinWindow => window as Window & EarlyJoinWindow;
let refusal: ServerMessage | null = null;

/** Waits for every join sent before the app took over (a tap while it loaded its words too). */
export async function settleEarlyJoins(): Promise<void> {
  let seen: EarlyJoinWindow['wqEarlyJoin'];
  for (let next = page().wqEarlyJoin; next && next !== seen; next = page().wqEarlyJoin) {
    seen = next;
    const outcome = await next;
    refusal = outcome.ok ? null : outcome.refusal;
  }
}

/** The app is about to take the page over: a Join tapped from now on waits for its form. */
export function appStarting(): void {
  page().wqApp = 'starting';
  document.documentElement.removeAttribute(EARLY_JOIN_ATTRIBUTE);
  // The app draws what a joined guest sees (or the form again, when their game has ended).
  document.documentElement.removeAttribute(JOINED_ATTRIBUTE);
}

/** The join form is the app's: says so to the inline script, and whether a Join was tapped meanwhile. */
export function appTookOver(): boolean {
  page().wqApp = 'hydrated';
  const tapped = page().wqTapped === true;
  page().wqTapped = false;
  return tapped;
}

/** The server's refusal of the join sent before the app, once (the join form shows it). */
export function takeEarlyRefusal(): ServerMessage | null {
  const taken = refusal;
  refusal = null;
  return taken;
}
