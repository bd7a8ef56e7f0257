// The band: each function renders one note as a mono Float32Array (its tail included), to be placed in
// a Mix. Warm timbres by design: FM electric piano, soft bells, plucked strings, filtered saw pads and
// brass, and a light kit made of shaped noise and swept sines.
import { SR, TAU, envelope, render, sawOsc, svf, rng } from './dsp.mjs';

/** FM electric piano: a sine modulated by a sine at the same pitch, its brightness fading as it rings. */
export function epiano(freq, length, { bright = 1 } = {}) {
  const env = envelope({ attack: 0.004, decay: 0.9, sustain: 0.15, hold: length, release: 0.12 });
  return render(length + 0.15, (t) => {
    const index = bright * (0.4 + 1.3 * Math.exp(-t / 0.25));
    const tine = 0.08 * Math.exp(-t / 0.03) * Math.sin(TAU * freq * 7 * t);
    return env(t) * (Math.sin(TAU * freq * t + index * Math.sin(TAU * freq * t)) + tine) * 0.5;
  });
}

/** A soft bell (celesta-like): near-harmonic partials, the high ones dying first. */
export function bell(freq, length = 1.6) {
  const partials = [
    [1, 1, 1.2],
    [2, 0.45, 0.7],
    [3, 0.2, 0.4],
    [4.2, 0.12, 0.25],
    [5.4, 0.06, 0.15],
  ].filter(([ratio]) => freq * ratio < SR * 0.45);
  return render(length, (t) => {
    const attack = Math.min(1, t / 0.003);
    const fade = Math.min(1, (length - t) / 0.05);
    let v = 0;
    for (const [ratio, amp, decay] of partials)
      v += amp * Math.exp(-t / decay) * Math.sin(TAU * freq * ratio * t);
    return v * attack * fade * 0.45;
  });
}

/**
 * A plucked string (Karplus–Strong): a burst of soft seeded noise round a tuned delay line, averaged
 * each pass so the tone mellows as it decays. The delay is read with interpolation to stay in tune.
 */
export function pluck(freq, length = 1.2, seed = 1, { damping = 0.996 } = {}) {
  const period = SR / freq - 0.5;
  const burst = Math.round(period);
  const r = rng(seed);
  const y = new Float32Array(Math.round(length * SR));
  const at = (pos) => {
    if (pos < 0) return 0;
    const k = Math.floor(pos);
    return y[k] + (y[k + 1] - y[k]) * (pos - k);
  };
  let soft = 0;
  const fadeFrom = y.length - Math.round(0.06 * SR);
  for (let n = 0; n < y.length; n++) {
    soft = n < burst ? 0.6 * soft + 0.4 * (r() * 2 - 1) : 0;
    y[n] = soft + damping * 0.5 * (at(n - period) + at(n - period - 1));
  }
  // Soften the pick's first samples and fade the end so the cut never clicks.
  for (let n = 0; n < y.length; n++) {
    const fade = n > fadeFrom ? (y.length - n) / (y.length - fadeFrom) : 1;
    y[n] *= fade * Math.min(1, n / 40) * 0.6;
  }
  return y;
}

/** A pad: three detuned saws through a low-pass, slow attack and release. cutoff may be a function of t. */
export function pad(freq, length, { cutoff = 1400, attack = 0.6, release = 1.2 } = {}) {
  const oscs = [0.996, 1, 1.005].map(() => sawOsc());
  const detune = [0.996, 1, 1.005];
  const filter = svf();
  const cut = typeof cutoff === 'function' ? cutoff : () => cutoff;
  const env = envelope({ attack, decay: 1e9, sustain: 1, hold: length, release });
  return render(length + release, (t) => {
    let v = 0;
    for (let k = 0; k < 3; k++) v += oscs[k](freq * detune[k]);
    return env(t) * filter(v / 3, cut(t)).low * 0.5;
  });
}

/**
 * Brass: saws whose filter opens on the attack and settles (the "blat" of a horn), a touch of delayed
 * vibrato, and a pitch that scoops up into the note. mellow lowers the filter for a muted trombone.
 */
export function brass(freq, length, { mellow = 1, glideTo, vibrato = 0.006 } = {}) {
  const osc = [sawOsc(), sawOsc()];
  const filter = svf();
  const env = envelope({ attack: 0.03, decay: 0.5, sustain: 0.7, hold: length, release: 0.15 });
  return render(length + 0.18, (t) => {
    const vib = 1 + vibrato * Math.min(1, t / 0.4) * Math.sin(TAU * 5.2 * t);
    const scoop = 1 - 0.03 * Math.exp(-t / 0.03);
    const glide = glideTo
      ? (glideTo / freq) ** Math.min(1, Math.max(0, (t - length * 0.4) / (length * 0.5)))
      : 1;
    const f = freq * vib * scoop * glide;
    const cutoff = (f * 3 + 2600 * Math.exp(-t / 0.12) + 700) * mellow;
    const v = osc[0](f) + osc[1](f * 1.003);
    return env(t) * filter(v * 0.5, cutoff, 0.9).low * 0.6;
  });
}

/** A round bass: a sine with a little second and third harmonic so small speakers still carry it. */
export function bass(freq, length) {
  const env = envelope({ attack: 0.006, decay: 0.5, sustain: 0.55, hold: length, release: 0.06 });
  return render(length + 0.07, (t) => {
    const p = TAU * freq * t;
    return env(t) * (Math.sin(p) + 0.3 * Math.sin(2 * p) + 0.1 * Math.sin(3 * p)) * 0.5;
  });
}
