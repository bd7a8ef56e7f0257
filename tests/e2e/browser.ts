import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';

const FULL_CHROMIUM = '/usr/bin/chromium';
/** Debian's `chromium-headless-shell`: the same Blink without the desktop browser around it. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** A 390×844 phone at 2× with touch (the browser tests' and the bench's guest). */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/**
 * The system Chromium: CHROME_PATH, else (for `shell`) Debian's headless shell where it is installed,
 * else /usr/bin/chromium. The browser tests take the shell: the full browser in headless mode spent four
 * times the CPU on the same pages (prerender.test.ts: 160 CPU-seconds against 38). Browsers are never
 * downloaded.
 */
export function chromiumPath(prefer: 'shell' | 'full' = 'full'): string {
  const path =
    process.env.CHROME_PATH ||
    (prefer === 'shell' && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}: install it with \`apt-get install -y chromium chromium-headless-shell\` or set CHROME_PATH`,
    );
  }
  return path;
}

const CSP = /Content.Security.Policy/i;
const cspProblems: string[] = [];

/**
 * Content-Security-Policy violations reported by any page of any browser launched here: console
 * errors (Chromium logs every blocked script, style, font, image or connection), uncaught page errors,
 * and `securitypolicyviolation` events. Returns them and starts a fresh list.
 */
export function takeCspProblems(): string[] {
  return cspProblems.splice(0);
}

/** Reports every CSP violation on this context's pages to `takeCspProblems`. */
async function watchCsp(context: BrowserContext): Promise<void> {
  context.on('console', (message) => {
    if (message.type() === 'error' && CSP.test(message.text()))
      cspProblems.push(`${message.page()?.url() ?? '?'}: ${message.text()}`);
  });
  context.on('weberror', (error) => {
    if (CSP.test(error.error().message))
      cspProblems.push(`${error.page()?.url() ?? '?'}: ${error.error().message}`);
  });
  // Runs in the page (as a string: these tests compile without the DOM types).
  await context.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (e) => console.error(
      'Content Security Policy violation: ' + e.effectiveDirective + ' blocked ' + (e.blockedURI || 'inline code') +
      ' (' + e.sourceFile + ':' + e.lineNumber + ')'));`,
  });
}

/** The flags every Chromium here runs with (headless on a machine without a GPU or a user). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  // The software compositor in the browser process instead of a GPU process of its own: two screen-heavy
  // files took 111 CPU-seconds instead of 125 (the frames no longer cross between processes).
  '--in-process-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Makes every context `browser` opens (and so every page) report its CSP violations. */
export function watchEveryContext(browser: Browser): Browser {
  // browser.newPage() goes through newContext() too.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchCsp(context);
    return context;
  };
  return browser;
}

/**
 * Chromium; every page of every context it opens is watched for CSP violations (`takeCspProblems`).
 * `headed` shows its windows (the full browser: the headless shell has none).
 */
export async function launchChromium(
  prefer: 'shell' | 'full' = 'full',
  { headed = false }: { headed?: boolean } = {},
): Promise<Browser> {
  const executablePath = chromiumPath(headed ? 'full' : prefer);
  return watchEveryContext(await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: !headed }));
}
