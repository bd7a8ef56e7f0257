/** Player-name rules, shared by the join form and the server (which has the last word). */
export const MAX_NAME_LENGTH = 10;

export const NAME_MESSAGES = {
  empty: 'Please enter your name!',
  tooLong: 'Please enter a shorter name',
  badCharacters: 'Please use only letters, numbers, spaces and emoji in your name.',
  taken: (name: string): string => `"${name}" is already taken. Please add an initial or pick another name.`,
} as const;

export type NameProblem = 'empty' | 'tooLong' | 'badCharacters';

// Control characters, line/paragraph separators and bidi overrides can garble the big screen.
const FORBIDDEN = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069\uFEFF]/u;

/** Characters as a person sees them: an emoji with modifiers or a flag counts as one. */
export function visibleLength(text: string): number {
  const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
  if (Segmenter) {
    return Array.from(new Segmenter(undefined, { granularity: 'grapheme' }).segment(text)).length;
  }
  // Old Safari has no Intl.Segmenter: count code points, ignoring joiners and variation selectors.
  return Array.from(text.replace(/\u200D|\uFE0E|\uFE0F/g, '')).length;
}

export function normalizeName(raw: string): string {
  return raw.normalize('NFC').trim();
}

/** The key that makes two names "the same" for uniqueness. */
export function nameKey(name: string): string {
  return normalizeName(name).toLocaleLowerCase('en-US');
}

export function checkName(raw: string): NameProblem | null {
  const name = normalizeName(raw);
  if (name.length === 0) return 'empty';
  if (FORBIDDEN.test(name)) return 'badCharacters';
  if (visibleLength(name) > MAX_NAME_LENGTH) return 'tooLong';
  return null;
}
