import { useEffect, useRef, useState, type PointerEvent } from 'react';
import type { SongShape } from './songShapes';
import { drawWave } from './waveDrawing';

interface Props {
  shape: SongShape;
  /** The clip's part, in seconds into the song. */
  start: number;
  length: number;
  /** Where the clip being played is, in seconds; null when it is not playing. */
  position: number | null;
  /** The id of the words that say what it shows ("Clip from 0:12 to 0:27 of 3:05"). */
  labelledBy: string;
  /** A click or a drag on the song: the clip starts there (the start field does the same by keyboard). */
  onStart: (seconds: number) => void;
}

/** Keeps `ref`'s element's width in CSS pixels, as the card is resized. */
function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** The song's shape on a canvas, the clip's part marked; pick where the clip starts by pointing. */
export function Waveform({ shape, start, length, position, labelledBy, onStart }: Props): React.JSX.Element {
  const canvas = useRef<HTMLCanvasElement>(null);
  const width = useWidth(canvas);
  const dragging = useRef(false);
  const { duration, peaks } = shape;

  useEffect(() => {
    const element = canvas.current;
    const ctx = element?.getContext('2d');
    if (!element || !ctx || width === 0) return;
    const scale = window.devicePixelRatio || 1;
    element.width = Math.round(width * scale);
    element.height = Math.round(element.clientHeight * scale);
    const share = (seconds: number): number =>
      duration > 0 ? Math.min(1, Math.max(0, seconds / duration)) : 0;
    drawWave(ctx, {
      width: element.width,
      height: element.height,
      peaks,
      from: share(start),
      to: share(start + length),
      playhead: position === null ? null : share(position),
      scale,
    });
  }, [width, peaks, duration, start, length, position]);

  const pick = (event: PointerEvent<HTMLCanvasElement>): void => {
    const box = event.currentTarget.getBoundingClientRect();
    // Left to right is the song's time, whatever the page's direction.
    const share = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
    onStart(Math.round(share * duration * 10) / 10);
  };

  return (
    <canvas
      ref={canvas}
      className="clip-wave"
      role="img"
      aria-labelledby={labelledBy}
      data-testid="clip-waveform"
      onPointerDown={(event) => {
        // Read only once the game has started, like the fields around it.
        if (event.currentTarget.closest('fieldset:disabled')) return;
        dragging.current = true;
        event.currentTarget.setPointerCapture(event.pointerId);
        pick(event);
      }}
      onPointerMove={(event) => {
        if (dragging.current) pick(event);
      }}
      onPointerUp={() => {
        dragging.current = false;
      }}
    />
  );
}
