/**
 * The big screen of a team game, in Chromium: the tables sample is played by eight guests over sockets,
 * sitting at four of its twelve tables, while /screen is watched at 1920x1080 and 1280x720. The lobby by
 * tables, the Top 5 tables, a break, the autopilot's bar and the tables' podium are saved under
 * test-results/screens/tables/; nothing may spill out of the picture at either size. Then quizzes of 24
 * and 80 tables show their lobbies, and a game of two sides is played to its podium.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { GameState } from '@shared/model/gameState';
import tablesSample from '../../resources/samples/tables.wedding-quiz.json';
import { useSharedChromium } from './fixtures/chromium';
import { eventually, openPage, screenshot, seeText, settled } from './harness';
import { expectCornerClear } from './fixtures/cornerClear';
import { connectOperator, startTestServer, TestClient, type TestServer } from '../integration/harness';
import { settle } from './fixtures/motion';
import { skipToAnswering } from '../integration/operatorSteps';

const TABLES = resolve('resources/samples/tables.wedding-quiz.json');
const SHOWCASE = resolve('resources/samples/showcase.wedding-quiz.json');
const TIMINGS = { countdownSeconds: 1, questionSeconds: 1, answerSeconds: 60 };
const BREAK = 'Dinner is served — the quiz goes on after the cake!';
/** Who sits where: tables 1, 2, 3 and 6 of twelve; the others stay empty. */
const SEATS: [string, number][] = [
  ['Dan', 1],
  ['Maya', 1],
  ['Cleo', 2],
  ['Ben', 3],
  ['Ada', 3],
  ['Eli', 3],
  ['Finn', 6],
  ['Gus', 6],
];

interface SampleQuestion {
  kind?: string;
  correct?: number;
  answer?: number;
  items?: string[];
  options?: string[];
}
const QUESTIONS = tablesSample.quiz.questions as SampleQuestion[];

/** A valid answer for guest `i`: every other guest right, the rest wrong or near. */
function answerFor(q: SampleQuestion, i: number): number | number[] {
  const right = i % 2 === 0;
  switch (q.kind ?? 'choice') {
    case 'closest':
      return (q.answer ?? 0) + (right ? 0 : i);
    case 'order': {
      const order = (q.items ?? []).map((_, k) => k);
      return right ? order : [...order].reverse();
    }
    case 'poll':
      return i % (q.options?.length ?? 2);
    case 'trueFalse':
      return right ? q.correct! : 1 - q.correct!;
    default:
      return right ? q.correct! : (q.correct! + 1) % 3;
  }
}

const chrome = useSharedChromium();
const { errors } = chrome;

/** A guest's phone, joined at a table (or side). */
async function joinAt(url: string, username: string, team: number): Promise<TestClient> {
  const client = await TestClient.connect(url);
  client.emit('joinGame', { username, team });
  await client.next('joinedGame');
  return client;
}

/** Nothing in the page's main area is cut off or pushed out of the picture. */
async function expectInsideScreen(page: Page, what: string): Promise<void> {
  const outside = await page.evaluate(`(() => {
    const main = document.querySelector('.app__main');
    if (!main) return ['no main'];
    const bad = [];
    for (const el of main.querySelectorAll('*')) {
      // The petals fall past the edges on purpose; a screen reader's words are 1 px on purpose.
      if (el.closest('.celebration, .visually-hidden')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (r.left < -1 || r.top < -1 || r.right > innerWidth + 1 || r.bottom > innerHeight + 1)
        bad.push(el.className + ' ' + Math.round(r.left) + ',' + Math.round(r.top) + ' ' + Math.round(r.right) + ',' + Math.round(r.bottom));
      const style = getComputedStyle(el);
      if (el.scrollHeight > el.clientHeight + 2 && style.overflowY === 'hidden' && !style.webkitLineClamp.match(/^[0-9]/))
        bad.push('clipped: ' + el.className + ' ' + el.scrollHeight + '>' + el.clientHeight);
    }
    return bad;
  })()`);
  expect(outside, what).toEqual([]);
}

async function shoot(page: Page, name: string): Promise<void> {
  // A page in the background holds its animations: the tiles would still be popping in.
  await page.bringToFront();
  await screenshot(page, `tables/${name}`);
}

/** The text of table `n`'s tile in the lobby. */
async function tileText(page: Page, n: number): Promise<string> {
  return page.locator(`[data-testid="team-lobby"] [data-team="${n}"]`).innerText();
}

describe('a tables game on the big screen', { timeout: 180_000 }, () => {
  let srv: TestServer;
  let operator: TestClient;
  const phones: TestClient[] = [];
  let screen: Page;
  let small: Page;

  beforeAll(async () => {
    srv = await startTestServer({ quizFile: TABLES, timings: TIMINGS });
    operator = await connectOperator(srv.url);
    for (const [name, table] of SEATS) phones.push(await joinAt(srv.url, name, table));
    const open = async (width: number, height: number): Promise<Page> =>
      (await openPage(chrome.browser, `${srv.url}/screen`, { viewport: { width, height } }, errors)).page;
    screen = await open(1920, 1080);
    small = await open(1280, 720);
    await seeText(screen, `Waiting for players... (${SEATS.length})`);
  });

  afterAll(async () => {
    for (const p of phones) p.close();
    operator?.close();
    await srv?.dispose();
  });

  /** Both screens, checked and (the large one) saved. */
  async function check(name: string, what: string): Promise<void> {
    await shoot(screen, name);
    await shoot(small, `${name}-720`);
    await expectInsideScreen(screen, `${what} at 1920x1080`);
    await expectInsideScreen(small, `${what} at 1280x720`);
    // The corner join code shows during the game (not in the lobby, on a break or the podium).
    const inGame = !/lobby|break|podium/.test(name);
    expect(await expectCornerClear(screen, what), `${what}: the corner join code shows`).toBe(inGame);
  }

  async function answerAll(q: number): Promise<void> {
    for (const [i, phone] of phones.entries()) {
      phone.emit('userAnsweredQuestion', { questionNo: q, answer: answerFor(QUESTIONS[q]!, i) });
      await phone.next('userAnswered');
    }
  }

  /** From the step before question `q`'s countdown to its reveal, every guest answering. */
  async function play(q: number, from: number): Promise<void> {
    operator.emit('requestNextState', { from });
    await skipToAnswering(operator, q);
    await answerAll(q);
    await operator.view(GameState.SHOW_CORRECT_ANSWER, q);
  }

  test('the lobby groups the guests by table and shows the empty tables', async () => {
    for (const page of [screen, small]) {
      await page.getByTestId('team-lobby').waitFor();
      expect(await page.locator('[data-testid="team-lobby"] [data-team]').count()).toBe(12);
    }
    expect(await tileText(screen, 1)).toMatch(/Table 1 – Lisbon\s+2 players\s+Maya, Dan/);
    expect(await tileText(screen, 3)).toContain('3 players');
    expect(await tileText(screen, 5)).toMatch(/^Table 5\s+nobody yet$/);
    expect(await screen.locator('.team-tile--empty').count()).toBe(8);
    // A late guest appears at their table without a new view (the screen's updatePlayers).
    phones.push(await joinAt(srv.url, 'Hana', 12));
    await eventually(
      () => tileText(screen, 12),
      (text) => text.includes('1 player'),
    );
    await seeText(screen, `Waiting for players... (${SEATS.length + 1})`);
    await settle(screen);
    await check('lobby-by-tables', 'the lobby by tables');
  });

  test('the leaderboard shows the Top 5 tables, their players and how a table scores', async () => {
    operator.emit('requestNextState', { from: GameState.NEW });
    await operator.view(GameState.STARTING_QUIZ);
    await play(0, GameState.STARTING_QUIZ);
    operator.emit('requestNextState', { from: GameState.SHOW_CORRECT_ANSWER });
    const view = await operator.view(GameState.SHOW_LEADERBOARD, 0);
    expect(view.state).toBe(GameState.SHOW_LEADERBOARD);
    for (const page of [screen, small]) {
      await seeText(page, 'Top 5 tables');
      await seeText(
        page,
        'Table score = the average points of its players, so big and small tables are equal.',
      );
      await page.locator('[data-testid="leaderboard"][data-reordered="true"]').waitFor();
    }
    const rows = await screen.locator('.leaderboard__row').allInnerTexts();
    expect(rows).toHaveLength(5);
    expect(rows.join('\n')).toContain('Table 1 – Lisbon');
    expect(rows.join('\n')).toMatch(/Table 3 – Lake Bled\s+3 players/);
    await settle(screen);
    await check('leaderboard-tables', 'the Top 5 tables');
  });

  test('a break: the message, the tables so far and the join code for late arrivals', async () => {
    operator.emit('setBreak', { message: BREAK });
    for (const page of [screen, small]) {
      await page.getByTestId('break').waitFor();
      expect(await page.getByTestId('break-message').innerText()).toBe(BREAK);
      await seeText(page, 'The tables so far');
    }
    expect(await screen.locator('.break-standings__row').count()).toBe(5);
    expect(await screen.getByTestId('join-url').innerText()).toBe(`${srv.url}/`);
    await screen.locator('.lobby__qr[src]').waitFor();
    await check('break', 'the break');
    // The longest message a break takes still fits beside the standings.
    const longest = 'The first dance is about to begin, so put your phones away for a little while: '.repeat(
      2,
    );
    operator.emit('setBreak', { message: longest.slice(0, 160).trim() });
    await eventually(
      () => screen.getByTestId('break-message').innerText(),
      (text) => text === longest.slice(0, 160).trim(),
    );
    await check('break-longest', 'the break with the longest message');
    operator.emit('setBreak', { message: null });
    await seeText(screen, 'Top 5 tables');
  });

  test('the autopilot draws a bar that fills until the next step, and stands still when paused', async () => {
    await play(1, GameState.SHOW_LEADERBOARD);
    expect(await screen.getByTestId('autopilot-bar').count()).toBe(0);
    operator.emit('setAutopilot', { enabled: true, revealSeconds: 12, leaderboardSeconds: 30 });
    const bar = screen.getByTestId('autopilot-bar');
    await bar.waitFor();
    const filled = async (): Promise<number> => Number(await bar.getAttribute('aria-valuenow'));
    await eventually(filled, (v) => v >= 20);
    await check('autopilot-bar', 'the reveal with the autopilot bar');
    operator.emit('pauseTimer');
    await screen.locator('[data-testid="autopilot-bar"][data-paused="true"]').waitFor();
    const frozen = await filled();
    await screen.waitForTimeout(600);
    expect(await filled()).toBe(frozen);
    operator.emit('resumeTimer');
    await screen.locator('[data-testid="autopilot-bar"][data-paused="false"]').waitFor();
    operator.emit('setAutopilot', { enabled: false });
    await bar.waitFor({ state: 'detached' });
  });

  test('the podium crowns a table, then names the best player of the night', async () => {
    for (let q = 2; q < QUESTIONS.length; q++) {
      // After a poll the reveal goes straight on to the next question.
      if (QUESTIONS[q - 1]!.kind === 'poll') await play(q, GameState.SHOW_CORRECT_ANSWER);
      else {
        operator.emit('requestNextState', { from: GameState.SHOW_CORRECT_ANSWER });
        await operator.view(GameState.SHOW_LEADERBOARD, q - 1);
        await play(q, GameState.SHOW_LEADERBOARD);
      }
    }
    operator.emit('requestNextState', { from: GameState.SHOW_CORRECT_ANSWER });
    for (let state: number = GameState.SHOW_FINAL_RESULTS_SHOW_0; ; state++) {
      await operator.view(state);
      if (state === GameState.SHOW_FINAL_RESULTS_SHOW_3) break;
      operator.emit('requestNextState', { from: state });
    }
    for (const page of [screen, small]) {
      await page.getByTestId('best-player').waitFor();
      expect(await page.locator('[data-revealed="true"]').count()).toBe(3);
    }
    const best = await screen.getByTestId('best-player').innerText();
    expect(best).toMatch(/^Best player of the night: \S+ \(\d+\)$/);
    await seeText(screen, /^Congratulations, Table \d+/);
    await settle(screen);
    await check('podium-table', 'the tables podium');
  });
});

/** The tables sample with its teams changed: 80 tables, or two sides. */
async function variantFile(dir: string, name: string, change: Record<string, unknown>): Promise<string> {
  const sample = JSON.parse(await readFile(TABLES, 'utf8')) as { quiz: Record<string, unknown> };
  const file = join(dir, `${name}.wedding-quiz.json`);
  await writeFile(file, JSON.stringify({ ...sample, quiz: { ...sample.quiz, ...change } }));
  return file;
}

describe('other team games', { timeout: 120_000 }, () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'wq-tables-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** Opens the lobby at both sizes, checks it with `expectations`, and saves it. */
  async function lobbyOf(
    file: string,
    seats: [string, number][],
    name: string,
    expectations: (page: Page) => Promise<void>,
  ): Promise<void> {
    const srv = await startTestServer({ quizFile: file, timings: TIMINGS });
    const guests: TestClient[] = [];
    try {
      for (const [guest, team] of seats) guests.push(await joinAt(srv.url, guest, team));
      for (const [width, height] of [
        [1920, 1080],
        [1280, 720],
      ] as const) {
        const page = (
          await openPage(chrome.browser, `${srv.url}/screen`, { viewport: { width, height } }, errors)
        ).page;
        await seeText(page, `Waiting for players... (${seats.length})`);
        await page.getByTestId('team-lobby').waitFor();
        await expectations(page);
        await settle(page);
        await shoot(page, width === 1920 ? name : `${name}-720`);
        await expectInsideScreen(page, `${name} at ${width}x${height}`);
        await page.context().close();
      }
    } finally {
      for (const g of guests) g.close();
      await srv.dispose();
    }
  }

  test('24 named tables: one line of names each', async () => {
    const towns = ['Lisbon', 'Kraków', 'Lake Bled', 'Kyoto', 'Edinburgh', 'Porto', 'Santorini', 'Marrakesh'];
    const tables = Array.from({ length: 24 }, (_, i) => ({ number: i + 1, name: towns[i % towns.length] }));
    const file = await variantFile(dir, 'twenty-four', { tables });
    const seats = Array.from({ length: 40 }, (_, i) => [`Guest ${i + 1}`, (i % 20) + 1] as [string, number]);
    await lobbyOf(file, seats, 'lobby-24-tables', async (page) => {
      expect(await page.locator('[data-testid="team-lobby"] [data-team]').count()).toBe(24);
      expect(await tileText(page, 3)).toMatch(/^Table 3 – Lake Bled\s+2 players\s+Guest 23, Guest 3$/);
      expect(await tileText(page, 24)).toMatch(/^Table 24 – Marrakesh\s+nobody yet$/);
    });
  });

  test('80 tables still fit, each with its number and how many sit there', async () => {
    const tables = Array.from({ length: 80 }, (_, i) => ({ number: i + 1, name: `Garden ${i + 1}` }));
    const file = await variantFile(dir, 'eighty', { tables });
    const seats = Array.from(
      { length: 30 },
      (_, i) => [`Guest ${i + 1}`, ((i * 7) % 80) + 1] as [string, number],
    );
    await lobbyOf(file, seats, 'lobby-80-tables', async (page) => {
      expect(await page.locator('[data-testid="team-lobby"] [data-team]').count()).toBe(80);
      expect(await tileText(page, 8)).toMatch(/^Table\s+8\s+1 player$/);
      expect(await tileText(page, 3)).toMatch(/^Table\s+3\s+nobody yet$/);
      // Still readable from the back: no tile's text under 18 px on a 1080-line picture.
      const smallestFont = (): Promise<number> =>
        page.evaluate(`Math.min(...[...document.querySelectorAll('.team-tile *')]
        .map((el) => parseFloat(getComputedStyle(el).fontSize) * 1080 / innerHeight))`);
      // The grid refits a few frames after the tiles arrive.
      expect(await settled(smallestFont, (px) => px >= 18)).toBeGreaterThanOrEqual(18);
    });
  });

  test("500 tables, the format's most (issue 29): every table in the grid, none cut off", async () => {
    const tables = Array.from({ length: 500 }, (_, i) => ({ number: i + 1 }));
    const file = await variantFile(dir, 'five-hundred', { tables });
    const seats = Array.from({ length: 20 }, (_, i) => [`G${i + 1}`, i * 10 + 1] as [string, number]);
    await lobbyOf(file, seats, 'lobby-500-tables', async (page) => {
      expect(await page.locator('[data-testid="team-lobby"] [data-team]').count()).toBe(500);
      // Every tile inside the picture, and its number whole inside its tile.
      const cut = await page.evaluate(`[...document.querySelectorAll('.team-tile')].filter((tile) => {
        const box = tile.getBoundingClientRect();
        const label = tile.querySelector('.team-tile__label')?.getBoundingClientRect();
        return box.bottom > innerHeight || box.right > innerWidth || !label ||
          label.width > box.width + 1 || label.height > box.height + 1;
      }).map((tile) => {
        const b = tile.getBoundingClientRect();
        const l = tile.querySelector('.team-tile__label')?.getBoundingClientRect();
        return tile.dataset.team + ' ' + [b.width, b.height, b.bottom, l?.width, l?.height].map(Math.round).join(',');
      })`);
      expect(cut).toEqual([]);
      // The number alone on screen; the count is there for screen readers, the tile drawn solid.
      expect(await tileText(page, 11)).toMatch(/^Table\s+11\s*1 player$/);
      expect(await page.locator('[data-team="11"]').getAttribute('class')).not.toContain('empty');
      expect(await page.locator('[data-team="12"]').getAttribute('class')).toContain('team-tile--empty');
    });
  });

  test('two sides: a column each in the lobby, then side against side, and a side crowned', async () => {
    const sides = ["Anna's family & friends", "James's family & friends"];
    const file = await variantFile(dir, 'sides', {
      playMode: 'sides',
      sideNames: sides,
      questions: QUESTIONS.slice(0, 2),
    });
    const srv = await startTestServer({ quizFile: file, timings: TIMINGS });
    const operator = await connectOperator(srv.url);
    const seats: [string, number][] = [
      ['Dan', 1],
      ['Maya', 2],
      ['Cleo', 1],
      ['Ben', 1],
    ];
    const guests: TestClient[] = [];
    const pages: Page[] = [];
    /** Both sizes, saved and checked. */
    const check = async (name: string): Promise<void> => {
      for (const page of pages) {
        const big = page.viewportSize()?.width === 1920;
        await shoot(page, big ? name : `${name}-720`);
        await expectInsideScreen(page, `${name} at ${big ? '1920x1080' : '1280x720'}`);
      }
    };
    const playSides = async (q: number, from: number): Promise<void> => {
      operator.emit('requestNextState', { from });
      await skipToAnswering(operator, q);
      for (const [i, guest] of guests.entries()) {
        guest.emit('userAnsweredQuestion', { questionNo: q, answer: answerFor(QUESTIONS[q]!, i) });
        await guest.next('userAnswered');
      }
      await operator.view(GameState.SHOW_CORRECT_ANSWER, q);
    };
    try {
      for (const [guest, team] of seats) guests.push(await joinAt(srv.url, guest, team));
      for (const [width, height] of [
        [1920, 1080],
        [1280, 720],
      ] as const) {
        const page = (
          await openPage(chrome.browser, `${srv.url}/screen`, { viewport: { width, height } }, errors)
        ).page;
        await seeText(page, 'Waiting for players... (4)');
        expect(await tileText(page, 1)).toMatch(/^Anna's family & friends\s+3 players/);
        expect(await tileText(page, 2)).toMatch(/^James's family & friends\s+1 player\s+Maya$/);
        pages.push(page);
      }
      await settle(pages[0]!);
      await check('lobby-sides');

      operator.emit('requestNextState', { from: GameState.NEW });
      await operator.view(GameState.STARTING_QUIZ);
      await playSides(0, GameState.STARTING_QUIZ);
      operator.emit('requestNextState', { from: GameState.SHOW_CORRECT_ANSWER });
      for (const page of pages) {
        await seeText(page, 'Side against side');
        await seeText(
          page,
          'Side score = the average points of its players, so big and small sides are equal.',
        );
        await page.locator('[data-testid="leaderboard"][data-reordered="true"]').waitFor();
        expect(await page.locator('.leaderboard__row').count()).toBe(2);
      }
      await settle(pages[0]!);
      await check('leaderboard-sides');

      await playSides(1, GameState.SHOW_LEADERBOARD);
      operator.emit('requestNextState', { from: GameState.SHOW_CORRECT_ANSWER });
      for (let state: number = GameState.SHOW_FINAL_RESULTS_SHOW_0; ; state++) {
        await operator.view(state);
        if (state === GameState.SHOW_FINAL_RESULTS_SHOW_3) break;
        operator.emit('requestNextState', { from: state });
      }
      for (const page of pages) {
        await page.getByTestId('best-player').waitFor();
        await seeText(page, /^Congratulations, (Anna|James)'s family & friends!$/);
      }
      await settle(pages[0]!);
      await check('podium-sides');
    } finally {
      for (const page of pages) await page.context().close();
      for (const g of guests) g.close();
      operator.close();
      await srv.dispose();
    }
  });
});

describe('a break in a solo game', { timeout: 120_000 }, () => {
  test('before the first question, then with the Top 5 players so far', async () => {
    const srv = await startTestServer({ quizFile: SHOWCASE, timings: TIMINGS });
    const operator = await connectOperator(srv.url);
    const guests: TestClient[] = [];
    try {
      for (const name of ['Dan', 'Maya', 'Cleo']) {
        const guest = await TestClient.connect(srv.url);
        guest.emit('joinGame', name);
        await guest.next('joinedGame');
        guests.push(guest);
      }
      const screen = (
        await openPage(
          chrome.browser,
          `${srv.url}/screen`,
          { viewport: { width: 1920, height: 1080 } },
          errors,
        )
      ).page;
      await seeText(screen, 'Waiting for players... (3)');
      expect(await screen.getByTestId('team-lobby').count()).toBe(0);
      operator.emit('requestNextState', { from: GameState.NEW });
      await operator.view(GameState.STARTING_QUIZ);
      operator.emit('setBreak', { message: 'Starters first!' });
      await screen.getByTestId('break').waitFor();
      await seeText(screen, 'The quiz starts right after the break.');
      expect(await screen.getByTestId('break-standings').count()).toBe(0);
      operator.emit('setBreak', { message: null });
      operator.emit('requestNextState', { from: GameState.STARTING_QUIZ });
      await skipToAnswering(operator, 0);
      for (const [i, guest] of guests.entries()) {
        guest.emit('userAnsweredQuestion', { questionNo: 0, answer: i === 0 ? 1 : 0 });
        await guest.next('userAnswered');
      }
      await operator.view(GameState.SHOW_CORRECT_ANSWER, 0);
      operator.emit('setBreak', { message: BREAK });
      await seeText(screen, 'The scores so far');
      const rows = await screen.locator('.break-standings__row').allInnerTexts();
      expect(rows).toHaveLength(3);
      expect(rows[0]).toMatch(/^#1\s+Dan\s+\d+$/);
      await settle(screen);
      await shoot(screen, 'break-solo');
      await expectInsideScreen(screen, 'a solo break');
      await screen.context().close();
    } finally {
      for (const g of guests) g.close();
      operator.close();
      await srv.dispose();
    }
  });
});
