import { useEffect, useRef, type RefObject } from 'react';

/**
 * The button that started an upload gets the focus back once it is cancelled: the Cancel button that had
 * it is gone with the bar, and the keyboard would otherwise start again from the top of the page.
 */
export function useFocusAfterCancel(cancelled: boolean): RefObject<HTMLButtonElement | null> {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (cancelled) button.current?.focus();
  }, [cancelled]);
  return button;
}
