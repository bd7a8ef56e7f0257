import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Request } from 'express';
import { formatCalendarDate } from '@shared/model/calendarDate';
import { chooseLanguage } from '@shared/model/chooseLanguage';
import {
  LANGUAGE_COOKIE,
  PRERENDER_DIR,
  PRERENDER_MANIFEST,
  SLOTS,
  type JoinFormKind,
  type PhoneBoot,
  type PrerenderLanguage,
  type PrerenderManifest,
} from '@shared/model/prerender';
import type { QuizInfo } from '@shared/wire/quiz';
import { titleIn } from '@shared/model/quizTitle';
import { tableFromQuery } from '@shared/model/tableLink';

/** "fr-CH, fr;q=0.9, en;q=0.8" → ["fr-CH", "fr", "en"]: the browser's languages, most wanted first. */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q)
    .map(({ tag }) => tag);
}

/** One cookie's value from a request's Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON inside a `<script type="application/json">`: nothing in it can close the element. */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The join form this game asks for: a table card's link shows its table. */
function formFor(quiz: QuizInfo, table: number | null): JoinFormKind {
  if (quiz.playMode === 'solo') return 'solo';
  if (quiz.playMode === 'sides') return 'sides';
  return table === null ? 'tables' : 'table';
}

/** The page with the night's quiz in its slots, and the boot data the app's first render reads. */
function fillSlots(page: string, language: PrerenderLanguage, boot: PhoneBoot): string {
  const { quiz } = boot;
  const date = escapeHtml(quiz.eventDate);
  return page
    .replaceAll(SLOTS.title, escapeHtml(titleIn(quiz, language.code)))
    .replaceAll(SLOTS.couple, escapeHtml(quiz.coupleNames))
    .replaceAll(`dateTime="${SLOTS.date}"`, `dateTime="${date}"`)
    .replaceAll(`datetime="${SLOTS.date}"`, `datetime="${date}"`)
    .replaceAll(SLOTS.date, escapeHtml(formatCalendarDate(quiz.eventDate, language.intl)))
    .replaceAll(SLOTS.table, String(boot.table ?? ''))
    .replace(SLOTS.boot, scriptJson(boot));
}

export interface PhonePage {
  html: string;
  /** The page's inline style and script, for its Content-Security-Policy. */
  styleHashes: readonly string[];
  scriptHashes: readonly string[];
}

/**
 * The guest's phone page (`/`), as the build pre-rendered it (issue 25): the join form in the guest's
 * language (the address's `?lang=`, this phone's cookie, then Accept-Language), for this game's kind
 * of join form, with the quiz's title, names and date filled in (a phone that has joined hides the form
 * before the first paint, see JOINED_ATTRIBUTE). Null when the build has no pre-rendered
 * pages (the built index.html is sent as is). The server imports nothing of the web app: the manifest
 * names every file.
 */
export function phonePages(
  staticDir: string,
  quizInfo: (req: Request) => QuizInfo,
): ((req: Request) => PhonePage) | null {
  const dir = join(staticDir, PRERENDER_DIR);
  const manifestPath = join(dir, PRERENDER_MANIFEST);
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as PrerenderManifest;
  const read = (file: string): string => readFileSync(join(dir, file), 'utf8');
  const pages = new Map(
    manifest.languages.map((language) => [
      language.code,
      {
        language,
        forms: new Map(Object.entries(language.pages).map(([form, file]) => [form, read(file)])),
      },
    ]),
  );
  return (req) => {
    const query = typeof req.query.lang === 'string' ? req.query.lang : null;
    const code = chooseLanguage({
      query,
      stored: cookieValue(req.headers.cookie, LANGUAGE_COOKIE),
      browser: acceptedLanguages(req.headers['accept-language']),
    });
    const chosen = pages.get(code) ?? [...pages.values()][0];
    if (!chosen) return { html: '', styleHashes: [], scriptHashes: [] };
    const info = quizInfo(req);
    const search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    const table = info.playMode === 'tables' ? tableFromQuery(search) : null;
    const form = formFor(info, table);
    // No custom background in the first paint: a style attribute would break the page's CSP.
    const boot: PhoneBoot = {
      language: chosen.language.code,
      form,
      quiz: { ...info, backgroundImage: null },
      table,
    };
    const page = chosen.forms.get(form) ?? '';
    return {
      html: fillSlots(page, chosen.language, boot),
      styleHashes: manifest.styleHashes,
      scriptHashes: manifest.scriptHashes,
    };
  };
}
