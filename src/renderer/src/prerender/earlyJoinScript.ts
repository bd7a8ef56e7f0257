/**
 * The phone page's inline script (issue 25): runs as soon as the pre-rendered join form is parsed, long
 * before the app's scripts arrive on a slow Wi-Fi. A Join tapped then goes out at once as `POST /join`
 * (the same rules and journal as the socket's join); the button says "Joining…" (CSS on the `<html>`
 * attribute) and the app takes the outcome over. Kept tiny and old-browser safe: it is in every page.
 */
import { JOIN_PATH, type HttpJoinRefusal } from '@shared/httpJoin';
import { EARLY_JOIN_ATTRIBUTE, PHONE_BOOT_ID, type PhoneBoot } from '@shared/prerender';
import {
  JOINED_COOKIE,
  PLAYER_TOKEN_KEY,
  type EarlyJoinOutcome,
  type EarlyJoinWindow,
} from './earlyJoinContract';

const page = window as Window & EarlyJoinWindow;
const root = document.documentElement;
const form = document.querySelector('form.join-form');
const input = document.getElementById('player-name') as HTMLInputElement | null;

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
  document.cookie = `${JOINED_COOKIE}=1; path=/; max-age=86400; samesite=strict`;
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

if (form && input && typeof fetch === 'function') {
  form.addEventListener('submit', (event) => {
    if (page.wqApp === 'hydrated') return;
    // Scripts on: never the no-script fallback's navigation.
    event.preventDefault();
    event.stopPropagation();
    if (page.wqApp === 'starting') {
      page.wqTapped = true;
      return;
    }
    if (root.getAttribute(EARLY_JOIN_ATTRIBUTE) === 'pending') return;
    const boot = bootData();
    // A table or side still to choose from a list that comes with the app: the app asks for it.
    if (!boot || boot.form === 'tables' || boot.form === 'sides') return;
    root.setAttribute(EARLY_JOIN_ATTRIBUTE, 'pending');
    page.wqEarlyJoin = send(input.value, boot.form === 'table' ? boot.table : null).then((outcome) => {
      // Refused: the button is Join! again (the app words the refusal when it comes).
      if (!outcome.ok) root.removeAttribute(EARLY_JOIN_ATTRIBUTE);
      return outcome;
    });
  });
}
