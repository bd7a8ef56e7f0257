import { cleanText, textProblem } from '@shared/model/textHygiene';
import { visibleLength, WISH_MAX_LENGTH, wishFitsWire, type WishProblem } from '@shared/index';
import { isOffensive } from './profanity';

export type WishCheck = { ok: true; text: string } | { ok: false; problem: WishProblem; msg: string };

const MESSAGES: Record<WishProblem, string> = {
  empty: 'Please write a message first.',
  tooLong: `A message is at most ${WISH_MAX_LENGTH} characters.`,
  flood: 'Your message has too many stacked accents. Please type it again.',
  wide: 'Your message has a character that is too wide for the big screen.',
  offensive: 'Please keep your message kind: the couple will read it on the big screen.',
};

/**
 * A guest's message as the guestbook keeps it: cleaned like names (NFC, no invisible or direction
 * characters, spaces collapsed), then refused when empty, too long, a flood of accents, too wide or
 * offensive. HTML is just text: every page shows it as text.
 */
export function checkWish(raw: string): WishCheck {
  const refuse = (problem: WishProblem): WishCheck => ({ ok: false, problem, msg: MESSAGES[problem] });
  if (!wishFitsWire(raw)) return refuse('tooLong');
  const text = cleanText(raw);
  if (text === '') return refuse('empty');
  if (visibleLength(text) > WISH_MAX_LENGTH) return refuse('tooLong');
  const problem = textProblem(text);
  if (problem) return refuse(problem);
  if (isOffensive(text, 'wish')) return refuse('offensive');
  return { ok: true, text };
}
