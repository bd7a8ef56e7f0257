import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer } from '../../src/main/server/index';
import type { Timings } from '../../src/shared/wire/quiz';

import { OPERATOR_KEY } from '../integration/harness';
import { savePicture } from './fixtures/pictures';

// One key for every test server, started here or by tests/integration/harness.ts.
export { OPERATOR_KEY };
export const SCREENSHOT_DIR = resolve('test-results/screens');

export { PHONE } from './browser';

export interface TestServer {
  server: RunningServer;
  url: string;
  /** The server's data folder (its journal), to damage or inspect between a stop and a start. */
  dataDir: string;
  /** Stops the server and starts it again on the same port and data: the app being restarted. */
  restart: () => Promise<void>;
  /** Stops the server, keeping its port and data for `start`: the app is down until then. */
  stop: () => Promise<void>;
  /** Starts a stopped server again on the same port and data. */
  start: () => Promise<void>;
  close: () => Promise<void>;
}

/** The real game server, in process, on a free loopback port with a throwaway data directory. */
export async function startTestServer(timings?: Timings): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'wedding-quiz-e2e-'));
  const start = (port: number): Promise<RunningServer> =>
    startServer({
      port,
      portFallback: false,
      host: '127.0.0.1',
      dataDir,
      staticDir: resolve('out/renderer'),
      operatorKey: OPERATOR_KEY,
      timings,
      log: () => undefined,
    });
  const test: TestServer = {
    server: await start(0),
    url: '',
    dataDir,
    restart: async () => {
      await test.stop();
      await test.start();
    },
    stop: () => test.server.close(),
    start: async () => {
      test.server = await start(test.server.port);
    },
    close: async () => {
      await test.server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  test.url = test.server.localUrl;
  return test;
}

/**
 * This file's test server: started before its tests, closed with its data after them. The object reads
 * through to the running server, so `srv.url`, `srv.server` and `srv.restart()` work as on a TestServer.
 */
export function useTestServer(timings?: Timings): TestServer {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer(timings);
  });
  afterAll(async () => {
    await started?.close();
  });
  const current = (): TestServer => {
    if (!started) throw new Error('The test server starts in beforeAll: use it in a hook or a test');
    return started;
  };
  return {
    get server() {
      return current().server;
    },
    get url() {
      return current().url;
    },
    get dataDir() {
      return current().dataDir;
    },
    restart: () => current().restart(),
    stop: () => current().stop(),
    start: () => current().start(),
    close: () => current().close(),
  };
}

/** A list for the servers a file starts as it goes: each is disposed after the file's last test. */
export function disposedAfterAll<T extends { dispose: () => Promise<void> }>(): T[] {
  const list: T[] = [];
  afterAll(async () => {
    for (const item of list.splice(0)) await item.dispose();
  });
  return list;
}

export interface Health {
  ok: boolean;
  state: number;
  questionNumber: number;
  players: number;
}

export async function health(url: string): Promise<Health> {
  const response = await fetch(`${url}/healthz`);
  return (await response.json()) as Health;
}

/** A page in its own context (own localStorage), failing the test on any uncaught page error. */
export async function openPage(
  browser: Browser,
  url: string,
  options: BrowserContextOptions,
  errors: string[],
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(`${url}: ${error.message}`));
  await page.goto(url);
  return { context, page };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await savePicture(page, join(SCREENSHOT_DIR, `${name}.png`));
}

/**
 * How long a page may take to show what the test waits for: what a person would still wait. The browser
 * tests use one Chromium per worker (the headless shell) and draw with reduced motion, so two suites side by side
 * on two cores no longer starve each other (it was 20 s when a page took 7× longer to draw under load).
 */
export const PAGE_WAIT_MS = 10_000;

/**
 * Waits until `text` is visible somewhere on the page. A failure says what the page showed instead (a
 * CI log is all there is to go on).
 */
export async function seeText(page: Page, text: string | RegExp, timeout = PAGE_WAIT_MS): Promise<void> {
  try {
    await page.getByText(text).first().waitFor({ state: 'visible', timeout });
  } catch (error) {
    const shown = await bodyText(page).catch((e: unknown) => `(unreadable: ${String(e)})`);
    if (error instanceof Error) error.message += `\n${page.url()} showed:\n${shown.slice(0, 800)}`;
    throw error;
  }
}

/** Waits until no element shows `text`. */
export async function notSeeText(page: Page, text: string | RegExp, timeout = PAGE_WAIT_MS): Promise<void> {
  await page.getByText(text).first().waitFor({ state: 'hidden', timeout });
}

/** The page's visible text. */
export async function bodyText(page: Page): Promise<string> {
  return page.locator('body').innerText();
}

/**
 * Reads until `check` passes or the time is up, and returns the last value read either way: for a layout
 * that settles a few frames after a change, asserted by the caller with its own message.
 */
export async function settled<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeout = PAGE_WAIT_MS,
): Promise<T> {
  return eventually(read, check, timeout).catch(() => read());
}

/** Reads until `check` passes, or fails with the last value read. */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeout = PAGE_WAIT_MS,
): Promise<T> {
  const end = Date.now() + timeout;
  let value = await read();
  while (!check(value)) {
    if (Date.now() > end)
      throw new Error(`Still not as expected after ${timeout} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}
