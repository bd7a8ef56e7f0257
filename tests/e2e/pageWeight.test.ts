/**
 * The phone's first load (the join form usable, then the network idle) in every shipped language, chosen
 * by the browser's own language: at most 170 KB each (issue 25: React and react-dom instead of Preact;
 * 100 KB before), with only that language's messages and the start style sheet inline in the page (no
 * .css request). A reload costs next to nothing (the HTML revalidated, nothing else downloaded again),
 * and on a slow wedding Wi-Fi (400 kbps, 400 ms round trips) the join form is usable soon after
 * navigation start (issues 18 and 25).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LANGUAGES } from '../../src/renderer/src/i18n/languages';
import { NAMESPACES } from '../../src/shared/model/i18nNamespaces';
import { sharedChromium } from './fixtures/chromium';
import { PHONE, useTestServer } from './harness';
import { kilobytes, measurePageLoad, measureReload, timeToJoinForm, type PageWeight } from './pageWeight';

/** Issue 25 (100 KB in issue 18, with Preact): the phone's start file now carries react-dom. */
const FIRST_LOAD_BUDGET = 170_000;
/** A reload: the HTML's 304 and the game connection's handshake (2.2 KB in all), nothing else. */
const RELOAD_BUDGET = 5_000;
/**
 * Issue 25's 1.5 s (3 s in issue 18; 6.9 s before it): the join form comes with the first HTML answer,
 * before any script.
 */
const SLOW_WIFI_TARGET_MS = 1_500;

let browser: Browser;
const srv = useTestServer();
const figures: string[] = [];

const joinForm = (p: import('playwright-core').Page): Promise<void> => p.locator('#player-name').waitFor();
const listing = (weight: PageWeight): string => weight.files.map(([f, b]) => `${f} ${b}`).join('\n');

beforeAll(async () => {
  browser = await sharedChromium();
});

afterAll(async () => {
  console.info(`Phone page (issues 18 and 25):\n${figures.join('\n')}`);
  await browser?.close();
});

describe('the phone first load in each language', { timeout: 60_000 }, () => {
  for (const { code, intl } of LANGUAGES) {
    test(`${code}: at most 170 KB, its own messages only, its style inline`, async () => {
      const context = await browser.newContext({ ...PHONE, locale: intl });
      const page = await context.newPage();
      const weight = await measurePageLoad(page, `${srv.url}/`, joinForm);
      expect(await page.evaluate('document.documentElement.lang')).toBe(code);
      figures.push(`  first load ${code}: ${kilobytes(weight.bytes)}`);
      const catalogs = weight.files
        .map(([file]) => file)
        .filter((f) => NAMESPACES.some((ns) => f.startsWith(`${ns}-`)));
      expect(catalogs.length, catalogs.join(', ')).toBeLessThanOrEqual(3);
      // The start style sheet is in the page (issue 25): no style sheet is fetched before the form shows.
      const sheets = weight.fetched.filter(([file]) => file.endsWith('.css'));
      expect(sheets, listing(weight)).toEqual([]);
      expect(weight.bytes, listing(weight)).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
      await context.close();
    });
  }
});

describe('coming back', { timeout: 60_000 }, () => {
  test('a reload revalidates the page and downloads nothing again', async () => {
    const context = await browser.newContext({ ...PHONE, locale: 'en-GB' });
    const page = await context.newPage();
    const first = await measurePageLoad(page, `${srv.url}/`, joinForm);
    const again = await measureReload(page, joinForm);
    figures.push(`  reload: ${kilobytes(again.bytes)} (first load ${kilobytes(first.bytes)})`);
    const fetched = again.fetched.map(([file, status]) => `${file} ${status}`);
    // The page is asked for again and answered "not modified"; hashed files come from the cache.
    expect(fetched, fetched.join('\n')).toContain('/ 304');
    const downloadedAgain = again.fetched.filter(
      ([file, status]) => status === 200 && /\.(js|css|woff2|svg)$/.test(file),
    );
    expect(downloadedAgain, fetched.join('\n')).toEqual([]);
    expect(again.bytes, listing(again)).toBeLessThanOrEqual(RELOAD_BUDGET);
    await context.close();
  });
});

describe('a slow wedding Wi-Fi', { timeout: 60_000 }, () => {
  // The 3 s target is checked by `npm run bench` (bench/phonePage.ts), on a quiet machine: a timed test
  // would fail whenever other suites load the 2 cores. Here the time is measured and printed, and what
  // makes it short is checked: nothing on the way to the form waits for the game's connection.
  test('the join form is usable while the game connection is still held back', async () => {
    const context = await browser.newContext({ ...PHONE, locale: 'en-GB' });
    await context.route('**/socket.io/**', () => undefined);
    const page = await context.newPage();
    await timeToJoinForm(page, `${srv.url}/`, null);
    await page.getByPlaceholder("What's your name?").fill('Ann');
    expect(await page.getByRole('button', { name: 'Join!' }).isEnabled()).toBe(true);
    await context.close();
  });

  test('the time until the join form is usable at 400 kbps and 400 ms round trips is measured', async () => {
    const context = await browser.newContext({ ...PHONE, locale: 'en-GB' });
    const page = await context.newPage();
    const ms = await timeToJoinForm(page, `${srv.url}/`);
    figures.push(
      `  join form usable on a slow Wi-Fi after ${Math.round(ms)} ms (npm run bench checks ${SLOW_WIFI_TARGET_MS} ms)`,
    );
    expect(ms).toBeGreaterThan(0);
    await context.close();
  });
});
