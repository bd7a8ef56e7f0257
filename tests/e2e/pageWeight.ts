/**
 * What a page costs a phone: the bytes it transfers (headers and compressed bodies, as the network
 * carries them, from Chromium's own count) until a condition holds, which files they were, and how long
 * the join form takes on a slow connection.
 */
import type { CDPSession, Page } from 'playwright-core';

export interface PageWeight {
  /** Everything transferred, in bytes. */
  bytes: number;
  /** Bytes by file name (the path's last part), largest first. */
  files: [string, number][];
  /** Files that came from the network (not the browser's cache), with their HTTP status. */
  fetched: [string, number][];
}

/** A crowded wedding Wi-Fi: 400 kbps each way (50,000 bytes/s) and 400 ms round trips. */
export const SLOW_WIFI = {
  offline: false,
  latency: 400,
  downloadThroughput: 50_000,
  uploadThroughput: 50_000,
};

/** The path's last part (`/` for the page itself, `socket.io` for the game's connection). */
const fileName = (url: string): string => {
  const path = URL.canParse(url) ? new URL(url).pathname : url;
  return path.startsWith('/socket.io/') ? 'socket.io' : path.split('/').pop() || '/';
};

/** Counts what `page` transfers from now until `stop` is called. */
async function countTransfers(page: Page): Promise<{ cdp: CDPSession; stop: () => Promise<PageWeight> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  const sizes = new Map<string, number>();
  const fetched: [string, number][] = [];
  cdp.on('Network.requestWillBeSent', (e: { requestId: string; request: { url: string } }) => {
    urls.set(e.requestId, e.request.url);
  });
  // Sent only for a response that came over the network (a 304 included), never for one from the cache.
  cdp.on('Network.responseReceivedExtraInfo', (e: { requestId: string; statusCode: number }) => {
    fetched.push([fileName(urls.get(e.requestId) ?? e.requestId), e.statusCode]);
  });
  cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => {
    const name = fileName(urls.get(e.requestId) ?? e.requestId);
    sizes.set(name, (sizes.get(name) ?? 0) + e.encodedDataLength);
  });
  const stop = async (): Promise<PageWeight> => {
    await cdp.detach();
    const files = [...sizes].filter(([, size]) => size > 0).sort((a, b) => b[1] - a[1]);
    return { bytes: files.reduce((sum, [, size]) => sum + size, 0), files, fetched };
  };
  return { cdp, stop };
}

/** Opens `url` in `page` with the network counted; counting stops once `ready` resolves and the network is idle. */
export async function measurePageLoad(
  page: Page,
  url: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<PageWeight> {
  const counter = await countTransfers(page);
  await page.goto(url);
  await ready(page);
  // Fonts and lazy chunks asked for by the first paint finish shortly after it; they count too.
  await page.waitForLoadState('networkidle');
  return counter.stop();
}

/** Reloads `page` (a guest reopening the tab) and counts what that transfers. */
export async function measureReload(
  page: Page,
  ready: (page: Page) => Promise<unknown>,
): Promise<PageWeight> {
  const counter = await countTransfers(page);
  await page.reload();
  await ready(page);
  await page.waitForLoadState('networkidle');
  return counter.stop();
}

interface Control {
  disabled?: boolean;
  getBoundingClientRect: () => { height: number };
}
type InPage = {
  document: { querySelector: (s: string) => Control | null };
  performance: { now: () => number };
};

/** In the page: the time since navigation start once the name field and Join button are shown and enabled. */
function joinFormUsableAt(): number | false {
  const { document, performance } = globalThis as unknown as InPage;
  const usable = (el: Control | null): boolean =>
    !!el && !el.disabled && el.getBoundingClientRect().height > 0;
  const name = document.querySelector('#player-name');
  const join = document.querySelector('form.join-form button[type=submit]');
  return usable(name) && usable(join) ? performance.now() : false;
}

/** Milliseconds from navigation start until the join form can be used, on `network` (`SLOW_WIFI`; null: as is). */
export async function timeToJoinForm(
  page: Page,
  url: string,
  network: typeof SLOW_WIFI | null = SLOW_WIFI,
): Promise<number> {
  const counter = await countTransfers(page);
  if (network) await counter.cdp.send('Network.emulateNetworkConditions', network);
  await page.goto(url, { waitUntil: 'commit' });
  // Polled in the page every frame (a function, not a string: the page's CSP forbids eval).
  const handle = await page.waitForFunction(joinFormUsableAt, undefined, { polling: 'raf', timeout: 30_000 });
  const ms = (await handle.jsonValue()) as number;
  await counter.stop();
  return ms;
}

/** "123.4 KB" (1 KB = 1,000 bytes, as network figures are usually given). */
export function kilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}
