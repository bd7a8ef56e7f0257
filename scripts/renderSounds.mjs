// npm run sounds: renders the big screen's default sounds and the phone's three sounds, then writes them
// as MP3s with their manifest. Everything is synthesised here (scripts/sounds/), from seeded noise, so a
// rerun gives the same files. Writes src/renderer/src/assets/sounds/{<cue>.mp3, phone/*.mp3, sounds.json}.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SR } from './sounds/dsp.mjs';
import { finishEffect, finishLoop, normalise, fadeEdges } from './sounds/master.mjs';
import { DECODER_DELAY, encodeMp3 } from './sounds/mp3.mjs';
import { breakMusic, lobby } from './sounds/lobbyBreak.mjs';
import { answering, celebration } from './sounds/answeringCelebration.mjs';
import * as fx from './sounds/effects.mjs';

const OUT = new URL('../src/renderer/src/assets/sounds/', import.meta.url).pathname;

/** Music beds sit a little under the effects, which must cut through them. */
const MUSIC_DB = -19;
const EFFECT_DB = -15;

const MUSIC = { lobby, answering, break: breakMusic, celebration };
const EFFECTS = [
  'countdown',
  'tick',
  'timeUp',
  'reveal',
  'revealNobody',
  'agree',
  'disagree',
  'leaderboard',
  'drumRoll',
  'fanfare',
];

const ms = (n) => Math.round((n / SR) * 1000 * 1000) / 1000;

/** The decoded file is the rendered audio shifted by the decoder delay, plus padding to a whole frame. */
const decodedMs = (length) => Math.round(ms(Math.ceil((length + DECODER_DELAY) / 1152) * 1152));

async function write(name, channels) {
  const bytes = encodeMp3(channels);
  await writeFile(join(OUT, name), bytes);
  console.log(
    `${name.padEnd(22)} ${(channels[0].length / SR).toFixed(2)} s  ${(bytes.length / 1024).toFixed(1)} KB`,
  );
}

async function renderMusic(manifest) {
  for (const [cue, compose] of Object.entries(MUSIC)) {
    const { channels, loopStart, loopEnd } = finishLoop(compose(), { targetDb: MUSIC_DB });
    await write(`${cue}.mp3`, channels);
    const loop = { startMs: ms(loopStart + DECODER_DELAY), endMs: ms(loopEnd + DECODER_DELAY) };
    manifest[cue] = { file: `${cue}.mp3`, durationMs: decodedMs(channels[0].length), loop };
  }
}

async function renderEffects(manifest) {
  for (const cue of EFFECTS) {
    const channels = finishEffect(fx[cue](), { targetDb: EFFECT_DB });
    await write(`${cue}.mp3`, channels);
    manifest[cue] = { file: `${cue}.mp3`, durationMs: decodedMs(channels[0].length), loop: null };
  }
}

/** The phone's sounds are quiet by design: a phone at full volume in a hand is loud. */
async function renderPhone() {
  await mkdir(join(OUT, 'phone'), { recursive: true });
  for (const [name, voice] of Object.entries(fx.phoneSounds())) {
    normalise([voice], -20, -3);
    fadeEdges([voice]);
    await write(`phone/${name}.mp3`, [voice]);
  }
}

await mkdir(OUT, { recursive: true });
const manifest = {};
await renderMusic(manifest);
await renderEffects(manifest);
await renderPhone();
const ordered = Object.fromEntries([...Object.keys(MUSIC), ...EFFECTS].map((cue) => [cue, manifest[cue]]));
await writeFile(join(OUT, 'sounds.json'), JSON.stringify(ordered, null, 2) + '\n');
