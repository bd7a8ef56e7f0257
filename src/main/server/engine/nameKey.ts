import { remove as toLatinLookAlikes } from 'confusables';
import unhomoglyph from 'unhomoglyph';
import { normalizeName } from '@shared/model/names';

/**
 * The keys two names that look the same share (issue 28.5): a name is taken when either of its keys is.
 * Never shown.
 *
 * - Cleaned like every name (invisible and direction characters gone), then NFKC: fullwidth, 𝔄𝔫𝔫𝔞…
 * - UTS #39's skeleton through `unhomoglyph` (Unicode's confusables data: Cyrillic, Greek, Armenian,
 *   Cherokee, Lisu… `rn`/`m`, `I`/`l`): of the name lower-cased, so case never matters (`ÉMILE` is
 *   `émile`); of its skeleton lower-cased (Cherokee `Ꭺnna` is `Anna`); and as typed, since `I` and `l`
 *   look alike only as typed (`Ian` is `lan`).
 * - Small capitals (`ᴇᴍᴍᴀ`), which the confusables data leaves out: a lower-case letter with no capital
 *   of its own that `confusables` draws as a capital is that capital.
 * - A combining mark of one script on a Latin, Greek or Cyrillic letter (U+16FE4 on an `a`) is not seen:
 *   dropped. Accents count (`José` and `Jose` are two names).
 * - Only letters, marks, digits, emoji and single spaces count: a blank symbol (U+1D159) or a dot is
 *   not something a guest tells apart on the big screen.
 */
export function nameKeys(name: string): [caseless: string, lookAlike: string, asTyped: string] {
  const decomposed = smallCapitalsAsCapitals(normalizeName(name).normalize('NFKC')).normalize('NFD');
  const seen = withoutForeignMarks(decomposed);
  const asTyped = unhomoglyph(seen);
  return [
    tidy(unhomoglyph(seen.toLowerCase())),
    `~${tidy(unhomoglyph(asTyped.toLowerCase()))}`,
    `=${tidy(asTyped)}`,
  ];
}

/** The caseless key alone (tests, and lists that only need "the same name"). */
export function nameKey(name: string): string {
  return nameKeys(name)[0];
}

function tidy(skeleton: string): string {
  return skeleton.normalize('NFD').replace(NOT_SEEN, '').replace(/ {2,}/g, ' ').trim();
}

const NOT_SEEN = /[^\p{L}\p{M}\p{N}\p{Extended_Pictographic}\p{Regional_Indicator}\p{Emoji_Component} ]/gu;
const LOWER_ONLY = /^\p{Ll}$/u;
const CAPITAL = /^[A-Z]$/;

function smallCapitalsAsCapitals(text: string): string {
  let out = '';
  for (const char of text) {
    if (LOWER_ONLY.test(char) && char.toUpperCase() === char) {
      const drawn = toLatinLookAlikes(char);
      out += CAPITAL.test(drawn) ? drawn : char;
    } else out += char;
  }
  return out;
}

const MARK = /^\p{M}$/u;
// The accents every script shares (U+0300…), and the letters that take only those.
const SHARED_MARK = /^\p{Script=Inherited}$/u;
const ACCENTED_ONLY = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}]$/u;

/** Drops a mark of one script (a Khitan filler, a Devanagari sign) on a Latin, Greek or Cyrillic letter or a symbol. */
function withoutForeignMarks(text: string): string {
  let out = '';
  let base = '';
  for (const char of text) {
    if (!MARK.test(char)) base = char;
    else if (!SHARED_MARK.test(char) && (base === '' || ACCENTED_ONLY.test(base))) continue;
    out += char;
  }
  return out;
}
