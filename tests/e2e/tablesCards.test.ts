/**
 * Play by tables on paper, in Chromium: the table cards of the tables sample (12 tables) at four per
 * A4 page and one per A6 page, printed to PDF (page count and size, pages as PNG through pdftoppm),
 * each card's QR code checked against its table's join link; a solo quiz's page that says why there
 * are no cards; and the results keepsake of a game played by tables, with the tables' standings.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useSharedChromium } from './fixtures/chromium';
import { downloadOf } from './fixtures/downloads';
import { disposedAfterAll, eventually, openPage } from './harness';
import { connectOperator, OPERATOR_KEY, startTestServer, type TestServer } from '../integration/harness';
import { playTables, RENAMED, TABLES_FILE } from '../integration/tablesGame';
import { savePicture } from './fixtures/pictures';

const SCREENS = resolve('test-results/screens/tables');
const TIMINGS = { countdownSeconds: 1, questionSeconds: 1, answerSeconds: 3 };
const run = promisify(execFile);
/** The longest name a table may have (40 characters), to see that it stays on its card. */
const LONG_NAME = 'The Orangery by the Walled Rose Gardens!';

const servers = disposedAfterAll<TestServer>();
const chrome = useSharedChromium();
const { errors } = chrome;

beforeAll(async () => {
  await mkdir(SCREENS, { recursive: true });
});

async function server(quizFile?: string): Promise<TestServer> {
  const started = await startTestServer({ ...(quizFile ? { quizFile } : {}), timings: TIMINGS });
  servers.push(started);
  return started;
}

/** `/cards` with its 12 cards drawn, every QR code made and the fonts in. */
async function openCards(t: TestServer, layout: 'a4' | 'a6'): Promise<Page> {
  const { page } = await openPage(
    chrome.browser,
    `${t.url}/cards?layout=${layout}`,
    { viewport: { width: 1100, height: 1400 } },
    errors,
  );
  await eventually(
    () => page.locator('img.table-card__qr').count(),
    (n) => n === 12,
  );
  await page.evaluate('document.fonts.ready.then(() => true)');
  return page;
}

interface Printed {
  pages: number;
  /** The first page's width and height in mm, to 1 mm. */
  size: [number, number];
}

const POINTS_PER_MM = 72 / 25.4;

/** Prints the page to PDF; its page count and size (pdfinfo), and page 1 (and `more`) as PNG. */
async function printCards(page: Page, name: string, more: number[] = []): Promise<Printed> {
  const pdf = join(SCREENS, `${name}.pdf`);
  await page.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true });
  expect((await readFile(pdf)).subarray(0, 5).toString()).toBe('%PDF-');
  const info = (await run('pdfinfo', [pdf])).stdout;
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  const [, w, h] = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info) ?? [];
  const size: [number, number] = [
    Math.round(Number(w) / POINTS_PER_MM),
    Math.round(Number(h) / POINTS_PER_MM),
  ];
  for (const n of [1, ...more]) {
    const out = join(SCREENS, `${name}-page${n}`);
    await rm(`${out}.png`, { force: true });
    await run('pdftoppm', ['-png', '-r', '110', '-f', String(n), '-l', String(n), '-singlefile', pdf, out]);
  }
  return { pages, size };
}

/** Nothing on a card reaches past its frame (a long name wraps, the address breaks). */
async function spills(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`[...document.querySelectorAll('.table-card__frame')].flatMap((frame) => {
    const box = frame.getBoundingClientRect();
    return [...frame.querySelectorAll('*')]
      .filter((el) => { const r = el.getBoundingClientRect();
        return r.width > 0 && (r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1); })
      .map((el) => frame.closest('.table-card').dataset.table + ': ' + String(el.className.baseVal ?? el.className));
  })`);
}

describe('table cards', { timeout: 120_000 }, () => {
  test('four per A4 page and one per A6 page, each card with its table’s link', async () => {
    if (!existsSync('/usr/bin/pdftoppm'))
      throw new Error('pdftoppm is missing: apt-get install -y poppler-utils');
    const t = await server(TABLES_FILE);
    const operator = await connectOperator(t.url);
    operator.emit('renameTeam', { team: 5, name: LONG_NAME });
    await eventually(
      async () => JSON.stringify(await (await fetch(`${t.url}/teams`)).json()),
      (body) => body.includes(LONG_NAME),
    );
    operator.close();
    const joinUrl = `${t.url}/`;

    const page = await openCards(t, 'a4');
    const card = (n: number) => page.locator(`[data-testid="table-card"][data-table="${n}"]`);
    expect(await page.getByTestId('table-card').count()).toBe(12);
    expect(await card(2).innerText()).toMatch(
      /The Wedding Quiz\s+Table\s+2\s+Kraków[\s\S]*Scan to play the quiz as Table 2 — one phone per table is fine\s+Anna & James\s+28 July 2024/i,
    );
    expect(await card(5).locator('.table-card__name').innerText()).toBe(LONG_NAME);
    expect(await card(7).locator('.table-card__name').innerText()).toBe('');
    expect(await card(7).getByTestId('table-card-link').innerText()).toBe(`${joinUrl}?table=7`);
    expect(await page.getByTestId('cards-summary').innerText()).toContain('12 cards on 3 A4 pages');
    // Each code is exactly its table's link (the same library, the same options, drawn in black).
    for (const n of [1, 7, 12]) {
      const svg = await QRCode.toString(`${joinUrl}?table=${n}`, {
        type: 'svg',
        margin: 1,
        errorCorrectionLevel: 'M',
        color: { dark: '#000000', light: '#ffffff' },
      });
      expect(await card(n).locator('img.table-card__qr').getAttribute('src')).toBe(
        `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
      );
    }
    expect(await spills(page)).toEqual([]);
    await savePicture(page, join(SCREENS, 'cards-a4-screen.png'));
    const a4 = await printCards(page, 'cards-a4', [2]);
    expect(a4).toEqual({ pages: 3, size: [210, 297] });

    await page.getByLabel('One per A6 page').check();
    await page.waitForURL(/layout=a6/);
    expect(await page.getByTestId('cards-summary').innerText()).toContain('12 cards on 12 A6 pages');
    expect(await spills(page)).toEqual([]);
    await savePicture(page, join(SCREENS, 'cards-a6-screen.png'));
    const a6 = await printCards(page, 'cards-a6', [5]);
    expect(a6).toEqual({ pages: 12, size: [105, 148] });
    await page.context().close();

    // A reload keeps the layout.
    const again = await openCards(t, 'a6');
    expect(await again.getByLabel('One per A6 page').isChecked()).toBe(true);
    await again.context().close();
  });

  test('the longest names stay on their cards', async () => {
    const exported = JSON.parse(await readFile(TABLES_FILE, 'utf8')) as {
      quiz: { coupleNames: string; tables: { number: number; name?: string }[] };
    };
    exported.quiz.coupleNames =
      'Annabella-Maximiliana Fitzgerald-Worthington & Jonathan-Christopher Abernathy';
    exported.quiz.tables = exported.quiz.tables.map((t, i) => ({
      number: i === 0 ? 999 : t.number,
      name: i % 2 === 0 ? 'Wolkenkuckucksheimhochzeitsgesellschaft!' : LONG_NAME,
    }));
    const file = join(tmpdir(), `wq-long-cards-${process.pid}.wedding-quiz.json`);
    await writeFile(file, JSON.stringify(exported));
    const t = await server(file);
    await rm(file, { force: true });
    for (const layout of ['a4', 'a6'] as const) {
      const page = await openCards(t, layout);
      expect(await spills(page)).toEqual([]);
      const printed = await printCards(page, `cards-longest-${layout}`);
      expect(printed.pages).toBe(layout === 'a4' ? 3 : 12);
      await page.context().close();
    }
  });

  test('a solo quiz has no table cards, and the page says how to play by tables', async () => {
    const t = await server();
    const { page } = await openPage(
      chrome.browser,
      `${t.url}/cards`,
      { viewport: { width: 1100, height: 900 } },
      errors,
    );
    await page.getByText('This quiz is not played by tables.').waitFor();
    expect(await page.getByRole('link', { name: 'Open the quiz editor' }).getAttribute('href')).toBe(
      '/debug?tab=quiz',
    );
    expect(await page.getByTestId('table-card').count()).toBe(0);
    await savePicture(page, join(SCREENS, 'cards-solo.png'));
    await page.context().close();
  });
});

describe('the results keepsake of a game played by tables', { timeout: 120_000 }, () => {
  test('the tables’ podium and standings, and each guest’s table', async () => {
    const t = await server(TABLES_FILE);
    await playTables(t.url);
    const { page } = await openPage(
      chrome.browser,
      `${t.url}/results?game=current#key=${OPERATOR_KEY}`,
      { viewport: { width: 1100, height: 1400 } },
      errors,
    );
    const teams = page.getByTestId('team-standings-table');
    await teams.waitFor();
    await page.evaluate('document.fonts.ready.then(() => true)');
    expect(await page.getByTestId('results-podium').getAttribute('aria-label')).toBe('Podium of the tables');
    expect(await page.getByTestId('results-podium').locator('[data-place="1"]').innerText()).toMatch(
      /^Table 2\s+Kraków/,
    );
    expect(await page.locator('.keepsake__congrats').innerText()).toBe('Congratulations, Table 2 – Kraków!');
    expect(await page.getByTestId('results-best-player').innerText()).toMatch(
      /^Best player of the night: \w+/,
    );
    expect(await page.locator('.keepsake__facts').innerText()).toBe(
      '8 guests played at 12 tables · 8 questions',
    );
    const rows = await teams.locator('tbody tr').allInnerTexts();
    expect(rows).toHaveLength(12);
    expect(rows[0]).toMatch(/^1\s+Table 2 – Kraków\s+1\s+\d+$/);
    expect(rows.some((r) => r.includes(`Table 7 – ${RENAMED.name}\t2`))).toBe(true);
    const guests = page.getByTestId('standings-table');
    expect(await guests.locator('thead th').allInnerTexts()).toEqual(['PLACE', 'GUEST', 'TABLE', 'POINTS']);
    expect(await guests.locator('tbody tr', { hasText: 'Gus' }).innerText()).toContain(
      `Table 7 – ${RENAMED.name}`,
    );
    const download = await downloadOf(page, () => page.getByRole('button', { name: 'Tables CSV' }).click());
    expect(download.name).toMatch(/-tables\.csv$/);
    const csv = download.text();
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('rank,table,table_name,players,score');
    await page.screenshot({ path: join(SCREENS, 'results-tables.png'), fullPage: true });

    const pdf = join(SCREENS, 'results-tables.pdf');
    await page.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true });
    for (let n = 1; n <= 12; n++) await rm(join(SCREENS, `results-tables-pdf-${n}.png`), { force: true });
    await run('pdftoppm', ['-png', '-r', '60', '-l', '3', pdf, join(SCREENS, 'results-tables-pdf')]);
    await page.context().close();
  });
});
