/**
 * The phone page's inline script (issue 25), in its `<head>`: it runs before the pre-rendered join form
 * is painted, long before the app's scripts arrive on a slow Wi-Fi.
 * - A phone that has joined (it holds a token) hides the form before the first paint; the app shows
 *   the guest's own screen.
 * - A Join tapped before the app goes out at once as `POST /join` (the same rules and journal as the
 *   socket's join); the button says "Joining…" (CSS on the `<html>` attribute) and the app takes the
 *   outcome over. Kept tiny and old-browser safe: it is in every phone's page.
 */
import { JOIN_PATH, type HttpJoinRefusal } from '@shared/model/httpJoin';
import {
  EARLY_JOIN_ATTRIBUTE,
  JOINED_ATTRIBUTE,
  PHONE_BOOT_ID,
  type PhoneBoot,
} from '@shared/model/prerender';
import { PLAYER_TOKEN_KEY, type EarlyJoinOutcome, type EarlyJoinWindow } from './earlyJoinContract';

const page = window as Window & EarlyJoinWindow;
const root = document.documentElement;

function storedToken(): string | null {
  try {
    return localStorage.getItem(PLAYER_TOKEN_KEY);
  } catch {
    return null;
  }
}

function bootData(): PhoneBoot | null {
  try {
    return JSON.parse(document.getElementById(PHONE_BOOT_ID)?.textContent ?? '') as PhoneBoot;
  } catch {
    return null;
  }
}

function keep(outcome: EarlyJoinOutcome): EarlyJoinOutcome {
  if (!outcome.ok) return outcome;
  try {
    localStorage.setItem(PLAYER_TOKEN_KEY, outcome.token);
  } catch {
    // Private browsing: the app still gets the token from the outcome.
  }
  return outcome;
}

function send(name: string, table: number | null): Promise<EarlyJoinOutcome> {
  return fetch(JOIN_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(table === null ? { username: name } : { username: name, team: table }),
    credentials: 'same-origin',
  })
    .then((response) =>
      response
        .json()
        .then((body: unknown) =>
          response.ok
            ? keep({ ok: true, ...(body as { username: string; token: string }) })
            : { ok: false as const, refusal: body as HttpJoinRefusal },
        ),
    )
    .catch(() => ({ ok: false as const, refusal: null }));
}

/** Join! before the app: sent over HTTP; while the app takes the form over: kept for its form. */
function onSubmit(event: Event): void {
  const form = event.target;
  if (page.wqApp === 'hydrated' || !(form instanceof HTMLFormElement) || !form.matches('.join-form')) return;
  // Scripts on: never the no-script fallback's navigation, and never the app's half-ready handler.
  event.preventDefault();
  event.stopPropagation();
  if (page.wqApp === 'starting') {
    page.wqTapped = true;
    return;
  }
  if (root.getAttribute(EARLY_JOIN_ATTRIBUTE) === 'pending') return;
  const boot = bootData();
  const input = document.getElementById('player-name');
  // A table or side still to choose from a list that comes with the app: the app asks for it.
  if (!boot || !(input instanceof HTMLInputElement) || boot.form === 'tables' || boot.form === 'sides')
    return;
  root.setAttribute(EARLY_JOIN_ATTRIBUTE, 'pending');
  page.wqEarlyJoin = send(input.value, boot.form === 'table' ? boot.table : null).then((outcome) => {
    // Refused: the button is Join! again (the app words the refusal when it comes).
    if (!outcome.ok) root.removeAttribute(EARLY_JOIN_ATTRIBUTE);
    return outcome;
  });
}

if (storedToken()) root.setAttribute(JOINED_ATTRIBUTE, '');
// Captured at the document: before the app's own listener on its root, whatever state it is in.
if (typeof fetch === 'function') document.addEventListener('submit', onSubmit, true);
