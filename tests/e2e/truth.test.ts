/**
 * Every screen tells the truth (issue 11), in Chromium: an answer is "submitted" only once the server
 * has it, a phone or the big screen that lost the server says so, the operator cannot click into the
 * void, /resetgs resets once, the operator-key QR code is hidden until asked for, and a game that
 * cannot save says so in red.
 */
import { appendFile } from 'node:fs/promises';
import { join as joinPath } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import quiz from '../../resources/default-quiz.json';
import { useSharedChromium } from './fixtures/chromium';
import {
  eventually,
  health,
  OPERATOR_KEY,
  openPage,
  PHONE,
  SCREENSHOT_DIR,
  seeText,
  notSeeText,
  useTestServer,
} from './harness';
import { savePicture } from './fixtures/pictures';
import { settle } from './fixtures/motion';

const srv = useTestServer({ countdownSeconds: 1, questionSeconds: 1, answerSeconds: 60 });
const chrome = useSharedChromium();
const { errors } = chrome;

const LOST_PHONE = 'Lost connection to the quiz — stay on the wedding Wi-Fi, your score is safe';
const OFFLINE_ANSWER = 'No connection — your answer will be sent when you are back';
const UNREACHABLE = 'No connection to the game server — reconnecting…';

beforeAll(async () => {
  // Long answering time: the tests end questions with the Next button.
});

async function shot(page: Page, name: string): Promise<void> {
  await savePicture(page, joinPath(SCREENSHOT_DIR, 'truth', `${name}.png`));
}

type Opened = Awaited<ReturnType<typeof openPage>>;

function openOperator(path = '/debug'): Promise<Opened> {
  return openPage(
    chrome.browser,
    `${srv.url}${path}#key=${OPERATOR_KEY}`,
    { viewport: { width: 1280, height: 800 } },
    errors,
  );
}

function openScreen(): Promise<Opened> {
  return openPage(chrome.browser, `${srv.url}/screen`, { viewport: { width: 1280, height: 720 } }, errors);
}

function openPhone(path = '/'): Promise<Opened> {
  return openPage(chrome.browser, `${srv.url}${path}`, PHONE, errors);
}

async function join(page: Page, name: string): Promise<void> {
  await page.getByPlaceholder("What's your name?").fill(name);
  await page.getByRole('button', { name: 'Join!' }).click();
  await seeText(page, `Playing as ${name}`);
}

async function nextState(operator: Page): Promise<void> {
  const before = await operator.getByTestId('operator-state').innerText();
  await operator.getByTestId('next-state').click();
  await eventually(
    () => operator.getByTestId('operator-state').innerText(),
    (text) => text !== before,
  );
}

/** The text of the page's connection live region (always in the page, empty while all is well). */
function banner(page: Page): Promise<string> {
  return page.locator('.connection-banner').innerText();
}

describe('every screen tells the truth', { timeout: 90_000 }, () => {
  test('an answer tapped offline says "Sending…", goes out when the phone is back, and only then is submitted', async () => {
    const gus = await openPhone();
    const hana = await openPhone();
    await join(gus.page, 'Gus');
    await join(hana.page, 'Hana');
    const operator = await openOperator();
    await seeText(operator.page, 'Players (2)');
    // The live region is there before anything goes wrong, and says nothing.
    expect(await gus.page.locator('.connection-banner[role="status"]').count()).toBe(1);
    expect(await banner(gus.page)).toBe('');

    await nextState(operator.page);
    await nextState(operator.page);
    const first = quiz.questions[0]!;
    const b = gus.page.getByRole('button', { name: `B: ${first.options[1]}` });
    await b.waitFor({ timeout: 15_000 });

    await gus.context.setOffline(true);
    await b.click();
    await seeText(gus.page, 'Sending…');
    await seeText(gus.page, OFFLINE_ANSWER);
    expect(await gus.page.getByText('Answer submitted').count()).toBe(0);
    await shot(gus.page, 'phone-sending-offline');

    // After ~3 s without the server, the phone says so plainly.
    await seeText(gus.page, LOST_PHONE, 8000);
    await settle(gus.page);
    await shot(gus.page, 'phone-offline-banner');
    expect(await operator.page.getByTestId('operator-answered').innerText()).toBe('0 / 2');
    // Offline long enough for the library's backoff to reach its longest wait (up to 5 s).
    await gus.page.waitForTimeout(4000);

    // Back online: it reconnects at once (not after the backoff), sends the answer, and the server's
    // acknowledgement turns "Sending…" into "Answer submitted".
    const back = Date.now();
    await gus.context.setOffline(false);
    await seeText(gus.page, 'Answer submitted', 10_000);
    expect(Date.now() - back).toBeLessThan(2500);
    await seeText(gus.page, first.options[1]!);
    expect(await banner(gus.page)).toBe('');
    await seeText(operator.page, '1 / 2');

    await nextState(operator.page);
    await seeText(gus.page, 'The correct answer is');
    await seeText(gus.page, 'Correct!');
    for (const page of [operator, gus, hana]) await page.context.close();
  });

  test('an answer that reaches the quiz too late is explained, not silently dropped', async () => {
    const gus = await openPhone();
    await join(gus.page, 'Ida');
    const operator = await openOperator();
    await seeText(operator.page, 'Ida');
    await operator.page.getByTestId('next-state').waitFor();
    // From wherever the first test left the game to the next question's options.
    const options = gus.page.locator('.answer-button');
    for (let i = 0; i < 6 && (await options.count()) === 0; i++) {
      await nextState(operator.page);
      await options
        .first()
        .waitFor({ timeout: 2500 })
        .catch(() => undefined);
    }
    await options.first().waitFor();
    await gus.context.setOffline(true);
    await options.nth(2).click();
    await seeText(gus.page, OFFLINE_ANSWER);

    // The operator closes the question while the phone is away.
    await nextState(operator.page);
    await gus.context.setOffline(false);
    await seeText(gus.page, 'The correct answer is', 10_000);
    await seeText(gus.page, 'No answer this time');
    await seeText(gus.page, 'Your answer C was not counted: Answers are closed right now.');
    await settle(gus.page);
    await shot(gus.page, 'phone-late-answer');
    for (const page of [operator, gus]) await page.context.close();
  });

  test('while the server is down the operator cannot click, the big screen and phones say so, and nothing runs later', async () => {
    const screen = await openScreen();
    const guest = await openPhone();
    await join(guest.page, 'Jon');
    const operator = await openOperator();
    await seeText(operator.page, 'Jon');
    await seeText(operator.page, 'Connected');
    const before = await health(srv.url);
    expect(await banner(operator.page)).toBe('');

    const pages = [operator.page, screen.page, guest.page];
    await Promise.all(pages.map((page) => page.route('**/socket.io/**', (route) => route.abort())));
    await srv.stop();
    try {
      await whileServerDown();
    } finally {
      await srv.start();
      await Promise.all(pages.map((page) => page.unroute('**/socket.io/**')));
    }
    await notSeeText(operator.page, UNREACHABLE, 15_000);
    expect(await operator.page.getByRole('button', { name: 'Reset Game' }).isDisabled()).toBe(false);
    await notSeeText(operator.page, 'Unknown');
    await notSeeText(screen.page, 'Reconnecting…', 15_000);
    await notSeeText(guest.page, LOST_PHONE, 15_000);
    // Nothing clicked while the server was down ran when it came back.
    await operator.page.waitForTimeout(1000);
    expect(await health(srv.url)).toMatchObject({ state: before.state, players: before.players });
    for (const page of [operator, screen, guest]) await page.context.close();

    async function whileServerDown(): Promise<void> {
      await seeText(operator.page, UNREACHABLE);
      // The big screen: a discreet note in the corner after a few seconds, not at once.
      expect(await banner(screen.page)).toBe('');
      expect(await operator.page.getByTestId('next-state').isDisabled(), 'Next').toBe(true);
      for (const name of ['Reset Game', 'Save timings']) {
        expect(await operator.page.getByRole('button', { name }).isDisabled(), name).toBe(true);
      }
      const playerButtons = operator.page.getByTestId('players-table').getByRole('button');
      expect(await playerButtons.count()).toBeGreaterThan(0);
      for (const button of await playerButtons.all()) expect(await button.isDisabled()).toBe(true);
      await seeText(
        operator.page,
        'Whether their phones are connected is unknown (not connected to the server).',
      );
      await seeText(operator.page, 'Unknown');
      expect(await operator.page.getByText('Connected', { exact: true }).count()).toBe(0);
      await settle(operator.page);
      await shot(operator.page, 'operator-unreachable');

      await seeText(screen.page, 'Reconnecting…', 8000);
      await shot(screen.page, 'screen-reconnecting');
      await seeText(guest.page, LOST_PHONE, 8000);
    }
  });

  test('/resetgs resets once: a reload, Back or a restored tab only says OK', async () => {
    const host = await openOperator('/resetgs');
    await seeText(host.page, /^OK$/);
    const address = new URL(host.page.url());
    expect(address.pathname).toBe('/resetgs');
    const resetGame = address.searchParams.get('done');
    expect(resetGame).toBeTruthy();
    expect(address.hash).toBe('');
    expect(await health(srv.url)).toMatchObject({ state: 0, players: 0 });

    const guest = await openPhone();
    await join(guest.page, 'Kim');
    expect((await health(srv.url)).players).toBe(1);

    await host.page.reload();
    await seeText(host.page, /^OK$/);
    await seeText(host.page, 'Reloading this page does not reset the game again.');
    await settle(host.page);
    await shot(host.page, 'resetgs-reloaded');
    await host.page.goto(`${srv.url}/bgm`);
    await host.page.goBack();
    await seeText(host.page, /^OK$/);
    // A tab restored later, with the key: the game it reset is gone, the new one stays.
    const restored = await openOperator(`/resetgs?done=${encodeURIComponent(resetGame!)}`);
    await seeText(restored.page, /^OK$/);
    await guest.page.waitForTimeout(500);
    expect(await health(srv.url)).toMatchObject({ players: 1 });
    await seeText(guest.page, 'Look for your name on the big screen');
    for (const page of [host, guest, restored]) await page.context.close();
  });

  test('the operator-key QR code is hidden until asked for; in the desktop app never with the big screen on its display', async () => {
    const operator = await openOperator();
    const qr = operator.page.getByRole('img', { name: 'QR code of the operator link' });
    const show = operator.page.getByRole('button', { name: 'Show operator QR code' });
    await show.waitFor();
    expect(await qr.count()).toBe(0);
    await shot(operator.page, 'operator-qr-hidden');
    await show.click();
    await qr.waitFor();
    await operator.page.getByRole('button', { name: 'Hide', exact: true }).click();
    await qr.waitFor({ state: 'detached' });
    await operator.context.close();

    // The desktop app (its preload's bridge) knows where the big screen is: never on this display.
    const context = await chrome.browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript({
      content:
        'window.__shared = true; window.weddingQuiz = { isDesktop: true, sharesDisplayWithBigScreen: () => window.__shared };',
    });
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${srv.url}/debug#key=${OPERATOR_KEY}`);
    const desktopShow = page.getByRole('button', { name: 'Show operator QR code' });
    await desktopShow.waitFor();
    await desktopShow.click();
    await page.getByText(/Not shown: the big screen is on this display/).waitFor();
    expect(await page.getByRole('img', { name: 'QR code of the operator link' }).count()).toBe(0);
    await shot(page, 'operator-qr-refused-shared-display');
    // The projector set to Extend: the big screen has a display of its own.
    await page.evaluate(() => {
      (globalThis as unknown as { __shared: boolean }).__shared = false;
    });
    await desktopShow.click();
    await page.getByRole('img', { name: 'QR code of the operator link' }).waitFor();
    await context.close();
  });

  test('the code hides itself again after a minute', async () => {
    const context = await chrome.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.clock.install();
    await page.goto(`${srv.url}/debug#key=${OPERATOR_KEY}`);
    await page.getByRole('button', { name: 'Show operator QR code' }).click();
    const qr = page.getByRole('img', { name: 'QR code of the operator link' });
    await qr.waitFor();
    await page.clock.runFor(30_000);
    expect(await qr.count()).toBe(1);
    await page.clock.runFor(31_000);
    await qr.waitFor({ state: 'detached' });
    await context.close();
  });

  test('the operator sees a red banner when the game cannot save', async () => {
    const context = await chrome.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    // Stands in for a full disk: the server's operator views say it cannot save.
    await page.routeWebSocket('**/socket.io/**', (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((message) => server.send(message));
      server.onMessage((message) => {
        const prefix = '42["updateState",';
        if (typeof message !== 'string' || !message.startsWith(prefix)) return ws.send(message);
        const [event, view] = JSON.parse(message.slice(2)) as [string, Record<string, unknown>];
        if (view.audience === 'operator') view.saveProblem = 'the disk is full';
        ws.send(`42${JSON.stringify([event, view])}`);
      });
    });
    await page.goto(`${srv.url}/debug#key=${OPERATOR_KEY}`);
    await page.getByTestId('next-state').waitFor();
    // A fresh view over the (intercepted) WebSocket.
    await page.getByRole('button', { name: 'Save timings' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'The game cannot save' });
    await alert.waitFor();
    expect(await alert.innerText()).toBe(
      "The game cannot save: the disk is full. Guests' answers are refused until it can — free space on the disk or check the data folder.",
    );
    await shot(page, 'operator-save-problem');
    await context.close();
  });

  test('after a restart, the operator is told which saved lines could not be read', async () => {
    // A line damaged on disk (a hand or a failing disk did it) in the middle of the game's journal.
    await srv.stop();
    const journal = joinPath(srv.dataDir, 'journal.jsonl');
    await appendFile(journal, '{"type":"answer","at":1,"playerId":"1","questionNo":"x","answer":0}\n');
    await appendFile(journal, JSON.stringify({ type: 'pause', at: Date.now() }) + '\n');
    await srv.start();
    const { page, context } = await openOperator();
    const notice = page.getByRole('status').filter({ hasText: 'Part of the saved game could not be read' });
    await notice.waitFor();
    const text = await notice.innerText();
    expect(text).toContain('Lines skipped: 1. The rest of the game was recovered.');
    // What the line was and what became of it (issue 28.2); the technical reason is its tooltip.
    expect(text).toMatch(/Line \d+: an answer( to question \d+)? — could not be recovered\./);
    const reason = await notice.locator('li').first().getAttribute('title');
    expect(reason).toMatch(/not a valid command at "questionNo"/);
    expect(text).toMatch(/The file as it was is kept in .*journal\.jsonl\.damaged-/);
    await shot(page, 'operator-journal-repair');
    await context.close();
  });

  test('no page threw an error', () => {
    expect(errors).toEqual([]);
  });
});
