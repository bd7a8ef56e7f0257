/** The phone's page names its language's catalogs, chosen as the page itself will choose (issue 18). */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { acceptedLanguages, phonePages } from '../../src/main/server/transport/phonePage';

const HTML =
  '<html>\n  <head>\n    <!-- why -->\n    <title>Wedding Quiz</title>\n  </head><body></body></html>';

function builtApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'phone-page-'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'index.html'), HTML);
  const manifest: Record<string, { file: string }> = {};
  for (const lang of ['en', 'fr']) {
    for (const ns of ['phone', 'common', 'server', 'operator']) {
      manifest[`src/i18n/locales/${lang}/${ns}.json`] = { file: `assets/${ns}-${lang}.js` };
    }
  }
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const request = (lang: string | undefined, accept: string | undefined): Request =>
  ({ query: lang ? { lang } : {}, headers: { 'accept-language': accept } }) as unknown as Request;

describe('acceptedLanguages', () => {
  it('lists the tags by preference, without the wildcard or refused ones', () => {
    expect(acceptedLanguages('en;q=0.5, fr-CH, de;q=0, *;q=0.1, fr;q=0.9')).toEqual(['fr-CH', 'fr', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});

describe('phonePages', () => {
  it("names the browser's language's phone catalogs, nothing else", () => {
    const page = phonePages(builtApp())!;
    const html = page(request(undefined, 'fr-FR,fr;q=0.9'));
    expect(html).toContain('href="./assets/phone-fr.js"');
    expect(html).toContain('href="./assets/common-fr.js"');
    expect(html).toContain('href="./assets/server-fr.js"');
    expect(html).not.toContain('operator-');
    expect(html).not.toContain('-en.js');
    expect(html).toMatch(/^<html><head><title>Wedding Quiz<\/title><link rel="modulepreload"/);
  });

  it('follows the address ?lang=, and falls back to English', () => {
    const page = phonePages(builtApp())!;
    expect(page(request('fr', 'en-GB'))).toContain('phone-fr.js');
    expect(page(request(undefined, 'ja'))).toContain('phone-en.js');
  });

  it('is null without a build manifest', () => {
    expect(phonePages(mkdtempSync(join(tmpdir(), 'phone-page-')))).toBeNull();
  });
});
