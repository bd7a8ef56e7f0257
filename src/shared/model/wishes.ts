/**
 * The guestbook (issue 18): after the podium and during a break each guest may leave the couple one
 * message, shown to the operator, in a slideshow on the big screen, and in the keepsake. Zod-free: the
 * phone and the big screen import it (their wire schemas are in ./wishSchemas).
 */
import { GameState } from './gameState';

/** A wish's length after cleaning, in characters as a person sees them (graphemes). */
export const WISH_MAX_LENGTH = 280;
/**
 * What a phone sends at most, before cleaning, in UTF-16 code units (issue 28.7): 280 of the longest
 * everyday characters fit (a family emoji with skin tones is 19 units, a Devanagari conjunct 3 to 6).
 * The server's socket message limit is derived from it, so any wish a phone allows fits the wire; a
 * longer one is refused as too long, never cut off.
 */
export const WISH_RAW_MAX = 6000;

/** True when a wish's raw text is within what the wire takes (the phone's check before sending). */
export function wishFitsWire(text: string): boolean {
  return text.length <= WISH_RAW_MAX;
}
/** The most wishes a big screen's view carries during the slideshow (the first ones written). */
export const SCREEN_WISHES_MAX = 300;

/** Why a wish is refused; the phone words each one (`phone:wishes.errors.<code>`). */
export const WISH_PROBLEMS = ['empty', 'tooLong', 'flood', 'wide', 'offensive'] as const;
export type WishProblem = (typeof WISH_PROBLEMS)[number];

/** One wish as the big screen and the keepsake show it. */
export interface WishEntry {
  author: string;
  text: string;
}

/** One wish in the operator's list, with its author's id and whether the operator hid it. */
export interface OperatorWish extends WishEntry {
  playerId: string;
  hidden: boolean;
}

/** The operator's view of the guestbook: every wish (hidden ones too) and whether the slideshow runs. */
export interface OperatorWishes {
  slideshow: boolean;
  list: OperatorWish[];
}

/** When a phone may write: once the podium is done, and during a break. */
export function wishesOpen(state: number, breakMessage: string | null): boolean {
  return state === GameState.SHOW_FINAL_RESULTS_SHOW_3 || breakMessage !== null;
}

/** The slideshow may run once the podium is done. */
export function slideshowAllowed(state: number): boolean {
  return state === GameState.SHOW_FINAL_RESULTS_SHOW_3;
}
