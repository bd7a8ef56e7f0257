import { useEffect, useRef } from 'react';

/**
 * Says each new screen to screen readers: its heading and what it marks `data-announce` ("Answer
 * submitted", "Correct! +500 points"). The region stays in the page, so only its text changes, which
 * every screen reader announces (a card that mounts with its text already in it is often not).
 */
export function ScreenAnnouncer({ screen }: { screen: string }): React.JSX.Element {
  const region = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const main = document.querySelector('main');
    const said = region.current;
    if (!said || !main) return undefined;
    const say = (): boolean => {
      const parts = Array.from(main.querySelectorAll('h1, [data-announce]'), (e) => e.textContent?.trim());
      said.textContent = parts.filter(Boolean).join('. ');
      return said.textContent !== '';
    };
    if (say()) return undefined;
    // A view that is still loading (its own chunk, after the join form): said as soon as it is shown.
    const watch = new MutationObserver(() => {
      if (say()) watch.disconnect();
    });
    watch.observe(main, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, [screen]);
  return <p className="visually-hidden screen-announcer" role="status" aria-live="polite" ref={region} />;
}
