/**
 * The phone page's budgets (issues 18 and 25), measured by the bench rather than by a timed test: a
 * guest's first load of `/` on a crowded wedding Wi-Fi (400 kbps, 400 ms round trips) in the system
 * Chromium, through the DevTools protocol, in English, Arabic (right to left) and Chinese (CJK). Each
 * language gets three cold loads (a fresh browser context: no cache, no cookie, no storage); in each,
 * the guest types a name and taps Join! the moment the pre-rendered form can be used, in the page
 * itself, in the frame that sees it (the inline script that sends it is in the page's head): the
 * automation's own `fill` and `click` took 300 to 700 ms more on a loaded machine. The figures are the
 * page's own clock (`performance.now()`, from navigation start):
 *
 * - form: the name field and the Join button shown (a height) and enabled, polled every frame;
 * - joined: the token stored (`localStorage['weddingQuiz.playerToken']`, by the page's inline script's
 *   `POST /join` or by the app), taken when `setItem` is called;
 * - bytes: everything the load transferred (headers and compressed bodies, Chromium's count) from the
 *   navigation until the network is idle after the join's screen settled (the app's "You're in!" with
 *   the name, its fonts loaded);
 * - reload: then the same tab reloaded (warm cache; the guest has joined: the same page, revalidated)
 *   until the network is idle.
 *
 * A fourth guest per language only looks: the form, the app hydrating it, the network idle, then a
 * reload of the same form page (revalidated).
 *
 * The phones join a server of their own (the bench's options, loopback so no per-address cap), so the
 * measured game's journal holds only the bench's guests. The browser tests check the bytes only
 * (tests/e2e/pageWeight.test.ts): time depends on the machine's load.
 */
import { loadavg } from 'node:os';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchChromium, PHONE } from '../tests/e2e/browser';
import { readCpuTimes, startServerChild, type StartOptions } from './serverProcess';

/** Cold loads per language; the median is the figure, so one slow start of the browser does not decide it. */
const LOADS = 3;

/** A crowded wedding Wi-Fi: 400 kbps each way (50,000 bytes/s) and 400 ms round trips (DevTools' `latency`). */
export const PHONE_WIFI = {
  offline: false,
  latency: 400,
  downloadThroughput: 50_000,
  uploadThroughput: 50_000,
} as const;

/** Where the app keeps a guest's token (src/renderer/src/prerender/earlyJoinContract.ts). */
const TOKEN_KEY = 'weddingQuiz.playerToken';

/** The languages measured: chosen by the browser's own language (Accept-Language), as a guest's phone does. */
const LANGUAGES = [
  { code: 'en', name: 'English', locale: 'en-GB', dir: 'ltr' },
  { code: 'ar', name: 'Arabic', locale: 'ar', dir: 'rtl' },
  { code: 'zh', name: 'Chinese', locale: 'zh-CN', dir: 'ltr' },
] as const;

export interface ColdLoad {
  /** Navigation start -> the name field and Join button shown and enabled. */
  formMs: number;
  /** Navigation start -> the Join tap (the submit event): once the form showed and the page was parsed. */
  tapMs: number;
  /** Navigation start -> the token stored; Infinity when it never was (see `problem`). */
  joinedMs: number;
  /** Navigation start -> the app started (`window.wqApp` set), or null if it never did. */
  appMs: number | null;
  /** Navigation start -> the joined screen ("You're in!" with the name), or null if it never came. */
  screenMs: number | null;
  /** Bytes transferred from the navigation until the network was idle after the join. */
  bytes: number;
  /** Those bytes by file (the path's last part), largest first. */
  files: [string, number][];
  /** Bytes transferred by reloading the tab afterwards (warm cache; joined, so the server sends its joined page). */
  reloadBytes: number;
  reloadFiles: [string, number][];
  /** The page's `lang` and `dir` as loaded (checked against the language asked for). */
  lang: string;
  dir: string;
  /** What went wrong, if anything (a join refused or never done, the wrong language). */
  problem?: string;
}

export interface LanguageFigures {
  code: string;
  name: string;
  dir: string;
  /** Three guests who tapped Join the moment the form showed, each in a fresh context. */
  loads: ColdLoad[];
  /** A fourth guest who only looks (no join), then reloads: the form page revalidated. */
  notJoined: {
    formMs: number;
    /** Navigation start -> the app hydrated the form (`window.wqApp === 'hydrated'`). */
    hydratedMs: number | null;
    bytes: number;
    files: [string, number][];
    reloadBytes: number;
    reloadFiles: [string, number][];
    problem?: string;
  };
}

export type PhonePageFigures =
  | {
      /** The emulated network, as DevTools was given it. */
      network: typeof PHONE_WIFI;
      languages: LanguageFigures[];
      /** How busy the machine's cores were while it was measured (all processes, 0..100), and the load average before. */
      machineBusyPercent: number;
      loadAverageAtStart: number;
    }
  | { skipped: string };

/** The path's last part (`/` for the page itself, `socket.io` for the game's connection). */
const fileName = (url: string): string => {
  const path = URL.canParse(url) ? new URL(url).pathname : url;
  return path.startsWith('/socket.io/') ? 'socket.io' : path.split('/').pop() || '/';
};

/** Nothing in flight for this long: the network is idle (twice Playwright's 500 ms: a loaded CPU pauses longer). */
const QUIET_MS = 1_000;

interface ByteCounter {
  /** The bytes so far by file, largest first, and their sum; the count starts again. */
  take: () => { bytes: number; files: [string, number][] };
  /** Resolves once no request has been in flight for QUIET_MS (at most `timeoutMs`); false on the timeout. */
  quiet: (timeoutMs?: number) => Promise<boolean>;
}

/**
 * Counts the bytes `cdp`'s page transfers (Chromium's `encodedDataLength`: headers and compressed
 * bodies, as tests/e2e/pageWeight.ts counts them), by file, and tells when the network is idle. Not
 * Playwright's `networkidle`: that fires once per navigation, so once the page has been quiet for a
 * moment (the app busy parsing its script) it no longer waits for the chunks and fonts asked for later.
 */
function byteCounter(cdp: CDPSession): ByteCounter {
  const urls = new Map<string, string>();
  const inFlight = new Set<string>();
  let lastActivity = Date.now();
  let sizes = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (e: { requestId: string; request: { url: string } }) => {
    urls.set(e.requestId, e.request.url);
    inFlight.add(e.requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => {
    const name = fileName(urls.get(e.requestId) ?? e.requestId);
    sizes.set(name, (sizes.get(name) ?? 0) + e.encodedDataLength);
    inFlight.delete(e.requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFailed', (e: { requestId: string }) => {
    inFlight.delete(e.requestId);
    lastActivity = Date.now();
  });
  return {
    take: () => {
      const files = [...sizes].filter(([, size]) => size > 0).sort((a, b) => b[1] - a[1]);
      sizes = new Map();
      return { bytes: files.reduce((sum, [, size]) => sum + size, 0), files };
    },
    quiet: async (timeoutMs = 30_000) => {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if (inFlight.size === 0 && Date.now() - lastActivity >= QUIET_MS) return true;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return false;
    },
  };
}

/**
 * In the page from its first script on: when the token is stored and when Join is tapped, on the
 * page's clock. A string: the bench compiles without the DOM types, and an init script is not eval.
 */
const PAGE_PROBES = `(() => {
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (key === ${JSON.stringify(TOKEN_KEY)} && window.__benchTokenAt === undefined)
      window.__benchTokenAt = performance.now();
    return setItem.call(this, key, value);
  };
  document.addEventListener('submit', () => {
    if (window.__benchTapAt === undefined) window.__benchTapAt = performance.now();
  }, true);
})();`;

interface Control {
  disabled?: boolean;
  getBoundingClientRect: () => { height: number };
  dispatchEvent: (event: unknown) => boolean;
  click: () => void;
}
type InPage = {
  document: {
    querySelector: (s: string) => Control | null;
    documentElement: { lang: string; dir: string };
    body: { innerText: string } | null;
    fonts: { ready: Promise<unknown> };
  };
  performance: { now: () => number };
  localStorage: { getItem: (key: string) => string | null };
  HTMLInputElement: { prototype: object };
  Event: new (type: string, init: { bubbles: boolean }) => unknown;
  wqApp?: string;
  __benchFormAt?: number;
  __benchTokenAt?: number;
  __benchTapAt?: number;
  __benchAppAt?: number;
};

/**
 * In the page, every frame: once the name field and the Join button are shown (a height) and enabled,
 * the time since navigation start. With a `name`, the guest then types it and taps Join in that same
 * frame (the page's inline script, in its head, is there before the form), by the input's own value
 * setter and an `input` event, as typing does, then a click on the button.
 * Self-contained: Playwright sends it to the page as source.
 */
function formUsable(name: string | null): number | false {
  const page = globalThis as unknown as InPage;
  if (page.__benchFormAt === undefined) {
    const usable = (el: Control | null): boolean =>
      !!el && !el.disabled && el.getBoundingClientRect().height > 0;
    const input = page.document.querySelector('#player-name');
    const join = page.document.querySelector('form.join-form button[type=submit]');
    if (!usable(input) || !usable(join)) return false;
    page.__benchFormAt = page.performance.now();
  }
  if (name === null) return page.__benchFormAt;
  const input = page.document.querySelector('#player-name');
  const join = page.document.querySelector('form.join-form button[type=submit]');
  if (!input || !join) return false;
  const value = Object.getOwnPropertyDescriptor(page.HTMLInputElement.prototype, 'value');
  value?.set?.call(input, name);
  input.dispatchEvent(new page.Event('input', { bubbles: true }));
  join.click();
  return page.__benchFormAt;
}

interface JoinedAt {
  tokenAt: number;
  tapAt: number | null;
  appAt: number;
  screenAt: number;
}

/**
 * In the page, every frame: the join's screen settled, i.e. the token stored, the app started, the form
 * gone and the guest's name on the screen ("You're in!"); notes when the app was first seen.
 */
function joinedScreen({ key, name }: { key: string; name: string }): JoinedAt | false {
  const page = globalThis as unknown as InPage;
  const now = page.performance.now();
  if (page.wqApp !== undefined && page.__benchAppAt === undefined) page.__benchAppAt = now;
  if (page.localStorage.getItem(key) === null || page.__benchAppAt === undefined) return false;
  if (page.document.querySelector('#player-name')) return false;
  if (!(page.document.body?.innerText ?? '').includes(name)) return false;
  return {
    tokenAt: page.__benchTokenAt ?? now,
    tapAt: page.__benchTapAt ?? null,
    appAt: page.__benchAppAt,
    screenAt: now,
  };
}

/** In the page, every frame: the app has taken the pre-rendered form over (hydrated); when. */
function hydrated(): number | false {
  const page = globalThis as unknown as InPage;
  return page.wqApp === 'hydrated' ? page.performance.now() : false;
}

/** In the page: once the fonts asked for so far have loaded. */
async function fontsLoaded(): Promise<void> {
  await (globalThis as unknown as InPage).document.fonts.ready;
}

function langAndDir(): { lang: string; dir: string } {
  const { documentElement } = (globalThis as unknown as InPage).document;
  return { lang: documentElement.lang, dir: documentElement.dir };
}

type Language = (typeof LANGUAGES)[number];

/**
 * Waits until the screen has settled: for a guest who tapped Join (`name`), the app's joined screen;
 * for one who did not, the app's hydrated form; then the fonts it asked for, then the network idle
 * (nothing in flight for QUIET_MS). What went wrong goes to `problems`.
 */
async function settled(
  page: Page,
  counter: ByteCounter,
  name: string | null,
  problems: string[],
  when = '',
): Promise<{ joined: JoinedAt | null; hydratedMs: number | null }> {
  const settle = { polling: 'raf', timeout: 30_000 } as const;
  let joined: JoinedAt | null = null;
  let hydratedMs: number | null = null;
  const at = when ? ` ${when}` : '';
  if (name !== null) {
    try {
      const done = await page.waitForFunction(joinedScreen, { key: TOKEN_KEY, name }, settle);
      joined = (await done.jsonValue()) as JoinedAt;
    } catch {
      const error = await page
        .locator('#player-name-error')
        .textContent({ timeout: 1_000 })
        .catch(() => null);
      const where = new URL(page.url());
      problems.push(
        `${name}: not in the game within 30 s${at} (page ${where.pathname}${where.search}${where.hash}${error ? `, "${error}"` : ''})`,
      );
    }
  } else {
    try {
      hydratedMs = (await (await page.waitForFunction(hydrated, undefined, settle)).jsonValue()) as number;
    } catch {
      problems.push(`the app did not hydrate the form within 30 s${at}`);
    }
  }
  // Twice: a font or chunk asked for while the first wait ran is waited for too.
  for (let i = 0; i < 2; i++) {
    await page.evaluate(fontsLoaded);
    if (!(await counter.quiet())) problems.push(`the network still busy 30 s after the screen${at}`);
  }
  return { joined, hydratedMs };
}

/**
 * One guest in a fresh context (no cache, cookie or storage) on the slow Wi-Fi: the cold load until
 * the form is usable, with a `name` the join tapped at that moment, the network idle, then a reload.
 */
async function coldLoad(browser: Browser, url: string, language: Language, name: string | null) {
  const context = await browser.newContext({ ...PHONE, locale: language.locale });
  try {
    await context.addInitScript({ content: PAGE_PROBES });
    const page: Page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', PHONE_WIFI);
    const counter = byteCounter(cdp);

    await page.goto(`${url}/`, { waitUntil: 'commit' });
    // Polled every frame in the page (a function, not a string: the page's CSP forbids eval).
    const shown = await page.waitForFunction(formUsable, name, { polling: 'raf', timeout: 30_000 });
    const formMs = (await shown.jsonValue()) as number;
    const problems: string[] = [];
    const first = await settled(page, counter, name, problems);
    const { lang, dir } = await page.evaluate(langAndDir);
    if (lang !== language.code || dir !== language.dir)
      problems.push(`page in ${lang} ${dir}, not ${language.code} ${language.dir}`);
    const firstBytes = counter.take();

    // The guest reopens the tab: the cache is warm.
    await page.reload({ waitUntil: 'commit' });
    await settled(page, counter, name, problems, 'after the reload');
    const again = counter.take();
    await cdp.detach();
    return {
      formMs,
      joined: first.joined,
      hydratedMs: first.hydratedMs,
      first: firstBytes,
      again,
      lang,
      dir,
      problems,
    };
  } finally {
    await context.close();
  }
}

/** Three guests who join at once and one who does not, in `language`. */
async function measureLanguage(browser: Browser, url: string, language: Language): Promise<LanguageFigures> {
  const loads: ColdLoad[] = [];
  // A fresh name each time: names are unique in a game (and at most 10 characters).
  for (let i = 1; i <= LOADS; i++) {
    const load = await coldLoad(browser, url, language, `Phone${language.code}${i}`);
    loads.push({
      formMs: load.formMs,
      tapMs: load.joined?.tapAt ?? Number.NaN,
      joinedMs: load.joined?.tokenAt ?? Infinity,
      appMs: load.joined?.appAt ?? null,
      screenMs: load.joined?.screenAt ?? null,
      bytes: load.first.bytes,
      files: load.first.files,
      reloadBytes: load.again.bytes,
      reloadFiles: load.again.files,
      lang: load.lang,
      dir: load.dir,
      ...(load.problems.length ? { problem: load.problems.join('; ') } : {}),
    });
  }
  const looker = await coldLoad(browser, url, language, null);
  return {
    code: language.code,
    name: language.name,
    dir: language.dir,
    loads,
    notJoined: {
      formMs: looker.formMs,
      hydratedMs: looker.hydratedMs,
      bytes: looker.first.bytes,
      files: looker.first.files,
      reloadBytes: looker.again.bytes,
      reloadFiles: looker.again.files,
      ...(looker.problems.length ? { problem: looker.problems.join('; ') } : {}),
    },
  };
}

/**
 * Starts a server with `server`'s options (its own data directory), measures the phone page on it and
 * stops it; skipped, with the reason, without a Chromium.
 */
export async function measurePhonePage(server: StartOptions): Promise<PhonePageFigures> {
  let browser: Browser;
  try {
    browser = await launchChromium();
  } catch (error) {
    return { skipped: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
  }
  let child: Awaited<ReturnType<typeof startServerChild>> | null = null;
  // The bench's watchdog (process.exit) or Ctrl+C during this step: never leave this server behind.
  const killChild = (): void => void child?.child.kill('SIGKILL');
  const interrupted = (): void => {
    killChild();
    process.exit(130);
  };
  process.on('exit', killChild);
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    child = await startServerChild(server);
    const loadAverageAtStart = loadavg()[0] ?? 0;
    const before = readCpuTimes();
    const languages: LanguageFigures[] = [];
    for (const language of LANGUAGES) languages.push(await measureLanguage(browser, child.url, language));
    const after = readCpuTimes();
    const total = before && after ? after.total - before.total : 0;
    const busy = before && after ? total - (after.idle - before.idle) - (after.steal - before.steal) : 0;
    return {
      network: PHONE_WIFI,
      languages,
      machineBusyPercent: total > 0 ? (100 * busy) / total : Number.NaN,
      loadAverageAtStart,
    };
  } finally {
    await browser.close();
    await child?.stop();
    process.off('exit', killChild);
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
  }
}
