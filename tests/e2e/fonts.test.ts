/**
 * The bundled font subsets in a browser: guests' names in Polish, Czech, Turkish or Romanian letters are drawn
 * in the app's own fonts, every font file a page fetches is one of the bundled subsets, and Arabic and
 * Chinese pages draw their own script in the device's fonts. Screenshots: test-results/screens/lang/.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LANGUAGES } from '../../src/renderer/src/i18n/languages';
import { sharedChromium } from './fixtures/chromium';
import { PHONE, SCREENSHOT_DIR, seeText, useTestServer } from './harness';
import { savePicture } from './fixtures/pictures';

const NAMES = ['Łukasz Żółć', 'Dvořák', 'Gökhan Öz', 'Győrfi Ős', 'Ștefan Țuț'];
const SUBSET_FILE =
  /^(great-vibes-400-normal|cormorant-garamond-\d00-(normal|italic)|montserrat-\d00-normal)-.+\.woff2$/;
const SHOTS = join(SCREENSHOT_DIR, 'lang');

let browser: Browser;
const srv = useTestServer();

beforeAll(async () => {
  browser = await sharedChromium();
  await mkdir(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
});

/** The font files the page fetched, by name. */
async function fontFiles(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const urls = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  return urls.filter((url) => /\.(woff2?|ttf|otf)(\?|$)/.test(url)).map((url) => url.split('/').pop()!);
}

/** The part of the page's `document` this test uses (the tests are type-checked without the DOM's types). */
interface FontsHost {
  document: { fonts: { load(font: string, text: string): Promise<{ status: string }[]> } };
}

/** The characters of `text` no face of `family` covers (drawn by a fallback font); loads the rest. */
function notInFont(page: Page, family: string, text: string): Promise<string[]> {
  return page.evaluate(
    async ([font, sample]) => {
      const missing: string[] = [];
      for (const ch of new Set(sample!.replace(/\s/g, ''))) {
        const faces = await (globalThis as unknown as FontsHost).document.fonts.load(font!, ch);
        if (!faces.some((face) => face.status === 'loaded')) missing.push(ch);
      }
      return missing;
    },
    [`600 20px '${family}'`, text],
  );
}

async function openPhone(code: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const intl = LANGUAGES.find((language) => language.code === code)!.intl;
  const context = await browser.newContext({ ...PHONE, viewport: { width: 320, height: 568 }, locale: intl });
  const page = await context.newPage();
  await page.goto(`${srv.url}/`);
  await page.locator('#player-name').waitFor();
  return { page, close: () => context.close() };
}

describe('the bundled fonts', { timeout: 60_000 }, () => {
  for (const code of ['en', 'pl']) {
    test(`${code}: the phone and the big screen draw guests' names in the app's fonts`, async () => {
      const phone = await openPhone(code);
      const name = code === 'pl' ? 'Łukasz Ż' : 'Gökhan Ö';
      await phone.page.locator('#player-name').fill(name);
      for (const family of ['Montserrat', 'Cormorant Garamond', 'Great Vibes'])
        expect(await notInFont(phone.page, family, NAMES.join(' ')), family).toEqual([]);
      expect((await fontFiles(phone.page)).filter((file) => !SUBSET_FILE.test(file))).toEqual([]);
      await savePicture(phone.page, join(SHOTS, `fonts-phone-${code}.png`));
      await phone.page.locator('#player-name').press('Enter');
      await phone.page.locator('#player-name').waitFor({ state: 'detached' });

      const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: code });
      const screen = await context.newPage();
      await screen.goto(`${srv.url}/screen`);
      await seeText(screen, name, 15_000);
      expect((await fontFiles(screen)).filter((file) => !SUBSET_FILE.test(file))).toEqual([]);
      await savePicture(screen, join(SHOTS, `fonts-screen-${code}.png`));
      await context.close();
      await phone.close();
    });
  }

  for (const [code, sample] of [
    ['ar', 'العربية'],
    ['zh', '简体中文'],
  ] as const) {
    test(`${code}: its own script comes from the device's fonts, not from a bundled file`, async () => {
      const phone = await openPhone(code);
      for (const family of ['Montserrat', 'Cormorant Garamond', 'Great Vibes'])
        expect((await notInFont(phone.page, family, sample)).join(''), family).toBe(sample);
      expect((await fontFiles(phone.page)).filter((file) => !SUBSET_FILE.test(file))).toEqual([]);
      await savePicture(phone.page, join(SHOTS, `fonts-phone-${code}.png`));
      await phone.close();
    });
  }
});
