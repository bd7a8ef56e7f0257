import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { settle } from './fixtures/motion';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.2 A and AA rules (axe tags each rule with the version that brought it). */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** One broken rule, in short: what it is and where (CSS selectors of the offending elements). */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

interface AxeResult {
  violations: {
    id: string;
    impact?: string | null;
    help: string;
    nodes: { target: unknown[] }[];
  }[];
}

/**
 * Runs axe-core in the page (injected through the DevTools protocol, so the page's CSP does not block
 * it) over the WCAG 2.2 A/AA rules, and returns the violations. `exclude`: selectors axe skips.
 */
export async function axeViolations(page: Page, exclude: string[] = []): Promise<AxeViolation[]> {
  // A card still fading in has half its contrast: measure the page as it stays, not mid-entrance.
  await settle(page);
  const loaded = await page.evaluate('typeof window.axe === "object"');
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const result = (await page.evaluate(
    `window.axe.run({ exclude: ${JSON.stringify(exclude.map((s) => [s]))} }, ` +
      `{ runOnly: { type: 'tag', values: ${JSON.stringify(WCAG_AA_TAGS)} }, resultTypes: ['violations'] })`,
  )) as AxeResult;
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? null,
    help: v.help,
    targets: v.nodes.map((n) => n.target.map(String).join(' ')),
  }));
}

/** Violations as readable lines, for a failing assertion's message. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.id} (${v.impact ?? '?'}): ${v.help} — ${v.targets.join(', ')}`)
    .join('\n');
}
