/**
 * The photo wall's limits over real HTTP (issue 31): each guest's pace and count, the operator switching
 * photos off, a photo sent during a question (taken, kept once the answering ends), the memory the
 * waiting uploads may hold, and a full disk. The rest of the photo wall: photos.test.ts.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GameState } from '@shared/index';
import { connectOperator, joinPlayer, useTestResources } from './harness';
import { heldUpload, NO_WAIT, operatorPhotos, photoGame, untilTaken, upload } from './photoUploads';
import { testJpeg } from '../support/photoFiles';

const { server, track } = useTestResources();
const game = (settings = NO_WAIT) => photoGame(server, track, settings);

describe("the photo wall's limits", () => {
  it("holds each guest to the operator's pace and count, and says so in numbers", async () => {
    const { t, operator, ann, bob } = await game({ ...NO_WAIT, intervalSeconds: 30, perGuest: 2 });
    const photo = await testJpeg(4, { width: 640, height: 480 });
    expect((await upload(t, ann.token, photo)).status).toBe(201);
    const soon = await upload(t, ann.token, photo);
    expect([soon.status, soon.reply.problem, soon.reply.params?.seconds]).toEqual([
      429,
      'tooSoon',
      expect.any(Number),
    ]);
    expect(Number(soon.retryAfter)).toBeGreaterThan(25);
    expect((await upload(t, bob.token, photo)).status).toBe(201); // another guest is not held up

    operator.emit('setPhotos', { ...NO_WAIT, perGuest: 2 });
    await ann.client.next('photoRules', (r) => r.intervalSeconds === 0);
    expect((await upload(t, ann.token, photo)).status).toBe(201);
    const third = await upload(t, ann.token, photo);
    expect([third.status, third.reply.problem, third.reply.params]).toEqual([409, 'perGuest', { count: 2 }]);

    // Deleting one frees its place; its files go.
    const mine = await ann.client.next('myPhotos', (p) => p.photos.length === 2);
    ann.client.emit('deletePhoto', { photoId: mine.photos[0]!.id });
    await ann.client.next('myPhotos', (p) => p.photos.length === 1);
    const folder = join(t.dataDir, 'photos', t.server.session.current.id);
    await expect
      .poll(async () => (await readdir(folder)).some((f) => f.startsWith(mine.photos[0]!.id)))
      .toBe(false);
    expect((await upload(t, ann.token, photo)).status).toBe(201);
    // Another guest's photo cannot be deleted.
    bob.client.emit('deletePhoto', { photoId: mine.photos[1]!.id });
    expect((await bob.client.next('actionRejected')).msg).toMatch(/no such photo/i);

    // Switched off: refused with the reason.
    operator.emit('setPhotos', { ...NO_WAIT, enabled: false });
    await bob.client.next('photoRules', (r) => !r.on);
    expect((await upload(t, bob.token, photo)).reply.problem).toBe('off');
    operator.emit('setPhotos', NO_WAIT);
    await bob.client.next('photoRules', (r) => r.on);
    // A question does not refuse a photo (the phone's button steps aside; one sent just before arrives):
    // it is taken, and kept once the answering is over (the image work waits for a calm game).
    operator.emit('requestNextState', { from: GameState.NEW });
    await operator.view(GameState.STARTING_QUIZ);
    operator.emit('requestNextState', { from: GameState.STARTING_QUIZ });
    await operator.view(GameState.SHOW_QUESTION_OPTIONS, 0);
    const during = upload(t, bob.token, photo);
    await untilTaken(t, bob.token);
    // Taken, and still not kept a second and a half later: the answering comes first.
    const early = await Promise.race([
      during,
      new Promise((resolve) => setTimeout(() => resolve('waiting'), 1_500)),
    ]);
    const bobsId = t.server.session.current.playerByToken(bob.token)!.id;
    const before = t.server.session.current.photos.of(bobsId).length;
    expect(early).toBe('waiting');
    operator.emit('requestNextState', { from: GameState.SHOW_QUESTION_OPTIONS });
    await operator.view(GameState.SHOW_CORRECT_ANSWER, 0);
    expect((await during).status).toBe(201);
    expect(t.server.session.current.photos.of(bobsId)).toHaveLength(before + 1);
  });

  it('holds the uploads it has taken within 32 MB: past it, a phone is told "busy" and when to try again', async () => {
    const { t, ann, bob } = await game();
    const cid = await joinPlayer(t.url, 'Cid');
    track(cid.client);
    const photo = await testJpeg(6, { width: 640, height: 480 });
    // Two photos a phone could not shrink, 14 MB each, their bodies still on their way.
    const size = 14 * 1024 * 1024;
    const whole = Buffer.concat([photo, Buffer.alloc(size - photo.length)]);
    const slow = [ann, bob].map((guest) => {
      const held = heldUpload(t, guest.token, size);
      held.send(new Uint8Array(whole.subarray(0, 1000)));
      return held;
    });
    for (const guest of [ann, bob]) await untilTaken(t, guest.token);
    // A third of 5 MB would hold 33 MB.
    const big = Buffer.concat([photo, Buffer.alloc(5 * 1024 * 1024)]);
    const busy = await upload(t, cid.token, big);
    expect([busy.status, busy.reply.problem]).toEqual([503, 'busy']);
    // 10 s and up to a quarter more (30 s while a question is answered), so that phones spread out.
    expect(Number(busy.retryAfter)).toBeGreaterThanOrEqual(10);
    expect(Number(busy.retryAfter)).toBeLessThanOrEqual(13);
    for (const held of slow) held.send(new Uint8Array(whole.subarray(1000)));
    for (const held of slow) expect((await held.reply).status).toBe(201);
    expect((await upload(t, cid.token, big)).status).toBe(201);
  });

  it('refuses new photos when the disk is nearly full, and tells the phones and the operator', async () => {
    const t = await server({ photoMinFreeBytes: Number.MAX_SAFE_INTEGER });
    const operator = track(await connectOperator(t.url));
    const ann = await joinPlayer(t.url, 'Ann');
    track(ann.client);
    const full = await upload(t, ann.token, await testJpeg(5, { width: 320, height: 240 }));
    expect([full.status, full.reply.problem]).toEqual([507, 'albumFull']);
    await ann.client.next('photoRules', (r) => r.full);
    await operator.next('updateState', (v) => operatorPhotos(v).full === 'disk');
  });
});
