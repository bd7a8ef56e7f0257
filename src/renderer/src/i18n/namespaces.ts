/** The areas of the app, each with its own catalog per language: a page loads only the areas it shows. */
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
