/**
 * Text hygiene for what guests type (names, wishes). MINIMAL placeholder made on the guestbook's branch
 * (issue 18): the names branch owns this module and its full version replaces this one at merge. The
 * signatures are the contract between the two branches.
 */

// Default-ignorable, format (Cf) and bidi control characters; ZWJ and VS16 are kept for emoji below.
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}\u2800]/gu;
const EMOJI_JOINERS =
  /(\p{Extended_Pictographic}[\u{1F3FB}-\u{1F3FF}\uE001]?)\u200D(?=\p{Extended_Pictographic})/gu;
const EMOJI_VS16 = /(\p{Extended_Pictographic})\uFE0F/gu;
const MARK_ZWJ = '\uE000';
const MARK_VS16 = '\uE001';

/** NFC, invisible and direction characters out (ZWJ and VS16 kept inside emoji), whitespace collapsed. */
export function cleanText(raw: string): string {
  const marked = raw
    .normalize('NFC')
    .replace(/[\uE000\uE001]/g, '')
    .replace(EMOJI_VS16, `$1${MARK_VS16}`)
    .replace(EMOJI_JOINERS, `$1${MARK_ZWJ}`);
  // Line breaks and tabs become spaces before the control characters go.
  return marked
    .replace(/\s+/gu, ' ')
    .replace(INVISIBLE, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/\uE000/g, '\u200D')
    .replace(/\uE001/g, '\uFE0F');
}

// Characters drawn far wider than a letter: they stretch across the lobby and the big screen.
const WIDE = /[\uFDFD\uA9C5\u{12219}\u{1242B}\u{1F8B0}\uFDFA\uFDFB\u2E3B\u{1D245}]/u;
const FLOOD = /\P{M}\p{M}{3,}/u;

/** 'flood': more than 2 combining marks on one character (zalgo); 'wide': an extra-wide character. */
export function textProblem(text: string): 'flood' | 'wide' | null {
  if (FLOOD.test(text)) return 'flood';
  if (WIDE.test(text)) return 'wide';
  return null;
}

/** A rough confusables skeleton (compatibility forms folded, marks and case dropped). */
export function skeleton(text: string): string {
  return cleanText(text).normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en-US');
}
