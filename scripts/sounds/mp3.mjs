// MP3 encoding with @breezystack/lamejs (pure JavaScript, LGPL-3.0; only our own audio passes through it).
import { Mp3Encoder } from '@breezystack/lamejs';
import { SR } from './dsp.mjs';

/**
 * Samples the decoder puts before the first real one: LAME's encoder delay (576) plus the MP3 decoder's
 * own (529). lamejs writes no gapless (LAME/Xing) header, so decoders (browsers' and sox's) keep it.
 * Measured with a tone burst through lamejs and `sox`; the loop padding tolerates a decoder that differs.
 */
export const DECODER_DELAY = 1105;

const BLOCK = 1152;

const toInt16 = (channel) => {
  const out = new Int16Array(channel.length);
  for (let i = 0; i < channel.length; i++) out[i] = Math.round(Math.max(-1, Math.min(1, channel[i])) * 32767);
  return out;
};

/**
 * Encodes one or two Float32 channels. 112 kb/s stereo is the lowest rate at which LAME keeps 44.1 kHz
 * (at 96 it quietly resamples to 32 kHz); mono stays at 96 kb/s.
 */
export function encodeMp3(channels) {
  const kbps = channels.length === 2 ? 112 : 96;
  const encoder = new Mp3Encoder(channels.length, SR, kbps);
  const pcm = channels.map(toInt16);
  const chunks = [];
  for (let i = 0; i < pcm[0].length; i += BLOCK) {
    chunks.push(encoder.encodeBuffer(...pcm.map((ch) => ch.subarray(i, i + BLOCK))));
  }
  chunks.push(encoder.flush());
  return Buffer.concat(chunks.map((c) => Buffer.from(c.buffer, c.byteOffset, c.byteLength)));
}
