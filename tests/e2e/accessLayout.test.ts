/**
 * Small and sideways phones (issue 15): an iPhone SE with Safari's bars (320x454), a small Android with
 * its bars (375x553) and a phone held sideways (844x390). The Join! button (also with a table to
 * choose) and every answer of every kind of question lie wholly on the first screen, with no scrolling;
 * each new screen starts at the top. Screenshots: test-results/screens/access/phone-<w>x<h>-<what>.png.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join as joinPath, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { GameState } from '@shared/model/gameState';
import { connectOperator, startTestServer, type TestClient, type TestServer } from '../integration/harness';
import { useSharedChromium } from './fixtures/chromium';
import { openPage, seeText, settled } from './harness';
import {
  advance,
  answer,
  expectInViewport,
  join,
  KINDS,
  openQuestion,
  ORDER_ITEMS,
  scrollTop,
  settle,
  shot,
  size,
  writeAccessQuiz,
} from './phoneAccess';

const SIZES = [size(320, 454), size(375, 553), size(844, 390)];
const TIMINGS = { countdownSeconds: 1, questionSeconds: 1, answerSeconds: 30 };

/** What a guest taps to answer, per kind. */
const OPTIONS: Record<(typeof KINDS)[number], string> = {
  choice: '.answer-button',
  trueFalse: '.tf-button',
  whoSaidIt: '.who-button',
  closest: '.closest-form input, .closest-form button',
  order: '.order-item, .send-bar button',
  poll: '.answer-button',
};

const name = (page: Page): string => {
  const { width, height } = page.viewportSize()!;
  return `phone-${width}x${height}`;
};

let tmp: string;
const chrome = useSharedChromium();
const { errors } = chrome;

beforeAll(async () => {
  tmp = await mkdtemp(joinPath(tmpdir(), 'wq-access-layout-'));
});

afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('small and sideways phones', { timeout: 120_000 }, () => {
  let srv: TestServer;
  let operator: TestClient;
  let phones: Page[];

  beforeAll(async () => {
    srv = await startTestServer({ quizFile: await writeAccessQuiz(tmp), timings: TIMINGS });
    operator = await connectOperator(srv.url);
    phones = await Promise.all(
      SIZES.map(async (s) => (await openPage(chrome.browser, `${srv.url}/`, s, errors)).page),
    );
  });

  afterAll(async () => {
    operator?.close();
    await srv?.dispose();
  });

  test('the join form: the name field and Join! on the first screen', async () => {
    for (const page of phones) {
      await page.getByRole('button', { name: 'Join!' }).waitFor();
      await settle(page);
      await shot(page, `${name(page)}-join`);
      await expectInViewport(page, '.join-form input, .join-form button', name(page));
    }
    await Promise.all(phones.map((page, i) => join(page, `Guest ${i + 1}`)));
    expect(errors).toEqual([]);
  });

  test('every answer of every kind on the first screen; each new screen starts at the top', async () => {
    for (const [q, kind] of KINDS.entries()) {
      await openQuestion(operator, q);
      for (const page of phones) {
        await page.locator('.answering').waitFor();
        await settle(page);
        expect(await scrollTop(page), `${name(page)} ${kind}: at the top`).toBe(0);
        await shot(page, `${name(page)}-${kind}`);
        await expectInViewport(page, OPTIONS[kind], `${name(page)} ${kind}`);
        if (kind === 'order') {
          for (const item of ORDER_ITEMS)
            await page.getByRole('button', { name: `${item}, not placed yet` }).click();
          await settle(page);
          await shot(page, `${name(page)}-order-placed`);
          await expectInViewport(page, OPTIONS.order, `${name(page)} order, all placed`);
          await page.getByRole('button', { name: 'Send my order' }).click();
          await page.locator('.answering').waitFor({ state: 'detached' });
        } else {
          await answer(page, kind);
        }
      }
      await operator.view(GameState.SHOW_CORRECT_ANSWER, q);
      // Scrolled down through the reveal's story: the next screen must start at the top again (the
      // page is made taller, so that the browser keeps the scroll if the phone does not reset it).
      for (const page of phones) {
        await page.locator('.reveal-card').waitFor();
        await page.evaluate(`document.body.style.paddingBottom = '200vh'`);
        // Scrolled again until it stays: the reveal may still be settling in (its own scroll to the top).
        const scrolledDown = async (): Promise<number> => {
          await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
          return scrollTop(page);
        };
        expect(await settled(scrolledDown, (y) => y > 0)).toBeGreaterThan(0);
      }
    }
    advance(operator, GameState.SHOW_CORRECT_ANSWER);
    await operator.view(GameState.SHOW_FINAL_RESULTS_SHOW_0);
    for (const page of phones) {
      await seeText(page, 'Look at the main screen for the final score!');
      expect(await scrollTop(page), `${name(page)} final: at the top`).toBe(0);
    }
    expect(errors).toEqual([]);
  });
});

describe('the join form of a team game on small phones', { timeout: 60_000 }, () => {
  let srv: TestServer;

  beforeAll(async () => {
    srv = await startTestServer({ quizFile: resolve('resources/samples/tables.wedding-quiz.json') });
  });

  afterAll(async () => {
    await srv?.dispose();
  });

  test('a table from the card, or a table to choose: Join! on the first screen', async () => {
    for (const s of SIZES) {
      for (const [path, what] of [
        ['/?table=2', 'join-table'],
        ['/', 'join-choose-table'],
      ] as const) {
        const { context, page } = await openPage(chrome.browser, `${srv.url}${path}`, s, errors);
        await page.getByRole('button', { name: 'Join!' }).waitFor();
        if (what === 'join-table') await seeText(page, 'Table 2 – Kraków');
        else await page.getByLabel('Your table').waitFor();
        await settle(page);
        await shot(page, `${name(page)}-${what}`);
        await expectInViewport(page, '.join-form input, .join-form button, .join-form select', name(page));
        await context.close();
      }
    }
    expect(errors).toEqual([]);
  });
});
