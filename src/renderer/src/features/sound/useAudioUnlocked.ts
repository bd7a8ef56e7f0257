import { useCallback, useEffect, useState } from 'react';
import { ensureAudioContext } from './cueHowls';

/** How often to look: the audio context has no event a page can rely on across browsers. */
const CHECK_MS = 500;

function running(): boolean {
  return ensureAudioContext()?.state === 'running';
}

/**
 * Whether this page may play sound yet. The desktop app's big screen may at once; a browser allows it
 * only after a click or a key on the page: any click or key resumes the audio context, not only the
 * "Click for sound" button.
 */
export function useAudioUnlocked(): { unlocked: boolean; unlock: () => void } {
  const [unlocked, setUnlocked] = useState(running);
  const unlock = useCallback((): void => {
    void ensureAudioContext()
      ?.resume()
      .then(() => setUnlocked(running()));
  }, []);
  useEffect(() => {
    const timer = window.setInterval(() => setUnlocked(running()), CHECK_MS);
    window.addEventListener('pointerdown', unlock, true);
    window.addEventListener('keydown', unlock, true);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pointerdown', unlock, true);
      window.removeEventListener('keydown', unlock, true);
    };
  }, [unlock]);
  return { unlocked, unlock };
}
