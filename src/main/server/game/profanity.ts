/**
 * Offensive words. MINIMAL placeholder made on the guestbook's branch (issue 18): the names branch owns
 * this module (a maintained word list in several languages) and its version replaces this one at merge.
 */
import { skeleton } from '@shared/textHygiene';

const WORDS = ['fuck', 'shit', 'cunt', 'bitch', 'asshole', 'bastard', 'whore', 'slut', 'dick', 'wanker'];
const PATTERN = new RegExp(`(^|[^\\p{L}])(${WORDS.join('|')})`, 'u');

export function isOffensive(text: string): boolean {
  return PATTERN.test(skeleton(text));
}
