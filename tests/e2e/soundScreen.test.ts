/**
 * Sound in the room (issue 17), in Chromium: the big screen's playback layer reports every cue it starts
 * (a DOM event, the page's test hook); a whole game played through the operator's socket checks which cue
 * starts in each state, in order: the lobby loop, the sting, the answering music and its last ticks, time
 * up (early, when everyone answered, and when time runs out), the reveal chimes, the paused music, the
 * leaderboard, the podium's drum rolls and fanfare, the celebration. A browser that holds sound back shows
 * "Click for sound"; the phone plays nothing and downloads no audio.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GameState } from '@shared/model/gameState';
import { useSharedChromium } from './fixtures/chromium';
import { OPERATOR_KEY, PHONE, screenshot, seeText, useTestServer } from './harness';
import { TestClient } from '../integration/harness';

let operator: TestClient;
const chrome = useSharedChromium();
const { errors } = chrome;

const HOOK = `window.__cues = []; window.__played = [];
  window.addEventListener('wedding-quiz:sound', (e) => { window.__cues.push(e.detail); window.__played.push(e.detail); });`;
const ANSWER_SECONDS = 9;
const srv = useTestServer({ countdownSeconds: 1, questionSeconds: 1, answerSeconds: ANSWER_SECONDS });
const HELD_BACK = `
  let activated = false;
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, (e) => { activated ||= e.isTrusted; }, true);
  const Real = window.AudioContext;
  window.AudioContext = class extends Real {
    constructor(...args) { super(...args); this.held = true; }
    get state() { return this.held ? 'suspended' : super.state; }
    resume() {
      if (activated) this.held = false;
      return super.resume();
    }
  };`;

beforeAll(async () => {
  operator = await TestClient.connect(srv.url, { operatorKey: OPERATOR_KEY });
});

afterAll(async () => {
  operator?.close();
});

interface Cue {
  cue: string;
  action: string;
  url?: string;
}

/** Every cue reported, for the check that no sound failed to load or play. */
const heard: string[] = [];

/** Cues reported since the last call, as "play lobby" lines. */
async function takeCues(page: Page): Promise<string[]> {
  const cues = ((await page.evaluate('window.__cues.splice(0)')) as Cue[]).map((c) => `${c.action} ${c.cue}`);
  heard.push(...cues);
  return cues;
}

/** The operator's Next from `from`, until the server is at `to`. */
async function next(from: number, to: number, questionNumber?: number): Promise<void> {
  operator.emit('requestNextState', { from });
  await operator.view(to, questionNumber);
}

/** Waits until the cues since the last call include every one of `expected` (in this order). */
async function expectCues(page: Page, expected: string[], timeout = 10_000): Promise<string[]> {
  const seen: string[] = [];
  const end = Date.now() + timeout;
  for (;;) {
    seen.push(...(await takeCues(page)));
    let at = 0;
    for (const cue of seen) if (cue === expected[at]) at += 1;
    const inOrder = at === expected.length;
    if (inOrder) return seen;
    if (Date.now() > end)
      throw new Error(`Expected ${expected.join(', ')} in order; heard ${seen.join(', ')}`);
    await page.waitForTimeout(100);
  }
}

describe('the big screen plays a cue for each moment', { timeout: 180_000 }, () => {
  test('a whole game: lobby, sting, answering and ticks, time up, chimes, pause, leaderboard, podium', async () => {
    const context = await chrome.browser.newContext({ viewport: { width: 1280, height: 720 } });
    await context.addInitScript({ content: HOOK });
    const screen = await context.newPage();
    screen.on('pageerror', (e) => errors.push(e.message));
    const audio: string[] = [];
    screen.on('requestfailed', (r) => audio.push(`failed ${r.url()}`));
    await screen.goto(`${srv.url}/screen`);
    await seeText(screen, 'Scan to join, or go to');
    await expectCues(screen, ['play lobby']);

    const guest = await TestClient.connect(srv.url);
    guest.emit('joinGame', 'Anna');
    await guest.next('joinedGame');

    // Question 1: the guest answers right, so answering ends early (time up, then the happy chime).
    await next(GameState.NEW, GameState.STARTING_QUIZ);
    expect(await takeCues(screen)).toEqual([]); // the welcome keeps the lobby music
    await next(GameState.STARTING_QUIZ, GameState.STARTING_NEXT_QUESTION);
    await expectCues(screen, ['stop lobby', 'play countdown']);
    await operator.view(GameState.SHOW_QUESTION_OPTIONS, 0);
    // The guest answers once the big screen has the question (a loaded machine may draw it late, and
    // a screen that first hears of the question at its reveal has no answering music to stop).
    const answering = await expectCues(screen, ['play answering']);
    guest.emit('userAnsweredQuestion', { questionNo: 0, answer: 1 });
    await operator.view(GameState.SHOW_CORRECT_ANSWER, 0);
    const early = [
      ...answering,
      ...(await expectCues(screen, ['stop answering', 'play timeUp', 'play reveal'])),
    ];
    expect(early).not.toContain('play tick');
    await screenshot(screen, 'sound/screen-reveal');

    // The leaderboard's sting; then question 2: paused, resumed, and left to run out with no answer.
    await next(GameState.SHOW_CORRECT_ANSWER, GameState.SHOW_LEADERBOARD);
    await expectCues(screen, ['play leaderboard']);
    await next(GameState.SHOW_LEADERBOARD, GameState.SHOW_QUESTION_OPTIONS, 1);
    await expectCues(screen, ['play countdown', 'play answering']);
    operator.emit('pauseTimer', {});
    await expectCues(screen, ['pause answering']);
    operator.emit('resumeTimer', {});
    await expectCues(screen, ['resume answering']);
    const ranOut = await expectCues(
      screen,
      ['play tick', 'play tick', 'play tick', 'play tick', 'play tick', 'play timeUp', 'play revealNobody'],
      ANSWER_SECONDS * 1000 + 5_000,
    );
    expect(ranOut.filter((c) => c === 'play tick')).toHaveLength(5);

    // The other questions, skipped through by the operator, to the podium.
    await next(GameState.SHOW_CORRECT_ANSWER, GameState.SHOW_LEADERBOARD);
    for (let q = 2; q < 7; q++) {
      await next(GameState.SHOW_LEADERBOARD, GameState.SHOW_QUESTION_OPTIONS, q);
      await next(GameState.SHOW_QUESTION_OPTIONS, GameState.SHOW_CORRECT_ANSWER, q);
      if (q < 6) await next(GameState.SHOW_CORRECT_ANSWER, GameState.SHOW_LEADERBOARD, q);
    }
    await takeCues(screen);
    await next(GameState.SHOW_CORRECT_ANSWER, GameState.SHOW_FINAL_RESULTS_SHOW_0);
    await expectCues(screen, ['play drumRoll']);
    await next(GameState.SHOW_FINAL_RESULTS_SHOW_0, GameState.SHOW_FINAL_RESULTS_SHOW_1);
    await expectCues(screen, ['play drumRoll']);
    await next(GameState.SHOW_FINAL_RESULTS_SHOW_1, GameState.SHOW_FINAL_RESULTS_SHOW_2);
    await expectCues(screen, ['play drumRoll', 'play fanfare']);
    await next(GameState.SHOW_FINAL_RESULTS_SHOW_2, GameState.SHOW_FINAL_RESULTS_SHOW_3);
    await expectCues(screen, ['play celebration']);
    await screenshot(screen, 'sound/screen-celebration');

    expect(heard.filter((c) => c.startsWith('error'))).toEqual([]);
    expect(audio).toEqual([]);
    expect(errors).toEqual([]);
    guest.close();
    await context.close();
  });

  test('a browser that holds sound back shows "Click for sound" until clicked', async () => {
    // Headless Chromium lets every page play; this stands in for a desktop browser's autoplay policy:
    // the audio context stays suspended until the page has had a click or a key (Playwright's pages count
    // as activated from the start, so the stand-in watches for the click itself).
    const context = await chrome.browser.newContext({ viewport: { width: 1280, height: 720 } });
    await context.addInitScript({ content: HELD_BACK });
    const page = await context.newPage();
    await page.goto(`${srv.url}/screen`);
    const unlock = page.getByRole('button', { name: 'Click for sound' });
    await unlock.waitFor();
    await page.waitForTimeout(1_500); // stays until clicked
    expect(await unlock.isVisible()).toBe(true);
    await screenshot(page, 'sound/screen-click-for-sound');
    await unlock.click();
    await unlock.waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('phones stay quiet', { timeout: 60_000 }, () => {
  test('the phone plays nothing and downloads no audio; it buzzes when the answer is in and at the reveal', async () => {
    const context = await chrome.browser.newContext(PHONE);
    await context.addInitScript({
      content: `${HOOK} window.__buzz = []; navigator.vibrate = (p) => { window.__buzz.push(p); return true; };`,
    });
    const page = await context.newPage();
    const media: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'media' || /\.(mp3|ogg|wav|m4a)(\?|$)/.test(r.url())) media.push(r.url());
    });
    const current = operator.last('updateState') as { gameId: string };
    operator.emit('resetgs', { gameId: current.gameId });
    await operator.view(GameState.NEW);
    await page.goto(`${srv.url}/`);
    await page.getByPlaceholder("What's your name?").fill('Rosa');
    await page.getByRole('button', { name: 'Join!' }).click();
    await seeText(page, 'Playing as Rosa');
    expect(await page.getByRole('checkbox', { name: 'Sounds' }).isChecked()).toBe(false);
    await screenshot(page, 'sound/phone-waiting');
    await next(GameState.NEW, GameState.STARTING_QUIZ);
    await next(GameState.STARTING_QUIZ, GameState.SHOW_QUESTION_OPTIONS, 0);
    await page.getByRole('button', { name: /^B: / }).click();
    // The only guest answered: answering ends at once, so the reveal follows the acknowledgement.
    await operator.view(GameState.SHOW_CORRECT_ANSWER, 0);
    await expect.poll(() => page.evaluate('window.__buzz.length')).toBe(2);
    expect(await page.evaluate('window.__buzz')).toEqual([40, [70, 60, 70]]);
    expect(await takeCues(page)).toEqual([]);
    expect(media).toEqual([]);
    await context.close();
  });
});

describe("the couple's own sound", { timeout: 60_000 }, () => {
  test('a lobby song uploaded in the editor is what the big screen plays, and it decodes', async () => {
    const current = operator.last('updateState') as { gameId: string };
    operator.emit('resetgs', { gameId: current.gameId });
    await operator.view(GameState.NEW);
    const api = (path: string, init: RequestInit = {}): Promise<Response> =>
      fetch(`${srv.url}/api${path}`, {
        ...init,
        headers: { authorization: `Bearer ${OPERATOR_KEY}`, ...init.headers },
      });
    const song = await readFile('src/renderer/src/assets/sounds/celebration.mp3');
    const upload = await api('/media/sound', { method: 'POST', body: song });
    expect(upload.status).toBe(201);
    const { path } = (await upload.json()) as { path: string };
    const { quiz } = (await (await api('/quiz')).json()) as { quiz: Record<string, unknown> };
    const saved = await api('/quiz', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...quiz, sounds: { lobby: path } }),
    });
    expect(saved.status).toBe(200);

    const context = await chrome.browser.newContext({ viewport: { width: 1280, height: 720 } });
    await context.addInitScript({ content: HOOK });
    const screen = await context.newPage();
    await screen.goto(`${srv.url}/screen`);
    await expectCues(screen, ['play lobby']);
    const played = (await screen.evaluate('window.__played')) as Cue[];
    expect(played.find((c) => c.cue === 'lobby')?.url).toBe(path);
    await screen.waitForTimeout(1_000); // time to load and decode it
    expect(await takeCues(screen)).not.toContain('error lobby');
    await context.close();
  });
});
