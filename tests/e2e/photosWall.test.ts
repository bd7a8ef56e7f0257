/**
 * The guests' photo wall in Chromium (issue 31): guests upload JPEGs over HTTP with their tokens; the
 * operator's Photos tab shows them waiting, Shows five, Hides one and starts the wall; the big screen's
 * lobby shows them as a mosaic beside the join code (which stays whole and uncovered), a new photo flies
 * in, a pinned one fills the wall; the keepsake has a gallery and a Photos (ZIP) button; a break keeps the
 * join code beside the wall; after the podium the wall fills the screen. axe on every new page state;
 * screenshots under test-results/screens/photos/.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { GameState } from '@shared/model/gameState';
import type { Quiz } from '@shared/wire/quiz';
import type { OperatorView } from '@shared/wire/payloads';
import { useSharedChromium } from './fixtures/chromium';
import { downloadOf } from './fixtures/downloads';
import { openOperatorPanel } from './fixtures/operatorPanel';
import { OPERATOR_KEY, openPage, screenshot, seeText, settled } from './harness';
import { axeProblems, horizontalOverflow, smallTargets } from './operatorChecks';
import {
  connectOperator,
  joinPlayer,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../integration/harness';
import { stepTo } from '../integration/operatorSteps';
import { annaAndBen } from '../support/quizzes';

const QUIZ: Quiz = annaAndBen();
const GUESTS = ['Ann', 'Bob', 'Chloé', 'ليلى', 'Dmitri'];
const SCREEN_SIZE = { width: 1920, height: 1080 };

const chrome = useSharedChromium();
let srv: TestServer;
let operator: TestClient;
const tokens = new Map<string, string>();

/** A colourful photo of its own for each seed: a sky of two colours, a sun, hills and a heart. */
async function guestPhoto(seed: number, portrait = false): Promise<Buffer> {
  const [width, height] = portrait ? [900, 1200] : [1200, 900];
  const hue = (seed * 67) % 360;
  const colour = (h: number, s: number, l: number): string => `hsl(${h % 360},${s}%,${l}%)`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${colour(hue, 70, 62)}"/><stop offset="1" stop-color="${colour(hue + 40, 75, 82)}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${width * (0.25 + (seed % 3) * 0.25)}" cy="${height * 0.3}" r="${height * 0.12}" fill="${colour(hue + 180, 85, 70)}"/>
    <ellipse cx="${width * 0.3}" cy="${height * 1.05}" rx="${width * 0.6}" ry="${height * 0.35}" fill="${colour(hue + 120, 45, 38)}"/>
    <ellipse cx="${width * 0.85}" cy="${height * 1.1}" rx="${width * 0.5}" ry="${height * 0.3}" fill="${colour(hue + 140, 50, 30)}"/>
    <path transform="translate(${width / 2 - 90} ${height * 0.48}) scale(3)" fill="#fff" opacity="0.9"
      d="M30 54 C-8 28 4 0 30 16 C56 0 68 28 30 54 Z"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** A guest sends a photo as their phone does: the JPEG as the body, their token as the key. */
async function upload(name: string, photo: Buffer): Promise<string> {
  const response = await fetch(`${srv.url}/photo-upload`, {
    method: 'POST',
    headers: { 'Content-Type': 'image/jpeg', Authorization: `Bearer ${tokens.get(name)}` },
    body: new Uint8Array(photo),
  });
  const reply = (await response.json()) as { photo?: { id: string }; msg?: string };
  expect(response.status, reply.msg).toBe(201);
  return reply.photo!.id;
}

const photosOf = (view: unknown): OperatorView['photos'] => (view as OperatorView).photos;

beforeAll(async () => {
  srv = await startTestServer({ quiz: QUIZ });
  operator = await connectOperator(srv.url);
  await operator.next('updateState');
  operator.emit('setPhotos', {
    enabled: true,
    approve: true,
    intervalSeconds: 0,
    perGuest: 20,
    albumLimitMb: 2048,
  });
  await operator.next('updateState', (v) => photosOf(v).settings.intervalSeconds === 0);
  for (const name of GUESTS) {
    const { client, token } = await joinPlayer(srv.url, name);
    client.close();
    tokens.set(name, token);
  }
});

afterAll(async () => {
  operator?.close();
  await srv?.dispose();
});

/** Where the lobby's join QR code is, and whatever of the wall lies over it or past the picture's edge. */
async function joinCodeCovered(screen: Page): Promise<string[]> {
  return (await screen.evaluate(`(() => {
    const qr = document.querySelector('.lobby__qr').getBoundingClientRect();
    const out = [];
    if (qr.top < 0 || qr.left < 0 || qr.bottom > innerHeight || qr.right > innerWidth) out.push('QR outside the picture');
    for (const el of document.querySelectorAll('[data-testid="photo-wall"] .wall-card *')) {
      const r = el.getBoundingClientRect();
      if (r.left < qr.right && r.right > qr.left && r.top < qr.bottom && r.bottom > qr.top) out.push(el.className);
      if (r.bottom > innerHeight + 1 || r.right > innerWidth + 1) out.push('spills: ' + el.className);
    }
    return out;
  })()`)) as string[];
}

describe('the photo wall', { timeout: 60_000 }, () => {
  test('the operator moderates, the big screen shows the wall and a pinned photo, the keepsake keeps them', async () => {
    const sent: string[] = [];
    for (const [index, name] of [...GUESTS, 'Ann'].entries())
      sent.push(await upload(name, await guestPhoto(index + 1, index % 3 === 2)));
    await operator.next('updateState', (v) => photosOf(v).waiting.length === sent.length);

    // The Photos tab: six photos waiting, oldest first, each with Show and Hide.
    const panel = await openOperatorPanel(chrome, `${srv.url}`, {
      tab: 'photos',
      viewport: { width: 1280, height: 900 },
    });
    const queue = panel.getByTestId('photo-queue');
    await expect.poll(() => queue.getByTestId('photo-card').count(), { timeout: 10_000 }).toBe(6);
    await seeText(panel, 'Waiting for your OK (6)');
    // Every tab says how many wait.
    await panel.getByRole('link', { name: 'Photos (6)' }).waitFor();
    await expect
      .poll(() =>
        queue
          .locator('img')
          .evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    await screenshot(panel, 'photos/operator-queue');
    expect(await axeProblems(panel)).toBe('');
    // On a phone: one column, no sideways scrolling, every button a thumb's size.
    await panel.setViewportSize({ width: 390, height: 844 });
    expect(await horizontalOverflow(panel)).toBe(0);
    expect(await smallTargets(panel)).toEqual([]);
    await panel.setViewportSize({ width: 1280, height: 900 });

    // One tap each, as the operator would, each card leaving the queue before the next tap (Ann sent two).
    const decide = async (label: string): Promise<void> => {
      const left = await queue.getByTestId('photo-card').count();
      await queue.getByRole('button', { name: label }).first().click();
      await expect.poll(() => queue.getByTestId('photo-card').count()).toBe(left - 1);
    };
    await decide('Hide the photo from Dmitri');
    for (const name of ['Ann', 'Bob', 'Chloé', 'ليلى', 'Ann'])
      await decide(`Show the photo from ${name} on the wall`);
    await seeText(panel, 'No photos are waiting.');
    const wallPanel = panel.getByTestId('photo-wall-panel');
    await expect
      .poll(() => wallPanel.getByTestId('photo-counts').innerText())
      .toMatch(/0 waiting\s+5 on the wall\s+1 hidden/);
    await wallPanel.getByRole('button', { name: 'Start the photo wall' }).click();
    await wallPanel.getByText('On the big screen now.').waitFor();

    // The big screen's lobby: the join code whole and uncovered, five framed photos with their names.
    const { page: screen } = await openPage(
      chrome.browser,
      `${srv.url}/screen?lang=en`,
      { viewport: SCREEN_SIZE },
      chrome.errors,
    );
    const mosaic = screen.getByTestId('photo-mosaic');
    await expect
      .poll(() => mosaic.locator('.wall-frame:not(.wall-frame--loading):not(.wall-frame--under)').count(), {
        timeout: 15_000,
      })
      .toBe(5);
    expect(await mosaic.innerText()).not.toContain('Dmitri');
    await seeText(screen, 'Waiting for players... (5)');
    expect(await joinCodeCovered(screen)).toEqual([]);
    expect(await screen.getByTestId('corner-qr').count()).toBe(0);
    await screenshot(screen, 'photos/screen-wall');
    expect(await axeProblems(screen)).toBe('');
    await screen.setViewportSize({ width: 1280, height: 720 });
    // The picture refits a frame or two after the window changes.
    expect(
      await settled(
        () => joinCodeCovered(screen),
        (covered) => covered.length === 0,
      ),
    ).toEqual([]);
    await screen.setViewportSize(SCREEN_SIZE);

    // A photo shown now flies in: the wall has room for a sixth.
    const late = await upload('Bob', await guestPhoto(9));
    await operator.next('updateState', (v) => photosOf(v).waiting.length === 1);
    await queue.getByRole('button', { name: 'Show the photo from Bob on the wall' }).click();
    await expect.poll(() => mosaic.locator(`img[src$="${late}.jpg"]`).count(), { timeout: 10_000 }).toBe(1);

    // Pinned: the one photo, whole, with its sender's name; Unpin brings the mosaic back.
    const recent = panel.getByTestId('photo-recent');
    await recent.getByRole('button', { name: 'Pin the photo from Chloé full-screen on the wall' }).click();
    const pinned = screen.getByTestId('photo-pinned');
    await pinned.waitFor({ timeout: 10_000 });
    expect(await pinned.innerText()).toContain('Chloé');
    await expect
      .poll(() =>
        pinned.locator('img.wall-pinned__image').evaluate((i) => (i as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0);
    await screenshot(screen, 'photos/screen-pinned');
    expect(await axeProblems(screen)).toBe('');
    await seeText(panel, 'Pinned full-screen: the photo from Chloé.');
    await wallPanel.getByRole('button', { name: 'Unpin', exact: true }).click();
    await mosaic.waitFor({ timeout: 10_000 });

    // The keepsake: a gallery of the six photos shown, with names; the ZIP holds them.
    const { page: keepsake } = await openPage(
      chrome.browser,
      `${srv.url}/results?game=current&lang=en#key=${OPERATOR_KEY}`,
      { viewport: { width: 1280, height: 1100 } },
      chrome.errors,
    );
    const gallery = keepsake.getByTestId('keepsake-photos');
    await gallery.waitFor({ timeout: 15_000 });
    expect(await gallery.locator('figure').count()).toBe(6);
    expect(await gallery.innerText()).not.toContain('Dmitri');
    await seeText(keepsake, "Your guests' photos");
    await expect
      .poll(() =>
        gallery
          .locator('img')
          .evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    // The gallery's page at the top of the window, as the couple scroll to it.
    await keepsake.locator('#keepsake-photos').evaluate((heading) => heading.parentElement?.scrollIntoView());
    await screenshot(keepsake, 'photos/keepsake-gallery');
    expect(await axeProblems(keepsake)).toBe('');
    const zip = await downloadOf(keepsake, () =>
      keepsake.getByRole('button', { name: 'Photos (ZIP)' }).click(),
    );
    expect(zip.name).toMatch(/\.zip$/);
    expect(zip.bytes.subarray(0, 2).toString()).toBe('PK');

    // A break: its message above the wall, the join code for late arrivals beside it, uncovered.
    await stepTo(operator, GameState.STARTING_QUIZ);
    operator.emit('setBreak', { message: 'Dinner is served — the quiz goes on after the cake!' });
    await screen.locator('.wall-break').waitFor({ timeout: 10_000 });
    expect(
      await settled(
        () => joinCodeCovered(screen),
        (covered) => covered.length === 0,
      ),
    ).toEqual([]);
    await screenshot(screen, 'photos/screen-wall-break');
    expect(await axeProblems(screen)).toBe('');
    operator.emit('setBreak', { message: null });

    // After the podium the wall fills the screen (no join code: nobody joins any more).
    await stepTo(operator, GameState.SHOW_FINAL_RESULTS_SHOW_3);
    const full = screen.locator('.wall-full');
    await full.waitFor({ timeout: 10_000 });
    await seeText(screen, 'Photos of the night');
    await expect
      .poll(() => full.locator('.wall-frame:not(.wall-frame--loading):not(.wall-frame--under)').count(), {
        timeout: 10_000,
      })
      .toBe(6);
    await screenshot(screen, 'photos/screen-wall-final');
    expect(await axeProblems(screen)).toBe('');
  });
});
