/**
 * The phone in the guest's own language (issue 16), in Chromium at 320×568: guests whose browsers speak
 * Spanish, Arabic and German join the default quiz and play a question, its reveal, the leaderboard and
 * the podium. Each page says its language in `<html lang dir>`, Arabic is mirrored, nothing scrolls
 * sideways and none of the app's English shows. The join form's language switch changes the language at
 * once and survives a reload; a `?lang=pl` link forces Polish and sticks. Screenshots in
 * test-results/screens/lang/phone-<lang>-<step>.png.
 */
import { join as joinPath } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import quiz from '../../resources/default-quiz.json';
import { GameState } from '../../src/shared/model/gameState';
import arCommon from '../../src/renderer/src/i18n/locales/ar/common.json';
import arPhone from '../../src/renderer/src/i18n/locales/ar/phone.json';
import deCommon from '../../src/renderer/src/i18n/locales/de/common.json';
import dePhone from '../../src/renderer/src/i18n/locales/de/phone.json';
import enCommon from '../../src/renderer/src/i18n/locales/en/common.json';
import enPhone from '../../src/renderer/src/i18n/locales/en/phone.json';
import esCommon from '../../src/renderer/src/i18n/locales/es/common.json';
import esPhone from '../../src/renderer/src/i18n/locales/es/phone.json';
import { axeViolations, describeViolations } from './axe';
import { useSharedChromium } from './fixtures/chromium';
import { eventually, health, OPERATOR_KEY, openPage, PHONE, SCREENSHOT_DIR, useTestServer } from './harness';
import { savePicture } from './fixtures/pictures';
import { settle } from './fixtures/motion';
import { TIMED_BEFORE_OPTIONS } from '../integration/operatorSteps';

const SMALL = { ...PHONE, viewport: { width: 320, height: 568 } };

interface Guest {
  code: 'es' | 'ar' | 'de';
  locale: string;
  name: string;
  /** Taps the right option of question 1. */
  right: boolean;
  catalog: Catalog;
  page: Page;
}

type Catalog = Record<string, unknown>;

const srv = useTestServer({ countdownSeconds: 1, questionSeconds: 1, answerSeconds: 60 });
let operator: Page;
const chrome = useSharedChromium();
const { errors } = chrome;
let guests: Guest[] = [];

/** Every text of a catalog by its dotted key. */
function leaves(catalog: Catalog, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of leaves(value as Catalog, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const QUIZ_TEXTS = [quiz.title, ...quiz.questions.flatMap((q) => [q.text, ...q.options])].join('\n');

/**
 * The app's English texts that must not show in another language: whole texts without placeholders,
 * long enough not to be a word of the quiz, and not the same in the other language.
 */
function englishTexts(other: Catalog): string[] {
  const theirs = leaves(other);
  return [...leaves({ ...enCommon, ...enPhone })]
    .filter(([key, text]) => text.length >= 8 && !text.includes('{{') && theirs.get(key) !== text)
    .map(([, text]) => text)
    .filter((text) => !QUIZ_TEXTS.includes(text));
}

async function shot(page: Page, name: string): Promise<void> {
  await savePicture(page, joinPath(SCREENSHOT_DIR, 'lang', `${name}.png`));
}

/** The page's language, direction, no sideways scrolling and no English left; then a screenshot. */
async function checkGuest(guest: Guest, step: string): Promise<void> {
  const { page, code } = guest;
  const where = `${code} ${step}`;
  const dir = code === 'ar' ? 'rtl' : 'ltr';
  expect(await page.evaluate('document.documentElement.lang'), where).toBe(code);
  expect(await page.evaluate('document.documentElement.dir'), where).toBe(dir);
  expect(await page.evaluate('getComputedStyle(document.body).direction'), where).toBe(dir);
  const sideways = (await page.evaluate(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  )) as number;
  expect(sideways, `${where}: scrolls sideways`).toBeLessThanOrEqual(0);
  const text = await page.locator('body').innerText();
  const left = englishTexts(guest.catalog).filter((english) => text.includes(english));
  expect(left, `${where}: English left`).toEqual([]);
  expect(await page.title(), `${where}: the tab's title`).not.toMatch(/Wedding Quiz|Join/);
  await settle(page);
  await shot(page, `phone-${code}-${step}`);
}

/** `first` lies left of `second` in a left-to-right page, right of it in Arabic. */
async function expectMirrored(guest: Guest, first: string, second: string): Promise<void> {
  const a = await guest.page.locator(first).first().boundingBox();
  const b = await guest.page.locator(second).first().boundingBox();
  if (!a || !b) throw new Error(`${first} or ${second} not shown`);
  const startsFirst = guest.code === 'ar' ? a.x > b.x : a.x < b.x;
  expect(startsFirst, `${guest.code}: ${first} before ${second} in reading order`).toBe(true);
}

/** Presses the operator's Next until the server is in `target`. */
async function advanceTo(target: GameState): Promise<void> {
  for (let steps = 0; steps < 400; steps += 1) {
    const { state } = await health(srv.url);
    if (state === target) return;
    // Next skips the countdown and the question alone too, as a DJ may, instead of waiting out their
    // timers, unless the options are the target: the page sends the step it shows, so a timer that
    // fires between the health read and the click would make this Next close the question.
    if (target === GameState.SHOW_QUESTION_OPTIONS && TIMED_BEFORE_OPTIONS.includes(state)) {
      await operator.waitForTimeout(200);
      continue;
    }
    await operator.getByTestId('next-state').click();
    // The page's Next names the step it shows: a page still a step behind the server (a loaded machine)
    // sends a stale Next, which the server refuses. Then the next round reads the state and presses again.
    await eventually(
      async () => (await health(srv.url)).state,
      (now) => now !== state,
      5_000,
    ).catch(() => undefined);
  }
  throw new Error(`Never reached state ${target}`);
}

async function openPhone(locale: string, path = '/'): Promise<Page> {
  return (await openPage(chrome.browser, `${srv.url}${path}`, { ...SMALL, locale }, errors)).page;
}

beforeAll(async () => {
  // Long answering time: the test ends the question with Next, once every guest has tapped.
  ({ page: operator } = await openPage(
    chrome.browser,
    `${srv.url}/debug#key=${OPERATOR_KEY}`,
    { viewport: { width: 1280, height: 800 } },
    errors,
  ));
  const people = [
    { code: 'es', locale: 'es-ES', name: 'Lucía', right: true, catalog: { ...esCommon, ...esPhone } },
    { code: 'ar', locale: 'ar', name: 'ليلى', right: true, catalog: { ...arCommon, ...arPhone } },
    { code: 'de', locale: 'de-DE', name: 'Jürgen', right: false, catalog: { ...deCommon, ...dePhone } },
  ] as const;
  guests = await Promise.all(people.map(async (p) => ({ ...p, page: await openPhone(p.locale) })));
});

describe('the phone in Spanish, Arabic and German', { timeout: 120_000 }, () => {
  test('the join form in the browser language: the language switch changes at once and sticks', async () => {
    for (const guest of guests) {
      await guest.page.locator('#player-name').waitFor();
      expect(await guest.page.locator('.language-switch summary [lang]').getAttribute('lang')).toBe(
        guest.code,
      );
      await checkGuest(guest, 'join');
    }
    // Open, every language by its own name, each a full-size target.
    const arabicPhone = guests[1]!.page;
    await arabicPhone.locator('.language-switch summary').click();
    expect(await arabicPhone.locator('.language-switch__choice').allInnerTexts()).toContain('Español');
    for (const choice of await arabicPhone
      .locator('.language-switch summary, .language-switch__choice')
      .all())
      expect((await choice.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await shot(arabicPhone, 'phone-ar-join-languages');
    await arabicPhone.locator('.language-switch summary').click();
    const arabic = await axeViolations(guests[1]!.page);
    expect(arabic, describeViolations(arabic)).toEqual([]);

    // An English phone switches to French, at once; a reload keeps French.
    const page = await openPhone('en-GB');
    await page.getByRole('button', { name: 'Join!' }).waitFor();
    await page.locator('.language-switch summary').click();
    await page.getByRole('button', { name: 'Français' }).click();
    await eventually(
      () => page.evaluate('document.documentElement.lang'),
      (lang) => lang === 'fr',
    );
    await page.getByRole('button', { name: /^Je participe/ }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: /^Je participe/ }).waitFor();
    expect(await page.locator('.language-switch summary [lang]').getAttribute('lang')).toBe('fr');
    await shot(page, 'phone-fr-join-switched');
    await page.context().close();
  });

  test('a ?lang=pl link forces Polish over the browser language, and sticks without the link', async () => {
    const page = await openPhone('de-DE', '/?lang=pl');
    await page.locator('#player-name').waitFor();
    expect(await page.evaluate('document.documentElement.lang')).toBe('pl');
    await shot(page, 'phone-pl-join');
    await page.goto(`${srv.url}/`);
    await page.locator('#player-name').waitFor();
    expect(await page.evaluate('document.documentElement.lang')).toBe('pl');
    await page.context().close();
  });

  test('they join, and play a question and its reveal', async () => {
    for (const guest of guests) {
      await guest.page.locator('#player-name').fill(guest.name);
      await guest.page.locator('.join-form button[type="submit"]').click();
      await guest.page.locator('.player-tag').waitFor();
    }
    for (const guest of guests) await checkGuest(guest, 'waiting');

    await advanceTo(GameState.SHOW_QUESTION_OPTIONS);
    const q = quiz.questions[0]!;
    for (const guest of guests) {
      await guest.page.locator('.answer-button').first().waitFor();
      // The letter follows its shape; A comes before B (two by two on a small phone).
      await expectMirrored(guest, '.answer-button__shape', '.answer-button__label');
      await expectMirrored(guest, '.answer-button >> nth=0', '.answer-button >> nth=1');
      await checkGuest(guest, 'question');
    }
    const arabic = await axeViolations(guests[1]!.page);
    expect(arabic, describeViolations(arabic)).toEqual([]);
    for (const guest of guests) {
      const option = guest.right ? q.correct : (q.correct + 1) % q.options.length;
      await guest.page.locator('.answer-button').nth(option).click();
      // Everyone answered ends the question: the last guest goes straight to the reveal.
      if (guest === guests[2]) break;
      await guest.page.locator('.message-card .card__hint').waitFor();
      await checkGuest(guest, 'answered');
    }

    // The server reveals by itself once everyone answered (pressing Next now could skip the reveal).
    await eventually(
      async () => (await health(srv.url)).state,
      (state) => state === GameState.SHOW_CORRECT_ANSWER,
    );
    for (const guest of guests) {
      await guest.page.locator('.reveal-card').waitFor();
      expect(await guest.page.locator('.reveal-card').innerText()).toContain(q.options[q.correct]!);
      await checkGuest(guest, 'reveal');
    }
  });

  test('the leaderboard: their place in their words, the rows mirrored in Arabic', async () => {
    await advanceTo(GameState.SHOW_LEADERBOARD);
    for (const guest of guests) {
      await guest.page.locator('.rank-card').waitFor();
      await expectMirrored(guest, '.rank-row--me .rank-row__rank', '.rank-row--me .rank-row__name');
      await checkGuest(guest, 'leaderboard');
    }
    expect(await guests[2]!.page.locator('.rank-card h1').innerText()).toBe('Du bist auf dem 3. Platz');
  });

  test("the podium's end message and the guest's own place", async () => {
    await advanceTo(GameState.SHOW_FINAL_RESULTS_SHOW_3);
    for (const guest of guests) {
      await guest.page.locator('.final-place').waitFor();
      await checkGuest(guest, 'final');
    }
  }, 180_000);
});
