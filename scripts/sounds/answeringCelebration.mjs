// The two driving music beds: answering (a 126 bpm pulse in C that builds for 16 bars, so the player can
// start it part-way and land its climax on the deadline) and celebration (120 bpm, claps, bright bells).
import { Mix, hz } from './dsp.mjs';
import { bass, bell, brass, epiano, pad, pluck } from './instruments.mjs';
import { clap, cymbal, hat, kick, snare } from './drums.mjs';

// C, Am, F, G: one chord a bar, four times round. Root first, then a close voicing.
const POP = [
  [48, 60, 64, 67],
  [45, 60, 64, 69],
  [41, 60, 65, 69],
  [43, 59, 62, 67],
];

/** How far the build has come, 0 at the first bar to 1 at the last. */
const progress = (bar) => bar / 15;

/** Answering's drums: kick from bar 4, claps from bar 8, hats that double to sixteenths from bar 12. */
function answeringDrums(mix, beat) {
  for (let bar = 0; bar < 16; bar++) {
    const b0 = bar * 4;
    for (let b = 0; b < 4; b++) {
      if (bar >= 4 || b === 0) mix.add(kick(), beat(b0 + b), { gain: bar >= 4 ? 0.55 : 0.3, wet: 0 });
      if (bar >= 8 && b % 2 === 1) {
        mix.add(clap(bar * 5 + b), beat(b0 + b), { gain: 0.35, wet: 0.3 });
        mix.add(snare(bar * 9 + b), beat(b0 + b), { gain: 0.25, wet: 0.2 });
      }
    }
    const steps = bar >= 12 ? 16 : bar >= 8 ? 8 : 0;
    for (let s = 0; s < steps; s++) {
      const accent = s % (steps / 4) === steps / 8 ? 0.4 : 0.22;
      mix.add(hat(bar * 37 + s), beat(b0 + (s * 4) / steps), { gain: accent, pan: 0.3, wet: 0.05 });
    }
  }
  // A snare fill into the top of the loop, and a cymbal as it goes round.
  for (let s = 0; s < 8; s++) mix.add(snare(900 + s), beat(62 + s / 4), { gain: 0.12 + s * 0.04, wet: 0.2 });
  mix.add(cymbal(77, { length: 2 }), beat(0), { gain: 0.2, wet: 0.3 });
}

/** Answering's pitched layers: a plucked eighth-note ostinato from the start, bass, an opening pad. */
function answeringTonal(mix, beat) {
  for (let bar = 0; bar < 16; bar++) {
    const b0 = bar * 4;
    const [root, ...upper] = POP[bar % 4];
    const p = progress(bar);
    for (let e = 0; e < 8; e++) {
      const note = e % 2 ? upper[(e >> 1) % 3] + 12 : root + 24;
      mix.add(pluck(hz(note), 0.35, bar * 8 + e, { damping: 0.99 }), beat(b0 + e / 2), {
        gain: 0.6 + 0.25 * p,
        pan: e % 2 ? 0.35 : -0.35,
        wet: 0.2,
      });
    }
    if (bar >= 4) {
      for (let e = 0; e < 8; e++) {
        const n = root - 12 + (e % 2 ? 12 : 0);
        mix.add(bass(hz(n), beat(0.4)), beat(b0 + e / 2), { gain: 0.28, wet: 0 });
      }
    }
    // The pad's filter opens over the whole piece: dark and distant at first, bright at the climax.
    const cutoff = (t) => 500 * 2 ** (3.5 * (p + t / beat(4) / 15));
    for (const n of upper)
      mix.add(pad(hz(n), beat(4), { cutoff, attack: 0.2, release: 0.3 }), beat(b0), {
        gain: 0.2 + 0.14 * p,
        wet: 0.35,
      });
  }
}

/** Answering's top line in the last four bars: bells climbing the chord in sixteenths. */
function answeringClimax(mix, beat) {
  for (let bar = 12; bar < 16; bar++) {
    const [, ...upper] = POP[bar % 4];
    const notes = [...upper, ...upper.map((n) => n + 12)];
    for (let s = 0; s < 16; s++) {
      const note = notes[(s + bar) % notes.length] + 12;
      mix.add(bell(hz(note), 0.5), beat(bar * 4 + s / 4), {
        gain: 0.1 + 0.05 * (bar - 12),
        pan: Math.sin(s) * 0.5,
        wet: 0.3,
      });
    }
  }
}

/** Answering: 126 bpm (exactly 21000 samples a beat), 16 bars = 30.48 s, looping whole. */
export function answering() {
  const spb = 60 / 126;
  const mix = new Mix(64 * spb, { loop: true });
  const beat = (b) => b * spb;
  answeringDrums(mix, beat);
  answeringTonal(mix, beat);
  answeringClimax(mix, beat);
  return mix;
}

// C, G, Am, F, C, G, F, G.
const CELEBRATION_CHORDS = [POP[0], POP[3], POP[1], POP[2], POP[0], POP[3], POP[2], POP[3]];
const CELEBRATION_TUNE = [
  [0, 76, 0.5],
  [0.5, 79, 0.5],
  [1, 84, 1],
  [2, 79, 0.5],
  [2.5, 76, 0.5],
  [3, 79, 1],
  [4, 74, 0.5],
  [4.5, 79, 0.5],
  [5, 83, 1],
  [6, 81, 0.5],
  [6.5, 79, 0.5],
  [7, 74, 1],
  [8, 72, 0.5],
  [8.5, 76, 0.5],
  [9, 81, 1],
  [10, 79, 0.5],
  [10.5, 76, 0.5],
  [11, 72, 1],
  [12, 69, 0.5],
  [12.5, 72, 0.5],
  [13, 77, 1],
  [14, 76, 0.5],
  [14.5, 77, 0.5],
  [15, 79, 1],
  [16, 76, 0.5],
  [16.5, 79, 0.5],
  [17, 84, 1],
  [18, 79, 0.5],
  [18.5, 76, 0.5],
  [19, 79, 1],
  [20, 74, 0.5],
  [20.5, 79, 0.5],
  [21, 83, 1],
  [22, 86, 1],
  [23, 83, 1],
  [24, 81, 0.5],
  [24.5, 79, 0.5],
  [25, 77, 0.5],
  [25.5, 81, 0.5],
  [26, 84, 1],
  [27, 81, 1],
  [28, 83, 1],
  [29, 81, 0.5],
  [29.5, 79, 0.5],
  [30, 74, 0.5],
  [30.5, 77, 0.5],
  [31, 79, 1],
];

/** Celebration's kit: four on the floor, claps on 2 and 4, open hats on the off-beats, 16th hats. */
function celebrationDrums(mix, beat) {
  for (let b = 0; b < 32; b++) {
    mix.add(kick(), beat(b), { gain: 0.8, wet: 0 });
    mix.add(hat(b * 3 + 1, { open: true }), beat(b + 0.5), { gain: 0.25, pan: -0.3, wet: 0.1 });
    if (b % 2 === 1) {
      mix.add(clap(b), beat(b), { gain: 0.45, pan: 0.1, wet: 0.35 });
      mix.add(clap(b + 100), beat(b + 0.02), { gain: 0.3, pan: -0.2, wet: 0.35 });
    }
    for (let s = 0; s < 4; s++)
      mix.add(hat(b * 11 + s), beat(b + s / 4), { gain: s === 2 ? 0 : 0.15, pan: 0.35, wet: 0 });
  }
}

/** Celebration: 120 bpm, 8 bars = 16 s, looping: octave bass, off-beat piano and brass stabs, bells. */
export function celebration() {
  const mix = new Mix(16, { loop: true });
  const beat = (b) => b * 0.5;
  celebrationDrums(mix, beat);
  CELEBRATION_CHORDS.forEach(([root, ...upper], bar) => {
    const b0 = bar * 4;
    for (let e = 0; e < 8; e++)
      mix.add(bass(hz(root - 12 + (e % 2) * 12), 0.2), beat(b0 + e / 2), { gain: 0.5, wet: 0 });
    for (const off of [0.5, 1.5, 2.5, 3.5]) {
      upper.forEach((n, k) =>
        mix.add(epiano(hz(n + 12), 0.18, { bright: 1.3 }), beat(b0 + off), {
          gain: 0.14,
          pan: (k - 1) * 0.5,
          wet: 0.2,
        }),
      );
    }
    if (bar % 2 === 0) upper.forEach((n) => mix.add(brass(hz(n), 0.25), beat(b0), { gain: 0.14, wet: 0.3 }));
  });
  for (const [b, n, len] of CELEBRATION_TUNE) {
    mix.add(bell(hz(n), Math.max(0.8, beat(len + 0.5))), beat(b), { gain: 0.32, pan: 0.1, wet: 0.3 });
    mix.add(epiano(hz(n - 12), beat(len), { bright: 1.2 }), beat(b), { gain: 0.12, pan: -0.1, wet: 0.25 });
  }
  mix.add(cymbal(5, { length: 2 }), 0, { gain: 0.2, wet: 0.3 });
  return mix;
}
