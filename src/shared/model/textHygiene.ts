/**
 * Text guests type (names, wishes) made safe for the big screen: invisible and direction characters
 * removed, floods of combining marks and extra-wide characters spotted. Which names look the same is
 * the server's (src/main/server/engine/nameKey.ts, with Unicode's confusables data).
 * Zod-free and small: the phone's join form imports it.
 */

// Every default-ignorable, format (Cf) and control character: invisible, or they reorder the text
// around them (bidi controls are Cf). Whitespace controls become spaces first (see `cleanText`).
const HIDDEN = /^[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}]$/u;

/** A Unicode pattern (flag `u`); an engine without one of its properties (an old phone) gets `fallback`. */
export function unicodeRegExp(source: string, fallback: RegExp): RegExp {
  try {
    return new RegExp(source, 'u');
  } catch {
    return fallback;
  }
}

// Spaces and line breaks of every kind (not \s, which also holds the invisible U+FEFF).
const SPACES = /[\p{Z}\t\n\v\f\r\u0085]+/gu;
const ZWJ = '\u200D';
const VS16 = '\uFE0F';
const BLACK_FLAG = 0x1f3f4;
const PICTOGRAPHIC = unicodeRegExp('^\\p{Extended_Pictographic}$', /^[\u2600-\u27BF\u{1F000}-\u{1FAFF}]$/u);
const EMOJI = /^\p{Emoji}$/u;
const EMOJI_MODIFIER = /^\p{Emoji_Modifier}$/u;

function isTag(char: string | undefined): boolean {
  const cp = char?.codePointAt(0) ?? 0;
  return cp >= 0xe0020 && cp <= 0xe007f;
}

/** Whether an emoji sequence keeps this hidden character: ZWJ between pictographs, VS16 after an emoji, flag tags. */
function keptInEmoji(chars: readonly string[], i: number, kept: readonly string[]): boolean {
  const char = chars[i] ?? '';
  const before = kept[kept.length - 1];
  if (before === undefined) return false;
  if (char === VS16) return EMOJI.test(before);
  if (char === ZWJ) {
    let back = kept.length - 1;
    while (back > 0 && (kept[back] === VS16 || EMOJI_MODIFIER.test(kept[back] ?? ''))) back--;
    const after = chars[i + 1] ?? '';
    return PICTOGRAPHIC.test(kept[back] ?? '') && PICTOGRAPHIC.test(after);
  }
  // Subdivision flags (England, Scotland, Wales): a black flag, then tag letters.
  return isTag(char) && (before.codePointAt(0) === BLACK_FLAG || isTag(before));
}

/**
 * NFC; every default-ignorable, format, control and direction character removed (ZWJ, VS16 and flag
 * tags only kept inside emoji sequences); runs of whitespace collapsed to one space; trimmed.
 */
export function cleanText(raw: string): string {
  const chars = Array.from(raw.normalize('NFC').replace(SPACES, ' '));
  const kept: string[] = [];
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i] ?? '';
    if (!HIDDEN.test(char) || keptInEmoji(chars, i, kept)) kept.push(char);
  }
  // Removing a hidden character can bring two spaces together.
  return kept.join('').replace(/ {2,}/g, ' ').trim();
}

/** Combining marks allowed on one base character (Vietnamese and Indic text use up to two). */
export const MAX_MARKS_PER_CHARACTER = 2;

/**
 * Characters drawn far wider than a letter, that stretch across the lobby: Arabic ligatures of whole
 * phrases (U+FDFD Bismillah…), long Javanese and Tamil signs, the widest cuneiform signs, long dashes.
 */
export const WIDE_CHARACTERS: readonly number[] = [
  0xfdfd, 0xfdfa, 0xfdfb, 0xfdfe, 0xfdff, 0xfdcf, 0x2e3a, 0x2e3b, 0xa9c5, 0xa9c1, 0xa9c2, 0x0bf5, 0x0bf8,
  0x0df4, 0x12219, 0x1242b, 0x1241b, 0x12246, 0x12031,
];
const WIDE = new Set(WIDE_CHARACTERS);
// Cuneiform as a whole is wide; nobody's name needs it.
const CUNEIFORM_FIRST = 0x12000;
const CUNEIFORM_LAST = 0x1254f;
// Variation selectors are marks too, but belong to emoji and CJK: they never make a flood.
const MARK = /^[\p{M}]$/u;
function isSelector(cp: number): boolean {
  return (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef);
}

function isWide(cp: number): boolean {
  return WIDE.has(cp) || (cp >= CUNEIFORM_FIRST && cp <= CUNEIFORM_LAST);
}

/** 'flood': more than two combining marks on one character (zalgo); 'wide': an extra-wide character. */
export function textProblem(text: string): 'flood' | 'wide' | null {
  let marks = 0;
  let flood = false;
  // Counted decomposed: NFC folds the first accent into its letter, which hid one mark (issue 28.5).
  for (const char of text.normalize('NFD')) {
    const cp = char.codePointAt(0) ?? 0;
    if (isWide(cp)) return 'wide';
    if (MARK.test(char) && !isSelector(cp)) {
      marks++;
      if (marks > MAX_MARKS_PER_CHARACTER) flood = true;
    } else {
      marks = 0;
    }
  }
  return flood ? 'flood' : null;
}
