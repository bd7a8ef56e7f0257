/**
 * Page checks for the operator panel's accessibility test: tap-target sizes, horizontal overflow, the
 * page's outline (title, landmarks, headings), and axe-core's WCAG 2.2 A/AA rules.
 */
import type { Page } from 'playwright-core';
import { axeViolations, describeViolations } from './axe';

/** WCAG 2.5.5 (AAA) size, which the issue asks of every operator control. */
export const MIN_TARGET_PX = 44;

/** A control smaller than MIN_TARGET_PX: what it is and its size. */
export interface SmallTarget {
  control: string;
  width: number;
  height: number;
}

/**
 * Every visible control smaller than 44×44 px. A checkbox or radio counts with its label (the label
 * is what a finger hits); links inside a sentence are the WCAG "inline" exception and are skipped.
 */
export async function smallTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate(`(() => {
    const min = ${MIN_TARGET_PX};
    const found = [];
    const controls = document.querySelectorAll('button, a[href], input, select, textarea, summary, [role="button"]');
    for (const el of controls) {
      if (el.tagName === 'A' && el.closest('p')) continue;
      if (el.type === 'hidden' || el.closest('.visually-hidden')) continue;
      const box = (el.type === 'checkbox' || el.type === 'radio') && el.closest('label') ? el.closest('label') : el;
      const r = box.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || style.visibility === 'hidden') continue;
      if (Math.round(r.width) >= min && Math.round(r.height) >= min) continue;
      const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('placeholder') || el.id || '').trim();
      found.push({ control: el.tagName.toLowerCase() + ' "' + name.slice(0, 40) + '"', width: Math.round(r.width), height: Math.round(r.height) });
    }
    return found;
  })()`);
}

/** How far the page scrolls sideways (0: it does not). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
}

/** The page's outline: its title, how many h1 and main landmarks, and unnamed regions/navs. */
export async function outline(page: Page): Promise<{ title: string; h1: number; main: number }> {
  return page.evaluate(`({
    title: document.title,
    h1: [...document.querySelectorAll('h1')].filter((h) => h.getClientRects().length > 0).length,
    main: document.querySelectorAll('main, [role="main"]').length,
  })`);
}

/** axe's WCAG 2.2 A/AA violations of the page, described ('' when there are none). */
export async function axeProblems(page: Page): Promise<string> {
  return describeViolations(await axeViolations(page));
}
