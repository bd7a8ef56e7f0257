/**
 * The phone, readable by every guest (issue 15): every screen of a whole game, on a 320x568 and a
 * 390x844 phone, passes axe-core's WCAG 2.2 A/AA rules (colour contrast aside, see phoneChecks), has
 * its own title, one main landmark and one h1, no text under 14 px, and names as wide as ten W's or
 * ten CJK characters that fit or end in an ellipsis. Name errors are said in the page, never in a pop-up; a
 * reset says why; each new screen is announced; the podium ends with the guest's own place.
 * Screenshots: test-results/screens/access/phone-*.png.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join as joinPath, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { ClientEvent } from '@shared/model/events';
import { GameState } from '@shared/model/gameState';
import type { OperatorView } from '@shared/wire/payloads';
import { connectOperator, startTestServer, type TestClient, type TestServer } from '../integration/harness';
import { TIMED_BEFORE_OPTIONS } from '../integration/operatorSteps';
import { useSharedChromium } from './fixtures/chromium';
import { openPage, seeText } from './harness';
import { advance, answer, KINDS, openQuestion, settle, shot, size, writeAccessQuiz } from './phoneAccess';
import { checkScreen } from './phoneChecks';

const WIDE = 'WWWWWWWWWW';
// Issue 18 refuses extra-wide characters (U+FDFD): ten CJK characters are the widest name allowed.
const CJK = '龘'.repeat(10);
/** Two guests per size: the first answers rightly, the second wrongly. */
const GUESTS = [
  { size: size(320, 568), names: [WIDE, CJK] },
  { size: size(390, 844), names: ['MMMMMMMMMM', 'Ann-Marie'] },
];
const TIMINGS = { countdownSeconds: 3, questionSeconds: 3, answerSeconds: 60 };

let srv: TestServer;
let operator: TestClient;
let tmp: string;
const phones: { page: Page; name: string; right: boolean }[] = [];
const chrome = useSharedChromium();
const { errors } = chrome;
const dialogs: string[] = [];

/** Where the names show most: both 320 px guests' screenshots (else only the first's). */
const NAME_SCREENS = new Set(['lobby', 'starting', 'reveal', 'leaderboard', 'final']);

/** Every phone's screen checked, at rest; a screenshot of the 320 px guests. */
async function checkAll(what: string, only = phones): Promise<void> {
  await Promise.all(
    only.map(async ({ page, name }) => {
      await settle(page);
      const shown = name === WIDE || (name === CJK && NAME_SCREENS.has(what));
      if (shown) await shot(page, `phone-320x568-${what}${name === WIDE ? '' : '-cjk'}`);
      await checkScreen(page, what, [name]);
    }),
  );
}

const announced = (page: Page): Promise<string> => page.locator('.screen-announcer').innerText();

beforeAll(async () => {
  tmp = await mkdtemp(joinPath(tmpdir(), 'wq-access-phone-'));
  srv = await startTestServer({ quizFile: await writeAccessQuiz(tmp), timings: TIMINGS });
  operator = await connectOperator(srv.url);
  for (const guest of GUESTS) {
    for (const [i, name] of guest.names.entries()) {
      const { page } = await openPage(chrome.browser, `${srv.url}/`, guest.size, errors);
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      phones.push({ page, name, right: i === 0 });
    }
  }
});

afterAll(async () => {
  operator?.close();
  await srv?.dispose();
  await rm(tmp, { recursive: true, force: true });
});

describe('the phone, for every guest', { timeout: 120_000 }, () => {
  test('joining: the form, name errors in the page with the seed texts, the lobby', async () => {
    await Promise.all(phones.map(({ page }) => page.getByRole('button', { name: 'Join!' }).waitFor()));
    await checkAll('join');
    for (const { page } of phones) await page.getByRole('button', { name: 'Join!' }).click();
    await Promise.all(phones.map(({ page }) => seeText(page, 'Please enter your name!')));
    const alert = phones[0]!.page.getByRole('alert').filter({ hasText: 'Please enter your name!' });
    expect(await alert.innerText()).toBe('Please enter your name!\nUp to 10 letters');
    expect(await phones[0]!.page.getByLabel('Your name').getAttribute('aria-invalid')).toBe('true');
    await checkAll('join-empty');
    for (const { page } of phones) {
      await page.getByLabel('Your name').fill('Bartholomew');
      await page.getByRole('button', { name: 'Join!' }).click();
      await seeText(page, 'Please enter a shorter name');
      await seeText(page, 'Up to 10 letters');
    }
    await checkAll('join-too-long');
    for (const { page, name } of phones) {
      await page.getByLabel('Your name').fill(name);
      await page.getByRole('button', { name: 'Join!' }).click();
      await seeText(page, 'Look for your name on the big screen');
    }
    expect(await announced(phones[0]!.page)).toContain(WIDE);
    await checkAll('lobby');
    expect(dialogs).toEqual([]);
  });

  test('the first question: starting, coming up, the question, answering, answered', async () => {
    advance(operator, GameState.NEW);
    await operator.view(GameState.STARTING_QUIZ);
    await Promise.all(phones.map(({ page }) => seeText(page, 'Game is starting!')));
    await checkAll('starting');
    advance(operator, GameState.STARTING_QUIZ);
    for (const state of TIMED_BEFORE_OPTIONS) {
      await operator.view(state, 0);
      operator.emit(ClientEvent.pauseTimer, {});
      const heading = state === GameState.SHOW_QUESTION ? '.question-card' : 'text=Question is coming up!';
      await Promise.all(phones.map(({ page }) => page.locator(heading).first().waitFor()));
      await checkAll(state === GameState.SHOW_QUESTION ? 'question' : 'coming-up');
      operator.emit(ClientEvent.resumeTimer, {});
    }
    await operator.view(GameState.SHOW_QUESTION_OPTIONS, 0);
    await Promise.all(phones.map(({ page }) => page.locator('.answering').waitFor()));
    await checkAll('choice');
    const [first, ...others] = phones;
    await answer(first!.page, 'choice', true);
    await seeText(first!.page, 'Answer submitted');
    expect(await announced(first!.page)).toBe('Answer submitted');
    await checkAll('answered', [first!]);
    await Promise.all(others.map(({ page, right }) => answer(page, 'choice', right)));
    await operator.view(GameState.SHOW_CORRECT_ANSWER, 0);
    await Promise.all(phones.map(({ page }) => page.locator('.reveal-card').waitFor()));
    expect(await announced(first!.page)).toMatch(/^Correct!\. \+\d+ points · \d+ points in total$/);
    expect(await announced(phones[1]!.page)).toMatch(/^Not this time/);
    await checkAll('reveal');
    advance(operator, GameState.SHOW_CORRECT_ANSWER);
    await operator.view(GameState.SHOW_LEADERBOARD, 0);
    await Promise.all(phones.map(({ page }) => seeText(page, /^You are \d/)));
    await checkAll('leaderboard');
    expect(errors).toEqual([]);
  });

  test('every other kind: answering and its reveal; a break', async () => {
    for (const [q, kind] of KINDS.entries()) {
      if (q === 0) continue;
      if (q === 1) {
        // From the first question's leaderboard, where the test before ended.
        advance(operator, GameState.SHOW_LEADERBOARD);
        await operator.view(GameState.SHOW_QUESTION_OPTIONS, q);
      } else {
        await openQuestion(operator, q);
      }
      await Promise.all(phones.map(({ page }) => page.locator('.answering').waitFor()));
      await checkAll(kind);
      await Promise.all(phones.map(({ page, right }) => answer(page, kind, right)));
      await operator.view(GameState.SHOW_CORRECT_ANSWER, q);
      await Promise.all(phones.map(({ page }) => page.locator('.reveal-card').waitFor()));
      await checkAll(`${kind}-reveal`);
      if (q === 2) {
        operator.emit(ClientEvent.setBreak, {
          message: 'Dinner is served — the quiz goes on after the cake!',
        });
        await Promise.all(phones.map(({ page }) => seeText(page, 'Dinner is served')));
        await checkAll('break');
        operator.emit(ClientEvent.setBreak, { message: null });
        await Promise.all(phones.map(({ page }) => page.locator('.reveal-card').waitFor()));
      }
    }
    expect(errors).toEqual([]);
  });

  test('the podium, then the guest own place; a reset sends everyone back to join, saying why', async () => {
    advance(operator, GameState.SHOW_CORRECT_ANSWER);
    let podium: OperatorView | null = null;
    for (const state of [
      GameState.SHOW_FINAL_RESULTS_SHOW_0,
      GameState.SHOW_FINAL_RESULTS_SHOW_1,
      GameState.SHOW_FINAL_RESULTS_SHOW_2,
      GameState.SHOW_FINAL_RESULTS_SHOW_3,
    ]) {
      if (state !== GameState.SHOW_FINAL_RESULTS_SHOW_0) advance(operator, (state - 1) as GameState);
      podium = await operator.view<OperatorView>(state);
    }
    await Promise.all(
      phones.map(({ page }) => seeText(page, /^You finished \d+(st|nd|rd|th) with \d+ points?$/)),
    );
    await seeText(phones[0]!.page, 'Look at the main screen for the final score!');
    // Two guests answer rightly at once from question 2 on: either may be first; the announcement says
    // the guest's own place, as the page shows it.
    const place = await phones[0]!.page.getByText(/^You finished \d+(st|nd) with \d+ points?$/).innerText();
    expect(await announced(phones[0]!.page)).toBe(`Look at the main screen for the final score!. ${place}`);
    await checkAll('final');
    operator.emit(ClientEvent.resetgs, { gameId: podium!.gameId });
    await Promise.all(phones.map(({ page }) => seeText(page, 'A new game has started — join again')));
    await checkAll('after-reset');
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('the phone in a team game', { timeout: 60_000 }, () => {
  let teams: TestServer;
  let host: TestClient;

  beforeAll(async () => {
    teams = await startTestServer({
      quizFile: resolve('resources/samples/tables.wedding-quiz.json'),
      timings: { countdownSeconds: 1, questionSeconds: 1, answerSeconds: 60 },
    });
    host = await connectOperator(teams.url);
  });

  afterAll(async () => {
    host?.close();
    await teams?.dispose();
  });

  test("the table card's join form, the table in the lobby, the table's place at the reveal", async () => {
    const { page } = await openPage(chrome.browser, `${teams.url}/?table=2`, GUESTS[0]!.size, errors);
    await seeText(page, 'Table 2 – Kraków');
    await checkScreen(page, 'team join');
    await page.getByLabel('Your name').fill(CJK);
    await page.getByRole('button', { name: 'Join!' }).click();
    await seeText(page, 'Look for your name on the big screen');
    await settle(page);
    await shot(page, 'phone-320x568-team-lobby-cjk');
    await checkScreen(page, 'team lobby', [CJK]);
    await openQuestion(host, 0);
    await page.locator('.answering').waitFor();
    await answer(page, 'choice', true);
    await host.view(GameState.SHOW_CORRECT_ANSWER, 0);
    await page.locator('.team-standing').waitFor();
    await settle(page);
    await shot(page, 'phone-320x568-team-reveal-cjk');
    await checkScreen(page, 'team reveal', [CJK]);
    expect(errors).toEqual([]);
  });
});
