/**
 * The guestbook in Chromium (issue 18): after the podium a phone (390x844) offers "Leave a message for
 * Anna & Ben", counts the characters as they are typed, sends the message (HTML shows as text) and
 * shows it with "Edit"; the form passes axe, its text is 14 px or more, its targets 44 px, and it fits
 * a 320 px phone. The operator's Wishes panel lists it and starts the slideshow; the big screen shows
 * one wish at a time at 1920x1080 and 1280x720 without spilling; the keepsake has the wishes with their
 * authors; axe finds nothing on any of these pages. Screenshots under test-results/screens/venue/.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { GameState } from '@shared/model/gameState';
import type { Quiz } from '@shared/wire/quiz';
import { useSharedChromium } from './fixtures/chromium';
import { openPage, PHONE, screenshot, seeText } from './harness';
import { axeProblems, horizontalOverflow, smallTargets } from './operatorChecks';
import { smallText } from './phoneChecks';
import {
  connectOperator,
  OPERATOR_KEY,
  startTestServer,
  TestClient,
  type OperatorView,
  type TestServer,
} from '../integration/harness';
import { annaAndBen } from '../support/quizzes';
import { savePicture } from './fixtures/pictures';

const QUIZ: Quiz = annaAndBen();
const MESSAGE = '<script>alert("hi")</script> May every day be as joyful as this one! 💐';
const BOBS = 'Wishing you a lifetime of laughter, long walks and late-night dancing in the kitchen.';

let srv: TestServer;
let operator: TestClient;
const chrome = useSharedChromium();
const { errors } = chrome;

beforeAll(async () => {
  srv = await startTestServer({ quiz: QUIZ });
  operator = await connectOperator(srv.url);
  await operator.next('updateState');
});

afterAll(async () => {
  operator?.close();
  await srv?.dispose();
});

/** The operator steps the game on until it is in `state`. */
async function stepTo(state: number): Promise<void> {
  let current = (operator.last('updateState') as OperatorView).state;
  while (current !== state) {
    operator.emit('requestNextState', { from: current });
    const seen = current;
    current = (await operator.next('updateState', (v) => v.state !== seen)).state;
  }
}

/** Between two crossfades: one wish on the page, fully faded in (the fade-in ends 1.8 s after a change). */
async function settled(page: Page): Promise<void> {
  const leaving = page.locator('.wish-show__wish--out');
  for (let tries = 0; tries < 5; tries++) {
    await leaving.waitFor({ state: 'detached', timeout: 10_000 });
    await page.waitForTimeout(1_100);
    if ((await leaving.count()) === 0) return;
  }
}

/** Nothing on the page reaches past its right edge or below the picture. */
async function spills(page: Page): Promise<string[]> {
  return (await page.evaluate(`(() => {
    const out = [];
    for (const el of document.querySelectorAll('[data-testid="wish-slideshow"] *')) {
      const box = el.getBoundingClientRect();
      if (box.right > innerWidth + 1 || box.bottom > innerHeight + 1) out.push(el.className);
    }
    return out;
  })()`)) as string[];
}

describe('the guestbook', { timeout: 120_000 }, () => {
  test('a phone leaves a message after the podium; the slideshow and the keepsake show it', async () => {
    const { page: phone } = await openPage(chrome.browser, `${srv.url}/?lang=en`, PHONE, errors);
    await phone.locator('#player-name').fill('Ann');
    await phone.locator('#player-name').press('Enter');
    // Joined for real before the game moves on (the couple's names in the header also hold "Ann").
    await seeText(phone, "You're in!");
    const bob = await TestClient.connect(srv.url);
    bob.emit('joinGame', 'Bob');
    await bob.next('joinedGame');
    await stepTo(GameState.SHOW_FINAL_RESULTS_SHOW_3);

    await seeText(phone, 'Leave a message for Anna & Ben');
    const box = phone.getByRole('textbox', { name: 'Your message' });
    await box.fill(MESSAGE);
    await seeText(phone, '70 / 280');
    expect(await axeProblems(phone)).toBe('');
    expect(await smallText(phone)).toEqual([]);
    expect(await smallTargets(phone)).toEqual([]);
    expect(await horizontalOverflow(phone)).toBe(0);
    await box.scrollIntoViewIfNeeded();
    await screenshot(phone, 'venue/wishes-phone-form');
    // The smallest phones: nothing reaches past the edge at 320 px.
    await phone.setViewportSize({ width: 320, height: 640 });
    expect(await horizontalOverflow(phone)).toBe(0);
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.getByRole('button', { name: 'Send' }).click();
    // The message comes back as text: the <script> is words on the phone, never a script.
    await expect.poll(() => phone.getByTestId('my-wish').innerText(), { timeout: 10_000 }).toBe(MESSAGE);
    await phone.getByTestId('my-wish').scrollIntoViewIfNeeded();
    await screenshot(phone, 'venue/wishes-phone');
    expect(await axeProblems(phone)).toBe('');
    await phone.getByRole('button', { name: 'Edit' }).waitFor();

    bob.emit('leaveWish', { text: BOBS });
    await bob.next('wishSaved');
    operator.emit('setWishSlideshow', { on: true });
    const { page: screen } = await openPage(
      chrome.browser,
      `${srv.url}/screen?lang=en`,
      { viewport: { width: 1920, height: 1080 } },
      errors,
    );
    // A first load of the big screen can be slow on a busy machine: generous waits.
    await seeText(screen, 'Wishes for Anna & Ben');
    await screen.locator('.wish-show__author').first().waitFor({ timeout: 30_000 });
    await settled(screen);
    expect(await spills(screen)).toEqual([]);
    await screenshot(screen, 'venue/wishes-slideshow');
    expect(await axeProblems(screen)).toBe('');
    // The next wish crossfades in after 8 s, and the show loops.
    await seeText(screen, BOBS, 12_000);
    await screen.setViewportSize({ width: 1280, height: 720 });
    await settled(screen);
    expect(await spills(screen)).toEqual([]);
    await screenshot(screen, 'venue/wishes-slideshow-720');

    const { page: desk } = await openPage(
      chrome.browser,
      `${srv.url}/debug#key=${OPERATOR_KEY}`,
      { viewport: { width: 1280, height: 900 } },
      errors,
    );
    const panel = desk.getByTestId('wishes-panel');
    await panel.getByText(BOBS).waitFor();
    await panel.getByRole('button', { name: 'Hide the message from Bob' }).click();
    await panel.getByText('Hidden from the screen, the keepsake and the export').waitFor();
    await panel.scrollIntoViewIfNeeded();
    await savePicture(desk, 'test-results/screens/venue/wishes-operator.png');
    expect(await axeProblems(desk)).toBe('');
    await screen.getByText(BOBS).waitFor({ state: 'detached', timeout: 10_000 });

    const { page: keepsake } = await openPage(
      chrome.browser,
      `${srv.url}/results?game=current&lang=en#key=${OPERATOR_KEY}`,
      { viewport: { width: 1280, height: 900 } },
      errors,
    );
    const wishes = keepsake.getByTestId('keepsake-wishes');
    await wishes.waitFor({ timeout: 30_000 });
    expect(await wishes.innerText()).toContain(MESSAGE);
    expect(await wishes.innerText()).not.toContain(BOBS);
    await seeText(keepsake, 'Wishes for Anna & Ben');
    await keepsake.getByRole('button', { name: 'Wishes CSV' }).waitFor();
    await keepsake.locator('#keepsake-wishes').scrollIntoViewIfNeeded();
    await screenshot(keepsake, 'venue/wishes-keepsake');
    expect(await axeProblems(keepsake)).toBe('');
    bob.close();
  });
});
