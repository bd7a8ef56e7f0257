// A light kit: kicks are swept sines, snares and hats shaped noise, cymbals noise with metallic partials.
// Every hit gets a short attack so none of them clicks.
import { SR, TAU, render, rng, svf } from './dsp.mjs';

/** A kick: a sine falling from ~150 Hz to ~50 Hz; `boom` lengthens it into a timpani-like thud. */
export function kick({ boom = 0.28, low = 50 } = {}) {
  let phase = 0;
  return render(boom * 2.2, (t) => {
    const f = low + 100 * Math.exp(-t / 0.04);
    phase += (TAU * f) / SR;
    return Math.min(1, t / 0.002) * Math.exp(-t / boom) * Math.sin(phase);
  });
}

/** A snare: a short 190 Hz body and band-passed noise; `soft` makes the brushed ghost notes of a roll. */
export function snare(seed, { decay = 0.12, soft = false } = {}) {
  const r = rng(seed);
  const filter = svf();
  return render(decay * 3, (t) => {
    const body = soft ? 0 : 0.5 * Math.exp(-t / 0.05) * Math.sin(TAU * 190 * t);
    const n = filter(r() * 2 - 1, 3800, 0.6).band;
    return Math.min(1, t / 0.0015) * (body + Math.exp(-t / decay) * n * 1.2) * 0.7;
  });
}

/** A hi-hat: high-passed noise; open hats ring longer. */
export function hat(seed, { open = false } = {}) {
  const r = rng(seed);
  const filter = svf();
  const decay = open ? 0.18 : 0.035;
  return render(decay * 4, (t) => {
    const n = filter(r() * 2 - 1, 7500, 0.8).high;
    return Math.min(1, t / 0.001) * Math.exp(-t / decay) * n * 0.35;
  });
}

/** A handclap: three quick band-passed noise bursts then a short tail, as several hands never agree. */
export function clap(seed) {
  const r = rng(seed);
  const filter = svf();
  return render(0.3, (t) => {
    const burst = [0, 0.011, 0.022].reduce((a, s) => a + (t >= s ? Math.exp(-(t - s) / 0.006) : 0), 0);
    const tail = t >= 0.022 ? Math.exp(-(t - 0.022) / 0.07) : 0;
    const n = filter(r() * 2 - 1, 1300, 1.2).band;
    return Math.min(1, t / 0.001) * (0.5 * burst + tail) * n * 1.4;
  });
}

/** A crash cymbal: bright noise plus inharmonic square-ish partials, a long shimmering decay. */
export function cymbal(seed, { length = 1.6 } = {}) {
  const r = rng(seed);
  const filter = svf();
  const partials = [3130, 4270, 5410, 6580, 7540];
  return render(length, (t) => {
    const n = filter(r() * 2 - 1, 5200, 0.5).high;
    let metal = 0;
    for (const f of partials) metal += Math.sign(Math.sin(TAU * f * t));
    const fade = Math.min(1, (length - t) / 0.1);
    return Math.min(1, t / 0.003) * Math.exp(-t / (length * 0.3)) * (n + 0.04 * metal) * 0.35 * fade;
  });
}

/** A woodblock tick: two bright partials that die within a few tens of milliseconds. */
export function woodblock(freq = 1250) {
  return render(0.15, (t) => {
    const fade = Math.min(1, (0.15 - t) / 0.02);
    const v = Math.sin(TAU * freq * t) + 0.35 * Math.exp(-t / 0.006) * Math.sin(TAU * freq * 2.76 * t);
    return Math.min(1, t / 0.0008) * Math.exp(-t / 0.018) * v * fade;
  });
}

/** A rising whoosh: noise through a band-pass swept up, swelling in. */
export function whoosh(length, seed) {
  const r = rng(seed);
  const filter = svf();
  return render(length, (t) => {
    const x = t / length;
    const n = filter(r() * 2 - 1, 300 * 2 ** (x * 4.5), 1.4).band;
    return n * x * x * Math.min(1, (length - t) / 0.05) * 0.8;
  });
}
