/**
 * The phone in a team game, in Chromium, with the tables sample (12 tables): joining from a table card's
 * link (`/?table=2`) with only a name, from the list (Join! without a table is refused, a refused name
 * keeps the table), an unknown table number, the two sides' buttons, the guest's table and its place
 * after a reveal and on the leaderboard, and a break. Phones at 390x844 and 320x568; screens under
 * test-results/screens/tables/. The operator is a socket: only the phones are pages.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join as joinPath, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { ClientEvent } from '@shared/model/events';
import { GameState } from '@shared/model/gameState';
import { connectOperator, startTestServer, type TestClient, type TestServer } from '../integration/harness';
import { useSharedChromium } from './fixtures/chromium';
import { eventually, notSeeText, openPage, PHONE, SCREENSHOT_DIR, seeText } from './harness';
import { savePicture } from './fixtures/pictures';

const SMALL = { viewport: { width: 320, height: 568 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const DIR = joinPath(SCREENSHOT_DIR, 'tables');
const SAMPLE = resolve('resources/samples/tables.wedding-quiz.json');
const TIMINGS = { countdownSeconds: 1, questionSeconds: 1, answerSeconds: 30 };
const BREAK = 'Dinner is served — the quiz goes on after the cake!';

let tmp: string;
const chrome = useSharedChromium();
const { errors } = chrome;

async function shot(page: Page, name: string): Promise<void> {
  await savePicture(page, joinPath(DIR, `${name}.png`), { still: true });
}

/** The tables sample with other play fields, as a quiz file. */
async function variant(name: string, fields: Record<string, unknown>): Promise<string> {
  const file = JSON.parse(await readFile(SAMPLE, 'utf8')) as { quiz: Record<string, unknown> };
  file.quiz = { ...file.quiz, ...fields };
  const path = joinPath(tmp, `${name}.wedding-quiz.json`);
  await writeFile(path, JSON.stringify(file));
  return path;
}

async function phone(url: string, small = false): Promise<Page> {
  const { page } = await openPage(chrome.browser, url, small ? SMALL : PHONE, errors);
  await page.locator('.join-form').waitFor();
  return page;
}

async function tryJoin(page: Page, name: string): Promise<void> {
  await page.getByPlaceholder("What's your name?").fill(name);
  await page.getByRole('button', { name: 'Join!' }).click();
}

async function joinAs(page: Page, name: string, badge: string): Promise<void> {
  await tryJoin(page, name);
  await seeText(page, 'Look for your name on the big screen');
  expect(await page.locator('.team-badge').innerText()).toBe(badge);
}

/** Nothing scrolls sideways, and every button on the page is at least 48 px each way. */
async function checkFits(page: Page): Promise<void> {
  expect(
    await page.evaluate('document.documentElement.scrollWidth <= document.documentElement.clientWidth'),
  ).toBe(true);
  for (const control of await page.locator('main button, main select').all()) {
    const box = await control.boundingBox();
    if (!box) continue;
    expect(box.height, await control.innerText()).toBeGreaterThanOrEqual(48);
    expect(box.width, await control.innerText()).toBeGreaterThanOrEqual(48);
  }
}

async function standing(page: Page): Promise<string> {
  return (await page.locator('.team-standing').textContent()) ?? '';
}

beforeAll(async () => {
  tmp = await mkdtemp(joinPath(tmpdir(), 'wq-tables-phone-'));
});

afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('the phone in Tables mode', { timeout: 60_000 }, () => {
  let srv: TestServer;
  let operator: TestClient;
  let ann: Page;
  let ben: Page;
  let cara: Page;

  beforeAll(async () => {
    srv = await startTestServer({ quizFile: SAMPLE, timings: TIMINGS });
    operator = await connectOperator(srv.url);
  });

  afterAll(async () => {
    operator?.close();
    await srv?.dispose();
  });

  const teamOf = (name: string): Promise<number | null | undefined> =>
    eventually(
      async () => operator.playerList().find((p) => p.name === name)?.team,
      (team) => team !== undefined,
    );

  test("a table card's link: the table is shown and only a name is needed", async () => {
    ann = await phone(`${srv.url}/?table=2`, true);
    await seeText(ann, 'Table 2 – Kraków');
    expect(await ann.locator('select').count()).toBe(0);
    await checkFits(ann);
    await ann.getByPlaceholder("What's your name?").fill('Ann');
    await shot(ann, 'phone-join-table-link');
    await joinAs(ann, 'Ann', 'Table 2 – Kraków');
    await shot(ann, 'phone-waiting-table');
    expect(await teamOf('Ann')).toBe(2);
    expect(errors).toEqual([]);
  });

  test('the list: Join! without a table is refused; a refused name keeps the table', async () => {
    ben = await phone(`${srv.url}/`);
    const list = ben.getByLabel('Your table');
    await list.waitFor();
    expect(await list.locator('option').count()).toBe(13); // "Choose your table…" and the 12 tables
    await tryJoin(ben, 'Ben');
    await seeText(ben, 'Please choose your table.');
    await shot(ben, 'phone-join-no-table');
    await list.selectOption({ label: 'Table 8 – Porto' });
    await notSeeText(ben, 'Please choose your table.');
    expect(new URL(ben.url()).searchParams.get('table')).toBe('8');
    await checkFits(ben);
    await shot(ben, 'phone-join-picker');
    await tryJoin(ben, 'ann');
    await seeText(ben, '"ann" is already taken. Please add an initial or pick another name.');
    expect(await list.inputValue()).toBe('8');
    await joinAs(ben, 'Ben', 'Table 8 – Porto');
    expect(await teamOf('Ben')).toBe(8);
    expect(errors).toEqual([]);
  });

  test('"Not your table?" and an unknown table number lead to the list', async () => {
    cara = await phone(`${srv.url}/?table=1`, true);
    await seeText(cara, 'Table 1 – Lisbon');
    await cara.getByRole('button', { name: 'Not your table? Choose another' }).click();
    const list = cara.getByLabel('Your table');
    expect(await list.inputValue()).toBe('1');
    await list.selectOption('2');
    await checkFits(cara);
    await joinAs(cara, 'Cara', 'Table 2 – Kraków');

    const lost = await phone(`${srv.url}/?table=99`);
    await seeText(lost, 'There is no table 99 in this quiz. Please choose yours.');
    expect(await lost.getByLabel('Your table').inputValue()).toBe('');
    await shot(lost, 'phone-join-unknown-table');
    await lost.context().close();
    expect(await teamOf('Cara')).toBe(2);
    expect(errors).toEqual([]);
  });

  test("after a reveal: the table's place and the guest's points for it", async () => {
    operator.emit(ClientEvent.requestNextState, { from: GameState.NEW });
    await seeText(ann, 'Game is starting!');
    expect(await standing(ann)).toBe('Playing for Table 2');
    operator.emit(ClientEvent.requestNextState, { from: GameState.STARTING_QUIZ });
    await operator.view(GameState.SHOW_QUESTION_OPTIONS, 0);
    await ann.getByRole('button', { name: 'B: In the university library' }).click();
    await cara.getByRole('button', { name: 'B: In the university library' }).click();
    await ben.getByRole('button', { name: "A: At a friend's barbecue" }).click();
    await operator.view(GameState.SHOW_CORRECT_ANSWER, 0);
    await seeText(ann, 'Correct!');
    expect(await standing(ann)).toMatch(/^Table 2 is 1st · your points for the table: [\d,]+$/);
    expect(await standing(ben)).toMatch(/^Table 8 is \d+(st|nd|rd|th) · your points for the table: 0$/);
    await shot(ann, 'phone-table-reveal');

    operator.emit(ClientEvent.requestNextState, { from: GameState.SHOW_CORRECT_ANSWER });
    await operator.view(GameState.SHOW_LEADERBOARD, 0);
    await seeText(ann, /^You are \d+(st|nd|rd|th)$/);
    expect(await standing(ann)).toMatch(/^Table 2 is 1st · your points for the table: [\d,]+$/);
    await checkFits(ann);
    await shot(ann, 'phone-table-view');
    await shot(ben, 'phone-table-view-large');
    expect(errors).toEqual([]);
  });

  test('a break: its message in place of the step; a late guest still joins; then back', async () => {
    operator.emit(ClientEvent.setBreak, { message: BREAK });
    await seeText(ann, BREAK);
    expect(await ann.locator('.break-card .card__kicker').innerText()).toMatch(/^break$/i);
    expect(await standing(ann)).toMatch(/^Table 2 is 1st/);
    await checkFits(ann);
    await shot(ann, 'phone-break');
    await shot(ben, 'phone-break-large');

    const late = await phone(`${srv.url}/?table=3`, true);
    await seeText(late, 'Table 3 – Lake Bled');
    await tryJoin(late, 'Dev');
    await seeText(late, BREAK);
    expect(await teamOf('Dev')).toBe(3);

    operator.emit(ClientEvent.setBreak, { message: null });
    await notSeeText(ann, BREAK);
    await seeText(ann, /^You are \d+(st|nd|rd|th)$/);
    expect(operator.all('actionRejected')).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('the phone in Two sides mode, with 80 tables, and solo', { timeout: 60_000 }, () => {
  test("two big buttons with the couple's sides", async () => {
    const srv = await startTestServer({
      quizFile: await variant('sides', { playMode: 'sides', tables: undefined }),
      timings: TIMINGS,
    });
    try {
      for (const small of [false, true]) {
        const page = await phone(`${srv.url}/`, small);
        const anna = page.getByRole('button', { name: "Anna's side" });
        await anna.waitFor();
        await page.getByRole('button', { name: "James's side" }).waitFor();
        await seeText(page, 'Which side are you on?');
        await tryJoin(page, small ? 'Sam' : 'Sue');
        await seeText(page, 'Please choose your side.');
        await anna.click();
        expect(await anna.getAttribute('aria-pressed')).toBe('true');
        await checkFits(page);
        await shot(page, small ? 'phone-join-sides-small' : 'phone-join-sides');
        await joinAs(page, small ? 'Sam' : 'Sue', "Anna's side");
      }
    } finally {
      await srv.dispose();
    }
    expect(errors).toEqual([]);
  });

  test('80 tables fit one list on a 320 px phone', async () => {
    const tables = Array.from({ length: 80 }, (_, i) => ({
      number: i + 1,
      ...(i % 3 === 0 ? { name: `The Old Harbour Lighthouse ${i + 1}` } : {}),
    }));
    const srv = await startTestServer({ quizFile: await variant('eighty', { tables }), timings: TIMINGS });
    try {
      const page = await phone(`${srv.url}/`, true);
      const list = page.getByLabel('Your table');
      await list.waitFor();
      expect(await list.locator('option').count()).toBe(81);
      await list.selectOption({ label: 'Table 79 – The Old Harbour Lighthouse 79' });
      await checkFits(page);
      await shot(page, 'phone-join-picker-80');
      await joinAs(page, 'Zoe', 'Table 79 – The Old Harbour Lighthouse 79');
    } finally {
      await srv.dispose();
    }
    expect(errors).toEqual([]);
  });

  test('solo: the join form as ever, and no list of tables asked for', async () => {
    const srv = await startTestServer({
      quizFile: resolve('resources/samples/showcase.wedding-quiz.json'),
      timings: TIMINGS,
    });
    try {
      const asked: string[] = [];
      const { context, page } = await openPage(chrome.browser, 'about:blank', PHONE, errors);
      context.on('request', (request) => asked.push(new URL(request.url()).pathname));
      await page.goto(`${srv.url}/`);
      await page.locator('.join-form').waitFor();
      expect(await page.locator('.team-choice, select').count()).toBe(0);
      await tryJoin(page, 'Solo');
      await seeText(page, 'Look for your name on the big screen');
      expect(await page.locator('.team-badge').count()).toBe(0);
      expect(asked.filter((path) => path === '/teams')).toEqual([]);
    } finally {
      await srv.dispose();
    }
    expect(errors).toEqual([]);
  });
});
