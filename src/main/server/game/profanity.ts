import {
  DataSet,
  englishDataset,
  englishRecommendedTransformers,
  parseRawPattern,
  RegExpMatcher,
} from 'obscenity';
import { remove as toLatinLookAlikes } from 'confusables';
import { cleanText } from '@shared/model/textHygiene';
import lists from './profanityWords.json';

/**
 * Offensive names and wishes: obscenity's English dataset (with its leetspeak transformers) plus our own
 * short lists for es, fr, de, it, pt, nl and pl (./profanityWords.json). Server only: the lists never go
 * to a phone. At a wedding, refusing a guest's real surname is worse than missing a rude word (the
 * operator approves names and hides wishes as the backstop): real names that hold a listed word are set
 * aside, and words that are everyday words in another language are not listed (docs/names.md).
 */
function buildMatcher(): RegExpMatcher {
  const dataset = new DataSet<{ originalWord: string }>().addAll(englishDataset);
  for (const [language, words] of Object.entries(lists.words)) {
    for (const word of words) {
      dataset.addPhrase((phrase) =>
        phrase
          .setMetadata({ originalWord: `${language}:${word}` })
          .addPattern(parseRawPattern(collapsed(word))),
      );
    }
  }
  return new RegExpMatcher({ ...dataset.build(), ...englishRecommendedTransformers });
}

/** The matcher collapses doubled letters in the text ("ff" to "f"; b, e, o, l, s, g stay double): the words too. */
function collapsed(word: string): string {
  return word.replace(/([^beolsg|])\1+/g, '$1');
}

const matcher = buildMatcher();
const allowedNames = new Set(lists.allowedNames);
const allowedFirstWords = new Set(lists.allowedFirstWords);

/** Lower case without accents, ß as ss: "Enculé" is "encule", "Scheiße" is "scheisse" to the lists. */
function plain(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss');
}

// Three or more single letters with a space, dot, dash, underscore or star between them: "f u c k", "K.u.r.w.a".
const SPELLED_OUT = /(?<![\p{L}\p{N}])\p{L}(?:[ ._*-]+\p{L}(?![\p{L}\p{N}])){2,}/gu;

/** The text with spelled-out words joined up ("f u c k" is "fuck"), the rest as it was. */
function joinedUp(text: string): string {
  return text.replace(SPELLED_OUT, (letters) => letters.replace(/[ ._*-]+/g, ''));
}

/** The words that are real names set aside: anywhere, or (first names that are insults after another word) first only. */
function withoutRealNames(text: string, firstWordAllowed: boolean): string {
  let first = true;
  return text.replace(/[\p{L}\p{N}]+/gu, (word) => {
    const allowed = allowedNames.has(word) || (firstWordAllowed && first && allowedFirstWords.has(word));
    first = false;
    return allowed ? ' ' : word;
  });
}

const obsceneEmoji = lists.obsceneEmoji;
const suggestiveEmoji = lists.suggestiveEmoji;

/** A rude gesture anywhere, or two or more suggestive emoji (one aubergine is just a vegetable). */
function hasObsceneEmoji(text: string): boolean {
  if (obsceneEmoji.some((emoji) => text.includes(emoji))) return true;
  let suggestive = 0;
  for (const emoji of suggestiveEmoji) suggestive += text.split(emoji).length - 1;
  return suggestive >= 2;
}

/**
 * Whether the text holds an offensive word, as typed, as it looks (Cyrillic, fullwidth, small capitals,
 * leetspeak), or spelled out letter by letter; or obscene emoji. `as` 'name': a real first name that is
 * also an insult ("Dick") is allowed as its first word.
 */
export function isOffensive(text: string, as: 'name' | 'wish' = 'name'): boolean {
  const clean = cleanText(text);
  if (hasObsceneEmoji(clean)) return true;
  const typed = plain(clean);
  const looks = plain(toLatinLookAlikes(clean.replace(/ß/g, 'ss')));
  const forms = new Set([typed, looks, joinedUp(typed), joinedUp(looks)]);
  for (const form of forms) {
    if (matcher.hasMatch(withoutRealNames(form, as === 'name'))) return true;
  }
  return false;
}
