import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * The scale that fits `inner` (laid out at its natural size) into the width of `outer`, kept up to date
 * as the outer box is resized.
 */
export function useFitScale<O extends HTMLElement, I extends HTMLElement>(): {
  outer: RefObject<O | null>;
  inner: RefObject<I | null>;
  scale: number;
} {
  const outer = useRef<O>(null);
  const inner = useRef<I>(null);
  const [scale, setScale] = useState(0);

  useEffect(() => {
    const o = outer.current;
    const i = inner.current;
    if (!o || !i) return undefined;
    const measure = (): void => {
      if (i.offsetWidth > 0) setScale(o.clientWidth / i.offsetWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(o);
    return () => observer.disconnect();
  }, []);

  return { outer, inner, scale };
}
