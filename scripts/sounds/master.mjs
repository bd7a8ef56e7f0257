// The last stage of every cue: reverb for space, DC removal, consistent loudness, soft edges, and for
// music the padding that makes the loop seamless whatever an MP3 decoder does at the file's ends.
import { SR, samples } from './dsp.mjs';

const COMBS = [1116, 1188, 1277, 1356, 1422, 1491, 1557, 1617];
const ALLPASSES = [556, 441, 341, 225];
/** Right channel's delay lines are a little longer than the left's: the two decorrelate into width. */
const SPREAD = 23;

/** One channel of a Freeverb (Schroeder/Moorer): parallel damped combs, then series all-passes. */
function reverbChannel(input, offset, { room = 0.82, damp = 0.3 }) {
  const out = new Float32Array(input.length);
  for (const len of COMBS) {
    const buf = new Float32Array(len + offset);
    let idx = 0;
    let store = 0;
    for (let i = 0; i < input.length; i++) {
      const y = buf[idx];
      store = y * (1 - damp) + store * damp;
      buf[idx] = input[i] * 0.03 + store * room;
      out[i] += y;
      idx = (idx + 1) % buf.length;
    }
  }
  for (const len of ALLPASSES) {
    const buf = new Float32Array(len + offset);
    let idx = 0;
    for (let i = 0; i < out.length; i++) {
      const b = buf[idx];
      buf[idx] = out[i] + b * 0.5;
      out[i] = b - out[i];
      idx = (idx + 1) % buf.length;
    }
  }
  return out;
}

/**
 * Adds the reverb of the mix's send to its dry channels. A loop is reverberated over two turns and the
 * second kept, so the reverb of the last bar rings on into the first.
 */
export function applyReverb(mix, options = {}) {
  const turns = mix.loop ? 2 : 1;
  const send = new Float32Array(mix.n * turns);
  for (let t = 0; t < turns; t++) send.set(mix.send, t * mix.n);
  const from = (turns - 1) * mix.n;
  const wetL = reverbChannel(send, 0, options).subarray(from);
  const wetR = reverbChannel(send, SPREAD, options).subarray(from);
  for (let i = 0; i < mix.n; i++) {
    mix.left[i] += wetL[i];
    mix.right[i] += wetR[i];
  }
}

/** A gentle high-pass at ~20 Hz: removes DC offset, which would thump when the sound starts and stops. */
function removeDc(channel, loop) {
  const r = 1 - (2 * Math.PI * 20) / SR;
  let x1 = 0;
  let y1 = 0;
  // A loop is filtered twice round so the filter has settled where the kept turn starts.
  const turns = loop ? 2 : 1;
  for (let t = 0; t < turns; t++) {
    for (let i = 0; i < channel.length; i++) {
      const y = channel[i] - x1 + r * y1;
      x1 = channel[i];
      y1 = y;
      if (t === turns - 1) channel[i] = y;
    }
  }
}

/** Loudness as gated RMS over 50 ms windows: silence and faint tails do not dilute a short sound. */
function loudness(channels) {
  const win = samples(0.05);
  const powers = [];
  for (let s = 0; s + win <= channels[0].length; s += win) {
    let sum = 0;
    for (const ch of channels) for (let i = s; i < s + win; i++) sum += ch[i] * ch[i];
    powers.push(sum / (win * channels.length));
  }
  const top = Math.max(...powers);
  const loud = powers.filter((p) => p > top / 1000);
  return Math.sqrt(loud.reduce((a, b) => a + b, 0) / loud.length);
}

/**
 * Scales to the target loudness (dBFS), but never so far that a peak passes -1 dBFS (the MP3 encoder
 * adds a little overshoot, so the files' decoded peaks stay under full scale).
 */
export function normalise(channels, targetDb, peakDb = -1.2) {
  const peak = Math.max(...channels.map((ch) => ch.reduce((m, v) => Math.max(m, Math.abs(v)), 0)));
  const gain = Math.min(10 ** (targetDb / 20) / loudness(channels), 10 ** (peakDb / 20) / peak);
  for (const ch of channels) for (let i = 0; i < ch.length; i++) ch[i] *= gain;
}

/** Raised-cosine fades at both ends of a sound. */
export function fadeEdges(channels, fadeIn = 0.004, fadeOut = 0.03) {
  for (const ch of channels) {
    const a = Math.min(samples(fadeIn), ch.length);
    const b = Math.min(samples(fadeOut), ch.length);
    for (let i = 0; i < a; i++) ch[i] *= 0.5 - 0.5 * Math.cos((Math.PI * i) / a);
    for (let i = 0; i < b; i++) ch[ch.length - 1 - i] *= 0.5 - 0.5 * Math.cos((Math.PI * i) / b);
  }
}

/** Finishes an effect: reverb, DC removal, loudness, faded edges. */
export function finishEffect(mix, { targetDb = -14, reverb } = {}) {
  applyReverb(mix, reverb);
  const channels = [mix.left, mix.right];
  for (const ch of channels) removeDc(ch, false);
  normalise(channels, targetDb);
  fadeEdges(channels);
  return channels;
}

/** Pre-roll and tail around a loop: a copy of its end before it and of its start after it. */
export const LOOP_PAD_SECONDS = 0.25;

/**
 * Finishes a music loop. The file is the loop with its own last 250 ms before it and its first 250 ms
 * after it, so the whole file repeats with the loop's period: a decoder that shifts the audio by its
 * few milliseconds of encoder delay still finds a seamless loop at the stated region. Fades touch only
 * the padding.
 */
export function finishLoop(mix, { targetDb = -18, reverb } = {}) {
  applyReverb(mix, reverb);
  const pad = samples(LOOP_PAD_SECONDS);
  const channels = [mix.left, mix.right].map((ch) => {
    removeDc(ch, true);
    const out = new Float32Array(ch.length + 2 * pad);
    out.set(ch.subarray(ch.length - pad), 0);
    out.set(ch, pad);
    out.set(ch.subarray(0, pad), pad + ch.length);
    return out;
  });
  normalise(channels, targetDb);
  fadeEdges(channels, LOOP_PAD_SECONDS * 0.5, LOOP_PAD_SECONDS * 0.5);
  return { channels, loopStart: pad, loopEnd: pad + mix.n };
}
