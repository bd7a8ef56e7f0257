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
    if (!region.current || !main) return;
    const parts = Array.from(main.querySelectorAll('h1, [data-announce]'), (e) => e.textContent?.trim());
    region.current.textContent = parts.filter(Boolean).join('. ');
  }, [screen]);
  return <p className="visually-hidden screen-announcer" role="status" aria-live="polite" ref={region} />;
}
