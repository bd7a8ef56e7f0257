import { useCallback, useEffect, useRef, useState } from 'react';

export interface ClipPlayback {
  playing: boolean;
  /** Where the playing clip is, in seconds into the song; null when it is not playing. */
  position: number | null;
  /** The song could not be played in this browser. */
  failed: boolean;
  /** Plays `length` seconds of the song from `start`, exactly that part. */
  play: (src: string, start: number, length: number) => void;
  stop: () => void;
}

/** The clip playing in the editor, whichever question it is: one at a time. */
let current: { stop: () => void } | null = null;

/**
 * Starts `audio` at `start` once it knows the song, and calls `onTime` each frame until it is stopped;
 * `onRefused` when the browser would not play it.
 */
function run(audio: HTMLAudioElement, start: number, onTime: () => void, onRefused: () => void): () => void {
  let frame = 0;
  const tick = (): void => {
    onTime();
    frame = window.requestAnimationFrame(tick);
  };
  audio.addEventListener(
    'loadedmetadata',
    () => {
      audio.currentTime = start;
      audio.play().then(tick, onRefused);
    },
    { once: true },
  );
  audio.load();
  return () => {
    window.cancelAnimationFrame(frame);
    audio.pause();
    audio.removeAttribute('src');
  };
}

/**
 * Plays a question's song clip in the editor, as the big screen will: from its start, for its length
 * (or to the song's end); stops when the editor closes or another clip starts.
 */
export function useClipPlayback(): ClipPlayback {
  const [position, setPosition] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const halt = useRef<(() => void) | null>(null);

  const stop = useCallback((): void => {
    halt.current?.();
    halt.current = null;
    setPosition(null);
  }, []);

  const play = useCallback(
    (src: string, start: number, length: number): void => {
      current?.stop();
      setFailed(false);
      setPosition(start);
      const audio = new Audio(src);
      audio.preload = 'auto';
      const mine = { stop };
      // Only while this clip is the one playing (a stopped one is silent, whatever it reports).
      const ifMine = (then: () => void) => (): void => {
        if (current === mine) then();
      };
      audio.addEventListener(
        'error',
        ifMine(() => {
          stop();
          setFailed(true);
        }),
      );
      audio.addEventListener('ended', ifMine(stop));
      const end = start + length;
      const onTime = (): void => {
        if (audio.currentTime >= end) stop();
        else setPosition(audio.currentTime);
      };
      const cancel = run(audio, start, ifMine(onTime), ifMine(stop));
      halt.current = () => {
        cancel();
        if (current === mine) current = null;
      };
      current = mine;
    },
    [stop],
  );

  useEffect(() => stop, [stop]);
  return { playing: position !== null, position, failed, play, stop };
}
