/**
 * The printable results keepsake for every kind of question, in Chromium: the showcase quiz played to
 * the end by four guests over sockets, then `/results` read card by card, screenshotted and printed to
 * PDF; and the same quiz with every text at its longest, to see that nothing spills off the page.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useSharedChromium } from './fixtures/chromium';
import { disposedAfterAll, openPage } from './harness';
import { OPERATOR_KEY, startTestServer, type TestServer } from '../integration/harness';
import { playShowcase, SHOWCASE_FILE } from '../integration/showcaseGame';
import { settle } from './fixtures/motion';

const SCREENS = resolve('test-results/screens/kinds');
const TIMINGS = { countdownSeconds: 1, questionSeconds: 1, answerSeconds: 3 };
const ORDER = ['Their first date', 'Their first holiday together', 'Moving in together', 'The proposal'];

const servers = disposedAfterAll<TestServer>();
const chrome = useSharedChromium();
const { errors } = chrome;

beforeAll(async () => {
  await mkdir(SCREENS, { recursive: true });
});

/** A server with `quizFile`, its quiz played to the end by the plan in ../integration/showcaseGame. */
async function playedGame(quizFile: string): Promise<TestServer> {
  const server = await startTestServer({ quizFile, timings: TIMINGS });
  servers.push(server);
  await playShowcase(server.url);
  return server;
}

async function openResults(server: TestServer): Promise<Page> {
  const { page } = await openPage(
    chrome.browser,
    `${server.url}/results?game=current#key=${OPERATOR_KEY}`,
    { viewport: { width: 1100, height: 1400 } },
    errors,
  );
  await page.getByTestId('results-podium').waitFor();
  await page.getByRole('button', { name: 'Print / Save as PDF' }).waitFor();
  // The charts draw without animation; a moment for the last one and the fonts.
  await page.evaluate('document.fonts.ready.then(() => true)');
  await settle(page);
  return page;
}

/** The full page as a PNG, and the print as a PDF with each of its pages as a PNG (`pdftoppm`). */
async function keepsakeShots(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENS, `${name}-page.png`), fullPage: true });
  const pdfPath = join(SCREENS, `${name}.pdf`);
  await page.pdf({ path: pdfPath, preferCSSPageSize: true, printBackground: true });
  expect((await readFile(pdfPath)).subarray(0, 5).toString()).toBe('%PDF-');
  if (!existsSync('/usr/bin/pdftoppm')) return;
  const out = join(SCREENS, `${name}-pdf`);
  for (let n = 1; n <= 20; n++) await rm(`${out}-${n}.png`, { force: true });
  await rm(`${out}-01.png`, { force: true });
  await promisify(execFile)('pdftoppm', ['-png', '-r', '60', pdfPath, out]);
}

const text = (card: Locator, testId: string): Promise<string> => card.getByTestId(testId).innerText();

describe('the results keepsake, every kind', { timeout: 120_000 }, () => {
  test('each card tells its kind’s result and story; the page prints to PDF', async () => {
    const page = await openResults(await playedGame(SHOWCASE_FILE));
    expect(await page.getByTestId('results-podium').locator('[data-place="1"]').innerText()).toContain('Ann');
    const cards = page.getByTestId('results-question');
    expect(await cards.count()).toBe(8);
    const kinds = await cards.evaluateAll((list) => list.map((c) => c.getAttribute('data-kind')));
    expect(kinds).toEqual([
      'choice',
      'trueFalse',
      'whoSaidIt',
      'closest',
      'order',
      'poll',
      'whoSaidIt',
      'choice',
    ]);
    const card = (n: number): Locator => cards.nth(n - 1);

    // The option kinds: the right option marked in words, the counts, the story.
    const kickers = await cards.locator('.results-question__kicker').allTextContents();
    expect(kickers.slice(0, 6)).toEqual([
      'Question 1 · Multiple choice',
      'Question 2 · True or false',
      'Question 3 · Who said it?',
      'Question 4 · Closest guess',
      'Question 5 · Put in order',
      'Question 6 · Poll',
    ]);
    expect(await card(1).locator('[data-correct="true"]').innerText()).toMatch(
      /In the university library\s*✓ right answer/,
    );
    expect(await text(card(1), 'results-summary')).toBe('4 answered · 3 right (75%)');
    expect(await card(1).innerText()).toContain('James had got lost on his first day');
    expect(await card(2).locator('.results-options__text').allInnerTexts()).toEqual([
      'True',
      'False ✓ right answer',
    ]);
    expect(await card(3).locator('.results-options__text').allInnerTexts()).toEqual([
      'Anna',
      'James ✓ right answer',
      'Both',
    ]);
    expect(await card(7).locator('[data-correct="true"]').innerText()).toContain('Both');
    expect(await text(card(8), 'results-summary')).toBe('3 answered · 1 right (33%)');

    // Closest: the number with its unit, and how many guessed near enough.
    expect(await text(card(4), 'results-answer')).toMatch(/The answer\s+14 countries/i);
    expect(await text(card(4), 'results-share')).toMatch(/^3 of 4 guessed (within 5|close enough to score)$/);
    expect(await card(4).innerText()).toContain('honeymoon in Japan');

    // Order: the right order as a numbered list, and how many got it exactly.
    expect(await card(5).locator('.results-order__text').allInnerTexts()).toEqual(ORDER);
    expect(await text(card(5), 'results-share')).toBe('2 of 4 got the order exactly right');

    // A poll: no right answer, the favourite marked, no story.
    expect(await card(6).locator('[data-correct]').count()).toBe(0);
    expect(await text(card(6), 'results-summary')).toBe('Poll — no right answer · 4 votes');
    expect(await card(6).locator('[data-top="true"]').innerText()).toMatch(
      /Don't Stop Me Now\s*♥ most votes/,
    );
    expect(await card(6).locator('.results-story').count()).toBe(0);

    await keepsakeShots(page, 'results');
    await page.context().close();
  });

  test('the longest texts stay inside the page, on screen and on paper', async () => {
    const file = join(tmpdir(), `wq-long-${process.pid}.wedding-quiz.json`);
    await writeFile(file, JSON.stringify(await longestShowcase()));
    const page = await openResults(await playedGame(file));
    await rm(file, { force: true });
    // Nothing past its card's edge, no card past its sheet: long words wrap rather than run off.
    const spills = await page.evaluate<
      string[]
    >(`[...document.querySelectorAll('.results-question')].flatMap((card) => {
      const edge = Math.min(card.getBoundingClientRect().right, card.closest('.keepsake__page').getBoundingClientRect().right) + 1;
      return [card, ...card.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > edge)
        .map((el) => String(el.className.baseVal ?? el.className));
    })`);
    expect(spills).toEqual([]);
    await keepsakeShots(page, 'results-long');
    await page.context().close();
  });
});

/** The showcase quiz with every text as long as the quiz format allows, some with very long words. */
async function longestShowcase(): Promise<unknown> {
  const exported = JSON.parse(await readFile(SHOWCASE_FILE, 'utf8')) as {
    quiz: { partners: { name: string }[]; questions: Record<string, unknown>[] };
  };
  const long = (n: number, seed: string): string =>
    `${seed} https://our-wedding.example/photos/the-big-day-album-with-every-single-photo-2024 ${'and then it went on and on '.repeat(20)}`
      .slice(0, n)
      .trim();
  const quiz = exported.quiz;
  quiz.partners[0]!.name = long(30, 'Annabella-Maximiliana');
  quiz.partners[1]!.name = long(30, 'Jonathan-Christopher');
  quiz.questions = quiz.questions.map((q, i) => ({
    ...q,
    text: long(300, `Question ${i + 1}:`),
    ...('options' in q
      ? { options: (q.options as string[]).map((_, o) => long(120, `Option ${o + 1}`)) }
      : {}),
    ...('items' in q ? { items: (q.items as string[]).map((_, o) => long(120, `Moment ${o + 1}`)) } : {}),
    ...('unit' in q ? { unit: 'kilometres' } : {}),
    explanation: long(400, 'The story:'),
  }));
  return exported;
}
