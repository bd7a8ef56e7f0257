/**
 * A bilingual quiz (issue 16), in Chromium: the sample quiz in English and Spanish. Phones whose
 * browsers speak Spanish, Arabic and German join and play at 320×568: the Spanish phone reads the quiz
 * in Spanish, the others read it in English inside their own language's words (Arabic mirrored). The
 * big screen, in French, shows both languages, the second smaller under the first, and stays inside
 * the picture at 1920×1080 and 1280×720. The editor lists every text beside its translation.
 * Screenshots in test-results/screens/lang/bilingual-*.png.
 */
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GameState } from '../../src/shared/model/gameState';
import sample from '../../resources/samples/bilingual.wedding-quiz.json';
import { useSharedChromium } from './fixtures/chromium';
import { openOperatorPanel } from './fixtures/operatorPanel';
import { eventually, health, openPage, PHONE, screenshot, seeText } from './harness';
import { connectOperator, startTestServer, TestClient, type TestServer } from '../integration/harness';
import { settle } from './fixtures/motion';
import { skipToAnswering } from '../integration/operatorSteps';

const S = GameState;
const SMALL = { ...PHONE, viewport: { width: 320, height: 568 } };
/** The first question, multiple choice, translated in full. */
const Q1 = sample.quiz.questions[0] as {
  text: string;
  options: string[];
  correct: number;
  second: { text: string; options: string[]; explanation: string };
};

interface Guest {
  code: 'es' | 'ar' | 'de';
  locale: string;
  name: string;
  /** Reads the quiz in Spanish (its second language). */
  spanish: boolean;
  page: Page;
}

let srv: TestServer;
let operator: TestClient;
let big: Page;
let small: Page;
let guests: Guest[] = [];
const chrome = useSharedChromium();
const { errors } = chrome;

beforeAll(async () => {
  srv = await startTestServer({
    quizFile: resolve('resources/samples/bilingual.wedding-quiz.json'),
    timings: { countdownSeconds: 1, questionSeconds: 1, answerSeconds: 60 },
  });
  operator = await connectOperator(srv.url);
  operator.emit('setDisplayLanguage', { language: 'fr' });
  await operator.next('updateState', (v) => 'language' in v && v.language === 'fr');
  const open = async (path: string, options: Parameters<typeof openPage>[2]): Promise<Page> =>
    (await openPage(chrome.browser, `${srv.url}${path}`, options, errors)).page;
  big = await open('/screen', { viewport: { width: 1920, height: 1080 } });
  small = await open('/screen', { viewport: { width: 1280, height: 720 } });
  const people = [
    { code: 'es', locale: 'es-ES', name: 'Carmen', spanish: true },
    { code: 'ar', locale: 'ar', name: 'ليلى', spanish: false },
    { code: 'de', locale: 'de-DE', name: 'Jürgen', spanish: false },
  ] as const;
  guests = await Promise.all(
    people.map(async (p) => ({ ...p, page: await open('/', { ...SMALL, locale: p.locale }) })),
  );
});

afterAll(async () => {
  operator?.close();
  await srv?.dispose();
});

/** The page in its language and direction, nothing sideways; then a screenshot. */
async function checkGuest(guest: Guest, step: string): Promise<void> {
  const { page, code } = guest;
  expect(await page.evaluate('[document.documentElement.lang, document.documentElement.dir]')).toEqual([
    code,
    code === 'ar' ? 'rtl' : 'ltr',
  ]);
  const sideways = (await page.evaluate(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  )) as number;
  expect(sideways, `${code} ${step}: scrolls sideways`).toBeLessThanOrEqual(0);
  await settle(page);
  await screenshot(page, `lang/bilingual-phone-${code}-${step}`);
}

/** Both big screens show `text`; every second-language line lies inside the picture; screenshots. */
async function checkScreens(text: string, name: string): Promise<void> {
  for (const [page, width, height] of [
    [big, 1920, 1080],
    [small, 1280, 720],
  ] as const) {
    await seeText(page, text);
    await settle(page);
    for (const line of await page.getByTestId('second-line').all()) {
      const box = await line.boundingBox();
      expect(box, `${name} at ${width}: a second line is not drawn`).not.toBeNull();
      expect(box!.x >= 0 && box!.y >= 0, `${name} at ${width}: off the picture`).toBe(true);
      expect(
        box!.x + box!.width <= width + 1 && box!.y + box!.height <= height + 1,
        `${name} at ${width}`,
      ).toBe(true);
    }
    expect(await page.evaluate('document.documentElement.lang')).toBe('fr');
    await page.bringToFront();
    await screenshot(page, `lang/bilingual-screen-fr-${name}${width === 1280 ? '-720' : ''}`);
  }
}

describe(
  'a bilingual quiz: each guest in their language, the big screen in both',
  { timeout: 180_000 },
  () => {
    test('the join form shows the title in the guest language where the quiz has it', async () => {
      for (const guest of guests) {
        await guest.page.locator('#player-name').waitFor();
        const title = await guest.page.locator('.card__title').innerText();
        expect(title).toBe(guest.spanish ? sample.quiz.second.title : sample.quiz.title);
        await checkGuest(guest, 'join');
      }
      for (const guest of guests) {
        await guest.page.locator('#player-name').fill(guest.name);
        await guest.page.locator('.join-form button[type="submit"]').click();
        await guest.page.locator('.player-tag').waitFor();
      }
      await checkScreens(sample.quiz.second.title, 'lobby');
      expect(await big.locator('h1').first().innerText()).toContain(sample.quiz.title);
    });

    test('a question: Spanish on the Spanish phone, English on the others, both on the big screen', async () => {
      operator.emit('requestNextState', { from: S.NEW });
      await operator.view(S.STARTING_QUIZ);
      operator.emit('requestNextState', { from: S.STARTING_QUIZ });
      await skipToAnswering(operator, 0);
      for (const guest of guests) {
        await guest.page.locator('.answer-button').first().waitFor();
        const text = await guest.page.locator('body').innerText();
        const [question, options] = guest.spanish
          ? [Q1.second.text, Q1.second.options]
          : [Q1.text, Q1.options];
        expect(text, guest.code).toContain(question);
        for (const option of options) expect(text, guest.code).toContain(option);
        if (!guest.spanish) expect(text, guest.code).not.toContain(Q1.second.options[1]);
        await checkGuest(guest, 'question');
      }
      await checkScreens(Q1.second.text, 'question');
      const heading = big.locator('.stage__question');
      expect(await heading.innerText()).toContain(Q1.text);
      expect(await heading.locator('[data-testid="second-line"]').getAttribute('lang')).toBe('es');
      // Smaller: the second line is drawn in a smaller type than the question.
      const sizes = (await big.evaluate(
        `[getComputedStyle(document.querySelector('.stage__question')).fontSize,
        getComputedStyle(document.querySelector('.stage__question [data-testid="second-line"]')).fontSize]`,
      )) as [string, string];
      expect(parseFloat(sizes[1])).toBeLessThan(parseFloat(sizes[0]));
      expect(await big.getByTestId('second-line').count()).toBe(1 + Q1.options.length);
    });

    test('the reveal and the story in each language, then the leaderboard', async () => {
      for (const guest of guests) {
        await guest.page
          .locator('.answer-button')
          .nth(guest.spanish ? Q1.correct : 0)
          .click();
      }
      await eventually(
        async () => (await health(srv.url)).state,
        (state) => state === S.SHOW_CORRECT_ANSWER,
      );
      for (const guest of guests) {
        await guest.page.locator('.reveal-card').waitFor();
        const card = await guest.page.locator('.reveal-card').innerText();
        expect(card).toContain(guest.spanish ? Q1.second.options[Q1.correct] : Q1.options[Q1.correct]);
        await checkGuest(guest, 'reveal');
      }
      await checkScreens(Q1.second.explanation, 'reveal');

      operator.emit('requestNextState', { from: S.SHOW_CORRECT_ANSWER });
      await operator.view(S.SHOW_LEADERBOARD, 0);
      for (const guest of guests) {
        await guest.page.locator('.rank-card').waitFor();
        await checkGuest(guest, 'leaderboard');
      }
      await big.locator('[data-testid="leaderboard"][data-reordered="true"]').waitFor();
      await checkScreens('Carmen', 'leaderboard');
    });

    test('the editor lists every text beside its translation, the missing ones marked', async () => {
      // Straight to the editor's tab: the panel turns French as soon as its view arrives, so a click on
      // the English "Quiz editor" would race the translation.
      const panel = await openOperatorPanel(chrome, srv.url, {
        tab: 'quiz',
        viewport: { width: 1280, height: 900 },
      });
      const section = panel.locator('section.languages');
      await section.waitFor();
      // The panel follows the display language the operator chose: French.
      expect(await panel.getByLabel('Deuxième langue (facultatif)').inputValue()).toBe('es');
      const count = await section.locator('.translations__count').innerText();
      expect(count).toBe('Español : 19 textes traduits sur 21');
      expect(await section.locator('.translation--missing').count()).toBeGreaterThan(0);
      await section.locator('.translations__group').nth(2).scrollIntoViewIfNeeded();
      await screenshot(panel, 'lang/bilingual-editor');
      await panel.context().close();
    });
  },
);
