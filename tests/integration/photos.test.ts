/**
 * The photo wall over real HTTP and sockets (issue 31): who may upload, what is refused, what is kept, the
 * wall, the keepsake, a restart, a reset and a crash after the acknowledgement. Limits: photoLimits.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ScreenView } from '@shared/index';
import {
  connectOperator,
  connectScreen,
  joinPlayer,
  OPERATOR_KEY,
  useTestResources,
  type TestServer,
} from './harness';
import { heldUpload, NO_WAIT, operatorPhotos, photoGame, upload } from './photoUploads';
import { testJpeg } from '../support/photoFiles';
import { startServerChild, type ServerChild } from '../../bench/serverProcess';

const SERVE = resolve('out/main/serve.js');
const { server, track } = useTestResources();
const game = (settings = NO_WAIT) => photoGame(server, track, settings);

describe('the photo upload', () => {
  it('takes a photo only with a guest token; keeps a fresh JPEG with no EXIF (GPS, serial), and its thumbnail', async () => {
    const { t, operator, ann, bob } = await game();
    const photo = await testJpeg(1, { gps: true });
    expect((await exifr.parse(photo, { gps: true })).latitude).toBeCloseTo(48.858, 2);

    expect((await upload(t, null, photo)).status).toBe(401);
    expect((await upload(t, 'not-a-token', photo)).reply.problem).toBe('notJoined');
    const foreign = await upload(t, ann.token, photo, { Origin: 'http://evil.example' });
    expect(foreign.status).toBe(403);

    const sent = await upload(t, ann.token, photo);
    expect(sent.status).toBe(201);
    const id = sent.reply.photo!.id;
    expect(sent.reply.photo).toMatchObject({
      status: 'waiting',
      thumbUrl: expect.stringContaining(`${id}-thumb.jpg`),
    });

    // On disk before the acknowledgement: both files, nothing else of the upload.
    const folder = join(t.dataDir, 'photos', t.server.session.current.id);
    expect((await readdir(folder)).sort()).toEqual([`${id}-thumb.jpg`, `${id}.jpg`]);
    const kept = await readFile(join(folder, `${id}.jpg`));
    expect(await exifr.parse(kept, { gps: true, tiff: true, exif: true })).toBeUndefined();
    const meta = await sharp(kept).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 1600, 1067, undefined]);
    expect((await sharp(join(folder, `${id}-thumb.jpg`)).metadata()).width).toBe(480);

    // Served as a JPEG to whoever has its address; the guest's own phone lists it, nobody else's.
    const served = await fetch(`${t.url}${sent.reply.photo!.thumbUrl}`);
    expect([
      served.status,
      served.headers.get('content-type'),
      served.headers.get('x-content-type-options'),
    ]).toEqual([200, 'image/jpeg', 'nosniff']);
    const mine = await ann.client.next('myPhotos', (p) => p.photos.length === 1);
    expect(mine.photos[0]).toMatchObject({ id, status: 'waiting' });
    expect(bob.client.all('myPhotos').flatMap((p) => p.photos)).toEqual([]);
    const queue = operatorPhotos(
      await operator.next('updateState', (v) => operatorPhotos(v).waiting.length === 1),
    );
    expect(queue.waiting[0]).toMatchObject({ id, name: 'Ann', playerId: expect.any(String) });
    expect(queue.albumBytes).toBeGreaterThan(kept.length);
  });

  it('refuses what is not a whole photo: text, a ZIP, garbage behind a JPEG header, a truncated JPEG, an oversized body', async () => {
    const { t, ann } = await game();
    const photo = await testJpeg(2);
    const refused = async (body: Buffer | Uint8Array, headers?: Record<string, string>) => {
      const { status, reply } = await upload(t, ann.token, body, headers);
      return [status, reply.problem];
    };
    expect(await refused(Buffer.from('<html><script>alert(1)</script></html>'))).toEqual([415, 'notPhoto']);
    expect(await refused(Buffer.from('PK\u0003\u0004 a zip file, not a photo at all'))).toEqual([
      415,
      'notPhoto',
    ]);
    expect(
      await refused(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 7)])),
    ).toEqual([422, 'unreadable']);
    expect(await refused(photo.subarray(0, Math.floor(photo.length / 2)))).toEqual([422, 'unreadable']);
    expect(await refused(Buffer.alloc(0))).toEqual([415, 'notPhoto']);
    // Declared too large: refused before the body is read. A body of no declared size (no phone sends
    // one) is refused too: the memory a waiting upload holds is counted by its size.
    const big = Buffer.concat([photo, Buffer.alloc(16 * 1024 * 1024)]);
    expect(await refused(big)).toEqual([413, 'tooLarge']);
    const chunked = new ReadableStream({
      start(controller) {
        controller.enqueue(new Uint8Array(photo));
        controller.close();
      },
    });
    const response = await fetch(`${t.url}/photo-upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ann.token}` },
      body: chunked,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(411);
    // A body cut off before its declared end: nothing is kept.
    const cut = heldUpload(t, ann.token, photo.length);
    cut.send(new Uint8Array(photo.subarray(0, 2000)));
    cut.abort();
    // Nothing of the refused uploads stays behind.
    const folder = join(t.dataDir, 'photos', t.server.session.current.id);
    expect(await readdir(folder).catch(() => [])).toEqual([]);
  });

  it('keeps only the pixels of a polyglot: a JPEG that is also HTML, or carries a ZIP', async () => {
    const { t, ann } = await game();
    const photo = await testJpeg(3, { width: 800, height: 600 });
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    const zip = Buffer.from('PK\u0003\u0004\u0014\u0000\u0000\u0000 evil.html <script>alert(1)</script>');
    for (const tail of [html, zip]) {
      const sent = await upload(t, ann.token, Buffer.concat([photo, tail]));
      expect(sent.status).toBe(201);
      const kept = await readFile(
        join(t.dataDir, 'photos', t.server.session.current.id, `${sent.reply.photo!.id}.jpg`),
      );
      expect(kept.includes('<script')).toBe(false);
      expect(kept.includes('PK\u0003\u0004')).toBe(false);
    }
  });

  it('reads a HEIC the phone could not shrink (HEVC, which libvips alone cannot decode); refuses a cut one', async () => {
    const { t, ann } = await game();
    const heic = await readFile(resolve('tests/fixtures/photos/phone.heic'));
    const sent = await upload(t, ann.token, heic, { 'Content-Type': 'image/heic' });
    expect(sent.status).toBe(201);
    const kept = await readFile(
      join(t.dataDir, 'photos', t.server.session.current.id, `${sent.reply.photo!.id}.jpg`),
    );
    const meta = await sharp(kept).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['jpeg', 900, 600, false]);
    // Its pixels, not a blank: the red band on the left, the blue beyond it.
    const { data } = await sharp(kept)
      .extract({ left: 100, top: 300, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { data: right } = await sharp(kept)
      .extract({ left: 700, top: 300, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(180);
    expect(right[2]).toBeGreaterThan(160);
    const cut = await upload(t, ann.token, heic.subarray(0, 600), { 'Content-Type': 'image/heic' });
    expect([cut.status, cut.reply.problem]).toEqual([422, 'unreadable']);
  });
});

describe('the wall, the operator and the keepsake', () => {
  it('shows only what the operator let through, pins one, and a removed guest takes their photos along', async () => {
    const { t, operator, ann, bob } = await game();
    const screen = track(await connectScreen(t.url));
    const a = (await upload(t, ann.token, await testJpeg(6, { width: 900, height: 600 }))).reply.photo!.id;
    const b = (await upload(t, bob.token, await testJpeg(7, { width: 600, height: 900 }))).reply.photo!.id;
    operator.emit('setPhotoWall', { on: true, pinned: null });
    const empty = (await screen.next(
      'updateState',
      (v) => (v as ScreenView).photoWall != null,
    )) as ScreenView;
    expect(empty.photoWall).toEqual({ pinned: null, photos: [] });

    for (const photoId of [a, b]) operator.emit('moderatePhoto', { photoId, status: 'shown' });
    const wall = (await screen.next(
      'updateState',
      (v) => (v as ScreenView).photoWall?.photos.length === 2,
    )) as ScreenView;
    expect(wall.photoWall!.photos.map((p) => p.name)).toEqual(['Ann', 'Bob']);
    await ann.client.next('myPhotos', (p) => p.photos[0]?.status === 'shown');

    operator.emit('setPhotoWall', { on: true, pinned: b });
    const pinned = (await screen.next(
      'updateState',
      (v) => (v as ScreenView).photoWall?.pinned != null,
    )) as ScreenView;
    expect(pinned.photoWall).toMatchObject({ pinned: { id: b, name: 'Bob' }, photos: [] });

    operator.emit('moderatePhoto', { photoId: a, status: 'hidden' });
    operator.emit('setPhotoWall', { on: true, pinned: null });
    const hidden = (await screen.next(
      'updateState',
      (v) => (v as ScreenView).photoWall?.photos.length === 1,
    )) as ScreenView;
    expect(hidden.photoWall!.photos[0]!.id).toBe(b);

    operator.emit('kickPlayer', {
      playerId: operatorPhotos(operator.last('updateState')).recent.find((p) => p.id === b)!.playerId,
    });
    await screen.next('updateState', (v) => (v as ScreenView).photoWall?.photos.length === 0);
    expect((await upload(t, bob.token, await testJpeg(8))).status).toBe(401);

    // Phones never hear of another guest's photo, nor of the wall.
    for (const event of ['updateState', 'phoneView'] as const) {
      const text = JSON.stringify(ann.client.all(event));
      expect(text).not.toContain(b);
    }
  });

  it('keeps photos across a restart; a reset archives them with the game; the ZIP has them', async () => {
    const { t, operator, ann } = await game({ ...NO_WAIT, approve: false });
    const first = (await upload(t, ann.token, await testJpeg(9, { width: 700, height: 500 }))).reply.photo!;
    expect(first.status).toBe('shown');
    operator.close();
    ann.client.close();
    await t.stop();
    const again = await t.restart();
    const summary = await (
      await fetch(`${again.url}/api/games/current/results`, {
        headers: { Authorization: `Bearer ${OPERATOR_KEY}` },
      })
    ).json();
    expect(summary.photos).toEqual([{ id: first.id, url: expect.stringContaining(first.id), name: 'Ann' }]);

    const list = await (
      await fetch(`${again.url}/api/games`, { headers: { Authorization: `Bearer ${OPERATOR_KEY}` } })
    ).json();
    expect(list.games[0]).toMatchObject({ current: true, photos: 1 });
    const zip = await fetch(`${again.url}/api/games/current/photos.zip`, {
      headers: { Authorization: `Bearer ${OPERATOR_KEY}` },
    });
    expect([zip.status, zip.headers.get('content-type')]).toEqual([200, 'application/zip']);
    const dir = await mkdtemp(join(tmpdir(), 'wq-zip-'));
    try {
      await writeFile(join(dir, 'photos.zip'), Buffer.from(await zip.arrayBuffer()));
      const listing = execFileSync('unzip', ['-Z1', join(dir, 'photos.zip')])
        .toString()
        .trim()
        .split('\n');
      expect(listing).toEqual(['001-Ann.jpg', 'index.html']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }

    const oldId = again.server.session.current.id;
    await again.server.session.reset();
    const archived = await (
      await fetch(`${again.url}/api/games/${oldId}/results`, {
        headers: { Authorization: `Bearer ${OPERATOR_KEY}` },
      })
    ).json();
    expect(archived.photos).toHaveLength(1);
    expect(again.server.session.current.photos.all()).toEqual([]);
    expect((await fetch(`${again.url}${archived.photos[0].url}`)).status).toBe(200);
    await again.dispose();
  });
});

describe('the server killed right after a photo is acknowledged', () => {
  it('keeps the photo: it was on disk and journaled before the phone heard "Sent"', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'wq-photo-kill-'));
    const servers: ServerChild[] = [];
    try {
      const first = await startServerChild({ serveJs: SERVE, dataDir, operatorKey: OPERATOR_KEY });
      servers.push(first);
      const t = { url: first.url } as TestServer;
      const ann = await joinPlayer(first.url, 'Ann');
      ann.client.close();
      // A HEIC: the built server's HEIC decoder (a worker thread) is found and used too.
      const heic = await readFile(resolve('tests/fixtures/photos/phone.heic'));
      const sent = await upload(t, ann.token, heic, { 'Content-Type': 'image/heic' });
      expect(sent.status).toBe(201);
      first.child.kill('SIGKILL');
      await first.exited;
      // An upload the crash cut off leaves a temporary file, and a photo kept on disk whose journal line
      // the crash prevented (its phone never heard "Sent") is nowhere: the next start removes both.
      const folder = join(dataDir, 'photos', decodeURIComponent(sent.reply.photo!.thumbUrl.split('/')[2]!));
      await writeFile(join(folder, 'upload-cut-off.tmp'), 'half a photo');
      const orphan = 'A'.repeat(22);
      await writeFile(join(folder, `${orphan}.jpg`), await testJpeg(11, { width: 64, height: 48 }));
      await writeFile(join(folder, `${orphan}-thumb.jpg`), await testJpeg(11, { width: 32, height: 24 }));
      const second = await startServerChild({ serveJs: SERVE, dataDir, operatorKey: OPERATOR_KEY });
      servers.push(second);
      const operator = await connectOperator(second.url);
      const view = await operator.next('updateState', (v) => v.audience === 'operator');
      operator.close();
      expect(operatorPhotos(view).waiting.map((p) => p.id)).toEqual([sent.reply.photo!.id]);
      expect((await readdir(folder)).sort()).toEqual([
        `${sent.reply.photo!.id}-thumb.jpg`,
        `${sent.reply.photo!.id}.jpg`,
      ]);
      const served = await fetch(`${second.url}${operatorPhotos(view).waiting[0]!.url}`);
      expect([
        served.status,
        (await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format,
      ]).toEqual([200, 'jpeg']);
    } finally {
      for (const s of servers) await s.stop(5000);
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
