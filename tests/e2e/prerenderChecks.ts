/**
 * What the pre-rendered phone page's tests (issue 25) look at: the app's scripts held back (a slow
 * Wi-Fi, made certain), console warnings and errors, layout shift, and how far two screenshots differ.
 * In-page code is given as strings: these tests compile without the DOM types.
 */
import type { BrowserContext, Page } from 'playwright-core';

/** The app's scripts (`/assets/*.js`, the start file and its preloads): every request waits for the returned release. */
export async function holdScripts(context: BrowserContext): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/[^?#]*\.js([?#].*)?$/, async (route) => {
    await gate;
    // The page may be gone by then (a closed context): nothing to continue.
    await route.continue().catch(() => undefined);
  });
  return release;
}

/**
 * Console errors and warnings and uncaught page errors of every page of `context`, as "url: [type] text".
 * `ignore` drops lines the test itself provoked (e.g. a refused join's 409).
 */
export function watchConsole(context: BrowserContext, ignore: RegExp | null = null): string[] {
  const problems: string[] = [];
  const keep = (line: string): void => {
    if (!ignore?.test(line)) problems.push(line);
  };
  context.on('console', (message) => {
    const type = message.type();
    if (type !== 'error' && type !== 'warning') return;
    const where = message.location();
    keep(`${message.page()?.url() ?? '?'}: [${type}] ${message.text()} (${where.url}:${where.lineNumber})`);
  });
  context.on('weberror', (error) =>
    keep(`${error.page()?.url() ?? '?'}: [pageerror] ${error.error().message}`),
  );
  return problems;
}

/** Resolves once the page has painted what it shows now (two animation frames). */
export async function painted(page: Page): Promise<void> {
  await page.evaluate(
    'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true))))',
  );
}

/** Waits until the page's fonts are loaded (or failed): `document.fonts.ready`. */
export async function fontsReady(page: Page): Promise<void> {
  await page.evaluate('document.fonts.ready.then(() => true)');
}

export interface LayoutShift {
  /** Cumulative layout shift since navigation: the sum of the shifts without recent input. */
  cls: number;
  /** Each counted shift: its value and the elements that moved. */
  shifts: { value: number; at: number; moved: string[] }[];
}

/** The page's layout shifts since navigation (the buffered `layout-shift` entries). */
export async function layoutShift(page: Page): Promise<LayoutShift> {
  return (await page.evaluate(`new Promise((done) => {
    const shifts = [];
    const describe = (node) => !node ? '?' : node.nodeType !== 1 ? node.nodeName :
      node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') +
      (typeof node.className === 'string' && node.className ? '.' + node.className.trim().split(/\\s+/).join('.') : '');
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        shifts.push({ value: entry.value, at: Math.round(entry.startTime),
          moved: (entry.sources || []).map((s) => describe(s.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => done({ cls: shifts.reduce((sum, s) => sum + s.value, 0), shifts }), 200);
  })`)) as LayoutShift;
}

export interface PixelDifference {
  width: number;
  height: number;
  /** Pixels where some channel differs by more than the tolerance. */
  differing: number;
  /** Their share of all pixels (1 when the sizes differ). */
  share: number;
}

/**
 * How far two PNGs differ, pixel by pixel, decoded and compared by Chromium itself in `page` (any page
 * without a Content-Security-Policy, e.g. about:blank): a channel differing by more than `tolerance`
 * (0–255) makes a pixel differ.
 */
export async function differingPixels(
  page: Page,
  a: Buffer,
  b: Buffer,
  tolerance = 24,
): Promise<PixelDifference> {
  return (await page.evaluate(`(async () => {
    const load = (base64) => new Promise((done, fail) => {
      const image = new Image();
      image.onload = () => done(image);
      image.onerror = () => fail(new Error('not a PNG'));
      image.src = 'data:image/png;base64,' + base64;
    });
    const pixels = (image) => {
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const g = canvas.getContext('2d', { willReadFrequently: true });
      g.drawImage(image, 0, 0);
      return g.getImageData(0, 0, canvas.width, canvas.height).data;
    };
    const [a, b] = await Promise.all([load(${JSON.stringify(a.toString('base64'))}), load(${JSON.stringify(b.toString('base64'))})]);
    const width = a.naturalWidth, height = a.naturalHeight;
    if (width !== b.naturalWidth || height !== b.naturalHeight)
      return { width, height, differing: width * height, share: 1 };
    const pa = pixels(a), pb = pixels(b);
    let differing = 0;
    for (let i = 0; i < pa.length; i += 4) {
      if (Math.abs(pa[i] - pb[i]) > ${tolerance} || Math.abs(pa[i + 1] - pb[i + 1]) > ${tolerance} ||
          Math.abs(pa[i + 2] - pb[i + 2]) > ${tolerance} || Math.abs(pa[i + 3] - pb[i + 3]) > ${tolerance}) differing++;
    }
    return { width, height, differing, share: differing / (width * height) };
  })()`)) as PixelDifference;
}
