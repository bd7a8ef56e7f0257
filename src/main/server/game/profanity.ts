import {
  DataSet,
  englishDataset,
  englishRecommendedTransformers,
  parseRawPattern,
  RegExpMatcher,
} from 'obscenity';
import { cleanText, skeleton } from '@shared/model/textHygiene';
import lists from './profanityWords.json';

/**
 * Offensive names and wishes: obscenity's English dataset (with its leetspeak and look-alike
 * transformers) plus our own short lists for es, fr, de, it, pt, nl and pl (./profanityWords.json).
 * Server only: the lists never go to a phone.
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
const allowedFirstNames = new Set(lists.allowedFirstNames);

/** Lower case without accents: "Enculé" and "encule" are the same word to the lists. */
function plain(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A real first name the English dataset would refuse ("Dick Smith"): set aside, as the first word only. */
function withoutAllowedFirstName(text: string): string {
  const [first = '', ...rest] = text.split(' ');
  return allowedFirstNames.has(first) ? rest.join(' ') : text;
}

/** Whether the text holds an offensive word, as typed or as it looks (Cyrillic, fullwidth, leetspeak). */
export function isOffensive(text: string): boolean {
  const forms = new Set([plain(cleanText(text)), plain(skeleton(text))]);
  for (const form of forms) {
    if (matcher.hasMatch(withoutAllowedFirstName(form))) return true;
  }
  return false;
}
