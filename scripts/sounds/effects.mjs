// The one-shot effects played over the music, all in C major so they sit with every bed, and the three
// quiet phone sounds. Each returns a Mix (effects) or a mono Float32Array (phone).
import { Mix, SR, hz, render, TAU } from './dsp.mjs';
import { bell, brass, epiano } from './instruments.mjs';
import { cymbal, kick, snare, whoosh, woodblock } from './drums.mjs';

/** A full C major brass chord with a timpani thud and a cymbal: the "hit" several effects end on. */
function brassHit(mix, time, length, { gain = 1, notes = [48, 55, 60, 64, 67, 72] } = {}) {
  notes.forEach((n, k) =>
    mix.add(brass(hz(n), length), time, { gain: 0.22 * gain, pan: (k / 5 - 0.5) * 0.7, wet: 0.35 }),
  );
  mix.add(kick({ boom: 0.45, low: 45 }), time, { gain: 0.9 * gain, wet: 0.2 });
  mix.add(cymbal(11, { length: length + 0.8 }), time, { gain: 0.3 * gain, pan: 0.2, wet: 0.3 });
}

/** "Question is coming up!": a whoosh and a bell arpeggio that speed up, then the hit. */
export function countdown() {
  const mix = new Mix(2.8);
  mix.add(whoosh(1.75, 3), 0, { gain: 0.35, wet: 0.3 });
  const notes = [60, 64, 67, 72, 76, 79, 84];
  notes.forEach((n, k) => {
    const at = 1.7 * (1 - (1 - k / notes.length) ** 1.6);
    mix.add(bell(hz(n), 0.9), at, { gain: 0.35, pan: (k / 6 - 0.5) * 0.8, wet: 0.35 });
  });
  brassHit(mix, 1.75, 0.5);
  return mix;
}

/** One clock tick for each of the last five seconds. */
export function tick() {
  const mix = new Mix(0.15);
  mix.add(woodblock(1250), 0, { gain: 0.9, wet: 0 });
  return mix;
}

/** Time's up: a decisive brass chord that rings out. */
export function timeUp() {
  const mix = new Mix(1.4);
  brassHit(mix, 0, 0.55);
  return mix;
}

/** The answer: a bright, happy bell arpeggio climbing to the top C, over a warm piano chord. */
export function reveal() {
  const mix = new Mix(1.9);
  [72, 76, 79, 84, 88].forEach((n, k) =>
    mix.add(bell(hz(n), 1.4), k * 0.07, { gain: 0.4, pan: (k / 4 - 0.5) * 0.8, wet: 0.35 }),
  );
  [60, 64, 67].forEach((n) => mix.add(epiano(hz(n), 0.9), 0.28, { gain: 0.3, wet: 0.3 }));
  return mix;
}

/** Nobody got it: a mellow muted-brass "aww", three notes falling gently to rest on the tonic. */
export function revealNobody() {
  const mix = new Mix(1.6);
  mix.add(brass(hz(67), 0.22, { mellow: 0.45 }), 0, { gain: 0.6, wet: 0.3 });
  mix.add(brass(hz(64), 0.22, { mellow: 0.45 }), 0.27, { gain: 0.6, wet: 0.3 });
  mix.add(brass(hz(62), 0.8, { mellow: 0.4, glideTo: hz(60), vibrato: 0.012 }), 0.54, {
    gain: 0.6,
    wet: 0.3,
  });
  return mix;
}

/** The shoe game: the couple agree (issue 30). A quick rising bell run onto a bright chord with a woodblock skip. */
export function agree() {
  const mix = new Mix(1.7);
  [72, 76, 79, 84].forEach((n, k) =>
    mix.add(bell(hz(n), 1.1), k * 0.06, { gain: 0.38, pan: (k / 3 - 0.5) * 0.6, wet: 0.3 }),
  );
  [0.3, 0.42].forEach((at) => mix.add(woodblock(), at, { gain: 0.35, pan: 0.3, wet: 0.15 }));
  [64, 67, 72, 76].forEach((n) => mix.add(epiano(hz(n), 0.9, { bright: 1.3 }), 0.3, { gain: 0.3, wet: 0.3 }));
  return mix;
}

/** The shoe game: the couple disagree (issue 30). A comic "uh-oh": two brass notes, the second sliding down, with a wobble. */
export function disagree() {
  const mix = new Mix(1.7);
  mix.add(brass(hz(67), 0.18, { mellow: 0.5 }), 0, { gain: 0.6, wet: 0.25 });
  mix.add(brass(hz(64), 0.75, { mellow: 0.45, glideTo: hz(58), vibrato: 0.03 }), 0.22, {
    gain: 0.6,
    wet: 0.25,
  });
  mix.add(woodblock(), 1.05, { gain: 0.3, pan: -0.3, wet: 0.15 });
  return mix;
}

/** The leaderboard: a brassy "ta-ta-ta-taaa" triplet pickup onto a C major chord. */
export function leaderboard() {
  const mix = new Mix(2.1);
  [0, 0.13, 0.26].forEach((at) => {
    [67, 64].forEach((n) => mix.add(brass(hz(n), 0.09), at, { gain: 0.35, wet: 0.3 }));
  });
  brassHit(mix, 0.4, 0.9, { gain: 0.9, notes: [48, 60, 64, 67, 72] });
  return mix;
}

/** A snare roll that swells for 2.5 s, then a cymbal crash and a thud. */
export function drumRoll() {
  const mix = new Mix(3.3);
  const hits = Math.round(2.5 * 26);
  for (let k = 0; k < hits; k++) {
    const swell = 0.12 + 0.88 * (k / hits) ** 1.6;
    mix.add(snare(200 + k, { decay: 0.06, soft: true }), k / 26, {
      gain: swell * 0.6,
      pan: k % 2 ? 0.15 : -0.15,
      wet: 0.2,
    });
  }
  mix.add(cymbal(21, { length: 0.8 }), 2.5, { gain: 0.8, wet: 0.35 });
  mix.add(kick({ boom: 0.35 }), 2.5, { gain: 0.8, wet: 0.2 });
  return mix;
}

/** First place: a triumphant two-voice brass fanfare ending on a big C major chord and cymbal. */
export function fanfare() {
  const mix = new Mix(4.2);
  const tune = [
    [0, 67, 0.15],
    [0.2, 67, 0.15],
    [0.4, 67, 0.15],
    [0.6, 72, 0.5],
    [1.2, 76, 0.15],
    [1.4, 74, 0.15],
    [1.6, 76, 0.15],
  ];
  for (const [at, n, len] of tune) {
    mix.add(brass(hz(n), len), at, { gain: 0.4, pan: -0.2, wet: 0.3 });
    // A harmony a third (or sixth) below, as a second trumpet would play.
    mix.add(brass(hz(n - (n % 12 === 7 ? 3 : 4)), len), at, { gain: 0.28, pan: 0.2, wet: 0.3 });
  }
  [0, 0.2, 0.4].forEach((at) => mix.add(snare(50 + at * 10, { decay: 0.08 }), at, { gain: 0.3, wet: 0.2 }));
  mix.add(kick({ boom: 0.4, low: 45 }), 0.6, { gain: 0.7, wet: 0.2 });
  brassHit(mix, 1.8, 1.5, { notes: [48, 55, 60, 64, 67, 72, 79] });
  [84, 88, 91, 96].forEach((n, k) => mix.add(bell(hz(n), 1.5), 1.8 + k * 0.06, { gain: 0.15, wet: 0.4 }));
  return mix;
}

/** A soft sine note with a quick attack and a gentle decay, for the phone. */
function softNote(freq, length, { decay = 0.2, drop = 0 } = {}) {
  let phase = 0;
  return render(length, (t) => {
    phase += (TAU * freq * (1 + drop * Math.exp(-t / 0.02))) / SR;
    const fade = Math.min(1, (length - t) / 0.03);
    return (
      Math.min(1, t / 0.004) * Math.exp(-t / decay) * fade * (Math.sin(phase) + 0.15 * Math.sin(2 * phase))
    );
  });
}

/** Phone sounds: a tap when the answer is taken, a two-note chime when right, a low "oh no" when wrong. */
export function phoneSounds() {
  const mono = (length, notes) => {
    const out = new Float32Array(Math.round(length * SR));
    for (const [at, voice] of notes) {
      const start = Math.round(at * SR);
      for (let i = 0; i < voice.length && start + i < out.length; i++) out[start + i] += voice[i];
    }
    return out;
  };
  return {
    accepted: mono(0.2, [[0, softNote(hz(81), 0.2, { decay: 0.035, drop: 0.4 })]]),
    right: mono(0.7, [
      [0, bell(hz(79), 0.6)],
      [0.1, bell(hz(84), 0.6)],
    ]),
    wrong: mono(0.7, [
      [0, softNote(hz(64), 0.3, { decay: 0.12 })],
      [0.2, softNote(hz(60), 0.5, { decay: 0.18 })],
    ]),
  };
}
