/**
 * The phone's first load (the join form usable), in every shipped language, chosen by the browser's
 * own language: each stays within 10 % of the English first load before the app spoke other languages
 * (issue 16), and loads only its own language's messages.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LANGUAGES } from '../../src/renderer/src/i18n/languages';
import { NAMESPACES } from '../../src/renderer/src/i18n/namespaces';
import { launchChromium } from './browser';
import { PHONE, startTestServer, type TestServer } from './harness';
import { kilobytes, measurePageLoad } from './pageWeight';

/** Bytes of the English first load before issue 16 (measured by this test on the commit before it). */
const ENGLISH_BEFORE_I18N = 242_700;
const BUDGET = Math.round(ENGLISH_BEFORE_I18N * 1.1);

let browser: Browser;
let srv: TestServer;
const figures: string[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  srv = await startTestServer();
});

afterAll(async () => {
  console.info(`Phone first load (budget ${kilobytes(BUDGET)}):\n${figures.join('\n')}`);
  await browser?.close();
  await srv?.close();
});

describe('the phone first load in each language', { timeout: 120_000 }, () => {
  for (const { code, intl } of LANGUAGES) {
    test(`${code}: within 10 % of English before i18n, its own messages only`, async () => {
      const context = await browser.newContext({ ...PHONE, locale: intl });
      const page = await context.newPage();
      const weight = await measurePageLoad(page, `${srv.url}/`, (p) => p.locator('#player-name').waitFor());
      expect(await page.evaluate('document.documentElement.lang')).toBe(code);
      figures.push(`  ${code}: ${kilobytes(weight.bytes)}`);
      const catalogs = weight.files
        .map(([file]) => file)
        .filter((f) => NAMESPACES.some((ns) => f.startsWith(`${ns}-`)));
      expect(catalogs.length, catalogs.join(', ')).toBeLessThanOrEqual(3);
      expect(weight.bytes, weight.files.map(([f, b]) => `${f} ${b}`).join('\n')).toBeLessThanOrEqual(BUDGET);
      await context.close();
    });
  }
});
