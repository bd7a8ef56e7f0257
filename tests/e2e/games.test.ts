/**
 * The games weddings play (issue 30), in Chromium: the games sample played by tapping on two guests'
 * phones and both partners' phones, the big screen at 1920x1080 and the operator panel watching. The
 * shoe game's phones and stages are saved under test-results/screens/games/, axe runs on each new page
 * state, and the corner join code stays clear of the new stages.
 */
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { GameState } from '@shared/model/gameState';
import { couplePhoneUrl } from '@shared/model/routes';
import type { OperatorView } from '@shared/wire/payloads';
import { useSharedChromium } from './fixtures/chromium';
import { openOperatorPanel } from './fixtures/operatorPanel';
import { settle } from './fixtures/motion';
import { expectCornerClear } from './fixtures/cornerClear';
import { axeViolations, describeViolations } from './axe';
import { join } from './phoneAccess';
import { openPage, PHONE, screenshot, seeText } from './harness';
import { connectOperator, startTestServer, type TestClient, type TestServer } from '../integration/harness';
import { skipToAnswering } from '../integration/operatorSteps';

const GAMES = resolve('resources/samples/games.wedding-quiz.json');
const TIMINGS = { countdownSeconds: 1, questionSeconds: 1, answerSeconds: 60 };

const chrome = useSharedChromium();
const { errors } = chrome;

async function shoot(page: Page, name: string): Promise<void> {
  await settle(page);
  await screenshot(page, `games/${name}`);
}

async function expectAxeClean(page: Page, what: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `${what}: ${describeViolations(violations)}`).toEqual([]);
}

/** Taps the button with this accessible name inside the page's main area. */
async function tap(page: Page, name: string): Promise<void> {
  await page.locator('main').getByRole('button', { name, exact: true }).click();
}

describe('the shoe game, tapped on every phone', { timeout: 120_000 }, () => {
  let srv: TestServer;
  let operator: TestClient;
  let screen: Page;
  let panel: Page;
  let guests: [Page, Page];
  let couple: [Page, Page];

  beforeAll(async () => {
    srv = await startTestServer({ quizFile: GAMES, timings: TIMINGS });
    operator = await connectOperator(srv.url);
    const keys = ((await operator.next('updateState')) as OperatorView).coupleKeys!;
    const screenSize = { viewport: { width: 1920, height: 1080 } };
    screen = (await openPage(chrome.browser, `${srv.url}/screen`, screenSize, errors)).page;
    panel = await openOperatorPanel(chrome, srv.url);
    const phone = async (url: string): Promise<Page> =>
      (await openPage(chrome.browser, url, PHONE, errors)).page;
    guests = [await phone(`${srv.url}/`), await phone(`${srv.url}/`)];
    await join(guests[0], 'Rosa');
    await join(guests[1], 'Tom');
    couple = [
      await phone(couplePhoneUrl(`${srv.url}/`, keys[0])),
      await phone(couplePhoneUrl(`${srv.url}/`, keys[1])),
    ];
  });

  afterAll(async () => {
    operator?.close();
    await srv?.dispose();
  });

  test("the couple's phones: their own codes in the panel, a welcome on each phone", async () => {
    await seeText(couple[0], 'Anna, this is your phone for the shoe game');
    await seeText(couple[1], 'James, this is your phone for the shoe game');
    const card = panel.getByTestId('couple-panel');
    await card.getByText('Connected').nth(1).waitFor();
    await card.getByRole('button', { name: 'Show the codes' }).click();
    expect(await card.locator('img.couple-phones__qr').count()).toBe(2);
    await expectAxeClean(couple[0], 'a partner waiting');
  });

  test('agree: the partners answer in secret, the guests predict, the screen turns both answers over', async () => {
    operator.emit('requestNextState', { from: GameState.NEW });
    await operator.view(GameState.STARTING_QUIZ);
    operator.emit('requestNextState', { from: GameState.STARTING_QUIZ });
    await skipToAnswering(operator, 0);
    await couple[0].getByTestId('couple-question').waitFor();
    await seeText(couple[0], 'Your answer is secret until the reveal');
    await tap(couple[0], 'James');
    await tap(couple[0], 'Anna'); // changed her mind in time
    await seeText(couple[0], 'You answered Anna');
    await shoot(couple[0], 'shoe-partner-phone');
    await expectAxeClean(couple[0], 'a partner answering');
    await seeText(screen, 'Anna has answered');
    await seeText(screen, 'James is choosing…');
    await seeText(guests[0], 'Guess what the couple will answer');
    await shoot(guests[0], 'shoe-guest-phone');
    await expectAxeClean(guests[0], 'a guest predicting');
    await shoot(screen, 'shoe-screen-question');
    expect(await expectCornerClear(screen, 'shoe question')).toBe(true);
    await tap(guests[0], 'Anna');
    await tap(guests[1], 'James');
    await tap(couple[1], 'Anna'); // the last answer ends the question early
    await screen.locator('[data-testid="stage"][data-kind="shoeGame"][data-step="reveal"]').waitFor();
    await seeText(screen, 'Anna says…');
    await seeText(screen, 'They agree!');
    await seeText(screen, '1 guest saw it coming');
    await shoot(screen, 'shoe-screen-reveal');
    expect(await expectCornerClear(screen, 'shoe reveal')).toBe(true);
    await expectAxeClean(screen, 'the shoe reveal');
    await seeText(guests[0], 'You saw it coming!');
    await seeText(guests[1], 'Not this time');
    await shoot(guests[0], 'shoe-guest-reveal');
    await seeText(couple[1], 'They agree!');
  });

  test('a partner misses the time: the operator enters what the room heard', async () => {
    operator.emit('requestNextState', { from: GameState.SHOW_CORRECT_ANSWER });
    await operator.view(GameState.SHOW_LEADERBOARD, 0);
    operator.emit('requestNextState', { from: GameState.SHOW_LEADERBOARD });
    await skipToAnswering(operator, 1);
    await tap(couple[0], 'James');
    await tap(guests[0], 'James');
    await tap(guests[1], 'Anna');
    operator.emit('requestNextState', { from: GameState.SHOW_QUESTION_OPTIONS });
    await seeText(screen, "Scored on Anna's answer alone");
    const card = panel.getByTestId('couple-panel');
    await seeText(panel, 'James did not answer in time. What did the room hear?');
    await expectAxeClean(panel, 'the operator panel with a missing answer');
    await shoot(panel, 'operator-missing-answer');
    await card.getByRole('button', { name: 'James said Anna' }).click();
    await seeText(screen, 'They disagree!');
    await seeText(panel, "You entered James's answer.");
    await seeText(guests[0], 'Half right!');
  });
});
