import { useEffect, useSyncExternalStore } from 'react';
import type { SongDurations } from './clipDraft';
import { peaksOf } from './waveDrawing';

// What the editor learns of a song by decoding it (Web Audio, no library): how long it is and its shape
// for the waveform. A song's path names its content (a SHA-256), so what is learnt of it never changes:
// it is kept for the session, and every question using the same song shares it.

/** A decoded song: its length in seconds and its loudness in `PEAK_COUNT` steps (0 to 1). */
export interface SongShape {
  duration: number;
  peaks: number[];
}

export type SongReading =
  { status: 'reading' } | { status: 'ready'; shape: SongShape } | { status: 'failed' };

/** Steps of the waveform: enough for a wide card, light to keep. */
const PEAK_COUNT = 480;

/** Decoding at a low rate is quicker and lighter, and a waveform needs no more. */
const DECODE_RATE = 8000;

const readings = new Map<string, SongReading>();
let durations: SongDurations = new Map();
const listeners = new Set<() => void>();

function record(path: string, reading: SongReading): void {
  readings.set(path, reading);
  if (reading.status === 'ready') durations = new Map([...durations, [path, reading.shape.duration]]);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The durations of the songs read so far, for the form's checks. */
export function songDurations(): SongDurations {
  return durations;
}

/** The durations of the songs read so far, re-rendering as more are read. */
export function useSongDurations(): SongDurations {
  return useSyncExternalStore(subscribe, songDurations);
}

async function decodeSong(path: string): Promise<SongShape> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  const context = new OfflineAudioContext(1, 1, DECODE_RATE);
  const audio = await context.decodeAudioData(await response.arrayBuffer());
  const channels = Array.from({ length: audio.numberOfChannels }, (_, i) => audio.getChannelData(i));
  return { duration: audio.duration, peaks: peaksOf(channels, PEAK_COUNT) };
}

/** Reads `path` once (later calls find it read, or being read). */
function readSong(path: string): void {
  if (readings.has(path)) return;
  record(path, { status: 'reading' });
  decodeSong(path).then(
    (shape) => record(path, { status: 'ready', shape }),
    () => record(path, { status: 'failed' }),
  );
}

/** The song at `path`, read when first asked for: reading, its shape, or failed (this browser cannot). */
export function useSongShape(path: string): SongReading {
  useEffect(() => readSong(path), [path]);
  return useSyncExternalStore(subscribe, () => readings.get(path) ?? READING);
}

const READING: SongReading = { status: 'reading' };
