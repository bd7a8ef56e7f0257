/**
 * Issue 18's phone-page target, measured by the bench rather than by a timed test: a guest's first
 * load of `/` on a crowded wedding Wi-Fi (400 kbps, 400 ms round trips), in the system Chromium through
 * the DevTools protocol, on the bench's own server before the guests arrive. The browser tests measure
 * the same and fail on bytes only (tests/e2e/pageWeight.test.ts): time depends on the machine's load.
 */
import type { Browser } from 'playwright-core';
import { launchChromium, PHONE } from '../tests/e2e/browser';
import { measurePageLoad, timeToJoinForm } from '../tests/e2e/pageWeight';

/** Loads measured; the median is the figure, so one slow start of the browser does not decide it. */
const LOADS = 3;

export type PhonePageFigures =
  | {
      /** First load of `/` in English until the network is idle, bytes transferred. */
      firstLoadBytes: number;
      /** Navigation start -> the join form usable on the slow Wi-Fi, each load. */
      slowWifiMs: number[];
    }
  | { skipped: string };

async function onePhone<T>(
  browser: Browser,
  run: (page: import('playwright-core').Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ ...PHONE, locale: 'en-GB' });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Measures the phone page at `url` (the server's address); skipped, with the reason, without a Chromium. */
export async function measurePhonePage(url: string): Promise<PhonePageFigures> {
  let browser: Browser;
  try {
    browser = await launchChromium();
  } catch (error) {
    return { skipped: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
  }
  try {
    const joinForm = (page: import('playwright-core').Page): Promise<void> =>
      page.locator('#player-name').waitFor();
    const first = await onePhone(browser, (page) => measurePageLoad(page, `${url}/`, joinForm));
    const slowWifiMs: number[] = [];
    for (let i = 0; i < LOADS; i++)
      slowWifiMs.push(await onePhone(browser, (page) => timeToJoinForm(page, `${url}/`)));
    return { firstLoadBytes: first.bytes, slowWifiMs };
  } finally {
    await browser.close();
  }
}
