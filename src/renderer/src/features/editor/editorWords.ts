import type { TFunction } from 'i18next';

/** The editor's words, from the `editor` catalog: pure word modules take one of these. */
export type EditorT = TFunction<'editor'>;
