import { useEffect, type RefObject } from 'react';

/** Nothing has the focus: the element that had it went away (a button replaced by the next step's). */
const focusLost = (): boolean => document.activeElement === null || document.activeElement === document.body;

/**
 * Gives `ref` the focus when it appears (or `when` turns true) and the focus was lost with what it
 * replaced, so a keyboard or screen reader user stays in the card as its buttons change.
 */
export function useFocusIfLost(ref: RefObject<HTMLElement | null>, when = true): void {
  useEffect(() => {
    if (when && focusLost()) ref.current?.focus({ preventScroll: true });
  }, [ref, when]);
}
