/**
 * The bundled default sounds (issue 17, rendered by `npm run sounds`): every cue has its file and its
 * manifest entry, each file decodes, is audible, does not clip and lasts what the manifest says, and a
 * music cue's loop region really repeats. Decoding uses `sox`; without it (or its MP3 support) this
 * fails, saying what to install, rather than passing without listening.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMusicCue, SOUND_CUES } from '../../src/shared/wire/sounds';

const DIR = resolve('src/renderer/src/assets/sounds');
const PHONE = ['accepted', 'right', 'wrong'];
const SR = 44100;

interface Entry {
  file: string;
  durationMs: number;
  loop: { startMs: number; endMs: number } | null;
}
const manifest = JSON.parse(readFileSync(join(DIR, 'sounds.json'), 'utf8')) as Record<string, Entry>;

const INSTALL = 'Install sox with MP3 support to check the sounds: apt-get install sox libsox-fmt-mp3';

function requireSox(): void {
  const help = spawnSync('sox', ['--help'], { encoding: 'utf8' });
  if (help.error) throw new Error(`sox is not installed. ${INSTALL}`);
  if (!/AUDIO FILE FORMATS:.*\bmp3\b/.test(help.stdout)) throw new Error(`sox cannot read MP3. ${INSTALL}`);
}

interface Stats {
  peakDb: number;
  rmsDb: number;
  seconds: number;
}

/** `sox FILE -n stats`: the overall peak and RMS levels (dBFS) and the decoded length. */
function stats(file: string): Stats {
  const run = spawnSync('sox', [file, '-n', 'stats'], { encoding: 'utf8' });
  const field = (name: string): number => {
    const line = run.stderr.split('\n').find((l) => l.startsWith(name));
    if (!line) throw new Error(`sox stats gave no "${name}" for ${file}:\n${run.stderr}`);
    return Number(line.slice(name.length).trim().split(/\s+/)[0]);
  };
  return { peakDb: field('Pk lev dB'), rmsDb: field('RMS lev dB'), seconds: field('Length s') };
}

/** The decoded samples, mixed to mono. */
function decode(file: string): Float32Array {
  const run = spawnSync('sox', [file, '-t', 'f32', '-c', '1', '-'], { maxBuffer: 64 * 1024 * 1024 });
  const bytes = run.stdout as Buffer;
  return new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
}

const rms = (a: Float32Array): number => Math.sqrt(a.reduce((s, v) => s + v * v, 0) / a.length);

/** The shift (within ±30 ms) at which `audio` from `at` differs least from `window`. */
function bestShift(audio: Float32Array, window: Float32Array, at: number): number {
  let best = { shift: NaN, error: Infinity };
  for (let shift = -1300; shift <= 1300; shift++) {
    let error = 0;
    for (let i = 0; i < window.length && error < best.error; i++)
      error += (window[i]! - audio[at + shift + i]!) ** 2;
    if (error < best.error) best = { shift, error };
  }
  return best.shift;
}

describe('default sounds', () => {
  it('sox can decode MP3', () => {
    requireSox();
  });

  it('every cue has its manifest entry and file, music loops and effects do not', () => {
    expect(Object.keys(manifest).sort()).toEqual([...SOUND_CUES].sort());
    for (const cue of SOUND_CUES) {
      const entry = manifest[cue]!;
      expect(entry.file).toBe(`${cue}.mp3`);
      expect(existsSync(join(DIR, entry.file)), entry.file).toBe(true);
      expect(entry.loop === null, cue).toBe(!isMusicCue(cue));
      if (entry.loop) {
        expect(entry.loop.startMs).toBeGreaterThan(0);
        expect(entry.loop.endMs).toBeGreaterThan(entry.loop.startMs + 10_000);
        expect(entry.loop.endMs).toBeLessThan(entry.durationMs);
      }
    }
  });

  it('the whole set stays small', () => {
    const files = [...SOUND_CUES.map((cue) => `${cue}.mp3`), ...PHONE.map((p) => `phone/${p}.mp3`)];
    const bytes = files.reduce((sum, f) => sum + statSync(join(DIR, f)).size, 0);
    expect(bytes).toBeLessThan(1.5 * 1024 * 1024);
  });

  it.each([...SOUND_CUES])('%s is audible, does not clip and lasts what the manifest says', (cue) => {
    requireSox();
    const entry = manifest[cue]!;
    const { peakDb, rmsDb, seconds } = stats(join(DIR, entry.file));
    expect(rmsDb).toBeGreaterThan(-35);
    expect(peakDb).toBeLessThanOrEqual(-0.1);
    expect(Math.abs(seconds * 1000 - entry.durationMs)).toBeLessThan(60);
  });

  it.each(PHONE)('the phone sound %s is short, small, audible and unclipped', (name) => {
    requireSox();
    const file = join(DIR, 'phone', `${name}.mp3`);
    expect(statSync(file).size).toBeLessThan(10 * 1024);
    const { peakDb, rmsDb, seconds } = stats(file);
    expect(seconds).toBeLessThan(1);
    expect(rmsDb).toBeGreaterThan(-35);
    expect(peakDb).toBeLessThanOrEqual(-0.1);
  });

  it.each(SOUND_CUES.filter(isMusicCue))('%s repeats seamlessly at its loop region', (cue) => {
    requireSox();
    const { loop } = manifest[cue]!;
    const audio = decode(join(DIR, `${cue}.mp3`));
    const start = Math.round((loop!.startMs / 1000) * SR);
    const end = Math.round((loop!.endMs / 1000) * SR);
    // What plays around the loop's end must line up, sample for sample, with what plays around its
    // start: the best match between the two lies at no shift, and differs only by MP3 coding noise.
    // The file's padding is faded only in its outer half, so 2048 samples either side stay clean.
    for (const offset of [-2048, 0]) {
      const a = audio.subarray(start + offset, start + offset + 2048);
      expect(bestShift(audio, a, end + offset), `${cue} at ${offset}`).toBe(0);
      const b = audio.subarray(end + offset, end + offset + 2048);
      expect(rms(a.map((v, i) => v - b[i]!)) / rms(a), `${cue} at ${offset}`).toBeLessThan(0.4);
    }
  });
});
