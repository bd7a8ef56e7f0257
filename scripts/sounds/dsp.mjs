// The building blocks every cue is made of: seeded noise, envelopes, oscillators, filters, a stereo mix
// bus and a small Freeverb-style reverb. Plain Float32Array maths, no dependencies, so `npm run sounds`
// gives byte-identical files on every machine.

export const SR = 44100;
export const TAU = Math.PI * 2;

/** Note number (69 = A4) to hertz, equal temperament. */
export const hz = (midi) => 440 * 2 ** ((midi - 69) / 12);

/** A seeded random source (mulberry32): the same noise every run keeps the files deterministic. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const samples = (seconds) => Math.round(seconds * SR);

/**
 * Attack / exponential decay / release envelope, as a function of time in seconds. Attacks and releases
 * are never shorter than a few milliseconds: a jump in level is a click.
 */
export function envelope({ attack = 0.005, decay = 1, sustain = 0, hold, release = 0.08 }) {
  return (t) => {
    if (t < 0) return 0;
    const a = Math.min(1, t / attack);
    const d = sustain + (1 - sustain) * Math.exp(-Math.max(0, t - attack) / decay);
    const r = hold === undefined || t < hold ? 1 : Math.max(0, 1 - (t - hold) / release);
    return a * a * (3 - 2 * a) * d * r;
  };
}

/** Renders `seconds` of a voice, calling fn(t, i) per sample. */
export function render(seconds, fn) {
  const out = new Float32Array(samples(seconds));
  for (let i = 0; i < out.length; i++) out[i] = fn(i / SR, i);
  return out;
}

/** A band-limited sawtooth (PolyBLEP): naive saws alias into harsh whistles on the high notes. */
export function sawOsc() {
  let phase = 0;
  return (freq) => {
    const dt = freq / SR;
    phase += dt;
    if (phase >= 1) phase -= 1;
    let v = 2 * phase - 1;
    if (phase < dt) {
      const x = phase / dt;
      v -= x + x - x * x - 1;
    } else if (phase > 1 - dt) {
      const x = (phase - 1) / dt;
      v -= x * x + x + x + 1;
    }
    return v;
  };
}

/**
 * A state-variable filter (TPT form), stable while its cutoff moves: pads and brass open and close
 * through it. Returns { low, band, high } per sample.
 */
export function svf() {
  let ic1 = 0;
  let ic2 = 0;
  return (x, cutoff, q = 0.707) => {
    const g = Math.tan((Math.PI * Math.min(cutoff, SR * 0.45)) / SR);
    const k = 1 / q;
    const a1 = 1 / (1 + g * (g + k));
    const v3 = x - ic2;
    const v1 = a1 * ic1 + g * a1 * v3;
    const v2 = ic2 + g * v1;
    ic1 = 2 * v1 - ic1;
    ic2 = 2 * v2 - ic2;
    return { low: v2, band: v1, high: x - k * v1 - v2 };
  };
}

/** White noise from a seed, as a buffer. */
export function noise(seconds, seed) {
  const r = rng(seed);
  return render(seconds, () => r() * 2 - 1);
}

/**
 * A stereo bus with a mono reverb send. In loop mode writes wrap around the end, so a note's tail that
 * rings past the last bar sounds under the first one, as it would when the music goes round again.
 */
export class Mix {
  constructor(seconds, { loop = false } = {}) {
    this.n = samples(seconds);
    this.loop = loop;
    this.left = new Float32Array(this.n);
    this.right = new Float32Array(this.n);
    this.send = new Float32Array(this.n);
  }

  /** Adds a mono voice at `time` seconds; pan -1 (left) to 1 (right), constant power; `wet` to reverb. */
  add(voice, time, { gain = 1, pan = 0, wet = 0.2 } = {}) {
    const start = samples(time);
    const angle = ((pan + 1) * Math.PI) / 4;
    const gl = gain * Math.cos(angle) * Math.SQRT2;
    const gr = gain * Math.sin(angle) * Math.SQRT2;
    for (let i = 0; i < voice.length; i++) {
      let j = start + i;
      if (this.loop) j = ((j % this.n) + this.n) % this.n;
      else if (j < 0 || j >= this.n) continue;
      const v = voice[i];
      this.left[j] += v * gl;
      this.right[j] += v * gr;
      this.send[j] += v * gain * wet;
    }
  }
}
