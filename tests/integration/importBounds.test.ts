import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import type { Quiz } from '@shared/index';
import { MediaStore } from '../../src/main/server/storage/media';
import { loadQuizFile } from '../../src/main/server/game/quizFile';
import { mp3WithTag } from '../support/audioFiles';
import { joinPlayer, OPERATOR_KEY, sleep, useTestResources, type TestServer } from './harness';
import { CATS_OR_DOGS, FAVOURITE_DISH, miaAndLeo, quickTimings } from '../support/quizzes';

/**
 * Issue 11 §11: a quiz import is bounded. A huge or deeply nested file is refused quickly with a clear
 * answer, without freezing the server the guests are connected to; real exports with photos still import.
 */
const resources = useTestResources();

const quiz: Quiz = miaAndLeo({
  version: 1,
  timings: quickTimings(10),
  questions: [{ ...CATS_OR_DOGS }, { ...FAVOURITE_DISH }],
});

/** 60 MB of `{"quiz":[{},{},…]}`: 20 million empty objects once parsed. */
function manyEmptyObjects(): Buffer {
  const count = 20_000_000;
  return Buffer.from(`{"quiz":[${'{},'.repeat(count - 1)}{}]}`);
}

/** 100 000 arrays in one another. */
function deeplyNested(): Buffer {
  const depth = 100_000;
  return Buffer.from(`{"kind":"wedding-quiz","quiz":${'['.repeat(depth)}${']'.repeat(depth)}}`);
}

/** An image the server accepts (it checks the PNG signature and the size), `bytes` long. */
function bigPng(bytes: number, seed: number): Buffer {
  const png = Buffer.alloc(bytes);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
  for (let i = 8; i < bytes; i++) png[i] = (i * 31 + seed) & 0xff;
  return png;
}

function importBody(t: TestServer, body: Buffer | string, signal?: AbortSignal): Promise<Response> {
  return fetch(`${t.url}/api/quiz/import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${OPERATOR_KEY}` },
    body: typeof body === 'string' ? body : new Uint8Array(body),
    signal,
  });
}

/** Sends `body` in 64 KB chunks, as a browser on the network would (the test shares the server's process). */
function importStreamed(t: TestServer, body: Buffer, signal?: AbortSignal): Promise<Response> {
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= body.length) return controller.close();
      controller.enqueue(body.subarray(offset, (offset += 64 * 1024)));
    },
  });
  return fetch(`${t.url}/api/quiz/import`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': String(body.length),
      authorization: `Bearer ${OPERATOR_KEY}`,
    },
    body: stream,
    duplex: 'half',
    signal,
  } as RequestInit);
}

interface Responsiveness {
  /** The longest the event loop was blocked, in ms. */
  maxLoopDelayMs: number;
  /** The slowest /healthz answer while the import ran, in ms. */
  maxHealthMs: number;
  healthChecks: number;
}

/** Runs `work` while polling /healthz and watching the event loop (server and test share the process). */
async function whileResponsive<T>(t: TestServer, work: () => Promise<T>): Promise<[T, Responsiveness]> {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  let done = false;
  let maxHealthMs = 0;
  let healthChecks = 0;
  const poll = (async () => {
    while (!done) {
      const started = performance.now();
      const res = await fetch(`${t.url}/healthz`);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      maxHealthMs = Math.max(maxHealthMs, performance.now() - started);
      healthChecks++;
      await sleep(20);
    }
  })();
  loop.enable();
  try {
    const result = await work();
    return [result, { maxLoopDelayMs: loop.max / 1e6, maxHealthMs, healthChecks }];
  } finally {
    loop.disable();
    done = true;
    await poll;
  }
}

describe('quiz import is bounded (issue 11 §11)', () => {
  it('refuses a 60 MB file of empty objects in a moment, the guests staying connected', async () => {
    const t = await resources.server();
    const { client: guest } = await joinPlayer(t.url, 'Ann');
    resources.track(guest);
    let disconnected = false;
    guest.socket.on('disconnect', () => (disconnected = true));
    const body = manyEmptyObjects();
    expect(body.byteLength).toBeGreaterThan(59_000_000);

    const started = performance.now();
    const [{ status, msg, joinMs }, figures] = await whileResponsive(t, async () => {
      const answer = importStreamed(t, body, AbortSignal.timeout(20_000));
      // A guest joining meanwhile is answered at once.
      await sleep(30);
      const joinStarted = performance.now();
      const { client: late } = await joinPlayer(t.url, 'Bo');
      resources.track(late);
      const joinMs = performance.now() - joinStarted;
      const res = await answer;
      return { status: res.status, msg: ((await res.json()) as { msg: string }).msg, joinMs };
    });
    const elapsed = performance.now() - started;
    console.log(
      `60 MB import refused in ${elapsed.toFixed(0)} ms; event loop blocked at most ` +
        `${figures.maxLoopDelayMs.toFixed(0)} ms; slowest of ${figures.healthChecks} /healthz ` +
        `${figures.maxHealthMs.toFixed(0)} ms; a join meanwhile ${joinMs.toFixed(0)} ms`,
    );

    expect(status).toBe(413);
    expect(msg).toMatch(/1 MB/);
    expect(elapsed).toBeLessThan(5_000);
    expect(figures.maxLoopDelayMs).toBeLessThan(250);
    expect(figures.maxHealthMs).toBeLessThan(500);
    expect(joinMs).toBeLessThan(500);
    expect(disconnected).toBe(false);
    expect(guest.socket.connected).toBe(true);
    const current = (await (
      await fetch(`${t.url}/api/quiz`, { headers: { authorization: `Bearer ${OPERATOR_KEY}` } })
    ).json()) as { quiz: Quiz };
    expect(current.quiz.title).toBe('Anna & James Trivia');
  });

  it('refuses a file nested 100 000 deep in a moment, saying why', async () => {
    const t = await resources.server();
    const [res, figures] = await whileResponsive(t, () => importBody(t, deeplyNested()));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { msg: string }).msg).toMatch(/nested too deeply/);
    expect(figures.maxLoopDelayMs).toBeLessThan(250);

    const plain = await importBody(t, `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`);
    expect(plain.status).toBe(400);
    expect(((await plain.json()) as { msg: string }).msg).toMatch(/nested too deeply/);
  });

  it('counts everything but the embedded images against 1 MB', async () => {
    const t = await resources.server();
    const padded = JSON.stringify({ kind: 'wedding-quiz', quiz, padding: 'x'.repeat(1_100_000) });
    const res = await importBody(t, padded);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { msg: string }).msg).toMatch(/larger than 1 MB.*images/);

    // Image-looking strings elsewhere than in `media` count too.
    const hidden = JSON.stringify({
      kind: 'wedding-quiz',
      quiz: { ...quiz, title: 'data:image/png;base64,' },
    });
    const many = hidden.replace(
      '"questions":[',
      `"questions":[${'"data:image/png;base64,AAAA",'.repeat(50_000)}`,
    );
    const res2 = await importBody(t, many);
    expect(res2.status).toBe(413);
  });

  it('still imports an export with several MB of photos', async () => {
    const t = await resources.server();
    const photos = [bigPng(3_000_000, 1), bigPng(3_500_000, 2)];
    const auth = { authorization: `Bearer ${OPERATOR_KEY}` };
    const paths: string[] = [];
    for (const png of photos) {
      const res = await fetch(`${t.url}/api/media`, {
        method: 'POST',
        headers: auth,
        body: new Uint8Array(png),
      });
      expect(res.status).toBe(201);
      paths.push(((await res.json()) as { path: string }).path);
    }
    const withPhotos: Quiz = {
      ...quiz,
      backgroundImage: paths[0],
      questions: quiz.questions.map((q, i) => ({ ...q, photo: paths[i] })),
    };
    const media = Object.fromEntries(
      paths.map((p, i) => [p, `data:image/png;base64,${photos[i]!.toString('base64')}`]),
    );
    const file = JSON.stringify({
      kind: 'wedding-quiz',
      exportedAt: new Date().toISOString(),
      quiz: withPhotos,
      media,
    });
    expect(file.length).toBeGreaterThan(8_000_000);

    const other = await resources.server();
    const res = await importBody(other, file);
    expect(res.status).toBe(200);
    const imported = ((await res.json()) as { quiz: Quiz }).quiz;
    expect(imported.title).toBe('Mia & Leo Trivia');
    const served = await fetch(`${other.url}${imported.questions[1]!.photo}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(photos[1]!)).toBe(true);
    // Pretty-printed, with a byte-order mark, as an editor may save it.
    const pretty = await importBody(other, `\uFEFF${JSON.stringify(JSON.parse(file), null, 2)}`);
    expect(pretty.status).toBe(200);
  });

  it("still imports an export with the couple's songs, over the old 64 MB (issue 17)", async () => {
    const t = await resources.server();
    // Five songs of 10 MB: 67 MB as base64, under the 128 MB bound; the text still counted to 1 MB.
    const songs = Array.from({ length: 5 }, (_, i) => mp3WithTag(10 * 1024 * 1024, i));
    const cues = ['lobby', 'answering', 'break', 'celebration', 'fanfare'] as const;
    const paths = songs.map((_, i) => `/media/${String(i).repeat(64)}.mp3`);
    const file = JSON.stringify({
      kind: 'wedding-quiz',
      quiz: { ...quiz, sounds: Object.fromEntries(cues.map((cue, i) => [cue, paths[i]])) },
      media: Object.fromEntries(
        paths.map((p, i) => [p, `data:audio/mpeg;base64,${songs[i]!.toString('base64')}`]),
      ),
    });
    expect(file.length).toBeGreaterThan(64 * 1024 * 1024);
    const res = await importStreamed(t, Buffer.from(file), AbortSignal.timeout(60_000));
    expect(res.status).toBe(200);
    const imported = ((await res.json()) as { quiz: Quiz }).quiz;
    const served = await fetch(`${t.url}${imported.sounds?.fanfare}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(songs[4]!)).toBe(true);
  }, 90_000);

  it('applies the same bounds to a quiz file loaded from disk', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'wq-bounds-'));
    try {
      const store = new MediaStore(dir);
      const huge = join(dir, 'huge.json');
      await writeFile(huge, manyEmptyObjects());
      let started = performance.now();
      await expect(loadQuizFile(huge, store)).rejects.toThrow(/huge\.json.*larger than 1 MB/s);
      expect(performance.now() - started).toBeLessThan(3_000);

      const deep = join(dir, 'deep.json');
      await writeFile(deep, deeplyNested());
      started = performance.now();
      await expect(loadQuizFile(deep, store)).rejects.toThrow(/deep\.json.*nested too deeply/s);
      expect(performance.now() - started).toBeLessThan(1_000);

      const fine = join(dir, 'fine.json');
      await writeFile(fine, JSON.stringify({ kind: 'wedding-quiz', quiz, media: {} }, null, 2));
      expect((await loadQuizFile(fine, store)).title).toBe('Mia & Leo Trivia');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
