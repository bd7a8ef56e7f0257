import { useEffect } from 'react';
import type { PlayerView } from '@shared/payloads';
import { displayedPlayerState, type SentAnswer } from './playerState';

export const PHONE_TITLE = 'Wedding Quiz — Join';

/**
 * Which screen the phone shows: a new one for each state, question and break. Short screens need no
 * more; a long one (a reveal with its story) must not leave the next one scrolled half-way down.
 */
export function screenKey(view: PlayerView | null, sentAnswer: SentAnswer | null): string {
  if (!view) return 'connecting';
  const state = displayedPlayerState(view, sentAnswer);
  return `${state}:${view.questionNumber}:${view.breakMessage === null ? '' : 'break'}`;
}

/** The phone's page title, and each new screen starting at the top. */
export function usePhoneScreen(key: string): void {
  useEffect(() => {
    document.title = PHONE_TITLE;
  }, []);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [key]);
}
