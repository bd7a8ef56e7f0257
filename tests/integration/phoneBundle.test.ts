/**
 * The phone's first load (issues 18, 25): the files `index.html` names hold React and react-dom,
 * i18next, socket.io and the player page, but neither zod (its `ZodError`) nor the router (its "inside
 * another <Router>"), which come with other pages' chunks. Read from the build (`npm run build` first).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const RENDERER = resolve('out/renderer');
const MARKERS = { zod: 'ZodError', router: 'inside another <Router>' };

/** The scripts the page loads before it runs (its entry and module preloads). */
function startFiles(): string[] {
  const html = readFileSync(join(RENDERER, 'index.html'), 'utf8');
  return [...html.matchAll(/(?:src|href)="\.?\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
}

describe("the phone's start files", () => {
  it('are one entry and its runtime', () => {
    expect(startFiles()).toHaveLength(2);
  });

  it('hold react-dom, hydrating the pre-rendered join form (issue 25): no other runtime', () => {
    const start = startFiles()
      .map((file) => readFileSync(join(RENDERER, file), 'utf8'))
      .join('');
    expect(start).toContain('hydrateRoot');
    expect(start).toContain('react-dom');
    expect(start.toLowerCase()).not.toContain('preact');
  });

  for (const [library, marker] of Object.entries(MARKERS)) {
    it(`carry no ${library}, which other pages' chunks do`, () => {
      const start = startFiles().map((file) => readFileSync(join(RENDERER, file), 'utf8'));
      expect(start.filter((code) => code.includes(marker))).toEqual([]);
      const all = readdirSync(join(RENDERER, 'assets')).filter((f) => f.endsWith('.js'));
      const elsewhere = all.filter((f) => readFileSync(join(RENDERER, 'assets', f), 'utf8').includes(marker));
      expect(elsewhere.length, `${library} is in the build at all`).toBeGreaterThan(0);
    });
  }
});
