import { useEffect } from 'react';

/**
 * The shoe game's verdict cue, `delaySeconds` after the reveal appears: "agree" or "disagree".
 * TODO(sound): wired to the big screen's sound once its cues exist.
 */
export function useCoupleCue(agree: boolean | null, delaySeconds: number): void {
  useEffect(() => {
    if (agree === null) return undefined;
    const timer = window.setTimeout(() => undefined, delaySeconds * 1000);
    return () => window.clearTimeout(timer);
  }, [agree, delaySeconds]);
}
