import { useCallback, useEffect, useRef, useState } from 'react';
import type { SoundCue } from '@shared/wire/sounds';

export interface SoundPreview {
  /** The moment whose sound is playing, if any. */
  playing: SoundCue | null;
  /** The moment whose file could not be played here (its row says so). */
  failed: SoundCue | null;
  play: (cue: SoundCue, url: string) => void;
  stop: () => void;
}

/** Plays one sound at a time in the editor, to hear a file before the big day; stops when the editor closes. */
export function useSoundPreview(): SoundPreview {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState<SoundCue | null>(null);
  const [failed, setFailed] = useState<SoundCue | null>(null);

  const stop = useCallback((): void => {
    audio.current?.pause();
    audio.current = null;
    setPlaying(null);
  }, []);

  const play = useCallback(
    (cue: SoundCue, url: string): void => {
      stop();
      setFailed(null);
      const sound = new Audio(url);
      audio.current = sound;
      const ended = (): void => {
        if (audio.current === sound) stop();
      };
      sound.addEventListener('ended', ended);
      sound.addEventListener('error', () => {
        if (audio.current !== sound) return;
        stop();
        setFailed(cue);
      });
      setPlaying(cue);
      sound.play().catch(() => {
        // Interrupted by a newer preview or by Stop: nothing to tell.
        if (audio.current === sound) ended();
      });
    },
    [stop],
  );

  useEffect(() => stop, [stop]);
  return { playing, failed, play, stop };
}
