/**
 * The phone's pre-rendered page (issue 25): the server picks the build's page for the guest's language
 * and the game's join form, and fills in the night's quiz, escaped; it imports nothing of the web app.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { acceptedLanguages, cookieValue, phonePages } from '../../src/main/server/transport/http/phonePage';
import { JOIN_FORMS, SLOTS, type PrerenderManifest } from '../../src/shared/model/prerender';
import type { QuizInfo } from '../../src/shared/wire/quiz';

/** A page as the build leaves it: every slot, and its form and language in a marker. */
const builtPage = (code: string, form: string): string =>
  `<html lang="${code}"><body><div id="root"><p>${form}</p><h1>${SLOTS.title}</h1><p>${SLOTS.couple}</p>` +
  `<time dateTime="${SLOTS.date}">${SLOTS.date}</time><p>${SLOTS.table}</p></div>` +
  `<script id="phone-boot" type="application/json">${SLOTS.boot}</script></body></html>`;

function builtApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'phone-page-'));
  const manifest: PrerenderManifest = {
    languages: [],
    styleHashes: ["'sha256-style'"],
    scriptHashes: ["'sha256-script'"],
  };
  for (const [code, intl] of [
    ['en', 'en-GB'],
    ['fr', 'fr'],
    ['ar', 'ar'],
  ] as const) {
    mkdirSync(join(dir, 'prerender', code), { recursive: true });
    const pages = Object.fromEntries(JOIN_FORMS.map((form) => [form, `${code}/${form}.html`]));
    for (const form of JOIN_FORMS)
      writeFileSync(join(dir, 'prerender', code, `${form}.html`), builtPage(code, form));
    manifest.languages.push({
      code,
      intl,
      pages: pages as PrerenderManifest['languages'][number]['pages'],
    });
  }
  writeFileSync(join(dir, 'prerender', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const QUIZ: QuizInfo = {
  title: 'Anna & Ben <script>alert(1)</script>',
  coupleNames: 'Anna & Ben',
  eventDate: '2024-07-28',
  backgroundImage: '/media/bg.jpg',
  bgmUrl: null,
  questionCount: 3,
  joinUrl: 'http://quiz.local/',
  playMode: 'solo',
  language: 'en',
  second: null,
  sounds: {},
};

interface Asked {
  url?: string;
  lang?: string;
  accept?: string;
  cookie?: string;
}

const request = ({ url = '/', lang, accept, cookie }: Asked): Request =>
  ({
    url: lang ? `${url}${url.includes('?') ? '&' : '?'}lang=${lang}` : url,
    query: lang ? { lang } : {},
    headers: { 'accept-language': accept, cookie },
  }) as unknown as Request;

const serve = (quiz: Partial<QuizInfo> = {}) => phonePages(builtApp(), () => ({ ...QUIZ, ...quiz }))!;

describe('acceptedLanguages', () => {
  it('lists the tags by preference, without the wildcard or refused ones', () => {
    expect(acceptedLanguages('en;q=0.5, fr-CH, de;q=0, *;q=0.1, fr;q=0.9')).toEqual(['fr-CH', 'fr', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});

describe('cookieValue', () => {
  it("reads one cookie's value, or null", () => {
    expect(cookieValue('a=1; wq-lang=fr; b=x=y', 'wq-lang')).toBe('fr');
    expect(cookieValue('a=1; b=x=y', 'b')).toBe('x=y');
    expect(cookieValue(undefined, 'wq-lang')).toBeNull();
  });
});

describe('phonePages', () => {
  it('chooses the language: the address, then the cookie, then Accept-Language, then English', () => {
    const page = serve();
    expect(page(request({ lang: 'fr', cookie: 'wq-lang=ar', accept: 'en' })).html).toContain('lang="fr"');
    expect(page(request({ cookie: 'wq-lang=ar', accept: 'fr' })).html).toContain('lang="ar"');
    expect(page(request({ accept: 'fr-CH, en;q=0.5' })).html).toContain('lang="fr"');
    expect(page(request({ accept: 'ja' })).html).toContain('lang="en"');
  });

  it("fills in the night's quiz, escaped, with the date in the page's language", () => {
    const { html } = serve()(request({ lang: 'fr' }));
    expect(html).toContain('<h1>Anna &#38; Ben &#60;script&#62;alert(1)&#60;/script&#62;</h1>');
    expect(html).toContain('<time dateTime="2024-07-28">28 juillet 2024</time>');
    expect(html).not.toMatch(/[\uE000-\uF8FF]/);
  });

  it("writes the boot data the app's first render reads, with nothing that could close its element", () => {
    const { html } = serve()(request({ lang: 'ar' }));
    const json = /<script id="phone-boot" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(json).not.toContain('<');
    const boot = JSON.parse(json) as { language: string; form: string; quiz: QuizInfo; table: null };
    expect(boot).toMatchObject({ language: 'ar', form: 'solo', table: null });
    expect(boot.quiz.title).toBe(QUIZ.title);
    // The first paint has no custom background (a style attribute would break the page's CSP).
    expect(boot.quiz.backgroundImage).toBeNull();
  });

  it("shows a bilingual quiz's title in the guest's language", () => {
    const page = serve({ second: { language: 'fr', title: 'Notre histoire' } });
    expect(page(request({ lang: 'fr' })).html).toContain('<h1>Notre histoire</h1>');
    expect(page(request({ lang: 'en' })).html).toContain('<h1>Anna &#38; Ben');
  });

  it("picks the game's join form: solo, a table card's table, a tables list, the two sides", () => {
    expect(serve()(request({})).html).toContain('<p>solo</p>');
    const tables = serve({ playMode: 'tables' });
    const linked = tables(request({ url: '/?table=7' })).html;
    expect(linked).toContain('<p>table</p>');
    expect(linked).toContain('<p>7</p>');
    expect(linked).toContain('"table":7');
    expect(tables(request({ url: '/?table=abc' })).html).toContain('<p>tables</p>');
    expect(tables(request({})).html).toContain('<p>tables</p>');
    expect(serve({ playMode: 'sides' })(request({ url: '/?table=7' })).html).toContain('<p>sides</p>');
  });

  it("names the page's inline style and script for its CSP", () => {
    expect(serve()(request({}))).toMatchObject({
      styleHashes: ["'sha256-style'"],
      scriptHashes: ["'sha256-script'"],
    });
  });

  it('is null without pre-rendered pages', () => {
    expect(phonePages(mkdtempSync(join(tmpdir(), 'phone-page-')), () => QUIZ)).toBeNull();
  });
});
