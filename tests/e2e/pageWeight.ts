/**
 * What a page costs a phone: the bytes it transfers (headers and compressed bodies, as the network
 * carries them, from Chromium's own count) until a condition holds, and which files they were.
 */
import type { Page } from 'playwright-core';

export interface PageWeight {
  /** Everything transferred, in bytes. */
  bytes: number;
  /** Bytes by file name (the path's last part), largest first. */
  files: [string, number][];
}

/** Opens `url` in `page` with the network counted, and stops counting once `ready` resolves. */
export async function measurePageLoad(
  page: Page,
  url: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<PageWeight> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  const sizes = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (e: { requestId: string; request: { url: string } }) => {
    urls.set(e.requestId, e.request.url);
  });
  cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => {
    const path = (urls.get(e.requestId) ?? e.requestId).split('?')[0] ?? '';
    const name = path.split('/').pop() || '/';
    sizes.set(name, (sizes.get(name) ?? 0) + e.encodedDataLength);
  });
  await page.goto(url);
  await ready(page);
  // Fonts and lazy chunks asked for by the first paint finish shortly after it.
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  const files = [...sizes].sort((a, b) => b[1] - a[1]);
  return { bytes: files.reduce((sum, [, size]) => sum + size, 0), files };
}

/** "123.4 KB" (1 KB = 1,000 bytes, as network figures are usually given). */
export function kilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}
