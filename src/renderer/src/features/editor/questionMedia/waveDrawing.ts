// A song's waveform: its loudness in steps (from the decoded samples), drawn on a canvas with the clip's
// part marked. Pure but for the canvas it is given, so it is tested without a browser.

/**
 * The loudest sample of each of `count` equal steps of the song, over every channel, scaled so the
 * loudest step is 1 (a quiet recording still shows its shape); all 0 for silence.
 */
export function peaksOf(channels: readonly ArrayLike<number>[], count: number): number[] {
  const samples = channels[0]?.length ?? 0;
  const peaks = Array.from({ length: count }, (_, step) => {
    const from = Math.floor((step * samples) / count);
    const to = Math.max(from + 1, Math.floor(((step + 1) * samples) / count));
    let peak = 0;
    for (const channel of channels)
      for (let i = from; i < to && i < samples; i++) peak = Math.max(peak, Math.abs(channel[i] ?? 0));
    return peak;
  });
  const loudest = Math.max(0, ...peaks);
  return loudest > 0 ? peaks.map((p) => Math.round((p / loudest) * 1000) / 1000) : peaks;
}

/** The waveform's colours: the clip's part stands out (3:1 and more against the card), the rest is quieter. */
export const WAVE_COLOURS = {
  clip: '#99505d',
  clipBackground: 'rgba(244, 220, 214, 0.85)',
  rest: '#8c7b82',
  playhead: '#3a2a33',
} as const;

export interface WaveScene {
  /** The canvas's size in its own pixels. */
  width: number;
  height: number;
  peaks: readonly number[];
  /** Where the clip starts and ends, as shares of the song (0 to 1). */
  from: number;
  to: number;
  /** Where the clip being played is, as a share of the song; null when it is not playing. */
  playhead: number | null;
  /** Device pixels per CSS pixel: the bars keep their width on a sharp screen. */
  scale: number;
}

/** The bars' width and the gap after each, in CSS pixels. */
const BAR = 2;
const GAP = 1;

/** Draws the song's shape, the clip's part behind a soft band, and where the playing clip is. */
export function drawWave(ctx: CanvasRenderingContext2D, scene: WaveScene): void {
  const { width, height, peaks, from, to, playhead, scale } = scene;
  ctx.clearRect(0, 0, width, height);
  ctx.fillStyle = WAVE_COLOURS.clipBackground;
  ctx.fillRect(from * width, 0, Math.max(scale, (to - from) * width), height);
  const step = (BAR + GAP) * scale;
  const bars = Math.max(1, Math.floor(width / step));
  const middle = height / 2;
  for (let bar = 0; bar < bars; bar++) {
    const share = (bar + 0.5) / bars;
    const peak = peaks[Math.min(peaks.length - 1, Math.floor(share * peaks.length))] ?? 0;
    // Even silence shows as a thin line, so the song's length reads at a glance.
    const half = Math.max(scale, peak * (middle - 2 * scale));
    ctx.fillStyle = share >= from && share <= to ? WAVE_COLOURS.clip : WAVE_COLOURS.rest;
    ctx.fillRect(bar * step, middle - half, BAR * scale, half * 2);
  }
  if (playhead !== null) {
    ctx.fillStyle = WAVE_COLOURS.playhead;
    ctx.fillRect(playhead * width - scale, 0, 2 * scale, height);
  }
}
