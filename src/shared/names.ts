/** Player-name rules, shared by the join form and the server (which has the last word). */
export const MAX_NAME_LENGTH = 10;

export const NAME_MESSAGES = {
  empty: 'Please enter your name!',
  tooLong: 'Please enter a shorter name',
  // Any letters, digits, spaces, hyphens, apostrophes and emoji are fine: only invisible control and
  // direction characters (mostly from copying and pasting) are refused, so the message says just that.
  badCharacters: 'Your name has a hidden character in it (from copying and pasting?). Please type it again.',
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
  return countGraphemesRoughly(text);
}

/**
 * Old Safari (iOS < 14.5) has no Intl.Segmenter: count code points, folding what joins into one
 * symbol: ZWJ sequences, variation selectors, skin tones, combining marks, flag pairs and tags.
 */
function countGraphemesRoughly(text: string): number {
  let count = 0;
  let joinNext = false;
  let openFlag = false;
  for (const char of Array.from(text)) {
    const cp = char.codePointAt(0) ?? 0;
    if (cp === 0x200d) {
      joinNext = true;
      continue;
    }
    const extends_ =
      joinNext ||
      cp === 0xfe0e ||
      cp === 0xfe0f ||
      (cp >= 0x1f3fb && cp <= 0x1f3ff) ||
      (cp >= 0xe0020 && cp <= 0xe007f) ||
      /\p{M}/u.test(char);
    joinNext = false;
    if (extends_) continue;
    const regional = cp >= 0x1f1e6 && cp <= 0x1f1ff;
    if (regional && openFlag) {
      openFlag = false;
      continue;
    }
    openFlag = regional;
    count++;
  }
  return count;
}

// Invisible characters that only make look-alikes ("An\u200Bna" shows as "Anna"): dropped from names.
// Hangul fillers and the blank Braille pattern are the classic "invisible nickname" tricks.
const INVISIBLE =
  /\u00AD|\u180E|\u200B|\u200E|\u200F|\u2060|\u2061|\u2062|\u2063|\u2064|\u115F|\u1160|\u3164|\uFFA0|\u2800/g;
// Joiners and variation selectors are needed inside emoji, but must not make two names differ.
const JOINERS = /\u200C|\u200D|\uFE0E|\uFE0F/g;
// Nothing a person could see: spaces, format characters, combining marks.
const NOTHING_VISIBLE = /^[\p{Z}\p{Cf}\p{M}]*$/u;

export function normalizeName(raw: string): string {
  return raw.normalize('NFC').replace(INVISIBLE, '').trim();
}

/** The key that makes two names "the same" for uniqueness: case, joiners and spacing ignored. */
export function nameKey(name: string): string {
  return normalizeName(name).replace(JOINERS, '').replace(/\s+/g, ' ').toLocaleLowerCase('en-US');
}

export function checkName(raw: string): NameProblem | null {
  const name = normalizeName(raw);
  if (NOTHING_VISIBLE.test(name)) return 'empty';
  if (FORBIDDEN.test(name)) return 'badCharacters';
  if (visibleLength(name) > MAX_NAME_LENGTH) return 'tooLong';
  return null;
}
