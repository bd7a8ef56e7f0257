/**
 * Shared by the phone's accessibility browser tests: a quiz with every kind of question (an `order`
 * with five items), a game driven by an operator socket, and checks on what a phone shows.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join as joinPath, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { ClientEvent } from '@shared/model/events';
import { GameState } from '@shared/model/gameState';
import type { TestClient } from '../integration/harness';
import { SCREENSHOT_DIR, seeText } from './harness';
import { savePicture } from './fixtures/pictures';
import { skipToAnswering } from '../integration/operatorSteps';

export const ACCESS_DIR = joinPath(SCREENSHOT_DIR, 'access');

export const size = (width: number, height: number) => ({
  viewport: { width, height },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
});

/** The kinds, in the order of `writeAccessQuiz`'s questions. */
export const KINDS = ['choice', 'trueFalse', 'whoSaidIt', 'closest', 'order', 'poll'] as const;
export const ORDER_ITEMS = [
  'Their first date',
  'Their first holiday together',
  'Moving in together',
  'The proposal',
  'Their wedding day',
];

/** The showcase quiz, its first six questions (one of each kind), the order one with five items. */
export async function writeAccessQuiz(dir: string): Promise<string> {
  const file = JSON.parse(await readFile(resolve('resources/samples/showcase.wedding-quiz.json'), 'utf8'));
  const questions = file.quiz.questions.slice(0, KINDS.length);
  questions[4] = { ...questions[4], items: ORDER_ITEMS };
  file.quiz.questions = questions;
  const path = joinPath(dir, 'access.wedding-quiz.json');
  await writeFile(path, JSON.stringify(file));
  return path;
}

export function advance(operator: TestClient, from: GameState): void {
  operator.emit(ClientEvent.requestNextState, { from });
}

/** Opens question `q` (from the lobby, or from the previous question's reveal) up to the answering. */
export async function openQuestion(operator: TestClient, q: number, leaderboard = true): Promise<void> {
  if (q === 0) {
    advance(operator, GameState.NEW);
    await operator.view(GameState.STARTING_QUIZ);
    advance(operator, GameState.STARTING_QUIZ);
  } else {
    advance(operator, GameState.SHOW_CORRECT_ANSWER);
    if (leaderboard && KINDS[q - 1] !== 'poll') {
      await operator.view(GameState.SHOW_LEADERBOARD, q - 1);
      advance(operator, GameState.SHOW_LEADERBOARD);
    }
  }
  await skipToAnswering(operator, q);
}

export { settle } from './fixtures/motion';

export async function shot(page: Page, name: string): Promise<void> {
  await savePicture(page, joinPath(ACCESS_DIR, `${name}.png`), { still: true });
}

export async function join(page: Page, name: string): Promise<void> {
  await page.getByPlaceholder("What's your name?").fill(name);
  await page.getByRole('button', { name: 'Join!' }).click();
  await seeText(page, 'Look for your name on the big screen');
}

/** The right option's index of the choice-like kinds (the showcase's; a poll has none). */
const RIGHT: Record<string, number> = { choice: 1, trueFalse: 1, whoSaidIt: 1, poll: 0 };

/** Answers the open question of `kind`, rightly or wrongly, as a guest taps. */
export async function answer(page: Page, kind: (typeof KINDS)[number], right = true): Promise<void> {
  if (kind === 'closest') {
    await page.getByLabel('Type your guess').fill(right ? '14' : '40');
    await page.getByRole('button', { name: 'Send my guess' }).click();
  } else if (kind === 'order') {
    const items = right ? ORDER_ITEMS : [...ORDER_ITEMS].reverse();
    for (const item of items) await page.getByRole('button', { name: `${item}, not placed yet` }).click();
    await page.getByRole('button', { name: 'Send my order' }).click();
  } else {
    const buttons = page.locator('main').locator('.answer-button');
    const index = right ? RIGHT[kind]! : (RIGHT[kind]! + 1) % (await buttons.count());
    await buttons.nth(index).click();
  }
  // "Answer submitted", or the reveal at once when this was the last answer to come.
  await page.locator('.answering').waitFor({ state: 'detached' });
}

/** Fails (softly) listing every element matched by `selector` not wholly inside the viewport. */
export async function expectInViewport(page: Page, selector: string, what: string): Promise<number> {
  const outside = (await page.evaluate(`(() => {
    const w = window.innerWidth, h = window.innerHeight;
    const all = [...document.querySelectorAll(${JSON.stringify(selector)})];
    return { count: all.length, outside: all.map((e) => [e, e.getBoundingClientRect()])
      .filter(([, r]) => r.width > 0 && (r.left < -0.5 || r.top < -0.5 || r.right > w + 0.5 || r.bottom > h + 0.5))
      .map(([e, r]) => (e.getAttribute('aria-label') || e.textContent.trim()).slice(0, 40) +
        ' at ' + [r.left, r.top, r.right, r.bottom].map(Math.round).join(',')) };
  })()`)) as { count: number; outside: string[] };
  expect(outside.count, `${what}: ${selector} found`).toBeGreaterThan(0);
  // Soft: every phone size and kind is checked (and its screenshot taken) before the test fails.
  expect
    .soft(outside.outside, `${what}: outside the ${JSON.stringify(page.viewportSize())} viewport`)
    .toEqual([]);
  return outside.count;
}

export async function scrollTop(page: Page): Promise<number> {
  return (await page.evaluate('window.scrollY')) as number;
}
