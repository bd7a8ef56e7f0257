/**
 * "Share a photo" on a small phone (360×740) in Chromium (issue 31): after joining, the lobby offers the
 * card with the limits in words; a 12-megapixel camera photo taken sideways (EXIF orientation 6) goes
 * through the file chooser, is shrunk upright on the phone (a few hundred kB; the laptop's thumbnail of
 * it stands as a portrait) and sent over a slow Wi-Fi with its progress ("… kB of … kB"); the Wi-Fi
 * drops on the first try and the phone tries again by itself; then "Sent — waiting for the host's OK"
 * with the thumbnail; the operator shows it and the phone says "On the big screen!"; a second photo too
 * soon is stopped by the phone itself with the seconds to wait; the guest deletes the photo (asked
 * twice); a file that is not a photo is refused in words; during a question the card steps aside. axe
 * on each state; screenshots under test-results/screens/photos/.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { GameState } from '@shared/model/gameState';
import type { Quiz } from '@shared/wire/quiz';
import type { OperatorView } from '@shared/wire/payloads';
import { useSharedChromium } from './fixtures/chromium';
import { openPage, PHONE, screenshot, seeText } from './harness';
import { axeProblems, horizontalOverflow, smallTargets } from './operatorChecks';
import { smallText } from './phoneChecks';
import { connectOperator, startTestServer, type TestClient, type TestServer } from '../integration/harness';
import { stepTo } from '../integration/operatorSteps';
import { annaAndBen } from '../support/quizzes';

const QUIZ: Quiz = annaAndBen();
const SMALL_PHONE = { ...PHONE, viewport: { width: 360, height: 740 } };

const chrome = useSharedChromium();
let srv: TestServer;
let operator: TestClient;
let folder: string;
let original: Buffer;

/**
 * A camera's photo as the sensor stores it: 3,200×2,400 with EXIF orientation 6 (turn it a quarter to be
 * upright) and grain, so it weighs what a phone's photo weighs (a few megabytes).
 */
async function cameraPhoto(): Promise<Buffer> {
  const [width, height] = [3200, 2400];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f0a6b4"/><stop offset="1" stop-color="#fde6c8"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${width * 0.7}" cy="${height * 0.3}" r="${height * 0.12}" fill="#ffd36e"/>
    <ellipse cx="${width * 0.3}" cy="${height * 1.05}" rx="${width * 0.6}" ry="${height * 0.35}" fill="#4f7a52"/>
    <path transform="translate(${width / 2 - 240} ${height * 0.45}) scale(8)" fill="#fff"
      d="M30 54 C-8 28 4 0 30 16 C56 0 68 28 30 54 Z"/>
  </svg>`;
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const photosOf = (view: unknown): OperatorView['photos'] => (view as OperatorView).photos;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'wq-photos-phone-'));
  original = await cameraPhoto();
  await writeFile(join(folder, 'wedding.jpg'), original);
  await writeFile(join(folder, 'notes.jpg'), 'Shopping list: flowers, rings, cake.\n');
  srv = await startTestServer({ quiz: QUIZ });
  operator = await connectOperator(srv.url);
  await operator.next('updateState');
});

afterAll(async () => {
  operator?.close();
  await srv?.dispose();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** Nothing on the phone fails WCAG 2.2 AA, reads under 14 px, is a small target, or spills sideways. */
async function checkPhone(phone: Page): Promise<void> {
  expect(await axeProblems(phone)).toBe('');
  expect(await smallText(phone)).toEqual([]);
  expect(await smallTargets(phone)).toEqual([]);
  expect(await horizontalOverflow(phone)).toBe(0);
}

/** The guest taps `button` and picks `file` (from the test's folder) in the camera-or-gallery chooser. */
async function choose(phone: Page, button: Locator, file: string): Promise<void> {
  const [chooser] = await Promise.all([phone.waitForEvent('filechooser'), button.click()]);
  expect(await chooser.element().getAttribute('accept')).toBe('image/*');
  await chooser.setFiles(join(folder, file));
}

/** The phone's Wi-Fi sends 200 kB a second: the progress shows for a moment. */
async function slowUploads(phone: Page): Promise<void> {
  const session = await phone.context().newCDPSession(phone);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 200 * 1024,
  });
}

describe('Share a photo on the phone', { timeout: 60_000 }, () => {
  test('shrunk and sent with its progress, shown by the host, deleted by the guest', async () => {
    const { page: phone } = await openPage(chrome.browser, `${srv.url}/?lang=en`, SMALL_PHONE, chrome.errors);
    await phone.locator('#player-name').fill('Ann');
    await phone.locator('#player-name').press('Enter');
    await seeText(phone, "You're in!");

    const card = phone.getByTestId('photo-share');
    await seeText(phone, 'At most one photo every 10 seconds. Up to 20 photos each.');
    const share = card.getByRole('button', { name: 'Share a photo' });
    await share.scrollIntoViewIfNeeded();
    await screenshot(phone, 'photos/phone-share');
    await checkPhone(phone);

    await slowUploads(phone);
    // The Wi-Fi drops on the first try: the phone says so and tries again by itself.
    let tries = 0;
    await phone.route('**/photo-upload', (route) =>
      ++tries === 1 ? route.abort('connectionreset') : route.continue(),
    );
    await choose(phone, share, 'wedding.jpg');
    await seeText(phone, 'The Wi-Fi dropped. Trying again in a moment (1 of 4)…');
    const progress = await expect
      .poll(() => phone.getByTestId('photo-progress').innerText(), { timeout: 10_000 })
      .toMatch(/^[1-9]\d* kB of \d+ kB$/)
      .then(() => phone.getByTestId('photo-progress').innerText());
    // The phone sends what it shrank: a few hundred kilobytes instead of the camera's megabytes.
    const total = Number(/of (\d+) kB/.exec(progress)![1]);
    expect(total).toBeGreaterThan(50);
    expect(total * 1024).toBeLessThan(original.length / 5);
    await seeText(phone, "Sent — waiting for the host's OK");
    expect(tries).toBe(2);
    await phone.unrouteAll();

    // Drawn upright on the phone (its EXIF orientation applied, then dropped): the laptop's thumbnail
    // of it stands as a portrait.
    const thumb = card.getByRole('img', { name: 'Your photo 1' });
    const size = (): Promise<number[]> =>
      thumb.evaluate((img) => [
        (img as HTMLImageElement).naturalWidth,
        (img as HTMLImageElement).naturalHeight,
      ]);
    await expect.poll(size).toEqual([360, 480]);
    await card.getByTestId('own-photo').scrollIntoViewIfNeeded();
    await screenshot(phone, 'photos/phone-sent');
    await checkPhone(phone);

    // The host shows it: the phone follows.
    const waiting = photosOf(
      await operator.next('updateState', (v) => photosOf(v).waiting.length > 0),
    ).waiting;
    operator.emit('moderatePhoto', { photoId: waiting[0]!.id, status: 'shown' });
    await seeText(phone, 'On the big screen!');
    await card.getByText('On the big screen', { exact: true }).waitFor();

    // Another one at once: the phone knows the pace and says how long to wait, no upload made.
    await card.getByRole('button', { name: 'Share another photo' }).click();
    await seeText(phone, /One moment: you can send your next photo in \d+ seconds?\./);

    await card.getByRole('button', { name: 'Delete photo 1' }).click();
    await card.getByText('Delete photo 1?').waitFor();
    await checkPhone(phone);
    await card.getByRole('button', { name: 'Yes, delete' }).click();
    await card.getByTestId('own-photo').waitFor({ state: 'detached' });
    await card.getByRole('button', { name: 'Share a photo' }).waitFor();

    // The laptop refuses what is not a photo (the phone could not read it, so sent it as it was).
    operator.emit('setPhotos', { ...photosOf(operator.last('updateState')).settings, intervalSeconds: 0 });
    await seeText(phone, /^Share your photos of the night on the big screen\. Up to 20 photos each\.$/);
    await choose(phone, card.getByRole('button', { name: 'Share a photo' }), 'notes.jpg');
    await seeText(phone, 'This file is not a photo. Please choose a photo.');
    await checkPhone(phone);

    // During a question the phone is for answering: the card steps aside.
    await stepTo(operator, GameState.STARTING_NEXT_QUESTION);
    await card.waitFor({ state: 'hidden' });
  });
});
