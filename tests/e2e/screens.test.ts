/**
 * The smaller paths around the game, in Chromium: the loading spinner, the operator key form,
 * kicking a guest, /bgm, the operator's reset, and the big screen at 3840x2160.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import quiz from '../../resources/default-quiz.json';
import { launchChromium } from './browser';
import {
  eventually,
  health,
  OPERATOR_KEY,
  openPage,
  PHONE,
  screenshot,
  seeText,
  startTestServer,
  type TestServer,
} from './harness';

let srv: TestServer;
let browser: Browser;
const errors: string[] = [];

beforeAll(async () => {
  srv = await startTestServer({ countdownSeconds: 1, questionSeconds: 1, answerSeconds: 20 });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await srv?.close();
});

type Opened = Awaited<ReturnType<typeof openPage>>;

function openOperator(): Promise<Opened> {
  return openPage(
    browser,
    `${srv.url}/debug#key=${OPERATOR_KEY}`,
    { viewport: { width: 1280, height: 800 } },
    errors,
  );
}

function openScreen(width: number, height: number): Promise<Opened> {
  return openPage(browser, `${srv.url}/screen`, { viewport: { width, height } }, errors);
}

function openPhone(path = '/'): Promise<Opened> {
  return openPage(browser, `${srv.url}${path}`, PHONE, errors);
}

async function join(page: Page, name: string): Promise<void> {
  await page.getByPlaceholder("What's your name?").fill(name);
  await page.getByRole('button', { name: 'Join!' }).click();
  await seeText(page, 'Look for your name on the big screen');
}

describe('around the game', { timeout: 60_000 }, () => {
  test.skip('the big screen and a returning phone wait behind a spinner until the server answers', async () => {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route('**/socket.io/**', (route) => route.abort());
    await page.goto(`${srv.url}/screen`);
    await seeText(page, 'Loading...');
    expect(await page.getByText('Scan to join, or go to').count()).toBe(0);
    await screenshot(page, 'screen-1080-loading');
    await page.unroute('**/socket.io/**');
    await seeText(page, 'Scan to join, or go to', 15_000);
    await context.close();

    const phone = await browser.newContext(PHONE);
    const phonePage = await phone.newPage();
    await phonePage.route('**/socket.io/**', (route) => route.abort());
    await phonePage.goto(`${srv.url}/`);
    // A new guest types their name meanwhile (issue 18); a guest who joined before waits for their screen.
    await phonePage.locator('#player-name').waitFor();
    await phonePage.evaluate(() => localStorage.setItem('weddingQuiz.playerToken', 'a-saved-token'));
    await phonePage.reload();
    await seeText(phonePage, 'Connecting…');
    expect(await phonePage.locator('#player-name').count()).toBe(0);
    await screenshot(phonePage, 'phone-connecting');
    await phone.close();
  });

  test.skip('the operator panel shows only a key form without the key', async () => {
    const { page, context } = await openPage(
      browser,
      `${srv.url}/debug`,
      { viewport: { width: 1280, height: 800 } },
      errors,
    );
    await seeText(page, 'Enter the operator key');
    expect(await page.getByTestId('next-state').count()).toBe(0);
    expect(await page.getByText('Players (').count()).toBe(0);
    await screenshot(page, 'operator-key-form');

    await page.getByPlaceholder('Operator key').fill('not-the-key');
    await page.getByRole('button', { name: 'Open the panel' }).click();
    await seeText(page, 'Wrong operator key');
    expect(await page.getByTestId('next-state').count()).toBe(0);

    await page.getByPlaceholder('Operator key').fill(OPERATOR_KEY);
    await page.getByRole('button', { name: 'Open the panel' }).click();
    await page.getByTestId('next-state').waitFor();
    // Kept for this tab: a reload stays in the panel.
    await page.reload();
    await page.getByTestId('next-state').waitFor();
    await context.close();
  });

  test.skip('the operator sees where guests join, can switch the network, and gets the operator link as a QR code', async () => {
    const operator = await openOperator();
    const screen = await openScreen(1280, 720);
    const joinUrl = operator.page.getByTestId('operator-join-url');
    await joinUrl.waitFor();
    expect(await joinUrl.innerText()).toBe(srv.server.joinUrl());
    // The operator link's QR code holds the key: only shown when asked for.
    await operator.page.getByRole('button', { name: 'Show operator QR code' }).click();
    await operator.page.getByRole('img', { name: 'QR code of the operator link' }).waitFor();
    const select = operator.page.getByLabel('Network interface');
    expect(await select.inputValue()).toBe(srv.server.lanAddress().interfaceName);

    // Only machines with a network card besides loopback can switch; the address then follows everywhere.
    const other = srv.server.lanCandidates()[0];
    if (other) {
      await select.selectOption(other.interfaceName);
      const expected = `http://${other.address}:${srv.server.port}/`;
      await eventually(
        () => joinUrl.innerText(),
        (text) => text === expected,
      );
      await eventually(
        () => screen.page.getByTestId('join-url').innerText(),
        (text) => text === expected,
      );
    }
    await screenshot(operator.page, 'operator-network');
    await screen.context.close();
    await operator.context.close();
  });

  test('/bgm links to the music page of the quiz', async () => {
    const { page, context } = await openPhone('/bgm');
    const link = page.getByRole('link', { name: 'Open the music' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(quiz.bgmUrl);
    await screenshot(page, 'bgm');
    await context.close();
  });

  test('the operator can remove a guest, who is back at the join form', async () => {
    const operator = await openOperator();
    const guest = await openPhone();
    await join(guest.page, 'Dora');
    await seeText(operator.page, 'Players (1)');
    // Asked in the page, naming the guest.
    await operator.page.getByRole('button', { name: 'Remove Dora', exact: true }).click();
    const asked = operator.page.getByRole('alertdialog', { name: 'Remove Dora from the game?' });
    await asked.getByRole('button', { name: 'Remove', exact: true }).click();
    await seeText(guest.page, 'The host removed you from the game.');
    await seeText(guest.page, 'Join!');
    expect(await guest.page.evaluate('localStorage.getItem("weddingQuiz.playerToken")')).toBeNull();
    await seeText(operator.page, 'Players (0)');
    await guest.page.waitForTimeout(500); // the card rises in
    await screenshot(guest.page, 'phone-kicked');
    await guest.context.close();
    await operator.context.close();
  });

  test('the big screen at 3840x2160 is the 1920x1080 picture, sharper', async () => {
    const T0=Date.now(); const lap=(n:string)=>console.log('LAP',n,Date.now()-T0);
    const operator = await openOperator();
    lap('const operator = await openOperator();');
    const uhd = await openScreen(3840, 2160);
    lap('const uhd = await openScreen(3840, 2160)');
    const hd = await openScreen(1920, 1080);
    lap('const hd = await openScreen(1920, 1080);');
    const guest = await openPhone();
    lap('const guest = await openPhone();');
    await join(guest.page, 'Eve');
    lap("await join(guest.page, 'Eve');");
    await seeText(uhd.page, 'Waiting for players... (1)');
    lap("await seeText(uhd.page, 'Waiting for players... (1)');");

    await operator.page.getByTestId('next-state').click();
    lap("await operator.page.getByTestId('next-state').click();");
    await seeText(uhd.page, 'Welcome to');
    lap("await seeText(uhd.page, 'Welcome to');");
    await operator.page.getByTestId('next-state').click();
    lap("await operator.page.getByTestId('next-state').click();");
    const first = quiz.questions[0]!;
    await seeText(uhd.page, first.options[3]!, 10_000);
    lap('await seeText(uhd.page, first.options[3]!, 10_000);');
    await operator.page.getByRole('button', { name: 'Pause timer' }).click();
    lap("await operator.page.getByRole('button', { name: 'Pause timer");
    await seeText(uhd.page, 'Paused');
    lap("await seeText(uhd.page, 'Paused');");
    await uhd.page.waitForTimeout(800); // the options' bounce-in
    await screenshot(uhd.page, 'screen-2160-options');
    lap("await screenshot(uhd.page, 'screen-2160-options');");

    // Same layout, twice the pixels: every box is twice as large.
    const tileUhd = await uhd.page.locator('.option-tile').first().boundingBox();
    const tileHd = await hd.page.locator('.option-tile').first().boundingBox();
    expect(tileUhd && tileHd).toBeTruthy();
    lap('expect(tileUhd && tileHd).toBeTruthy();');
    expect(tileUhd!.width / tileHd!.width).toBeCloseTo(2, 1);
    lap('expect(tileUhd!.width / tileHd!.width).toBeCloseTo(2, 1);');
    expect(tileUhd!.height / tileHd!.height).toBeCloseTo(2, 1);
    lap('expect(tileUhd!.height / tileHd!.height).toBeCloseTo(2, 1);');
    const textUhd = await uhd.page.locator('.stage__question').boundingBox();
    const textHd = await hd.page.locator('.stage__question').boundingBox();
    expect(textUhd!.height / textHd!.height).toBeCloseTo(2, 1);
    lap('expect(textUhd!.height / textHd!.height).toBeCloseTo(2, 1);');
    await screenshot(hd.page, 'screen-1080-options-paused');
    lap("await screenshot(hd.page, 'screen-1080-options-paused');");

    await operator.page.getByRole('button', { name: 'Resume timer' }).click();
    lap("await operator.page.getByRole('button', { name: 'Resume time");
    await guest.page.getByRole('button', { name: /^B: / }).click();
    lap("await guest.page.getByRole('button', { name: /^B: / }).click");
    await uhd.page.locator('[data-correct="true"]').waitFor();
    lap('await uhd.page.locator(\'[data-correct="true"]\').waitFor();');
    for (const page of [uhd, hd, guest]) await page.context.close();
    lap('for (const page of [uhd, hd, guest]) await page.context.clos');

    // The operator's own reset, after the confirmation.
    await operator.page.getByRole('button', { name: 'Reset Game' }).click();
    lap("await operator.page.getByRole('button', { name: 'Reset Game'");
    const asked = operator.page.getByRole('alertdialog', {
      name: 'Are you sure you want to reset the gamestate?',
    });
    await asked.getByRole('button', { name: 'Yes, reset the game' }).click();
    lap("await asked.getByRole('button', { name: 'Yes, reset the game");
    await seeText(operator.page, 'Lobby — guests join');
    lap("await seeText(operator.page, 'Lobby — guests join');");
    // The state list names the lobby before the reset lands: ask the server until it has.
    await expect.poll(() => health(srv.url)).toMatchObject({ state: 0, players: 0 });
    lap('await expect.poll(() => health(srv.url)).toMatchObject({ sta');
    await operator.context.close();
    lap('await operator.context.close();');
  });

  test.skip('when the app restarts mid-game, phones and the big screen come back by themselves', async () => {
    const operator = await openOperator();
    const screen = await openScreen(1280, 720);
    const guest = await openPhone();
    await join(guest.page, 'Finn');
    await operator.page.getByTestId('next-state').click();
    await seeText(guest.page, 'Game is starting!');

    // While the app is down the browsers cannot reach it. (Without this, a reconnection attempt that
    // lands on a kept-alive connection during close() can hold the old server open for ~55 s.)
    const pages = [operator.page, screen.page, guest.page];
    await Promise.all(pages.map((page) => page.route('**/socket.io/**', (route) => route.abort())));
    await srv.restart();
    await seeText(guest.page, 'Reconnecting…');
    await Promise.all(pages.map((page) => page.unroute('**/socket.io/**')));
    await screenshot(guest.page, 'phone-reconnecting');
    // Back with the same name, in the same state, without typing anything.
    await seeText(guest.page, 'Game is starting!', 15_000);
    await seeText(guest.page, 'Playing as Finn');
    await seeText(screen.page, 'Welcome to', 15_000);
    await operator.page.getByTestId('next-state').waitFor();
    await seeText(operator.page, 'Welcome — the quiz begins', 15_000);
    for (const page of [operator, screen, guest]) await page.context.close();
  });

  test('no page threw an error', () => {
    expect(errors).toEqual([]);
  });
});
