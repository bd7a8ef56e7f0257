/**
 * The big screen in the display language (issue 16), in Chromium: the operator picks French in the
 * panel's Game tab; the big screen (1920x1080 and 1280x720) shows French through the lobby, a question,
 * the reveal, the leaderboard and the podium, guests' names in any script left as they are; Arabic
 * mirrors the page; the results keepsake reads in French. Screenshots in test-results/screens/lang/.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { GameState } from '@shared/model/gameState';
import quiz from '../../resources/default-quiz.json';
import { useSharedChromium } from './fixtures/chromium';
import { bodyText, openPage, screenshot, SCREENSHOT_DIR, seeText } from './harness';
import {
  connectOperator,
  OPERATOR_KEY,
  startTestServer,
  TestClient,
  type TestServer,
} from '../integration/harness';
import { settle } from './fixtures/motion';
import { skipToAnswering } from '../integration/operatorSteps';

const S = GameState;
/** A French, an Arabic and a Chinese name: each must read as typed inside a French sentence. */
const GUESTS = ['Amélie', 'سارة', '李娜'];
const QUESTIONS = quiz.questions;

let srv: TestServer;
let operator: TestClient;
let panel: Page;
let big: Page;
let small: Page;
const phones: TestClient[] = [];
const chrome = useSharedChromium();
const { errors } = chrome;

beforeAll(async () => {
  srv = await startTestServer({ timings: { countdownSeconds: 1, questionSeconds: 1, answerSeconds: 30 } });
  operator = await connectOperator(srv.url);
  for (const name of GUESTS) {
    const phone = await TestClient.connect(srv.url);
    phone.emit('joinGame', name);
    await phone.next('joinedGame');
    phones.push(phone);
  }
  const open = async (path: string, width: number, height: number): Promise<Page> =>
    (await openPage(chrome.browser, `${srv.url}${path}`, { viewport: { width, height } }, errors)).page;
  panel = await open(`/debug#key=${OPERATOR_KEY}`, 1280, 800);
  big = await open('/screen', 1920, 1080);
  small = await open('/screen', 1280, 720);
});

afterAll(async () => {
  for (const p of phones) p.close();
  operator?.close();
  await srv?.dispose();
});

/** The operator's choice, in the panel's Game tab (its label follows the display language too). */
async function chooseLanguage(code: string, label: RegExp): Promise<void> {
  await panel.getByLabel(label).selectOption(code);
  await operator.next('updateState', (v) => 'language' in v && v.language === code);
}

/** Both screens show `text`; the large one is saved as `name`. */
async function both(text: string | RegExp, name?: string): Promise<void> {
  await seeText(big, text);
  await seeText(small, text);
  for (const page of [big, small]) {
    const overflow = await page.evaluate(
      'document.documentElement.scrollWidth > innerWidth + 1 || document.body.scrollWidth > innerWidth + 1',
    );
    expect(overflow, `${name ?? String(text)}: wider than the screen`).toBe(false);
  }
  if (name) {
    await big.bringToFront();
    await settle(big);
    await screenshot(big, `lang/${name}`);
    await small.bringToFront();
    await screenshot(small, `lang/${name}-720`);
  }
}

async function next(from: number): Promise<void> {
  operator.emit('requestNextState', { from });
}

async function answerAll(q: number): Promise<void> {
  for (const [i, phone] of phones.entries()) {
    const correct = QUESTIONS[q]!.correct;
    phone.emit('userAnsweredQuestion', { questionNo: q, answer: i === 0 ? correct : (correct + 1) % 4 });
    await phone.next('userAnswered');
  }
}

describe('the big screen in the display language', { timeout: 180_000 }, () => {
  test('the operator picks French: the lobby, a question, the reveal and the leaderboard in French', async () => {
    await seeText(big, 'Waiting for players... (3)');
    await chooseLanguage('fr', /Big screen language/);
    await both('En attente des joueurs... (3)', 'screen-fr-lobby');
    await both('Scannez pour jouer, ou allez sur');
    expect(await big.evaluate('document.documentElement.lang')).toBe('fr');
    expect(await big.title()).toBe('Quiz du Mariage — Grand écran');
    // Guests' names are shown as typed, each in its own direction.
    for (const name of GUESTS) expect(await bodyText(big)).toContain(name);
    // The panel follows the display language too.
    await panel.getByLabel('Langue du grand écran').waitFor();

    await next(S.NEW);
    await both('Bienvenue à');
    await both(/7 questions sur/);
    await next(S.STARTING_QUIZ);
    await skipToAnswering(operator, 0);
    await both('Réponses');
    await both('sur 3', 'screen-fr-question');
    await answerAll(0);
    await operator.view(S.SHOW_CORRECT_ANSWER, 0);
    await big.getByTestId('response-chart').waitFor();
    for (const page of [big, small]) await page.getByRole('img', { name: 'bonne réponse' }).waitFor();
    expect(await big.getByTestId('screen-announcer').innerText()).toBe('La réponse');
    await next(S.SHOW_CORRECT_ANSWER);
    await big.locator('[data-testid="leaderboard"][data-reordered="true"]').waitFor();
    await both('Le top 5', 'screen-fr-leaderboard');
    // Every name starts where the page reads from, the Arabic one too (not pushed against its score).
    const starts = await big.evaluate(`[...document.querySelectorAll('.leaderboard__name > bdi')].map((b) => {
      const range = document.createRange();
      range.selectNodeContents(b);
      return Math.round(range.getBoundingClientRect().left);
    })`);
    expect(new Set(starts as number[]).size).toBe(1);
  });

  test('Arabic mirrors the page; the quiz and the names keep their own direction', async () => {
    await next(S.SHOW_LEADERBOARD);
    await skipToAnswering(operator, 1);
    await chooseLanguage('ar', /Langue du grand écran/);
    await both('أجابوا', 'screen-ar-question');
    expect(await big.evaluate('[document.documentElement.lang, document.documentElement.dir]')).toEqual([
      'ar',
      'rtl',
    ]);
    // The English question reads left to right inside the mirrored page.
    const direction = "getComputedStyle(document.querySelector('.stage__question')).direction";
    expect(await big.evaluate(direction)).toBe('ltr');
    await chooseLanguage('fr', /لغة الشاشة الكبيرة/);
    await both('Réponses');
    expect(await big.evaluate('document.documentElement.dir')).toBe('ltr');
  });

  test('the podium in French, then the results keepsake', async () => {
    for (let q = 1; q < QUESTIONS.length; q++) {
      if (q > 1) {
        await next(S.SHOW_LEADERBOARD);
        await skipToAnswering(operator, q);
      }
      await answerAll(q);
      await operator.view(S.SHOW_CORRECT_ANSWER, q);
      await next(S.SHOW_CORRECT_ANSWER);
      const view = await operator.next('updateState', (v) => v.state !== S.SHOW_CORRECT_ANSWER);
      if (view.state !== S.SHOW_LEADERBOARD) break;
    }
    let state = operator.last('updateState')!.state;
    while (state !== S.SHOW_FINAL_RESULTS_SHOW_3) {
      await next(state);
      state = (await operator.next('updateState', (v) => v.state !== state)).state;
    }
    await both('Classement final');
    await both('Félicitations,');
    expect(await big.getByTestId('podium').innerText()).toContain('Amélie');
    await both(/\d+ points/, 'screen-fr-podium');

    // The keepsake reads in the language its address names (a device's own language otherwise).
    const results = `${srv.url}/results?game=current&lang=fr#key=${OPERATOR_KEY}`;
    const { page } = await openPage(
      chrome.browser,
      results,
      { viewport: { width: 1280, height: 900 } },
      errors,
    );
    await page.getByTestId('results-podium').waitFor();
    await seeText(page, 'Classement final');
    expect(await page.title()).toBe('Quiz du Mariage — Résultats');
    expect(await page.evaluate('document.documentElement.lang')).toBe('fr');
    expect(await bodyText(page)).toContain('Amélie');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'lang/results-fr.png'), fullPage: true });
  });
});
