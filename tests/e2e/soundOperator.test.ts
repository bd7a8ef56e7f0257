/**
 * The operator's Sound panel (issue 17) in Chromium: Quiet, the three volume sliders (keyboard, a mouse
 * drag, a value typed by the test) and Mute change what the big screen is told (`view.sound`, read
 * from a screen socket); a drag sends a few messages, not one per pixel; a second panel on a 390x844
 * phone follows and drives it too; both pass axe's WCAG 2.2 A/AA rules with 44 px targets; while the
 * server is away the controls are disabled. Screenshots under test-results/screens/sound/.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEFAULT_SOUND_SETTINGS, type SoundSettings } from '@shared/wire/sounds';
import { useSharedChromium } from './fixtures/chromium';
import { eventually, openPage, PHONE, screenshot } from './harness';
import { axeProblems, horizontalOverflow, smallTargets } from './operatorChecks';
import {
  connectOperator,
  connectScreen,
  OPERATOR_KEY,
  startTestServer,
  type ScreenView,
  type TestClient,
  type TestServer,
} from '../integration/harness';

let srv: TestServer;
let screen: TestClient;
let desk: Page;
let phone: Page;
const chrome = useSharedChromium();
const { errors } = chrome;

beforeAll(async () => {
  srv = await startTestServer();
  screen = await connectScreen(srv.url);
  const url = `${srv.url}/debug#key=${OPERATOR_KEY}`;
  desk = (await openPage(chrome.browser, url, { viewport: { width: 1280, height: 800 } }, errors)).page;
  phone = (await openPage(chrome.browser, url, PHONE, errors)).page;
  await Promise.all([desk, phone].map((p) => p.getByTestId('sound-panel').waitFor()));
});

afterAll(async () => {
  screen?.close();
  await srv?.dispose();
});

/** What the big screen was told last. */
const screenSound = (): SoundSettings => (screen.last('updateState') as ScreenView).sound;

/** Waits until the big screen has been told settings matching `want`. */
async function screenHas(want: Partial<SoundSettings>): Promise<void> {
  await eventually(
    async () => screenSound(),
    (sound) => Object.entries(want).every(([key, value]) => sound[key as keyof SoundSettings] === value),
  );
}

async function soundLines(): Promise<number> {
  const text = await readFile(join(srv.dataDir, 'journal.jsonl'), 'utf8');
  return text.split('\n').filter((l) => l.includes('"type":"sound"')).length;
}

const slider = (page: Page, key: string): Locator => page.locator(`#sound-${key}`);
const shown = (page: Page, key: string): Promise<string> =>
  page.getByTestId(`sound-${key}-value`).innerText();

async function shoot(page: Page, name: string): Promise<void> {
  await page.getByTestId('sound-panel').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await screenshot(page, `sound/${name}`);
}

describe('the Sound panel', { timeout: 90_000 }, () => {
  test('shows the settings the big screen has, in words and figures', async () => {
    await eventually(async () => screen.last('updateState'), Boolean);
    expect(screenSound()).toEqual(DEFAULT_SOUND_SETTINGS);
    const panel = desk.getByTestId('sound-panel');
    expect(await panel.getByRole('heading').innerText()).toBe('Sound');
    expect(await slider(desk, 'master').inputValue()).toBe('80');
    expect(await shown(desk, 'master')).toBe('80%');
    expect(await slider(desk, 'master').getAttribute('aria-valuetext')).toBe('80%');
    for (const name of ['Main volume', 'Music', 'Effects'])
      expect(await panel.getByLabel(name, { exact: true }).getAttribute('type')).toBe('range');
    const quiet = panel.getByRole('button', { name: 'Quiet — someone is speaking' });
    expect(await quiet.getAttribute('aria-pressed')).toBe('false');
    expect(await panel.getByRole('button', { name: 'Mute' }).getAttribute('aria-pressed')).toBe('false');
    expect(await panel.innerText()).toContain('The Q key on the big screen does the same as Quiet.');
  });

  test('Quiet and Mute switch on the big screen; their state is pressed and in words', async () => {
    const quiet = desk.getByTestId('sound-quiet');
    await quiet.click();
    await screenHas({ quiet: true });
    await eventually(
      () => quiet.getAttribute('aria-pressed'),
      (v) => v === 'true',
    );
    expect(await quiet.textContent()).toMatch(/On$/);
    expect(await desk.getByTestId('sound-status').innerText()).toBe(
      'Quiet: the music stays low while someone speaks.',
    );
    // The phone's panel follows.
    await eventually(
      () => phone.getByTestId('sound-quiet').getAttribute('aria-pressed'),
      (v) => v === 'true',
    );

    await desk.getByTestId('sound-mute').click();
    await screenHas({ muted: true, quiet: true });
    expect(await desk.getByTestId('sound-status').innerText()).toBe('Muted: the big screen is silent.');
    await shoot(desk, 'operator-sound-quiet-muted');
    await desk.getByTestId('sound-mute').click();
    await screenHas({ muted: false, quiet: true });
  });

  test('the sliders: keys, a value set and a drag reach the big screen; a drag sends a few messages only', async () => {
    await slider(desk, 'master').focus();
    await desk.keyboard.press('End');
    await screenHas({ master: 100 });
    expect(await shown(desk, 'master')).toBe('100%');
    for (let i = 0; i < 5; i++) await desk.keyboard.press('ArrowLeft');
    await screenHas({ master: 95 });

    await slider(desk, 'effects').fill('35');
    await screenHas({ effects: 35, master: 95 });

    const before = await soundLines();
    const box = (await slider(desk, 'music').boundingBox())!;
    const y = box.y + box.height / 2;
    await desk.mouse.move(box.x + box.width * 0.7, y);
    await desk.mouse.down();
    await desk.mouse.move(box.x + box.width * 0.1, y, { steps: 30 });
    await desk.mouse.move(box.x + box.width * 0.25, y, { steps: 10 });
    await desk.mouse.up();
    // A slow drag may send a value on the way: wait for the big screen to reach the one let go at.
    const settledDrag = await eventually(
      async () => ({ music: screenSound().music, shown: await shown(desk, 'music') }),
      (now) => now.shown === `${now.music}%`,
    );
    const music = settledDrag.music;
    expect(music).toBeGreaterThanOrEqual(15);
    expect(music).toBeLessThanOrEqual(35);
    // One message when let go (and one per pause in a slow drag), never one per pixel.
    expect((await soundLines()) - before).toBeLessThanOrEqual(3);
    expect(screenSound()).toEqual({ master: 95, music, effects: 35, muted: false, quiet: true });
    await eventually(
      () => shown(phone, 'music'),
      (v) => v === `${music}%`,
    );
  });

  test('passes axe and the 44 px rule on the desk and on a phone; screenshots', async () => {
    for (const page of [desk, phone]) {
      expect(await axeProblems(page)).toBe('');
      expect(await smallTargets(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toBe(0);
      for (const id of ['sound-quiet', 'sound-mute']) {
        const box = (await page.getByTestId(id).boundingBox())!;
        expect(Math.min(box.width, box.height), id).toBeGreaterThanOrEqual(44);
      }
    }
    // The phone turns Quiet off again: the speech is over.
    await phone.getByTestId('sound-quiet').click();
    await screenHas({ quiet: false });
    await eventually(
      () => desk.getByTestId('sound-quiet').getAttribute('aria-pressed'),
      (v) => v === 'false',
    );
    await desk.getByTestId('sound-quiet').focus();
    await shoot(desk, 'operator-sound');
    await shoot(phone, 'operator-sound-phone');
  });

  test('in Arabic the panel mirrors and still passes axe', async () => {
    const operator = await connectOperator(srv.url);
    operator.emit('setDisplayLanguage', { language: 'ar' });
    try {
      await eventually(
        () => desk.getByTestId('sound-panel').getByRole('heading').innerText(),
        (t) => t === 'الصوت',
      );
      expect(await desk.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await desk.getByTestId('sound-master-value').innerText()).toBe('95٪');
      expect(await axeProblems(desk)).toBe('');
      await shoot(desk, 'operator-sound-ar');
    } finally {
      operator.emit('setDisplayLanguage', { language: null });
      await eventually(
        () => desk.getByTestId('sound-panel').getByRole('heading').innerText(),
        (t) => t === 'Sound',
      );
      operator.close();
    }
  });

  test('while the server is away the controls are disabled', async () => {
    await srv.stop();
    for (const page of [desk, phone]) {
      await eventually(() => slider(page, 'master').isDisabled(), Boolean);
      expect(await page.getByTestId('sound-quiet').isDisabled()).toBe(true);
      expect(await page.getByTestId('sound-mute').isDisabled()).toBe(true);
    }
    await shoot(phone, 'operator-sound-phone-offline');
  });
});
