import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';

const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** A 390×844 phone at 2× with touch (the browser tests' and the bench's guest). */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/** The system Chromium: CHROME_PATH, else /usr/bin/chromium. Browsers are never downloaded. */
export function chromiumPath(): string {
  const path = process.env.CHROME_PATH || DEFAULT_CHROMIUM;
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}: install it with \`apt-get install -y chromium\` or set CHROME_PATH`,
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

/** Chromium; every page of every context it opens is watched for CSP violations (`takeCspProblems`). */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  // browser.newPage() goes through newContext() too.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchCsp(context);
    return context;
  };
  return browser;
}
