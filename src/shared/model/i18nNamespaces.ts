/**
 * The areas of the app, each with its own catalog per language (src/renderer/src/i18n/locales): a page
 * loads only the areas it shows. Here, beside the language table, because the build's pre-rendered
 * join pages pick the phone's catalogs by the same names.
 */
export const NAMESPACES = [
  'common',
  'phone',
  'guestbook',
  'screen',
  'operator',
  'editor',
  'results',
  'server',
  'translate',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The namespaces every phone component asks for: its own, the shared one, the server's refusals. */
export const PHONE_NS = ['phone', 'common', 'server'] as const satisfies readonly Namespace[];
