import { cleanText, textProblem, unicodeRegExp } from './textHygiene';

/** Player-name rules, shared by the join form and the server (which has the last word). */
export const MAX_NAME_LENGTH = 10;

export const NAME_MESSAGES = {
  empty: 'Please enter your name!',
  tooLong: 'Please enter a shorter name',
  // Any letters, digits, spaces, hyphens, apostrophes and emoji are fine: only invisible control and
  // direction characters (mostly from copying and pasting) are refused, so the message says just that.
  badCharacters: 'Your name has a hidden character in it (from copying and pasting?). Please type it again.',
  flood: 'Your name has too many accents stacked on one letter. Please type it plainly.',
  wide: 'Your name has a character too wide for the big screen. Please pick another.',
  offensive: "Let's keep it friendly — please pick another name.",
  taken: (name: string): string => `"${name}" is already taken. Please add an initial or pick another name.`,
} as const;

/** `offensive` is the server's only (the word lists stay off the phone). */
/** A new guest while the lobby is locked (rejoining guests still get in). */
export const LOBBY_LOCKED_MESSAGE = 'The quiz is closed to new players — ask the DJ.';
/** What the big screen and other phones show for a name waiting for the operator's OK. */
export const PENDING_NAME = '…';

export type NameProblem = 'empty' | 'tooLong' | 'badCharacters' | 'flood' | 'wide' | 'offensive';

// What is left after cleaning that no screen can show: private-use characters and lone surrogates.
const FORBIDDEN = /[\p{Co}\p{Cs}]/u;

/** One grapheme segmenter for every name: making one costs ~0.03 ms, 5,000 times over at a big join. */
let made: { Segmenter: typeof Intl.Segmenter; segmenter: Intl.Segmenter } | undefined;

function graphemeSegmenter(): Intl.Segmenter | null {
  const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
  if (!Segmenter) return null;
  if (made?.Segmenter !== Segmenter) {
    made = { Segmenter, segmenter: new Segmenter(undefined, { granularity: 'grapheme' }) };
  }
  return made.segmenter;
}

/** Characters as a person sees them: an emoji with modifiers or a flag counts as one. */
export function visibleLength(text: string): number {
  const segmenter = graphemeSegmenter();
  return segmenter ? Array.from(segmenter.segment(text)).length : countGraphemesRoughly(text);
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

// Invisible characters that are not "default ignorable" but only make look-alikes: the blank Braille
// pattern is the classic "invisible nickname" trick (cleanText removes the rest).
const INVISIBLE = /\u2800/g;
// What a person tells a name by: a letter, a digit or an emoji. A name of blank symbols (U+1D159),
// marks or spaces only shows nothing (issue 28.5). An old engine without the emoji property counts
// emoji by their blocks.
const SEEN = unicodeRegExp(
  '[\\p{L}\\p{N}\\p{Extended_Pictographic}\\p{Regional_Indicator}]',
  /[\p{L}\p{N}\u2600-\u27BF\u{1F000}-\u{1FAFF}]/u,
);
const NOTHING_TYPED = /^[\p{Z}\p{M}]*$/u;

export function normalizeName(raw: string): string {
  return cleanText(raw.replace(INVISIBLE, ''));
}

export function checkName(raw: string): NameProblem | null {
  const name = normalizeName(raw);
  if (NOTHING_TYPED.test(name)) return 'empty';
  if (FORBIDDEN.test(name)) return 'badCharacters';
  const problem = textProblem(name);
  if (problem) return problem;
  if (!SEEN.test(name)) return 'empty';
  if (visibleLength(name) > MAX_NAME_LENGTH) return 'tooLong';
  return null;
}

/** Why a table's new name is refused: the name rules without the 10-character limit (tables allow 40). */
export type TableNameProblem = Exclude<NameProblem, 'offensive'>;

/**
 * A table's name as the operator renames it (issue 28): cleaned like a guest's name, and refused for
 * nothing to see, hidden or private characters, an accent flood, an extra-wide character or too long.
 */
export function checkTableName(raw: string, maxLength: number): TableNameProblem | null {
  // checkName never says 'offensive': the word lists are the server's (see nameGate).
  const problem = checkName(raw) as TableNameProblem | null;
  if (problem !== 'tooLong') return problem;
  return visibleLength(normalizeName(raw)) > maxLength ? 'tooLong' : null;
}
