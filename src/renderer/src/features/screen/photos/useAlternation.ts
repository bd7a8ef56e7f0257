import { useEffect, useState } from 'react';

/** After the podium, the photo wall and the wishes' slideshow take turns this long each. */
export const ALTERNATE_MS = 30_000;

/** True while the other show has its turn; always false when there is no other show. */
export function useAlternation(active: boolean): boolean {
  const [other, setOther] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setOther((was) => !was), ALTERNATE_MS);
    return () => clearInterval(timer);
  }, [active]);
  return active && other;
}
