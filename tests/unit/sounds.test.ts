import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  MAX_SOUND_BYTES,
  MAX_FILE_SOUNDS,
  quizFileSchema,
  quizSchema,
  SOUND_PATH,
  SOUND_TYPE_MESSAGE,
  soundTooLargeMessage,
  type Quiz,
} from '../../src/shared/index';
import { sniffAudioType } from '../../src/main/server/storage/audioSniff';
import { MediaError, MediaStore, sniffImageType } from '../../src/main/server/storage/media';
import { m4aFile, mp3Frame, mp3WithTag, oggFile, pngBytes, wavFile } from '../support/audioFiles';
import { miaAndLeo } from '../support/quizzes';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function store(): Promise<MediaStore> {
  const dir = await mkdtemp(join(tmpdir(), 'wq-sounds-'));
  dirs.push(dir);
  return new MediaStore(dir);
}

const quiz: Quiz = miaAndLeo();
const hash = 'a'.repeat(64);

describe('a sound is recognised by its bytes (issue 17)', () => {
  it('knows MP3 (tagged or a bare frame), OGG, WAV and M4A', () => {
    expect(sniffAudioType(mp3WithTag())).toBe('audio/mpeg');
    expect(sniffAudioType(mp3Frame())).toBe('audio/mpeg');
    expect(sniffAudioType(oggFile())).toBe('audio/ogg');
    expect(sniffAudioType(wavFile())).toBe('audio/wav');
    for (const brand of ['M4A ', 'M4B ', 'isom', 'mp42', 'dash'])
      expect(sniffAudioType(m4aFile(64, 0, brand))).toBe('audio/mp4');
  });

  it('is not fooled by an image, a video brand, text or a few bytes', () => {
    expect(sniffAudioType(pngBytes())).toBeNull();
    expect(sniffAudioType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeNull();
    expect(sniffAudioType(m4aFile(64, 0, 'qt  '))).toBeNull();
    expect(sniffAudioType(Buffer.from('just some text, not a song'))).toBeNull();
    expect(sniffAudioType(Buffer.from('ID3'))).toBeNull();
    // A frame sync with a reserved layer or bitrate is no MP3.
    expect(sniffAudioType(Buffer.from([0xff, 0xf1, 0x50, 0x80, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeNull();
    expect(sniffAudioType(Buffer.from([0xff, 0xfb, 0xf0, 0x64, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeNull();
    // And a WAV is no image.
    expect(sniffImageType(wavFile())).toBeNull();
  });

  it('stores each type under its own extension, content-addressed', async () => {
    const media = await store();
    const paths = [
      await media.saveSound(mp3WithTag()),
      await media.saveSound(oggFile()),
      await media.saveSound(wavFile()),
      await media.saveSound(m4aFile()),
    ];
    expect(paths.map((p) => p.slice(-4))).toEqual(['.mp3', '.ogg', '.wav', '.m4a']);
    for (const p of paths) expect(p).toMatch(SOUND_PATH);
    expect(await media.saveSound(wavFile())).toBe(paths[2]);
    expect(await readFile(join(media.dir, paths[2]!.slice('/media/'.length)))).toEqual(wavFile());
    expect(await media.has(paths[3]!)).toBe(true);
  });

  it('refuses a PNG renamed .mp3, an empty file and one over 12 MB, storing nothing', async () => {
    const media = await store();
    await expect(media.saveSound(pngBytes())).rejects.toThrow(SOUND_TYPE_MESSAGE);
    await expect(media.saveSound(Buffer.alloc(0))).rejects.toThrow('The sound is empty.');
    const huge = mp3WithTag(MAX_SOUND_BYTES + 1);
    await expect(media.saveSound(huge)).rejects.toThrow(MediaError);
    await expect(media.saveSound(huge)).rejects.toThrow(soundTooLargeMessage(MAX_SOUND_BYTES));
    expect(soundTooLargeMessage(MAX_SOUND_BYTES)).toBe(
      'The sound is larger than 12 MB. Please use a shorter or more compressed file.',
    );
    // An image is not a sound, nor a sound an image.
    await expect(media.save(wavFile())).rejects.toThrow(/PNG, JPEG/);
    await expect(media.saveDataUrl(`data:audio/wav;base64,${wavFile().toString('base64')}`)).rejects.toThrow(
      'Not an embedded image.',
    );
    await expect(readdir(media.dir)).rejects.toThrow();
  });
});

describe('the quiz format carries the sounds', () => {
  it('takes a sound path for any moment, optional', () => {
    expect(quizSchema.safeParse(quiz).success).toBe(true);
    const withSounds = { ...quiz, sounds: { fanfare: `/media/${hash}.mp3`, lobby: `/media/${hash}.m4a` } };
    expect(quizSchema.parse(withSounds).sounds).toEqual(withSounds.sounds);
  });

  it('refuses an unknown moment, an image for a sound, or a sound for an image', () => {
    expect(quizSchema.safeParse({ ...quiz, sounds: { applause: `/media/${hash}.mp3` } }).success).toBe(false);
    const image = quizSchema.safeParse({ ...quiz, sounds: { fanfare: `/media/${hash}.png` } });
    expect(image.error?.issues[0]?.message).toBe('Upload the sound again');
    expect(
      quizSchema.safeParse({ ...quiz, sounds: { fanfare: 'https://example.com/song.mp3' } }).success,
    ).toBe(false);
    expect(quizSchema.safeParse({ ...quiz, backgroundImage: `/media/${hash}.mp3` }).success).toBe(false);
  });

  it('embeds sounds as audio data URLs in a quiz file, images as images, within bounds', () => {
    const file = (media: Record<string, string>): boolean =>
      quizFileSchema.safeParse({ kind: 'wedding-quiz', quiz, media }).success;
    const wav = `data:audio/wav;base64,${wavFile().toString('base64')}`;
    expect(file({ [`/media/${hash}.wav`]: wav })).toBe(true);
    expect(file({ [`/media/${hash}.mp3`]: 'data:audio/mpeg;base64,SUQz' })).toBe(true);
    expect(file({ [`/media/${hash}.png`]: wav })).toBe(false);
    expect(file({ [`/media/${hash}.mp3`]: 'data:image/png;base64,iVBORw==' })).toBe(false);
    expect(file({ [`/media/${hash}.mp3`]: 'data:audio/flac;base64,AAAA' })).toBe(false);
    const huge = `data:audio/mpeg;base64,${'A'.repeat(Math.ceil((MAX_SOUND_BYTES * 4) / 3) + 200)}`;
    expect(file({ [`/media/${hash}.mp3`]: huge })).toBe(false);
    // Every moment's sound and 20 song clips fit beside 60 images; one sound more does not.
    const sounds = (n: number): Record<string, string> =>
      Object.fromEntries(
        Array.from({ length: n }, (_, i) => [
          `/media/${String(i).padStart(64, '0')}.ogg`,
          'data:audio/ogg;base64,T2dnUw==',
        ]),
      );
    const images = Object.fromEntries(
      Array.from({ length: 60 }, (_, i) => [
        `/media/${String(i).padStart(64, 'b')}.png`,
        'data:image/png;base64,iVBORw==',
      ]),
    );
    expect(file({ ...images, ...sounds(MAX_FILE_SOUNDS) })).toBe(true);
    expect(file(sounds(MAX_FILE_SOUNDS + 1))).toBe(false);
  });
});
