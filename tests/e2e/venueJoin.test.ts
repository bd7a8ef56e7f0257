/**
 * Getting every phone in (issue 18), in Chromium, one browser and one server: the operator's Venue tab
 * (Wi-Fi form with a refused entry, axe), the big screen's two-QR lobby at 1920×1080 and 1280×720 (the
 * Wi-Fi code decoded from the screenshot), "Test with your phone" turning green, the A4 poster (one PDF
 * page, as PNG, axe), and the corner QR beside a question, clear of it, hidden by the operator.
 */
import { execFile } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GameState } from '../../src/shared/model/gameState';
import { axeViolations, describeViolations } from './axe';
import { useSharedChromium } from './fixtures/chromium';
import { horizontalOverflow, smallTargets } from './operatorChecks';
import { eventually, openPage, PHONE, seeText, settled } from './harness';
import {
  connectOperator,
  joinPlayer,
  OPERATOR_KEY,
  startTestServer,
  type TestServer,
} from '../integration/harness';
import { savePicture } from './fixtures/pictures';
import { settle } from './fixtures/motion';
import { skipToAnswering } from '../integration/operatorSteps';

const SCREENS = resolve('test-results/screens/venue');
const run = promisify(execFile);
const WIFI = { ssid: 'Villa Rosa', password: 'confetti;2026', security: 'WPA', hidden: false } as const;
const WIFI_TEXT = 'WIFI:T:WPA;S:Villa Rosa;P:confetti\\;2026;;';
const HD = { width: 1920, height: 1080 };
const SMALL = { width: 1280, height: 720 };
const FOUR_THIRDS = { width: 1024, height: 768 };

let t: TestServer;
const chrome = useSharedChromium();
const { errors } = chrome;

beforeAll(async () => {
  await mkdir(SCREENS, { recursive: true });
  t = await startTestServer({ timings: { countdownSeconds: 1, questionSeconds: 1, answerSeconds: 120 } });
});

afterAll(async () => {
  await t?.dispose();
});

/** The QR code in a screenshot of `selector` (the pixels as shot, read back in the page), or null. */
async function decodeShot(page: Page, selector: string): Promise<string | null> {
  const png = await page.locator(selector).first().screenshot();
  const { data, width, height } = (await page.evaluate(
    `new Promise((done) => { const img = new Image(); img.onload = () => {
      const c = document.createElement('canvas'); c.width = img.width + 40; c.height = img.height + 40;
      const g = c.getContext('2d'); g.fillStyle = '#fff'; g.fillRect(0, 0, c.width, c.height); g.drawImage(img, 20, 20);
      const d = g.getImageData(0, 0, c.width, c.height); done({ data: Array.from(d.data), width: c.width, height: c.height }); };
      img.src = 'data:image/png;base64,${png.toString('base64')}'; })`,
  )) as { data: number[]; width: number; height: number };
  return jsQR(Uint8ClampedArray.from(data), width, height)?.data ?? null;
}

async function shot(page: Page, name: string): Promise<void> {
  await savePicture(page, join(SCREENS, `${name}.png`));
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('getting every phone in', { timeout: 180_000 }, () => {
  test('Wi-Fi, two-QR lobby, phone test, poster, corner QR', async () => {
    const { page: op } = await openPage(
      chrome.browser,
      `${t.url}/debug?tab=venue#key=${OPERATOR_KEY}`,
      { viewport: { width: 1280, height: 1000 } },
      errors,
    );
    await op.getByTestId('wifi-ssid').fill(WIFI.ssid);
    await op.getByTestId('wifi-password').fill('short');
    await op.getByRole('button', { name: 'Save Wi-Fi' }).click();
    await seeText(op, 'A WPA password is 8 to 63 characters, without accents or emoji.');
    await op.getByTestId('wifi-password').fill(WIFI.password);
    await op.getByRole('button', { name: 'Save Wi-Fi' }).click();
    await op.getByTestId('wifi-saved').waitFor();
    expect(describeViolations(await axeViolations(op))).toBe('');
    expect(await smallTargets(op)).toEqual([]);
    expect(await horizontalOverflow(op)).toBe(0);

    // The big screen's lobby: two numbered codes, the first one the Wi-Fi.
    const { page: screen } = await openPage(chrome.browser, `${t.url}/screen`, { viewport: HD }, errors);
    await screen.getByTestId('join-steps').waitFor();
    await seeText(screen, '1 · Join the Wi-Fi');
    await seeText(screen, '2 · Open the quiz');
    expect(await screen.getByTestId('wifi-password-text').innerText()).toBe(WIFI.password);
    await eventually(
      () => screen.locator('img.join-step__qr').count(),
      (n) => n === 2,
    );
    await shot(screen, 'venue-lobby-two-qr');
    expect(await decodeShot(screen, '.join-step:first-child .lobby__qr-frame')).toBe(WIFI_TEXT);
    expect(await decodeShot(screen, '.join-step:last-child .lobby__qr-frame')).toBe(`${t.url}/`);
    await screen.setViewportSize(SMALL);
    const steps = (): Promise<Box[]> =>
      screen
        .locator('.join-step')
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as Box));
    // The lobby refits a few frames after the window shrinks.
    const fits = (box: Box): boolean =>
      box.y + box.height <= SMALL.height && box.x + box.width <= SMALL.width;
    for (const box of await settled(steps, (boxes) => boxes.every(fits))) {
      expect(box.y + box.height).toBeLessThanOrEqual(SMALL.height);
      expect(box.x + box.width).toBeLessThanOrEqual(SMALL.width);
    }
    await shot(screen, 'venue-lobby-two-qr-720');

    // Test with your phone: the phone opens the test link, the panel turns green.
    await op.getByRole('button', { name: 'Start the test' }).click();
    const testUrl = await op.getByTestId('phone-test-url').innerText();
    expect(testUrl).toMatch(/\/\?check=[\w-]{8,}$/);
    const { page: phone, context: phoneContext } = await openPage(chrome.browser, testUrl, PHONE, errors);
    await seeText(phone, 'It works!');
    await seeText(phone, 'You can close this page.');
    await op.getByTestId('phone-test-success').waitFor();
    expect(await op.getByTestId('phone-test-success').innerText()).toMatch(
      /Your phone reached this laptop over \S+ \(127\.0\.0\.1\)/,
    );
    await op.getByTestId('phone-test').scrollIntoViewIfNeeded();
    await shot(op, 'venue-test-phone-success');
    expect(describeViolations(await axeViolations(op))).toBe('');
    await phoneContext.close();

    // The A4 poster: one page, both codes.
    const { page: poster } = await openPage(
      chrome.browser,
      `${t.url}/poster`,
      { viewport: { width: 900, height: 1200 } },
      errors,
    );
    await eventually(
      () => poster.locator('img.poster-code__qr').count(),
      (n) => n === 2,
    );
    await seeText(poster, 'Join the quiz!');
    expect(describeViolations(await axeViolations(poster))).toBe('');
    const pdf = join(SCREENS, 'venue-poster.pdf');
    await poster.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true });
    const info = (await run('pdfinfo', [pdf])).stdout;
    expect(info).toMatch(/^Pages:\s+1$/m);
    expect(info).toMatch(/^Page size:\s+59[45]\.\d+ x 841\.\d+ pts \(A4\)/m);
    await rm(join(SCREENS, 'venue-poster.png'), { force: true });
    await run('pdftoppm', ['-png', '-r', '80', '-singlefile', pdf, join(SCREENS, 'venue-poster')]);
    expect((await readFile(join(SCREENS, 'venue-poster.png'))).length).toBeGreaterThan(10_000);

    // During a question: the corner QR, clear of the question, the answers and the counter.
    const operator = await connectOperator(t.url);
    const { client: guest } = await joinPlayer(t.url, 'Ann');
    operator.emit('requestNextState', { from: GameState.NEW });
    await operator.view(GameState.STARTING_QUIZ);
    operator.emit('requestNextState', { from: GameState.STARTING_QUIZ });
    await skipToAnswering(operator, 0);
    await screen.setViewportSize(HD);
    await screen.locator('.option-grid').waitFor();
    await screen.getByTestId('corner-qr').waitFor();
    await settle(screen);
    await shot(screen, 'venue-corner-qr-question');
    expect(await decodeShot(screen, '.corner-qr__code')).toBe(`${t.url}/`);
    for (const size of [HD, FOUR_THIRDS, SMALL]) {
      await screen.setViewportSize(size);
      // The stage refits a few frames after the window changes: read until it is clear, or the time is up.
      const layout = async (): Promise<{ corner: Box; parts: Box[] }> => ({
        corner: (await screen.getByTestId('corner-qr').boundingBox())!,
        parts: await screen
          .locator('.stage__question, .option-tile, .answered-counter, .countdown')
          .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as Box)),
      });
      const { corner, parts } = await settled(
        layout,
        (l) => !l.parts.some((part) => overlaps(l.corner, part)),
      );
      expect(parts.length).toBeGreaterThan(3);
      for (const part of parts) expect(overlaps(corner, part), JSON.stringify({ size, part })).toBe(false);
    }
    await shot(screen, 'venue-corner-qr-question-720');
    // An old 4:3 projector, opened at its size (a picture right after a resize can show the frame before).
    const { page: fourThirds } = await openPage(
      chrome.browser,
      `${t.url}/screen`,
      { viewport: FOUR_THIRDS },
      errors,
    );
    await fourThirds.getByTestId('corner-qr').waitFor();
    await fourThirds.locator('.option-grid').waitFor();
    await shot(fourThirds, 'venue-corner-qr-question-768');
    await fourThirds.close();

    // The operator hides it (the box follows the server's answer, so a click, not Playwright's uncheck).
    await op.getByTestId('corner-qr-toggle').click();
    await screen.getByTestId('corner-qr').waitFor({ state: 'detached' });
    expect(await op.getByTestId('corner-qr-toggle').isChecked()).toBe(false);
    operator.close();
    guest.close();
  });
});
