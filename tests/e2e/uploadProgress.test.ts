/**
 * Every upload and import in the quiz editor shows how far it is and can be cancelled (issue 30), in
 * Chromium with its upload throttled to a slow venue Wi-Fi: a photo, a sound and a quiz file each show a
 * bar with what is sent of what; Cancel stops it, says nothing changed, and the server keeps nothing.
 * Unthrottled, a photo still goes through. Screenshots under test-results/screens/editor/.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { CDPSession, Page } from 'playwright-core';
import { pngBytes, wavFile } from '../support/audioFiles';
import { axeViolations, describeViolations } from './axe';
import { useSharedChromium } from './fixtures/chromium';
import { openOperatorPanel } from './fixtures/operatorPanel';
import { eventually, OPERATOR_KEY, screenshot, seeText, useTestServer } from './harness';

const srv = useTestServer({ countdownSeconds: 1, questionSeconds: 1, answerSeconds: 20 });
const chrome = useSharedChromium();
let operator: Page;
let cdp: CDPSession;

/** A slow venue Wi-Fi for what the page sends: 3 MB take about 15 seconds. */
async function slowUploads(on: boolean): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: on ? 40 : 0,
    downloadThroughput: -1,
    uploadThroughput: on ? 200 * 1024 : -1,
  });
}

const mediaFiles = async (): Promise<string[]> =>
  readdir(join(srv.dataDir, 'media')).catch(() => [] as string[]);

const savedQuiz = async (): Promise<unknown> => {
  const response = await fetch(`${srv.url}/api/quiz`, {
    headers: { authorization: `Bearer ${OPERATOR_KEY}` },
  });
  return ((await response.json()) as { quiz: unknown }).quiz;
};

/** The bar under `scope`, once part of the file is on its way: its text ("0.4 MB of 3.0 MB sent"). */
async function underway(scope: ReturnType<Page['locator']>): Promise<string> {
  const bar = scope.getByTestId('upload-progress');
  await bar.waitFor();
  const sent = (): Promise<number> =>
    bar.locator('progress').evaluate((p) => (p as unknown as { value: number }).value);
  await eventually(sent, (value) => value > 0);
  return bar.innerText();
}

beforeAll(async () => {
  operator = await openOperatorPanel(chrome, srv.url, {
    tab: 'quiz',
    viewport: { width: 1440, height: 900 },
  });
  cdp = await operator.context().newCDPSession(operator);
  await cdp.send('Network.enable');
});

describe('uploads in the editor show their progress and can be cancelled', { timeout: 120_000 }, () => {
  test('a photo: the bar, Cancel, nothing kept; then a photo that goes through', async () => {
    const before = await mediaFiles();
    const field = operator.locator('.image-field', {
      has: operator.getByTestId('quiz-backgroundImage-file'),
    });
    await slowUploads(true);
    await operator.getByTestId('quiz-backgroundImage-file').setInputFiles({
      name: 'venue.png',
      mimeType: 'image/png',
      buffer: pngBytes(3 * 1024 * 1024),
    });
    const text = await underway(field);
    expect(text).toMatch(/^\d\.\d MB of 3\.0 MB sent/m);
    expect(await field.getByRole('button', { name: 'Uploading…' }).isDisabled()).toBe(true);
    await field.scrollIntoViewIfNeeded();
    await screenshot(operator, 'editor/upload-progress-photo');
    const violations = await axeViolations(operator, ['.editor-toolbar__status']);
    expect(violations, describeViolations(violations)).toEqual([]);

    await field.getByRole('button', { name: /^Cancel sending/ }).click();
    await field.getByText('Cancelled: nothing was changed.').waitFor();
    // The focus is back on the button that started it (the Cancel button went with the bar).
    await eventually(
      () => operator.evaluate('document.activeElement?.id'),
      (id) => id === 'quiz-backgroundImage',
    );
    expect(await field.getByTestId('upload-progress').count()).toBe(0);
    expect(await field.getByText('No image').count()).toBe(1);
    await slowUploads(false);
    // The server dropped the half-sent file: nothing new in the media folder.
    await operator.waitForTimeout(300);
    expect(await mediaFiles()).toEqual(before);

    await operator.getByTestId('quiz-backgroundImage-file').setInputFiles({
      name: 'venue.png',
      mimeType: 'image/png',
      buffer: pngBytes(300 * 1024),
    });
    await field.getByTestId('image-thumbnail').waitFor();
    expect(await field.getByTestId('upload-progress').count()).toBe(0);
    expect(await field.getByText('Cancelled: nothing was changed.').count()).toBe(0);
  });

  test('a sound: the bar in its row, Cancel, the default still plays', async () => {
    const row = operator.getByTestId('sound-fanfare');
    await slowUploads(true);
    await operator.getByTestId('sound-fanfare-file').setInputFiles({
      name: 'first-dance.wav',
      mimeType: 'audio/wav',
      buffer: wavFile(8000 * 200, 3),
    });
    expect(await underway(row)).toMatch(/of 3\.1 MB sent/);
    await row.scrollIntoViewIfNeeded();
    await screenshot(operator, 'editor/upload-progress-sound');
    await row.getByRole('button', { name: 'Cancel sending Fanfare for first place' }).click();
    await row.getByText('Cancelled: nothing was changed.').waitFor();
    await eventually(
      () => operator.evaluate('document.activeElement?.getAttribute("aria-label")'),
      (label) => label === 'Choose a file for “Fanfare for first place”',
    );
    expect(await row.getByText('Default sound', { exact: true }).count()).toBe(1);
    await slowUploads(false);
  });

  test('a quiz file: the bar above the form, Cancel, the quiz as it was', async () => {
    const before = await savedQuiz();
    const quiz = { ...(before as object), note: 'x'.repeat(3 * 1024 * 1024) };
    await slowUploads(true);
    await operator.getByTestId('quiz-import-file').setInputFiles({
      name: 'our-quiz.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(quiz)),
    });
    const notice = operator.getByTestId('import-progress');
    await seeText(operator, 'Importing our-quiz.json…');
    await operator.evaluate('window.scrollTo(0, 0)');
    expect(await underway(notice)).toMatch(/of 3\.0 MB sent/);
    await screenshot(operator, 'editor/upload-progress-import');
    const violations = await axeViolations(operator, ['.editor-toolbar__status']);
    expect(violations, describeViolations(violations)).toEqual([]);
    await notice.getByRole('button', { name: 'Cancel sending our-quiz.json' }).click();
    await seeText(operator, 'The import of our-quiz.json was cancelled, and nothing was changed.');
    await eventually(
      () => operator.evaluate('document.activeElement?.textContent'),
      (text) => text === 'OK',
    );
    expect(await notice.count()).toBe(0);
    await slowUploads(false);
    expect(await savedQuiz()).toEqual(before);
  });
});
