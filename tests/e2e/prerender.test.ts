/**
 * The phone's join form in the first HTML answer (issue 25), in Chromium, one browser, a solo game and
 * the tables sample: the form pre-rendered in the guest's language (`?lang=`, the `wq-lang` cookie,
 * Accept-Language) with the night's quiz filled in and its style inline; a Join tapped before the app's
 * scripts arrived joining exactly once (and a refused one worded once the app is there); React taking
 * the form over without a console warning, and no page of the app warning either; the layout not
 * shifting; the form with scripts off; and the form with scripts off and after hydration drawn alike
 * (screens under test-results/screens/prerender/). The operator is a socket: only the phones are pages.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import defaultQuiz from '../../resources/default-quiz.json';
import tablesSample from '../../resources/samples/tables.wedding-quiz.json';
import arPhone from '../../src/renderer/src/i18n/locales/ar/phone.json';
import dePhone from '../../src/renderer/src/i18n/locales/de/phone.json';
import enPhone from '../../src/renderer/src/i18n/locales/en/phone.json';
import arCommon from '../../src/renderer/src/i18n/locales/ar/common.json';
import deCommon from '../../src/renderer/src/i18n/locales/de/common.json';
import enCommon from '../../src/renderer/src/i18n/locales/en/common.json';
import esCommon from '../../src/renderer/src/i18n/locales/es/common.json';
import frCommon from '../../src/renderer/src/i18n/locales/fr/common.json';
import enServer from '../../src/renderer/src/i18n/locales/en/server.json';
import esPhone from '../../src/renderer/src/i18n/locales/es/phone.json';
import frPhone from '../../src/renderer/src/i18n/locales/fr/phone.json';
import {
  connectOperator,
  joinPlayer,
  OPERATOR_KEY,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../integration/harness';
import { sharedChromium } from './fixtures/chromium';
import { settle } from './fixtures/motion';
import { eventually, PHONE, SCREENSHOT_DIR, seeText } from './harness';
import {
  differingPixels,
  fontsReady,
  holdScripts,
  layoutShift,
  painted,
  watchConsole,
} from './prerenderChecks';

const SCREENS = join(SCREENSHOT_DIR, 'prerender');
const TABLES = resolve('resources/samples/tables.wedding-quiz.json');
const TIMINGS = { countdownSeconds: 1, questionSeconds: 1, answerSeconds: 30 };
const PHONE_WORDS = { en: enPhone, es: esPhone, ar: arPhone, de: dePhone, fr: frPhone } as const;
type Code = keyof typeof PHONE_WORDS;
const APP_NAMES: Record<Code, string> = {
  en: enCommon.appName,
  es: esCommon.appName,
  ar: arCommon.appName,
  de: deCommon.appName,
  fr: frCommon.appName,
};
const SMALL = { ...PHONE, viewport: { width: 320, height: 568 } };
/** The limit on the phone's cumulative layout shift. */
const CLS_LIMIT = 0.02;
/** Screenshots with scripts off and after hydration: at most this share of pixels may differ. */
const PIXELS_LIMIT = 0.01;
const TOKEN_KEY = 'weddingQuiz.playerToken';

let browser: Browser;
let solo: TestServer;
let tables: TestServer;
let operator: TestClient;
const contexts: BrowserContext[] = [];
const figures: string[] = [];

beforeAll(async () => {
  await mkdir(SCREENS, { recursive: true });
  browser = await sharedChromium();
  [solo, tables] = await Promise.all([
    startTestServer({ timings: TIMINGS }),
    startTestServer({ quizFile: TABLES, timings: TIMINGS }),
  ]);
  operator = await connectOperator(solo.url);
  await operator.next('updateState');
});

afterAll(async () => {
  console.info(`Phone page (issue 25):\n${figures.join('\n')}`);
  operator?.close();
  await browser?.close();
  await solo?.dispose();
  await tables?.dispose();
});

async function newContext(options: BrowserContextOptions = PHONE): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  contexts.push(context);
  return context;
}

async function closeContexts(): Promise<void> {
  for (const context of contexts.splice(0)) await context.close().catch(() => undefined);
}

/** `&#38;`, `&#x27;`, `&amp;`… as the characters they stand for. */
const decode = (html: string): string =>
  html
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The text of the first element with `className` (no element inside it), or null. */
function textOf(html: string, className: string): string | null {
  const found = new RegExp(`<[a-z0-9]+ [^>]*class="${className}"[^>]*>([^<]*)<`).exec(html);
  return found ? decode(found[1]!) : null;
}

const cspSource = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The page as a phone's first request gets it, no script run. */
async function firstHtml(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ html: string; csp: string }> {
  const response = await fetch(url, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  return { html: await response.text(), csp: response.headers.get('content-security-policy') ?? '' };
}

/** Everything the first HTML must hold for a new guest in language `code`. */
function expectJoinForm(html: string, csp: string, code: Code, title: string, couple: string): void {
  const words = PHONE_WORDS[code];
  expect(html).toMatch(
    new RegExp(`<html lang="${code}" dir="${code === 'ar' ? 'rtl' : 'ltr'}" data-layout="player">`),
  );
  // The tab's name the app gives it, already in the first HTML: hydration changes nothing.
  expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toBe(
    words.title.replace('{{app}}', APP_NAMES[code]),
  );
  expect(html).toMatch(/<form class="[^"]*\bjoin-form\b[^"]*"[^>]*>/);
  expect(html).toMatch(/<input id="player-name"[^>]*>/);
  expect(decode(/<input id="player-name"[^>]*placeholder="([^"]*)"/.exec(html)?.[1] ?? '')).toBe(
    words.join.namePlaceholder,
  );
  // The button's own words in the page's language ("Joining…" waits hidden beside them).
  expect(textOf(html, 'join-form__join')).toBe(words.join.button);
  expect(textOf(html, 'join-form__joining')).toBe(words.joining);
  if (code !== 'en') expect(words.join.button).not.toBe(enPhone.join.button);
  expect(textOf(html, 'card__kicker')).toBe(words.join.welcome);
  // The night's quiz, filled in by the server: nothing of the build's slots left.
  expect(textOf(html, 'card__title')).toBe(title);
  expect(textOf(html, 'wedding-header__names')).toBe(couple);
  expect(html).toMatch(/<time dateTime="2024-07-28">[^<]+<\/time>/i);
  expect(html).not.toMatch(/[\uE000-\uF8FF]/);
  // The form's style in the page, no style sheet to wait for; both inline parts allowed by their hash.
  const head = html.slice(0, html.indexOf('</head>'));
  const style = /<style>([\s\S]*?)<\/style>/.exec(head)?.[1];
  expect(style?.length ?? 0).toBeGreaterThan(1000);
  expect(html).not.toMatch(/<link [^>]*rel="stylesheet"/);
  expect(csp).toContain(cspSource(style!));
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(inline).toHaveLength(1);
  expect(csp).toContain(cspSource(inline[0]!));
  const boot = JSON.parse(
    /<script id="phone-boot" type="application\/json">([^<]*)<\/script>/.exec(html)![1]!,
  );
  expect(boot).toMatchObject({ language: code, quiz: { title, coupleNames: couple } });
}

describe('the join form in the first HTML', { timeout: 30_000 }, () => {
  const { title, coupleNames } = defaultQuiz;
  const cases: { name: string; path: string; headers: Record<string, string>; code: Code }[] = [
    { name: 'English by default', path: '/', headers: {}, code: 'en' },
    { name: 'Spanish from ?lang=es', path: '/?lang=es', headers: { 'accept-language': 'en-GB' }, code: 'es' },
    {
      name: 'Spanish from Accept-Language',
      path: '/',
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
      code: 'es',
    },
    {
      name: 'Arabic, right to left',
      path: '/',
      headers: { 'accept-language': 'ar-EG,ar;q=0.9' },
      code: 'ar',
    },
    {
      name: 'German from the wq-lang cookie (over Accept-Language)',
      path: '/',
      headers: { cookie: 'wq-lang=de', 'accept-language': 'es' },
      code: 'de',
    },
    {
      name: 'French from ?lang=fr (over the cookie)',
      path: '/?lang=fr',
      headers: { cookie: 'wq-lang=de' },
      code: 'fr',
    },
  ];
  for (const { name, path, headers, code } of cases) {
    test(name, async () => {
      const { html, csp } = await firstHtml(`${solo.url}${path}`, headers);
      expectJoinForm(html, csp, code, title, coupleNames);
    });
  }

  test('a table card’s link in a tables game shows its table', async () => {
    const { html, csp } = await firstHtml(`${tables.url}/?table=7`, { 'accept-language': 'en' });
    expectJoinForm(html, csp, 'en', tablesSample.quiz.title, tablesSample.quiz.coupleNames);
    expect(textOf(html, 'team-choice__table')).toBe(enPhone.team.table.replace('{{number}}', '7'));
    expect(textOf(html, 'team-choice__caption')).toBe(enPhone.team.yours);
    // Without a table in the link the same game's form has none shown.
    const list = await firstHtml(`${tables.url}/`, { 'accept-language': 'en' });
    expect(list.html.slice(list.html.indexOf('<body>'))).not.toContain('team-choice__table');
    expect(textOf(list.html, 'team-choice__status')).toBe(enPhone.team.loadingTables);
  });

  test('a phone that has joined gets the same page, its form hidden before the first paint', async () => {
    const NAME = 'Back Bea';
    const joined = await fetch(`${solo.url}/join`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: NAME }),
    });
    const { token } = (await joined.json()) as { token: string };
    const context = await newContext();
    // The token this phone kept when it joined (not on about:blank, where storage is refused).
    await context.addInitScript(
      `if (location.protocol === 'http:') localStorage.setItem(${JSON.stringify(TOKEN_KEY)}, ${JSON.stringify(token)})`,
    );
    const problems = watchConsole(context, null);
    const release = await holdScripts(context);
    const page = await context.newPage();
    await page.goto(`${solo.url}/`, { waitUntil: 'commit' });
    await page.locator('#player-name').waitFor({ state: 'attached' });
    await page.locator('html[data-joined]').waitFor({ state: 'attached' });
    expect(await page.locator('form.join-form').isVisible()).toBe(false);
    expect(await page.locator('.wedding-header__names').isVisible()).toBe(true);
    release();
    await seeText(page, enPhone.waiting.kicker);
    await seeText(page, NAME);
    expect(await page.locator('html[data-joined]').count()).toBe(0);
    expect(await page.locator('#player-name').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});

/** The operator's list: how many players, and how many are called `name`. */
function listed(name: string): { total: number; named: number } {
  const players = operator.playerList();
  return { total: players.length, named: players.filter((p) => p.name === name).length };
}

/** A phone's page with the app's scripts held back: the form is there, nothing of the app yet. */
async function phoneBeforeApp(
  url: string,
  options: BrowserContextOptions = PHONE,
  ignore: RegExp | null = null,
): Promise<{
  page: Page;
  problems: string[];
  release: () => void;
  joinPosts: string[];
  socketJoins: string[];
}> {
  const context = await newContext(options);
  const problems = watchConsole(context, ignore);
  const release = await holdScripts(context);
  const page = await context.newPage();
  const joinPosts: string[] = [];
  const socketJoins: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/join')
      joinPosts.push(request.postData() ?? '');
  });
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      if (String(payload).includes('joinGame')) socketJoins.push(String(payload));
    }),
  );
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('#player-name').waitFor();
  expect(await page.evaluate('window.wqApp ?? null')).toBeNull();
  return { page, problems, release, joinPosts, socketJoins };
}

describe('a Join tapped before the app loaded', { timeout: 90_000 }, () => {
  afterAll(closeContexts);

  test('joins exactly once, says "Joining…" meanwhile, and the app starts as that player', async () => {
    const NAME = 'Early Ema';
    const before = listed(NAME);
    expect(before.named).toBe(0);
    const { page, problems, release, joinPosts, socketJoins } = await phoneBeforeApp(`${solo.url}/`);
    await page.locator('#player-name').fill(NAME);
    await page.locator('button.join-form__submit').click();
    await page.locator('html[data-early-join="pending"]').waitFor({ state: 'attached' });
    await page.locator('.join-form__joining').waitFor({ state: 'visible' });
    expect(await page.locator('.join-form__joining').innerText()).toBe(enPhone.joining);
    expect(await page.locator('.join-form__join').isVisible()).toBe(false);
    // Already in the game, before any of the app's scripts: on the operator's list, the token kept.
    await eventually(
      async () => listed(NAME).named,
      (n) => n === 1,
    );
    await eventually(
      () => page.evaluate(`localStorage.getItem(${JSON.stringify(TOKEN_KEY)})`),
      (token) => typeof token === 'string' && token.length > 10,
    );
    // A second tap while it is on its way sends nothing more.
    await page.locator('button.join-form__submit').click({ force: true });
    release();
    await seeText(page, enPhone.waiting.kicker);
    await seeText(page, NAME);
    await page.waitForTimeout(1_000);
    expect(listed(NAME)).toEqual({ total: before.total + 1, named: 1 });
    expect(joinPosts).toEqual([JSON.stringify({ username: NAME })]);
    expect(socketJoins).toEqual([]);
    expect(await page.locator('html[data-early-join]').count()).toBe(0);
    // Coming back: the form hidden until the app shows the guest's screen, still one player.
    await page.reload();
    await seeText(page, enPhone.waiting.kicker);
    await page.waitForTimeout(500);
    expect(await page.locator('#player-name').count()).toBe(0);
    expect(listed(NAME)).toEqual({ total: before.total + 1, named: 1 });
    expect(socketJoins).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a name already taken: the refusal shows under the field once the app is there, nobody added', async () => {
    const NAME = 'Taken Tom';
    const { client: tom } = await joinPlayer(solo.url, NAME);
    try {
      await eventually(
        async () => listed(NAME).named,
        (n) => n === 1,
      );
      const before = listed(NAME);
      // The refused POST /join is this test's doing: Chromium logs its 409.
      const { page, problems, release, joinPosts, socketJoins } = await phoneBeforeApp(
        `${solo.url}/`,
        PHONE,
        /Failed to load resource: the server responded with a status of 409.*\/join/,
      );
      await page.locator('#player-name').fill(NAME);
      const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/join');
      await page.locator('button.join-form__submit').click();
      expect((await answer).status()).toBe(409);
      // Refused: the button is Join! again, nothing said yet (the app words it).
      await eventually(
        () => page.locator('html[data-early-join]').count(),
        (n) => n === 0,
      );
      await page.locator('.join-form__join').waitFor({ state: 'visible' });
      release();
      const error = page.locator('#player-name-error');
      await eventually(
        () => error.innerText(),
        (text) => text.includes(enServer.nameTaken.replace('{{name}}', NAME)),
      );
      expect(await page.locator('#player-name').getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator('#player-name').inputValue()).toBe(NAME);
      expect(await page.evaluate(`localStorage.getItem(${JSON.stringify(TOKEN_KEY)})`)).toBeNull();
      await page.waitForTimeout(1_000);
      expect(listed(NAME)).toEqual(before);
      expect(joinPosts).toHaveLength(1);
      expect(socketJoins).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      tom.close();
    }
  });
});

/** Waits until React has the phone's form: the page's `wqApp` flag says so. */
async function hydrated(page: Page): Promise<void> {
  await eventually(
    () => page.evaluate('window.wqApp ?? null'),
    (state) => state === 'hydrated',
  );
}

describe('hydration without a console warning', { timeout: 120_000 }, () => {
  afterAll(closeContexts);

  const forms: { name: string; url: () => string; code: Code; words: (page: Page) => Promise<void> }[] = [
    { name: 'a new guest, English', url: () => `${solo.url}/`, code: 'en', words: async () => undefined },
    {
      name: 'a new guest, Arabic',
      url: () => `${solo.url}/?lang=ar`,
      code: 'ar',
      words: async () => undefined,
    },
    {
      name: 'a table card’s link',
      url: () => `${tables.url}/?table=2`,
      code: 'en',
      // The app names the table once the list is there.
      words: (page) => seeText(page, 'Table 2 – Kraków'),
    },
    {
      name: 'a tables game’s list',
      url: () => `${tables.url}/`,
      code: 'en',
      words: (page) =>
        page
          .locator('.team-choice select')
          .waitFor()
          .then(() => undefined),
    },
  ];
  for (const { name, url, code, words } of forms) {
    test(`the phone's form, ${name}: React takes over the very elements the page came with`, async () => {
      const { page, problems, release } = await phoneBeforeApp(url());
      // Marks on the pre-rendered elements (not attributes: invisible to React): kept only if hydrated.
      await page.evaluate(`document.getElementById('player-name').wqPrerendered = true;
        document.querySelector('form.join-form').wqPrerendered = true`);
      await page.locator('#player-name').fill('Hydra Hal');
      release();
      await hydrated(page);
      await words(page);
      expect(
        await page.evaluate(`document.getElementById('player-name').wqPrerendered === true &&
        document.querySelector('form.join-form').wqPrerendered === true`),
      ).toBe(true);
      expect(await page.evaluate('document.documentElement.lang')).toBe(code);
      // What the guest typed before the app came is still there, and the form is the app's.
      expect(await page.locator('#player-name').inputValue()).toBe('Hydra Hal');
      await page.locator('#player-name').fill('');
      await page.locator('button.join-form__submit').click();
      await seeText(page, PHONE_WORDS[code].join.nameEmpty);
      await page.waitForTimeout(800);
      expect(problems).toEqual([]);
    });
  }

  test('a guest who typed and joined after hydration is in', async () => {
    const NAME = 'Late Lou';
    const before = listed(NAME);
    const context = await newContext();
    const problems = watchConsole(context);
    const page = await context.newPage();
    await page.goto(`${solo.url}/`);
    await hydrated(page);
    await page.locator('#player-name').fill(NAME);
    await page.locator('button.join-form__submit').click();
    await seeText(page, enPhone.waiting.kicker);
    await eventually(
      async () => listed(NAME),
      (now) => now.named === 1 && now.total === before.total + 1,
    );
    await page.waitForTimeout(800);
    expect(problems).toEqual([]);
  });

  const WIDE = { viewport: { width: 1280, height: 900 } };
  const KEY = `#key=${OPERATOR_KEY}`;
  const pages: { path: string; game?: 'tables'; size: BrowserContextOptions }[] = [
    { path: '/screen', size: { viewport: { width: 1920, height: 1080 } } },
    { path: `/debug${KEY}`, size: WIDE },
    { path: `/resetgs${KEY}`, size: PHONE },
    { path: '/bgm', size: PHONE },
    { path: `/results?game=current${KEY}`, size: WIDE },
    { path: '/poster', size: { viewport: { width: 900, height: 1200 } } },
    { path: '/cards', game: 'tables', size: WIDE },
  ];
  for (const { path, game, size } of pages) {
    test(`${path.replace(KEY, '#key=…')}${game ? ' (tables game)' : ''}: no warning, no error`, async () => {
      const context = await newContext(size);
      const problems = watchConsole(context);
      const page = await context.newPage();
      await page.goto(`${(game ? tables : solo).url}${path}`);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      await fontsReady(page);
      await page.waitForTimeout(800);
      expect(await page.locator('#root > *').count()).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    });
  }
});

/** The phone's layout shift from navigation until hydrated, fonts in, and a second more. */
async function phoneShift(url: string): Promise<number> {
  const { page, problems, release } = await phoneBeforeApp(url);
  // The pre-rendered form is on screen before the app comes (as on a slow Wi-Fi).
  await painted(page);
  release();
  await hydrated(page);
  await fontsReady(page);
  await page.waitForTimeout(1_000);
  const shift = await layoutShift(page);
  expect(shift.cls, JSON.stringify(shift.shifts)).toBeLessThanOrEqual(CLS_LIMIT);
  expect(problems).toEqual([]);
  return shift.cls;
}

describe('no layout shift', { timeout: 60_000 }, () => {
  afterAll(closeContexts);

  for (const code of ['en', 'ar'] as const) {
    test(`${code}: CLS from navigation until hydrated, fonts in and a second more ≤ ${CLS_LIMIT}`, async () => {
      const cls = await phoneShift(`${solo.url}/?lang=${code}`);
      figures.push(`  CLS ${code}: ${cls.toFixed(4)}`);
    });
  }
});

describe('scripts off', { timeout: 60_000 }, () => {
  afterAll(closeContexts);

  /** The form as a phone without scripts shows it, at `url`. */
  async function noScriptForm(url: string, locale: string): Promise<Page> {
    const context = await newContext({ ...PHONE, locale, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url);
    await page.locator('#player-name').waitFor({ state: 'visible' });
    expect(await page.locator('#needs-javascript').isVisible()).toBe(false);
    return page;
  }

  /** Join! tapped: the note shows, in the page's language. */
  async function tapJoin(page: Page, code: Code): Promise<void> {
    const words = PHONE_WORDS[code];
    await page.locator('#player-name').fill('Nora');
    await page.getByRole('button', { name: words.join.button }).click();
    const note = page.locator('#needs-javascript');
    await note.waitFor({ state: 'visible' });
    expect(new URL(page.url()).hash).toBe('#needs-javascript');
    expect(await page.evaluate('document.documentElement.lang')).toBe(code);
    expect(await note.innerText()).toBe(words.join.needsScript);
  }

  const cases: { name: string; locale: string; code: Code }[] = [
    { name: 'English', locale: 'en-GB', code: 'en' },
    { name: 'Arabic (the browser’s language)', locale: 'ar', code: 'ar' },
  ];
  for (const { name, locale, code } of cases) {
    test(`${name}: the form with the title; Join! says the page needs JavaScript`, async () => {
      const page = await noScriptForm(`${solo.url}/`, locale);
      expect(await page.locator('h1').innerText()).toBe(defaultQuiz.title);
      expect(await page.locator('.card__kicker').textContent()).toBe(PHONE_WORDS[code].join.welcome);
      await tapJoin(page, code);
    });
  }

  test('a table card’s link in Spanish (?lang=es&table=7): Join! keeps the language and the table', async () => {
    const page = await noScriptForm(`${tables.url}/?lang=es&table=7`, 'en-GB');
    const table = esPhone.team.table.replace('{{number}}', '7');
    expect(await page.locator('h1').innerText()).toBe(tablesSample.quiz.title);
    expect(await page.locator('.team-choice__table').innerText()).toBe(table);
    await tapJoin(page, 'es');
    expect(await page.locator('.team-choice__table').innerText()).toBe(table);
  });
});

describe('drawn alike with scripts off and after hydration', { timeout: 120_000 }, () => {
  afterAll(closeContexts);

  const sizes = [
    { label: '320x568', options: SMALL },
    { label: '390x844', options: PHONE },
  ];
  for (const code of ['en', 'ar'] as const) {
    for (const { label, options } of sizes) {
      test(`${code} at ${label}`, async () => {
        const url = `${solo.url}/?lang=${code}`;
        const shots: Buffer[] = [];
        for (const scripts of [false, true]) {
          const context = await newContext({ ...options, javaScriptEnabled: scripts });
          const page = await context.newPage();
          await page.goto(url);
          await page.locator('#player-name').waitFor();
          if (scripts) await hydrated(page);
          // Loaded (goto waits for the load event), fonts in, nothing moving. Not "network idle": that
          // never came once for a page without scripts under load, and a live socket may long-poll.
          await settle(page);
          const path = join(SCREENS, `${code}-${label}-${scripts ? 'hydrated' : 'noscript'}.png`);
          await page.screenshot({ path, animations: 'disabled', caret: 'hide' });
          shots.push(await readFile(path));
        }
        const blank = await (await newContext()).newPage();
        const diff = await differingPixels(blank, shots[0]!, shots[1]!);
        figures.push(
          `  pixels differing ${code} ${label}: ${(diff.share * 100).toFixed(2)} % (${diff.differing})`,
        );
        expect(diff.share, JSON.stringify(diff)).toBeLessThanOrEqual(PIXELS_LIMIT);
      });
    }
  }
});
