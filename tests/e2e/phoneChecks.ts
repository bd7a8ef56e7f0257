/**
 * What every screen of the phone must be (issue 15), checked in the page: the WCAG 2.2 A/AA rules of
 * axe-core, its title, one main landmark and one h1, no text under 14 px, and names that fit.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations, describeViolations } from './axe';

export const PHONE_TITLE = 'Wedding Quiz — Join';
export const MIN_TEXT_PX = 14;

/** Visible text (not for screen readers only) set under `MIN_TEXT_PX`: "text (px)". */
export async function smallText(page: Page): Promise<string[]> {
  return (await page.evaluate(`(() => {
    const small = [];
    for (const el of document.querySelectorAll('body *')) {
      const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
      if (!own || el.closest('.visually-hidden, [aria-hidden="true"]')) continue;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      const px = parseFloat(style.fontSize);
      if (px < ${MIN_TEXT_PX}) small.push(el.textContent.trim().slice(0, 40) + ' (' + px.toFixed(1) + ' px)');
    }
    return small;
  })()`)) as string[];
}

/**
 * Where `name` shows, it fits: inside the viewport, and either whole or cut with an ellipsis. Returns
 * the problems ("text: why").
 */
export async function nameProblems(page: Page, name: string): Promise<string[]> {
  return (await page.evaluate(`(() => {
    const name = ${JSON.stringify(name)};
    const problems = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push('the page scrolls sideways: ' + root.scrollWidth);
    for (const el of document.querySelectorAll('body *')) {
      const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.includes(name));
      if (!own || el.closest('.visually-hidden')) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0) continue;
      if (box.left < -0.5 || box.right > window.innerWidth + 0.5)
        problems.push(el.textContent.slice(0, 30) + ': outside the viewport ' + Math.round(box.right));
      const style = getComputedStyle(el);
      const cut = el.scrollWidth > el.clientWidth + 1;
      if (cut && !(style.textOverflow === 'ellipsis' && style.overflowX === 'hidden'))
        problems.push(el.textContent.slice(0, 30) + ': cut without an ellipsis');
      const parent = el.parentElement.getBoundingClientRect();
      if (!cut && (box.right > parent.right + 0.5 || box.left < parent.left - 0.5) && getComputedStyle(el).display !== 'inline')
        problems.push(el.textContent.slice(0, 30) + ': wider than its box');
    }
    return problems;
  })()`)) as string[];
}

/** Everything a phone screen must be; `what` names the screen in failures. */
export async function checkScreen(page: Page, what: string, names: string[] = []): Promise<void> {
  const where = `${what} at ${page.viewportSize()?.width}x${page.viewportSize()?.height}`;
  expect(await page.title(), `${where}: title`).toBe(PHONE_TITLE);
  expect(await page.locator('main').count(), `${where}: one main landmark`).toBe(1);
  expect(await page.locator('h1').count(), `${where}: one h1`).toBe(1);
  expect(await page.locator('.screen-announcer[role=status]').count(), `${where}: live region`).toBe(1);
  const violations = await axeViolations(page);
  expect(violations, `${where}: axe\n${describeViolations(violations)}`).toEqual([]);
  expect(await smallText(page), `${where}: text under ${MIN_TEXT_PX} px`).toEqual([]);
  for (const name of names) expect(await nameProblems(page, name), `${where}: the name ${name}`).toEqual([]);
}
