/**
 * WCAG 2.2 A/AA on the big screen and the results page, in Chromium with axe-core: the showcase quiz
 * played by four guests (two with very wide names, who win) while /screen at 1920x1080 is checked in
 * every state, from the lobby to the best player; then a tables game's lobby, Top 5 and podium; then the
 * results page, the phone's join form and the operator panel (their colours). Every check must find no
 * violation, the wide names must fit or end in an ellipsis, and each page has its own title, one h1 and
 * a main landmark. Screenshots go to test-results/screens/access/.
 */
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { GameState } from '@shared/model/gameState';
import { axeViolations, describeViolations } from './axe';
import { useSharedChromium } from './fixtures/chromium';
import { openOperatorPanel } from './fixtures/operatorPanel';
import { contrastRatio, parseColour } from './contrast';
import { openPage, PHONE, screenshot, seeText } from './harness';
import {
  connectOperator,
  OPERATOR_KEY,
  startTestServer,
  TestClient,
  type TestServer,
} from '../integration/harness';
import { settle } from './fixtures/motion';
import { skipToAnswering } from '../integration/operatorSteps';

const SHOWCASE = resolve('resources/samples/showcase.wedding-quiz.json');
const TABLES = resolve('resources/samples/tables.wedding-quiz.json');
const TIMINGS = { countdownSeconds: 2, questionSeconds: 2, answerSeconds: 60 };
const WIDE = 'WWWWWWWWWW';
// Issue 18 refuses extra-wide characters (U+FDFD): ten CJK characters are the widest name allowed.
const WIDEST = '龘'.repeat(10);
/** The wide names first: they answer right and take the podium's top places. */
const GUESTS = [WIDE, WIDEST, 'Dan', 'Maya'] as const;
const KINDS = ['choice', 'trueFalse', 'whoSaidIt', 'closest', 'order', 'poll', 'whoSaidIt', 'choice'];

/** Guest `g`'s answer to the showcase's (and the tables sample's) question `q`: the first two right. */
function answerFor(q: number, g: number): number | number[] {
  const right = g < 2;
  switch (q) {
    case 3:
      return right ? 14 : 20 + g;
    case 4:
      return right ? [0, 1, 2, 3] : [3, 2, 1, 0];
    case 5:
      return g % 4;
    case 6:
    case 7:
      return right ? 2 : 0;
    default:
      return right ? 1 : 0;
  }
}

/** The state before question `q`'s countdown: the intro, a poll's reveal or a leaderboard. */
function stateBefore(q: number): number {
  if (q === 0) return GameState.STARTING_QUIZ;
  return KINDS[q - 1] === 'poll' ? GameState.SHOW_CORRECT_ANSWER : GameState.SHOW_LEADERBOARD;
}

const chrome = useSharedChromium();
const { errors } = chrome;

async function shoot(page: Page, name: string): Promise<void> {
  await page.bringToFront();
  await screenshot(page, `access/${name}`);
}

/**
 * Each element whose own text holds a wide name fits its box or is cut with an ellipsis, and lies
 * inside the window.
 */
async function wideNamesProblems(page: Page): Promise<string[]> {
  return (await page.evaluate(`(() => {
    const names = ${JSON.stringify([WIDE, WIDEST])};
    const bad = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!names.some((n) => node.textContent.includes(n))) continue;
      const el = node.parentElement;
      if (el.closest('.visually-hidden, [aria-hidden="true"]')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0) continue;
      const style = getComputedStyle(el);
      const cut = style.textOverflow === 'ellipsis' && style.overflowX === 'hidden';
      if (el.scrollWidth > el.clientWidth + 1 && !cut)
        bad.push('overflows: ' + el.className + ' ' + el.scrollWidth + '>' + el.clientWidth);
      if (r.left < -1 || r.right > innerWidth + 1) bad.push('outside: ' + el.className);
    }
    return bad;
  })()`)) as string[];
}

/** The light pages the focus ring is drawn on (2 px outside the element): ivory, the page, blush. */
const PAGE_COLOURS = ['#fffaf5', '#f8ece6', '#f4dcd6'].map(parseColour);

/** The first few stops of the keyboard each show a solid ring of 2 px or more, at 3:1 on every page colour. */
async function expectFocusRing(page: Page, where: string): Promise<void> {
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    const ring = (await page.evaluate(`(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      const s = getComputedStyle(el);
      return { what: el.tagName + '.' + el.className, style: s.outlineStyle, width: parseFloat(s.outlineWidth), colour: s.outlineColor };
    })()`)) as { what: string; style: string; width: number; colour: string } | null;
    if (!ring) continue;
    expect(ring.style, `${where}: ${ring.what}`).toBe('solid');
    expect(ring.width, `${where}: ${ring.what}`).toBeGreaterThanOrEqual(2);
    for (const bg of PAGE_COLOURS)
      expect(contrastRatio(parseColour(ring.colour), bg), `${where}: ${ring.what}`).toBeGreaterThanOrEqual(3);
  }
}

interface Found {
  what: string;
  problem: string;
}

/**
 * Collects a page's axe violations and wide-name problems, and (`structure`) that it has one h1 and
 * one main landmark; saves its picture.
 */
function checker(found: Found[], structured = true) {
  return async (page: Page, what: string, shot?: string): Promise<void> => {
    await settle(page);
    const violations = await axeViolations(page);
    if (violations.length > 0) found.push({ what, problem: describeViolations(violations) });
    for (const problem of await wideNamesProblems(page)) found.push({ what, problem });
    const { h1, main } = await structure(page);
    if (structured && (h1 !== 1 || main !== 1)) found.push({ what, problem: `${h1} h1, ${main} main` });
    if (shot) await shoot(page, shot);
  };
}

function report(found: Found[]): string {
  return found.map((f) => `${f.what}:\n  ${f.problem.replace(/\n/g, '\n  ')}`).join('\n');
}

/** A guest's phone over a socket (at a table, in a team game). */
async function join(url: string, username: string, team?: number): Promise<TestClient> {
  const client = await TestClient.connect(url);
  client.emit('joinGame', team === undefined ? { username } : { username, team });
  await client.next('joinedGame');
  return client;
}

async function stageOf(page: Page, kind: string, step: 'options' | 'reveal'): Promise<void> {
  await page.locator(`[data-testid="stage"][data-kind="${kind}"][data-step="${step}"]`).waitFor();
}

/** The page's title, its h1s and its main landmarks. */
async function structure(page: Page): Promise<{ title: string; h1: number; main: number }> {
  return {
    title: await page.title(),
    h1: await page.locator('h1').count(),
    main: await page.locator('main, [role="main"]').count(),
  };
}

describe('the big screen and the results page meet WCAG 2.2 AA', { timeout: 240_000 }, () => {
  let srv: TestServer;
  let operator: TestClient;
  const phones: TestClient[] = [];
  let screen: Page;
  const found: Found[] = [];
  const check = checker(found);

  beforeAll(async () => {
    srv = await startTestServer({ quizFile: SHOWCASE, timings: TIMINGS });
    operator = await connectOperator(srv.url);
    for (const name of GUESTS) phones.push(await join(srv.url, name));
    screen = (
      await openPage(chrome.browser, `${srv.url}/screen`, { viewport: { width: 1920, height: 1080 } }, errors)
    ).page;
    await seeText(screen, `Waiting for players... (${GUESTS.length})`);
  });

  afterAll(async () => {
    for (const p of phones) p.close();
    operator?.close();
    await srv?.dispose();
  });

  async function answerAll(q: number): Promise<void> {
    for (const [g, phone] of phones.entries()) {
      phone.emit('userAnsweredQuestion', { questionNo: q, answer: answerFor(q, g) });
      await phone.next('userAnswered');
    }
  }

  test('the colours of the phone join form and the operator panel', async () => {
    // The phone's and the operator's own tests check their structure; here only their colours.
    const mine: Found[] = [];
    const checkColours = checker(mine, false);
    const phone = (await openPage(chrome.browser, `${srv.url}/`, PHONE, errors)).page;
    await phone.locator('input').first().waitFor();
    await checkColours(phone, 'phone join form', 'contrast-join');
    await expectFocusRing(phone, 'the phone join form');
    const panel = await openOperatorPanel(chrome, srv.url);
    await seeText(panel, 'Operator panel');
    await checkColours(panel, 'operator panel', 'contrast-operator');
    await expectFocusRing(panel, 'the operator panel');
    const colours = mine.filter((f) => f.problem.includes('color-contrast'));
    expect(colours, report(colours)).toEqual([]);
  });

  test('every state of a game, from the lobby to the best player', async () => {
    expect(await structure(screen)).toEqual({ title: 'Wedding Quiz — Big screen', h1: 1, main: 1 });
    await check(screen, 'lobby', 'screen-lobby');
    const announcer = screen.getByTestId('screen-announcer');
    expect(await announcer.textContent()).toBe('Waiting for players');
    operator.emit('requestNextState', { from: GameState.NEW });
    await operator.view(GameState.STARTING_QUIZ);
    await seeText(screen, 'Anna & James: the showcase quiz');
    await check(screen, 'intro', 'screen-intro');
    for (let q = 0; q < KINDS.length; q++) {
      const kind = KINDS[q]!;
      operator.emit('requestNextState', { from: stateBefore(q) });
      if (q === 0) {
        // The countdown and the question alone: held still while they are checked.
        await operator.view(GameState.STARTING_NEXT_QUESTION, 0);
        operator.emit('pauseTimer');
        await seeText(screen, 'Question is coming up!');
        await check(screen, 'countdown', 'screen-countdown');
        operator.emit('resumeTimer');
        await operator.view(GameState.SHOW_QUESTION, 0);
        operator.emit('pauseTimer');
        await check(screen, 'question without options', 'screen-question');
        expect(await announcer.textContent()).toBe('Question 1 of 8: Where did Anna and James first meet?');
        operator.emit('resumeTimer');
      }
      // The first question's countdown was looked at above; the others are skipped.
      await (q === 0 ? operator.view(GameState.SHOW_QUESTION_OPTIONS, 0) : skipToAnswering(operator, q));
      await stageOf(screen, kind, 'options');
      await check(screen, `${kind} (question ${q + 1}) answering`, `screen-${q + 1}-${kind}-answering`);
      await answerAll(q);
      await stageOf(screen, kind, 'reveal');
      await settle(screen);
      await check(screen, `${kind} (question ${q + 1}) reveal`, `screen-${q + 1}-${kind}-reveal`);
      // A poll's reveal goes straight on; the last question's goes to the podium.
      if (kind === 'poll' || q === KINDS.length - 1) continue;
      operator.emit('requestNextState', { from: GameState.SHOW_CORRECT_ANSWER });
      await operator.view(GameState.SHOW_LEADERBOARD, q);
      await seeText(screen, 'Top 5');
      await settle(screen);
      if (q === 0) {
        await check(screen, 'leaderboard', 'screen-leaderboard');
        operator.emit('setBreak', { message: 'Dinner is served — the quiz goes on after the cake!' });
        await screen.getByTestId('break').waitFor();
        await check(screen, 'break', 'screen-break');
        operator.emit('setBreak', { message: null });
        await seeText(screen, 'Top 5');
      }
    }
    for (
      let state = GameState.SHOW_FINAL_RESULTS_SHOW_0;
      state <= GameState.SHOW_FINAL_RESULTS_SHOW_3;
      state++
    ) {
      operator.emit('requestNextState', { from: state === 9 ? GameState.SHOW_CORRECT_ANSWER : state - 1 });
      await operator.view(state);
      await settle(screen);
      await check(
        screen,
        `podium, step ${state - GameState.SHOW_FINAL_RESULTS_SHOW_0}`,
        `screen-podium-${state - 8}`,
      );
    }
    await seeText(screen, `Congratulations, ${WIDE}!`);
    expect(await structure(screen)).toMatchObject({ h1: 1, main: 1 });
    expect(found, report(found)).toEqual([]);
  });

  test('the results page', async () => {
    const { page } = await openPage(
      chrome.browser,
      `${srv.url}/results?game=current#key=${OPERATOR_KEY}`,
      { viewport: { width: 1280, height: 900 } },
      errors,
    );
    await page.getByTestId('results-podium').waitFor();
    expect(await structure(page)).toEqual({ title: 'Wedding Quiz — Results', h1: 1, main: 1 });
    await check(page, 'results', 'results');
    await page.setViewportSize({ width: 390, height: 844 });
    await check(page, 'results on a phone', 'results-phone');
    const music = (await openPage(chrome.browser, `${srv.url}/bgm`, PHONE, errors)).page;
    await seeText(music, 'Background music');
    expect(await music.title()).toBe('Wedding Quiz — Music');
    await check(music, 'the music page', 'bgm');
    expect(found, report(found)).toEqual([]);
  });
});

describe('a tables game on the big screen meets WCAG 2.2 AA', { timeout: 180_000 }, () => {
  let srv: TestServer;
  let operator: TestClient;
  const phones: TestClient[] = [];
  let screen: Page;
  const found: Found[] = [];
  const check = checker(found);

  beforeAll(async () => {
    srv = await startTestServer({
      quizFile: TABLES,
      timings: { ...TIMINGS, countdownSeconds: 1, questionSeconds: 1 },
    });
    operator = await connectOperator(srv.url);
    for (const [g, name] of GUESTS.entries()) phones.push(await join(srv.url, name, g < 2 ? 1 + g : 3));
    screen = (
      await openPage(chrome.browser, `${srv.url}/screen`, { viewport: { width: 1920, height: 1080 } }, errors)
    ).page;
    await screen.getByTestId('team-lobby').waitFor();
  });

  afterAll(async () => {
    for (const p of phones) p.close();
    operator?.close();
    await srv?.dispose();
  });

  async function play(q: number, from: number): Promise<void> {
    operator.emit('requestNextState', { from });
    await skipToAnswering(operator, q);
    for (const [g, phone] of phones.entries()) {
      phone.emit('userAnsweredQuestion', { questionNo: q, answer: answerFor(q, g) });
      await phone.next('userAnswered');
    }
    await operator.view(GameState.SHOW_CORRECT_ANSWER, q);
  }

  test('the lobby by tables, the Top 5 tables and the tables podium', async () => {
    await check(screen, 'tables lobby', 'screen-tables-lobby');
    operator.emit('requestNextState', { from: GameState.NEW });
    await operator.view(GameState.STARTING_QUIZ);
    for (let q = 0; q < KINDS.length; q++) {
      await play(q, stateBefore(q));
      if (KINDS[q] === 'poll' || q === KINDS.length - 1) continue;
      operator.emit('requestNextState', { from: GameState.SHOW_CORRECT_ANSWER });
      await operator.view(GameState.SHOW_LEADERBOARD, q);
      if (q === 0) {
        await seeText(screen, 'Top 5 tables');
        await settle(screen);
        await check(screen, 'tables leaderboard', 'screen-tables-leaderboard');
      }
    }
    for (
      let state = GameState.SHOW_FINAL_RESULTS_SHOW_0;
      state <= GameState.SHOW_FINAL_RESULTS_SHOW_3;
      state++
    ) {
      operator.emit('requestNextState', { from: state === 9 ? GameState.SHOW_CORRECT_ANSWER : state - 1 });
      await operator.view(state);
    }
    await screen.getByTestId('best-player').waitFor();
    await settle(screen);
    await check(screen, 'tables final', 'screen-tables-final');
    const cards = (
      await openPage(chrome.browser, `${srv.url}/cards`, { viewport: { width: 1280, height: 900 } }, errors)
    ).page;
    await cards.locator('.table-card').first().waitFor();
    expect(await cards.title()).toBe('Wedding Quiz — Table cards of Anna & James');
    await check(cards, 'the table cards', 'cards');
    expect(found, report(found)).toEqual([]);
  });
});
