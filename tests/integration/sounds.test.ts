import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  MAX_SOUND_BYTES,
  SOUND_TYPE_MESSAGE,
  soundTooLargeMessage,
  type Quiz,
  type QuizFile,
} from '@shared/index';
import { m4aFile, mp3Frame, mp3WithTag, oggFile, pngBytes, wavFile } from '../support/audioFiles';
import { connectScreen, OPERATOR_KEY, useTestResources, type TestServer } from './harness';
import { miaAndLeo, quickTimings } from '../support/quizzes';

/** Issue 17: the couple's own sounds, uploaded, saved with the quiz, served, exported and imported. */
const resources = useTestResources();

const quiz: Quiz = miaAndLeo({ timings: quickTimings(10) });

function api(t: TestServer, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${OPERATOR_KEY}`);
  return fetch(`${t.url}/api${path}`, { ...init, headers });
}

// Bytes as a plain Uint8Array: the DOM's fetch types (the tests' type-check has them) take no Buffer.
const post = (bytes: Uint8Array | string, type = 'application/octet-stream'): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': type },
  body: typeof bytes === 'string' ? bytes : new Uint8Array(bytes),
});

async function uploadSound(t: TestServer, bytes: Buffer): Promise<string> {
  const res = await api(t, '/media/sound', post(bytes));
  expect(res.status).toBe(201);
  return ((await res.json()) as { path: string }).path;
}

async function saveQuiz(t: TestServer, body: unknown): Promise<Response> {
  return api(t, '/quiz', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const currentQuiz = async (t: TestServer): Promise<Quiz> =>
  ((await (await api(t, '/quiz')).json()) as { quiz: Quiz }).quiz;

const storedFiles = async (t: TestServer): Promise<string[]> =>
  readdir(join(t.dataDir, 'media')).catch(() => []);

describe("the couple's own sounds (issue 17)", () => {
  it('uploads each type, serves it with its type and byte ranges, and only for the operator', async () => {
    const t = await resources.server();
    const files = [
      [mp3WithTag(), 'audio/mpeg', '.mp3'],
      [mp3Frame(4096, 3), 'audio/mpeg', '.mp3'],
      [oggFile(), 'audio/ogg', '.ogg'],
      [wavFile(), 'audio/wav', '.wav'],
      [m4aFile(), 'audio/mp4', '.m4a'],
    ] as const;
    for (const [bytes, type, extension] of files) {
      const path = await uploadSound(t, bytes);
      expect(path.endsWith(extension)).toBe(true);
      const served = await fetch(`${t.url}${path}`);
      expect(served.headers.get('content-type')).toContain(type);
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
      const part = await fetch(`${t.url}${path}`, { headers: { range: 'bytes=100-199' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
      expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);
    }
    const stranger = await fetch(`${t.url}/api/media/sound`, post(wavFile()));
    expect(stranger.status).toBe(401);
  });

  it('refuses a renamed image, an empty file and one over 12 MB with a clear message, storing nothing', async () => {
    const t = await resources.server();
    const png = await api(t, '/media/sound', post(pngBytes(), 'audio/mpeg'));
    expect(png.status).toBe(400);
    expect(((await png.json()) as { msg: string }).msg).toBe(SOUND_TYPE_MESSAGE);
    const empty = await api(t, '/media/sound', post(Buffer.alloc(0), 'audio/mpeg'));
    expect(empty.status).toBe(400);
    const huge = await api(t, '/media/sound', post(mp3WithTag(MAX_SOUND_BYTES + 1)));
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { msg: string }).msg).toBe(soundTooLargeMessage(MAX_SOUND_BYTES));
    // A sound is no image either.
    const asImage = await api(t, '/media', post(wavFile()));
    expect(asImage.status).toBe(400);
    expect(await storedFiles(t)).toEqual([]);
    expect((await currentQuiz(t)).sounds).toBeUndefined();
  });

  it('saves a quiz with sounds, tells every screen, and refuses a sound that is not there', async () => {
    const t = await resources.server();
    const screen = resources.track(await connectScreen(t.url));
    const fanfare = await uploadSound(t, wavFile(8000, 7));
    const lobby = await uploadSound(t, oggFile());
    const saved = await saveQuiz(t, { ...quiz, sounds: { fanfare, lobby } });
    expect(saved.status).toBe(200);
    const info = await screen.next('quizInfo', (i) => i.title === 'Mia & Leo Trivia');
    expect(info.sounds).toEqual({ fanfare, lobby });

    const missing = await saveQuiz(t, { ...quiz, sounds: { fanfare: `/media/${'d'.repeat(64)}.mp3` } });
    expect(missing.status).toBe(400);
    const { problems } = (await missing.json()) as { problems: { path: string; message: string }[] };
    expect(problems).toEqual([{ path: 'sounds.fanfare', message: 'The sound is missing: upload it again' }]);
    const image = await saveQuiz(t, { ...quiz, sounds: { fanfare: `/media/${'d'.repeat(64)}.png` } });
    expect(image.status).toBe(400);
    expect((await currentQuiz(t)).sounds).toEqual({ fanfare, lobby });
  });

  it('exports every sound and imports it elsewhere byte for byte', async () => {
    const t = await resources.server();
    const bytes = { fanfare: wavFile(16000, 3), drumRoll: mp3WithTag(5000), celebration: m4aFile(3000) };
    const sounds: Record<string, string> = {};
    for (const [cue, file] of Object.entries(bytes)) sounds[cue] = await uploadSound(t, file);
    expect((await saveQuiz(t, { ...quiz, sounds })).status).toBe(200);
    const exported = (await (await api(t, '/quiz/export')).json()) as QuizFile;
    expect(Object.keys(exported.media).sort()).toEqual(Object.values(sounds).sort());
    expect(exported.media[sounds.fanfare!]).toMatch(/^data:audio\/wav;base64,/);

    const other = await resources.server();
    const res = await api(other, '/quiz/import', post(JSON.stringify(exported), 'application/json'));
    expect(res.status).toBe(200);
    const imported = await currentQuiz(other);
    for (const [cue, file] of Object.entries(bytes)) {
      const path = imported.sounds?.[cue as keyof typeof bytes];
      expect(path).toBe(sounds[cue]);
      const served = await fetch(`${other.url}${path}`);
      expect(Buffer.from(await served.arrayBuffer()).equals(file)).toBe(true);
    }
  });

  it('refuses an import with a bad embedded sound whole: nothing stored, the quiz unchanged', async () => {
    const t = await resources.server();
    const before = await currentQuiz(t);
    const goodPath = `/media/${'e'.repeat(64)}.wav`;
    const badPath = `/media/${'f'.repeat(64)}.mp3`;
    const hostile = {
      kind: 'wedding-quiz',
      quiz: { ...quiz, sounds: { lobby: goodPath, fanfare: badPath } },
      media: {
        [goodPath]: `data:audio/wav;base64,${wavFile().toString('base64')}`,
        // An image dressed as a song.
        [badPath]: `data:audio/mpeg;base64,${pngBytes().toString('base64')}`,
      },
    };
    const res = await api(t, '/quiz/import', post(JSON.stringify(hostile), 'application/json'));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { problems: { path: string; message: string }[] };
    expect(body.problems).toEqual([{ path: `media.${badPath}`, message: SOUND_TYPE_MESSAGE }]);
    expect(await storedFiles(t)).toEqual([]);
    expect(await currentQuiz(t)).toEqual(before);

    // An image where the quiz wants a sound is refused by the file's shape.
    const swapped = {
      ...hostile,
      media: { [goodPath]: `data:image/png;base64,${pngBytes().toString('base64')}` },
    };
    const res2 = await api(t, '/quiz/import', post(JSON.stringify(swapped), 'application/json'));
    expect(res2.status).toBe(400);
    expect(await currentQuiz(t)).toEqual(before);
  });
});

describe('song clips (issue 30)', () => {
  it('a question carries its clip: saved, exported with the quiz and imported elsewhere byte for byte', async () => {
    const t = await resources.server();
    const bytes = mp3WithTag(6000);
    const path = await uploadSound(t, bytes);
    const clip = { path, start: 1.5, length: 12 };
    const withClip = { ...quiz, questions: quiz.questions.map((q, i) => (i === 0 ? { ...q, clip } : q)) };
    expect((await saveQuiz(t, withClip)).status).toBe(200);
    expect((await currentQuiz(t)).questions[0]?.clip).toEqual(clip);
    const exported = (await (await api(t, '/quiz/export')).json()) as QuizFile;
    expect(exported.media[path]).toMatch(/^data:audio\/mpeg;base64,/);

    const other = await resources.server();
    const res = await api(other, '/quiz/import', post(JSON.stringify(exported), 'application/json'));
    expect(res.status).toBe(200);
    const imported = (await currentQuiz(other)).questions[0]?.clip;
    expect(imported).toEqual(clip);
    const served = await fetch(`${other.url}${imported!.path}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('refuses a clip too short or too long, and one that is not a sound', async () => {
    const t = await resources.server();
    const path = await uploadSound(t, mp3WithTag(3000));
    for (const clip of [
      { path, start: 0, length: 4 },
      { path, start: 0, length: 31 },
      { path, start: -1, length: 10 },
      { path: '/media/not-a-sound.png', start: 0, length: 10 },
    ]) {
      const bad = { ...quiz, questions: quiz.questions.map((q, i) => (i === 0 ? { ...q, clip } : q)) };
      expect((await saveQuiz(t, bad)).status, JSON.stringify(clip)).toBe(400);
    }
    expect((await currentQuiz(t)).questions[0]?.clip).toBeUndefined();
  });
});
