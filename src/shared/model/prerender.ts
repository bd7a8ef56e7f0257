/**
 * The phone's pre-rendered join form (issue 25): the build renders the web app's own join form to HTML,
 * one small page per language and form, and lists them in a manifest; the game server only picks the
 * page for a request, fills in this night's quiz and serves it. The web app then takes it over with
 * `hydrateRoot`. This file is the contract between the three.
 */
import type { LanguageCode } from './languageCodes';
import type { QuizInfo } from '../wire/quiz';

/** Where the build writes the pages and their manifest, inside the built web app (out/renderer). */
export const PRERENDER_DIR = 'prerender';
export const PRERENDER_MANIFEST = 'manifest.json';

/**
 * The join forms there are: a solo game's, a table game's (its list loads after), a table card's link
 * (`/?table=7`: that table is shown) and a game of the couple's two sides.
 */
export const JOIN_FORMS = ['solo', 'tables', 'table', 'sides'] as const;
export type JoinFormKind = (typeof JOIN_FORMS)[number];

/**
 * Text the build leaves in a page for the server to fill with this night's quiz (characters of Unicode's
 * private use area: never in a catalog, a name or a quiz). The event date's slot stands for the ISO
 * date in `<time datetime>` and for its words in the page's language.
 */
export const SLOTS = {
  title: '\uE000title\uE001',
  couple: '\uE000couple\uE001',
  date: '\uE000date\uE001',
  table: '\uE000table\uE001',
  /** Where the boot data's JSON goes (PHONE_BOOT_ID's element). */
  boot: '\uE000boot\uE001',
} as const;

export interface PrerenderLanguage {
  code: LanguageCode;
  /** The Intl locale the web app formats its dates with. */
  intl: string;
  /** Each join form's page, relative to the prerender folder. */
  pages: Record<JoinFormKind, string>;
}

export interface PrerenderManifest {
  languages: PrerenderLanguage[];
  /** CSP sources (`'sha256-…'`) of the pages' inline style sheet and inline scripts. */
  styleHashes: string[];
  scriptHashes: string[];
}

/** The element holding the phone's boot data (JSON, never run as a script). */
export const PHONE_BOOT_ID = 'phone-boot';

/** What the server tells the page it pre-rendered, so the app's first render matches it exactly. */
export interface PhoneBoot {
  language: LanguageCode;
  form: JoinFormKind;
  /** The quiz as the page shows it (no background picture: the socket's quiz brings that). */
  quiz: QuizInfo;
  /** The table card's table, for the `table` form. */
  table: number | null;
}

/** The cookie that tells the server the language chosen on this phone (the join form's switch). */
export const LANGUAGE_COOKIE = 'wq-lang';

/** Set on `<html>` by the page's inline script while a Join tapped before the app arrived is on its way. */
export const EARLY_JOIN_ATTRIBUTE = 'data-early-join';

/**
 * Set on `<html>` by the inline script before the first paint on a phone that has joined (it holds a
 * token): the form stays hidden until the app shows the guest's own screen. Every phone gets the same
 * page, so a joined guest's reload is answered 304.
 */
export const JOINED_ATTRIBUTE = 'data-joined';

/** The fragment a Join tapped with scripts off goes to: the form then says the page needs JavaScript. */
export const NEEDS_SCRIPT_ID = 'needs-javascript';
