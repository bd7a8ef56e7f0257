import { Howler } from 'howler';
import { useEffect, useState } from 'react';

/** How often to look: the audio context has no event a page can rely on across browsers. */
const CHECK_MS = 500;

function running(): boolean {
  return Howler.ctx?.state === 'running';
}

/**
 * Whether this page may play sound yet. The desktop app's big screen may at once; a browser allows it
 * only after a click or a key on the page (Howler resumes its audio context on that first gesture).
 */
export function useAudioUnlocked(): { unlocked: boolean; unlock: () => void } {
  const [unlocked, setUnlocked] = useState(running);
  useEffect(() => {
    const timer = window.setInterval(() => setUnlocked(running()), CHECK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const unlock = (): void => {
    void Howler.ctx?.resume().then(() => setUnlocked(running()));
  };
  return { unlocked, unlock };
}
