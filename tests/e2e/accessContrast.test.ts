/**
 * The answer options' text against the pixels actually behind it, in Chromium: the showcase quiz's
 * choice, true/false, who-said-it and poll questions on two phones (390x844 and 320x568) and the big
 * screen (1920x1080), answering and revealed. Each option is photographed twice, as drawn and with its
 * text made transparent; the pixels that differ are the text's, and their colours in the second picture
 * are its background. Every option's text must reach 4.5:1 (WCAG 1.4.3) against the worst of them.
 * The ratios are printed; a few pictures go to test-results/screens/access/.
 */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { GameState } from '@shared/model/gameState';
import { useSharedChromium } from './fixtures/chromium';
import { eventually, health, openPage, PHONE, screenshot } from './harness';
import { backgroundBehindText, parseColour, worstContrast, type Pixels } from './contrast';
import { connectOperator, startTestServer, type TestClient, type TestServer } from '../integration/harness';
import { settle } from './fixtures/motion';
import { skipToAnswering } from '../integration/operatorSteps';

// pngjs comes with qrcode (a dependency of the app); its types are not installed, so only what is used.
const { PNG } = createRequire(import.meta.url)('pngjs') as { PNG: { sync: { read(png: Buffer): Pixels } } };

const SMALL = { viewport: { width: 320, height: 568 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const SHOWCASE = resolve('resources/samples/showcase.wedding-quiz.json');
const KINDS = ['choice', 'trueFalse', 'whoSaidIt', 'closest', 'order', 'poll'];
/** The kinds whose answers are coloured options. */
const OPTION_KINDS = new Set(['choice', 'trueFalse', 'whoSaidIt', 'poll']);
const MINIMUM = 4.5;

const chrome = useSharedChromium();
const { errors } = chrome;

interface Measure {
  where: string;
  option: string;
  ratio: number;
}

async function picture(option: Locator): Promise<Pixels> {
  return PNG.sync.read(await option.screenshot({ animations: 'disabled' }));
}

/** The little of the DOM these page functions use (the tests compile without the DOM's types). */
interface DomElement {
  className: unknown;
  style: {
    setProperty(name: string, value: string, priority?: string): void;
    removeProperty(name: string): void;
  };
  querySelector(selector: string): DomElement | null;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
}

/** Paints the option's text (and shape) transparent, or as it was; its check mark stays hidden while measured. */
async function textShown(option: Locator, shown: boolean): Promise<void> {
  await option.evaluate((node, show) => {
    const el = node as unknown as DomElement;
    for (const e of [el, ...Array.from(el.querySelectorAll('*'))]) {
      if (String(e.className).includes('__check')) {
        if (show) e.style.removeProperty('visibility');
        else e.style.setProperty('visibility', 'hidden');
      } else if (show) {
        e.style.removeProperty('color');
        e.style.removeProperty('text-shadow');
      } else {
        e.style.setProperty('color', 'transparent', 'important');
        e.style.setProperty('text-shadow', 'none', 'important');
      }
    }
  }, shown);
}

/** The computed colour of the option's text. */
async function textColour(option: Locator): Promise<string> {
  return option.evaluate((node) => {
    const el = node as unknown as DomElement;
    const text = el.querySelector('[class$="__text"], [class*="__name"]') ?? el;
    const view = globalThis as unknown as { getComputedStyle(e: DomElement): { color: string } };
    return view.getComputedStyle(text).color;
  });
}

/**
 * One option's text against what is behind it: the option drawn with its check mark (its own white
 * disc) hidden, then with its text transparent too.
 */
async function measureOption(option: Locator): Promise<number> {
  const text = parseColour(await textColour(option));
  await option.evaluate((node) => {
    const el = node as unknown as DomElement;
    for (const c of Array.from(el.querySelectorAll('[class*="__check"]')))
      c.style.setProperty('visibility', 'hidden');
  });
  const withText = await picture(option);
  await textShown(option, false);
  const withoutText = await picture(option);
  await textShown(option, true);
  return worstContrast(text, backgroundBehindText(withText, withoutText));
}

/** Every option matched by `selector` on the page, measured. */
async function measureAll(page: Page, selector: string, where: string): Promise<Measure[]> {
  await settle(page);
  const options = await page.locator(selector).all();
  expect(options.length, `options on ${where}`).toBeGreaterThan(0);
  const found: Measure[] = [];
  for (const option of options) {
    const label = (await option.getAttribute('data-option')) ?? (await option.innerText()).split('\n')[0]!;
    found.push({ where, option: label.trim(), ratio: await measureOption(option) });
  }
  return found;
}

function advance(operator: TestClient, from: GameState): void {
  operator.emit('requestNextState', { from });
}

describe('every answer option reads at 4.5:1 against its rendered background', { timeout: 180_000 }, () => {
  let srv: TestServer;
  let operator: TestClient;
  let phones: Page[];
  let screen: Page;
  const measured: Measure[] = [];

  beforeAll(async () => {
    srv = await startTestServer({
      quizFile: SHOWCASE,
      timings: { countdownSeconds: 1, questionSeconds: 1, answerSeconds: 120 },
    });
    operator = await connectOperator(srv.url);
    phones = await Promise.all(
      [PHONE, SMALL].map(
        async (options) => (await openPage(chrome.browser, `${srv.url}/`, options, errors)).page,
      ),
    );
    for (const [i, phone] of phones.entries()) {
      await phone
        .locator('input')
        .first()
        .fill(`Guest ${i + 1}`);
      await phone.getByRole('button', { name: 'Join!' }).click();
    }
    await eventually(
      () => health(srv.url),
      (h) => h.players === phones.length,
    );
    screen = (
      await openPage(chrome.browser, `${srv.url}/screen`, { viewport: { width: 1920, height: 1080 } }, errors)
    ).page;
  });

  afterAll(async () => {
    operator?.close();
    await srv?.dispose();
  });

  test('on the phones and the big screen, answering and revealed', async () => {
    advance(operator, GameState.NEW);
    await operator.view(GameState.STARTING_QUIZ);
    advance(operator, GameState.STARTING_QUIZ);
    for (const [q, kind] of KINDS.entries()) {
      await skipToAnswering(operator, q);
      if (OPTION_KINDS.has(kind)) {
        await screen.locator(`[data-testid="stage"][data-kind="${kind}"][data-step="options"]`).waitFor();
        for (const [i, phone] of phones.entries()) {
          await phone.locator('.answer-button').first().waitFor();
          const size = i === 0 ? '390x844' : '320x568';
          measured.push(...(await measureAll(phone, '.answer-button', `phone ${size}, ${kind}`)));
          if (kind === 'choice') await screenshot(phone, `access/contrast-phone-${size}-${kind}`);
        }
        measured.push(...(await measureAll(screen, '.option-tile', `big screen, ${kind}`)));
        await screenshot(screen, `access/contrast-screen-${kind}`);
      }
      advance(operator, GameState.SHOW_QUESTION_OPTIONS);
      await operator.view(GameState.SHOW_CORRECT_ANSWER, q);
      if (OPTION_KINDS.has(kind)) {
        await screen.locator(`[data-testid="stage"][data-kind="${kind}"][data-step="reveal"]`).waitFor();
        await settle(screen);
        measured.push(...(await measureAll(screen, '.option-tile', `big screen, ${kind} revealed`)));
        if ((await screen.locator('.response-chart__label').count()) > 0)
          measured.push(...(await measureAll(screen, '.response-chart__label', `chart letters, ${kind}`)));
      }
      if (q === KINDS.length - 1) break;
      advance(operator, GameState.SHOW_CORRECT_ANSWER);
      if (kind !== 'poll') {
        await operator.view(GameState.SHOW_LEADERBOARD, q);
        advance(operator, GameState.SHOW_LEADERBOARD);
      }
    }
    console.log(
      'Measured contrast of the options (text against the pixels behind it):\n' +
        measured.map((m) => `  ${m.where}, ${m.option}: ${m.ratio.toFixed(2)}:1`).join('\n'),
    );
    const low = measured.filter((m) => m.ratio < MINIMUM);
    expect(low, 'options under 4.5:1').toEqual([]);
  });
});
