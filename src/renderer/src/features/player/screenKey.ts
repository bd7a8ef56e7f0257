import type { PlayerView } from '@shared/wire/payloads';
import { displayedPlayerState, isSendingAnswer, type SentAnswer } from './playerState';

/**
 * Which screen the phone shows: a new one for each state, question and break, and "Sending…" (back
 * from it, a refused answer is explained). Short screens need no
 * more; a long one (a reveal with its story) must not leave the next one scrolled half-way down.
 */
export function screenKey(view: PlayerView | null, sentAnswer: SentAnswer | null): string {
  if (!view) return 'connecting';
  const state = displayedPlayerState(view, sentAnswer);
  const sending = isSendingAnswer(view, sentAnswer) ? 'sending' : '';
  return `${state}:${view.questionNumber}:${view.breakMessage === null ? '' : 'break'}:${sending}`;
}
