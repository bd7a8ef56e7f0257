import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const DEFAULT_CHROMIUM = '/usr/bin/chromium';

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

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
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
}
