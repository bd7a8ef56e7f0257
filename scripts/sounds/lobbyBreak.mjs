// The two calm music beds: the lobby (guests arriving, mid tempo, I–vi–IV–V in F with a light groove
// and a lilting bell melody) and the break (slow 3/4 pads and a plucked arpeggio, for a breather).
import { Mix, hz } from './dsp.mjs';
import { bass, bell, epiano, pad, pluck } from './instruments.mjs';
import { clap, hat, kick } from './drums.mjs';

// F major, one chord a bar: F, Dm, Bb, C, twice. Chords are MIDI notes, root first.
const F = [53, 57, 60, 65];
const DM = [50, 57, 62, 65];
const BB = [46, 58, 62, 65];
const C = [48, 55, 60, 64];
const LOBBY_CHORDS = [F, DM, BB, C, F, DM, BB, C];

// [beat, MIDI note, beats]: a lilting tune that ends on C and falls back to A at the top of the loop.
const LOBBY_TUNE = [
  [0, 69, 1],
  [1, 72, 0.5],
  [1.5, 69, 0.5],
  [2, 67, 1],
  [3, 65, 1],
  [4, 74, 1.5],
  [5.5, 72, 0.5],
  [6, 69, 2],
  [8, 70, 1],
  [9, 74, 0.5],
  [9.5, 72, 0.5],
  [10, 70, 1],
  [11, 69, 1],
  [12, 67, 1.5],
  [13.5, 69, 0.5],
  [14, 70, 0.5],
  [14.5, 72, 1.5],
  [16, 77, 1],
  [17, 76, 0.5],
  [17.5, 72, 0.5],
  [18, 69, 1.5],
  [19.5, 72, 0.5],
  [20, 74, 1],
  [21, 77, 1],
  [22, 74, 2],
  [24, 74, 0.5],
  [24.5, 72, 0.5],
  [25, 70, 1],
  [26, 74, 1],
  [27, 77, 1],
  [28, 76, 1.5],
  [29.5, 74, 0.5],
  [30, 72, 2],
];

/** The lobby's rhythm section: kick, soft claps on 2 and 4, swung hats, a walking root-fifth bass. */
function lobbyGroove(mix, beat) {
  for (let bar = 0; bar < 8; bar++) {
    const b0 = bar * 4;
    for (const [b, gain] of [
      [0, 0.8],
      [2, 0.7],
      [2.5, 0.35],
    ])
      mix.add(kick(), beat(b0 + b), { gain, wet: 0 });
    for (const b of [1, 3]) mix.add(clap(bar * 7 + b), beat(b0 + b), { gain: 0.35, pan: 0.1, wet: 0.3 });
    for (let e = 0; e < 8; e++) {
      // Swing: the off-beat eighths land a little late, which makes the groove lilt.
      const at = b0 + e / 2 + (e % 2 ? 0.08 : 0);
      mix.add(hat(bar * 31 + e), beat(at), { gain: e % 2 ? 0.25 : 0.4, pan: 0.35, wet: 0.1 });
    }
    const [root] = LOBBY_CHORDS[bar];
    const line = [
      [0, root, 1.4],
      [1.5, root + 12, 0.4],
      [2, root, 0.9],
      [3, root + 7, 0.9],
    ];
    for (const [b, n, len] of line)
      mix.add(bass(hz(n - 12), beat(len)), beat(b0 + b), { gain: 0.55, wet: 0 });
  }
}

/** The lobby's harmony (syncopated electric-piano chords over a quiet pad) and its bell melody. */
function lobbyHarmony(mix, beat) {
  LOBBY_CHORDS.forEach((chord, bar) => {
    const b0 = bar * 4;
    for (const [b, len] of [
      [0, 1.2],
      [1.5, 0.8],
      [2.5, 1.3],
    ]) {
      chord.slice(1).forEach((n, k) => {
        mix.add(epiano(hz(n + 12), beat(len)), beat(b0 + b), { gain: 0.16, pan: (k - 1) * 0.4, wet: 0.25 });
      });
    }
    for (const n of chord.slice(1))
      mix.add(pad(hz(n), beat(3.6), { cutoff: 900 }), beat(b0), { gain: 0.12, wet: 0.4 });
  });
  for (const [b, n, len] of LOBBY_TUNE) {
    mix.add(bell(hz(n + 12), Math.max(0.9, beat(len + 0.5))), beat(b), { gain: 0.34, pan: -0.15, wet: 0.35 });
    mix.add(epiano(hz(n), beat(len)), beat(b), { gain: 0.18, pan: 0.15, wet: 0.3 });
  }
}

/** The lobby: 100 bpm, 8 bars of 4/4 = 19.2 s, looping. */
export function lobby() {
  const spb = 0.6;
  const mix = new Mix(32 * spb, { loop: true });
  const beat = (b) => b * spb;
  lobbyGroove(mix, beat);
  lobbyHarmony(mix, beat);
  return mix;
}

// The break: F, Bb/F, Dm, C, Bb, F, Gm, C in 3/4 at 72 bpm, one chord a bar: 8 bars = 20 s.
const BREAK_CHORDS = [
  [41, 60, 65, 69],
  [41, 62, 65, 70],
  [38, 62, 65, 69],
  [36, 60, 64, 67],
  [34, 62, 65, 70],
  [41, 60, 65, 69],
  [43, 62, 67, 70],
  [36, 60, 64, 67],
];

/** The break: long pads, a soft bass and a plucked arpeggio rising and falling in eighths. */
export function breakMusic() {
  const spb = 60 / 72;
  const mix = new Mix(24 * spb, { loop: true });
  const beat = (b) => b * spb;
  BREAK_CHORDS.forEach((chord, bar) => {
    const b0 = bar * 3;
    const [root, ...upper] = chord;
    for (const n of upper) {
      mix.add(pad(hz(n), beat(3), { cutoff: 1100, attack: 0.9, release: 1.6 }), beat(b0), {
        gain: 0.2,
        wet: 0.5,
      });
    }
    mix.add(bass(hz(root), beat(2.8)), beat(b0), { gain: 0.4, wet: 0.1 });
    // Low root, then up and down the chord: the arpeggio a guitarist would pick.
    const arp = [root + 12, upper[0], upper[1], upper[2], upper[1], upper[0]];
    arp.forEach((note, e) => {
      mix.add(pluck(hz(note), 1.6, bar * 13 + e, { damping: 0.997 }), beat(b0 + e / 2), {
        gain: 0.4,
        pan: (e / 5 - 0.5) * 0.8,
        wet: 0.45,
      });
    });
  });
  return mix;
}
