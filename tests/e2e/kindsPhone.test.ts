/**
 * The phone for every kind of question, in Chromium, with the showcase quiz: two guests tap their answers
 * as guests would (Ann on a 320x568 phone, Ben on a larger one), one right and one wrong or partly right
 * each time; what the phone says after sending and at the reveal is checked, and each kind's question and
 * reveal are saved under test-results/screens/kinds/. The operator is a socket: only the phones are pages.
 */
import { mkdir } from 'node:fs/promises';
import { join as joinPath, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { ClientEvent } from '@shared/model/events';
import { GameState } from '@shared/model/gameState';
import showcase from '../../resources/samples/showcase.wedding-quiz.json';
import { connectOperator, startTestServer, type TestClient, type TestServer } from '../integration/harness';
import { useSharedChromium } from './fixtures/chromium';
import { openPage, PHONE, SCREENSHOT_DIR, seeText } from './harness';
import { savePicture } from './fixtures/pictures';
import { skipToAnswering } from '../integration/operatorSteps';
import { settle } from './fixtures/motion';

const SMALL = { viewport: { width: 320, height: 568 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const DIR = joinPath(SCREENSHOT_DIR, 'kinds');
const QUESTIONS = showcase.quiz.questions;

let srv: TestServer;
let operator: TestClient;
let ann: Page;
let ben: Page;
const chrome = useSharedChromium();
const { errors } = chrome;

async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  const path = joinPath(DIR, `${name}.png`);
  if (!fullPage) return savePicture(page, path, { still: true });
  await mkdir(DIR, { recursive: true });
  await page.screenshot({ path, animations: 'disabled', fullPage });
}

function advance(from: GameState): void {
  operator.emit(ClientEvent.requestNextState, { from });
}

/** Opens question `q` (the previous one's reveal is showing) and waits until both phones can answer. */
async function openQuestion(q: number): Promise<void> {
  if (q === 0) {
    advance(GameState.NEW);
    await operator.view(GameState.STARTING_QUIZ);
    advance(GameState.STARTING_QUIZ);
  } else if (QUESTIONS[q - 1]?.kind === 'poll') {
    advance(GameState.SHOW_CORRECT_ANSWER);
  } else {
    advance(GameState.SHOW_CORRECT_ANSWER);
    await operator.view(GameState.SHOW_LEADERBOARD, q - 1);
    advance(GameState.SHOW_LEADERBOARD);
  }
  await skipToAnswering(operator, q);
  await Promise.all([ann, ben].map((page) => page.locator('.answering').waitFor()));
}

async function revealed(q: number): Promise<void> {
  await operator.view(GameState.SHOW_CORRECT_ANSWER, q);
}

/** Nothing scrolls sideways, and every button on the page is at least 48 px each way. */
async function checkFits(page: Page): Promise<void> {
  // Measured at rest: the buttons bounce in (scaled) for a moment as a question opens.
  await settle(page);
  expect(
    await page.evaluate('document.documentElement.scrollWidth <= document.documentElement.clientWidth'),
  ).toBe(true);
  for (const button of await page.locator('main button').all()) {
    const box = await button.boundingBox();
    if (!box) continue;
    expect(box.height, await button.innerText()).toBeGreaterThanOrEqual(48);
    expect(box.width, await button.innerText()).toBeGreaterThanOrEqual(48);
  }
}

/** The button is on screen without scrolling. */
async function inReach(page: Page, name: string): Promise<void> {
  const box = await page.getByRole('button', { name, exact: true }).boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  expect(box, name).not.toBeNull();
  expect(box!.y + box!.height, `${name} within the first screen`).toBeLessThanOrEqual(height);
}

async function tap(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('button', { name, exact: typeof name === 'string' }).click();
}

async function join(page: Page, name: string): Promise<void> {
  await page.getByPlaceholder("What's your name?").fill(name);
  await page.getByRole('button', { name: 'Join!' }).click();
  await seeText(page, 'Look for your name on the big screen');
}

beforeAll(async () => {
  srv = await startTestServer({
    quizFile: resolve('resources/samples/showcase.wedding-quiz.json'),
    // Time to tap: the reveal comes as soon as both guests have answered.
    timings: { countdownSeconds: 1, questionSeconds: 1, answerSeconds: 30 },
  });
  operator = await connectOperator(srv.url);
  [{ page: ann }, { page: ben }] = await Promise.all([
    openPage(chrome.browser, `${srv.url}/`, { ...SMALL, locale: 'en-GB' }, errors),
    openPage(chrome.browser, `${srv.url}/`, PHONE, errors),
  ]);
  await join(ann, 'Ann');
  await join(ben, 'Ben');
});

afterAll(async () => {
  operator?.close();
  await srv?.dispose();
});

describe('the phone, for every kind of question', { timeout: 60_000 }, () => {
  test('choice: four lettered buttons; right and wrong at the reveal, with the story', async () => {
    await openQuestion(0);
    await checkFits(ann);
    await shot(ann, 'choice-phone-question');
    await tap(ann, 'B: In the university library');
    await seeText(ann, 'Answer submitted');
    await seeText(ann, 'You chose:');
    await shot(ann, 'choice-phone-answered');
    await tap(ben, "A: At a friend's barbecue");
    await revealed(0);
    await seeText(ann, 'Correct!');
    await seeText(ann, /^\+\d+ points · \d+ points in total$/);
    await seeText(ann, 'James had got lost on his first day');
    await seeText(ben, 'Not this time');
    expect(await ben.locator('.reveal-card').innerText()).toContain("At a friend's barbecue");
    await expect(ben.getByLabel('not the right answer').count()).resolves.toBe(1);
    await shot(ann, 'choice-phone-reveal');
    await shot(ben, 'choice-phone-large-reveal');
    expect(errors).toEqual([]);
  });

  test('trueFalse: two big buttons, True and False', async () => {
    await openQuestion(1);
    await checkFits(ann);
    await shot(ann, 'trueFalse-phone-question');
    await shot(ben, 'trueFalse-phone-large-question');
    await tap(ann, 'False');
    await seeText(ann, 'Answer submitted');
    await tap(ben, 'True');
    await revealed(1);
    await seeText(ann, 'Correct!');
    await seeText(ann, 'He proposed in a rowing boat on Lake Bled');
    await seeText(ben, 'Not this time');
    await shot(ann, 'trueFalse-phone-reveal');
    expect(errors).toEqual([]);
  });

  test('whoSaidIt: the partners with their photos, and Both', async () => {
    await openQuestion(2);
    await checkFits(ann);
    expect(await ann.locator('.who-button__photo').count()).toBe(4); // one each, and both on "Both"
    expect(
      await ann.evaluate(
        "[...document.querySelectorAll('.who-button__photo')].every((i) => i.complete && i.naturalWidth > 0)",
      ),
    ).toBe(true);
    await shot(ann, 'whoSaidIt-phone-question');
    await shot(ben, 'whoSaidIt-phone-large-question');
    await tap(ann, 'James');
    await seeText(ann, 'Answer submitted');
    await tap(ben, 'Both');
    await revealed(2);
    await seeText(ann, 'Correct!');
    await seeText(ann, 'on the train home');
    await seeText(ben, 'Not this time');
    await shot(ann, 'whoSaidIt-phone-reveal');
    await shot(ben, 'whoSaidIt-phone-large-reveal');
    expect(errors).toEqual([]);
  });

  test('closest: a number with a decimal comma; out of range explained and not sent', async () => {
    await openQuestion(3);
    await checkFits(ann);
    await seeText(ann, 'Between 0 and 100 countries');
    const field = ann.getByLabel('Type your guess');
    expect(await field.getAttribute('inputmode')).toBe('decimal');
    await inReach(ann, 'Send my guess');
    await field.fill('150');
    await tap(ann, 'Send my guess');
    await seeText(ann, '150 is out of range: between 0 and 100 countries, please.');
    await shot(ann, 'closest-phone-out-of-range');
    // Nothing went: the form is still there, the field keeps the guess to fix, the server has no answer.
    await new Promise((r) => setTimeout(r, 500));
    expect(await field.inputValue()).toBe('150');
    expect(await ann.getByText('Sending…').count()).toBe(0);
    expect(
      operator.all('updateAnsweredCount').filter((c) => c.questionNumber === 3 && c.answeredCount > 0),
    ).toEqual([]);
    await field.fill('16,5');
    await shot(ann, 'closest-phone-question');
    await tap(ann, 'Send my guess');
    await seeText(ann, 'Answer submitted');
    await seeText(ann, 'You answered: 16.5 countries');
    await shot(ann, 'closest-phone-answered');
    await ben.getByLabel('Type your guess').fill('40');
    await ben.getByLabel('Type your guess').press('Enter');
    await revealed(3);
    await seeText(ann, 'So close!');
    await seeText(ann, /^You said 16\.5 countries \(2\.5 away\): \+\d+ points$/);
    await seeText(ann, '14 countries');
    await seeText(ann, 'Fourteen so far');
    await seeText(ben, 'Not this time');
    await seeText(ben, 'You said 40 countries (26 away): not within the tolerance');
    await shot(ann, 'closest-phone-reveal');
    await shot(ben, 'closest-phone-large-reveal');
    expect(errors).toEqual([]);
  });

  test('order: tap the items in turn, Undo once, send; the right order marked at the reveal', async () => {
    const items = QUESTIONS[4]!.items!;
    await openQuestion(4);
    await checkFits(ann);
    await inReach(ann, 'Send my order');
    expect(await ann.getByRole('button', { name: 'Send my order' }).isDisabled()).toBe(true);
    await shot(ann, 'order-phone-question-start');
    // A wrong first tap, taken back.
    await tap(ann, `${items[3]}, not placed yet`);
    await ann.getByRole('button', { name: `${items[3]}, placed 1st` }).waitFor();
    await seeText(ann, '1 of 4 placed');
    expect(await ann.locator('.order-picker [role=status]').innerText()).toContain(`${items[3]} placed 1st`);
    await tap(ann, 'Undo');
    await ann.getByRole('button', { name: `${items[3]}, not placed yet` }).waitFor();
    expect(await ann.locator('.order-picker [role=status]').innerText()).toContain(`${items[3]} taken back`);
    await tap(ann, `${items[0]}, not placed yet`);
    await tap(ann, `${items[1]}, not placed yet`);
    await ann.getByRole('button', { name: `${items[1]}, placed 2nd` }).waitFor();
    await checkFits(ann);
    await shot(ann, 'order-phone-question');
    await tap(ann, `${items[2]}, not placed yet`);
    await tap(ann, `${items[3]}, not placed yet`);
    expect(await ann.getByRole('list', { name: 'Your order' }).innerText()).toBe(
      items.map((text, i) => `${i + 1}\n${text}`).join('\n'),
    );
    await inReach(ann, 'Send my order');
    await tap(ann, 'Send my order');
    await seeText(ann, 'Answer submitted');
    await seeText(ann, 'Your order:');
    expect(await ann.locator('.my-answer__order').innerText()).toBe(items.join('\n'));
    await shot(ann, 'order-phone-answered');
    // Ben swaps the last two: two of four in place.
    for (const i of [0, 1, 3, 2]) await tap(ben, `${items[i]}, not placed yet`);
    await tap(ben, 'Send my order');
    await revealed(4);
    await seeText(ann, 'Perfect order!');
    expect(await ann.getByText('✓ in place').count()).toBe(4);
    await seeText(ann, /^\+\d+ points · \d+ points in total$/);
    await seeText(ann, 'a little Italian restaurant');
    await seeText(ben, '2 of 4 in place');
    await seeText(ben, '✗ you put it 4th');
    await seeText(ben, /^\+\d+ points · \d+ points in total$/);
    await shot(ann, 'order-phone-reveal', true);
    await shot(ben, 'order-phone-large-reveal');
    expect(errors).toEqual([]);
  });

  test('poll: lettered buttons, "Your vote", thanks at the reveal', async () => {
    await openQuestion(5);
    await checkFits(ann);
    await shot(ann, 'poll-phone-question');
    await tap(ann, "C: Don't Stop Me Now");
    await seeText(ann, 'Vote submitted');
    await seeText(ann, 'Your vote:');
    await shot(ann, 'poll-phone-answered');
    await tap(ben, 'A: Dancing Queen');
    await revealed(5);
    await seeText(ann, 'Thanks for voting!');
    await seeText(ann, "Don't Stop Me Now");
    await seeText(ben, 'Thanks for voting!');
    expect(await ann.getByText('Correct!').count()).toBe(0);
    expect(await ann.getByText('Not this time').count()).toBe(0);
    await shot(ann, 'poll-phone-reveal');
    await shot(ben, 'poll-phone-large-reveal');
    expect(errors).toEqual([]);
  });
});
