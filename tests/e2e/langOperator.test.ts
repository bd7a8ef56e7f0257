/**
 * The operator panel in another language (issue 16): opened with ?lang=de on a desk (1280×800) and a
 * phone (390×844), and with ?lang=ar. Its words come from that language's catalog (no English word left
 * in the Game tab), Arabic mirrors the page (<html dir="rtl">, headings start at the right), nothing
 * scrolls sideways, every control stays 44 px, guests' names in any script are isolated, and a reset is
 * asked and confirmed in German. Screenshots under test-results/screens/lang/operator-*.png.
 */
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useSharedChromium } from './fixtures/chromium';
import { eventually, health, OPERATOR_KEY, openPage, PHONE, useTestServer } from './harness';
import { axeProblems, horizontalOverflow, smallTargets } from './operatorChecks';
import { joinPlayer, type TestClient } from '../integration/harness';

const TIMINGS = { countdownSeconds: 60, questionSeconds: 60, answerSeconds: 60 };
const GUESTS = ['Anna', 'ليلى', 'Zoë'];
const DESK = { viewport: { width: 1280, height: 800 } };
const SHOTS = resolve('test-results/screens/lang');
const LOCALES = resolve('src/renderer/src/i18n/locales');
const GERMAN_KINDS = Object.values(
  (JSON.parse(readFileSync(join(LOCALES, 'de', 'operator.json'), 'utf8')) as { question: { kinds: object } })
    .question.kinds,
);

const srv = useTestServer(TIMINGS);
const chrome = useSharedChromium();
const { errors } = chrome;
const phones: TestClient[] = [];

beforeAll(async () => {
  for (const name of GUESTS) phones.push((await joinPlayer(srv.url, name)).client);
  await mkdir(SHOTS, { recursive: true });
});

afterAll(async () => {
  for (const client of phones) client.close();
});

/** Every word of a catalog's messages, lower case. */
function catalogWords(language: string): Set<string> {
  const text = readFileSync(join(LOCALES, language, 'operator.json'), 'utf8');
  const values = [...text.matchAll(/": "((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!);
  const words = values.join(' ').replace(/\{\{\w+\}\}/g, ' ');
  return new Set(words.toLowerCase().match(/\p{L}+/gu) ?? []);
}

/** English words of the operator catalog that the other language's catalog never uses ("Quiz" is in both). */
function englishOnly(language: string): Set<string> {
  const theirs = catalogWords(language);
  return new Set([...catalogWords('en')].filter((word) => word.length > 2 && !theirs.has(word)));
}

/**
 * The Game tab's own words: the panel's bar, tabs and grid, without what guests and the quiz wrote
 * (names and quiz texts are isolated in <bdi> or dir="auto"), the join address and the network cards.
 */
async function panelText(page: Page): Promise<string> {
  return page.evaluate(`(() => {
    const parts = document.querySelectorAll('.operator-bar, .operator-tabs, .operator-grid');
    return [...parts].map((part) => {
      const copy = part.cloneNode(true);
      copy.querySelectorAll('bdi, [dir=auto], [data-testid=operator-join-url], option, .option-chip__text')
        .forEach((el) => el.remove());
      return copy.textContent;
    }).join(' ');
  })()`);
}

async function englishLeft(page: Page, language: string): Promise<string[]> {
  const english = englishOnly(language);
  const words = (await panelText(page)).toLowerCase().match(/\p{L}+/gu) ?? [];
  return [...new Set(words.filter((word) => english.has(word)))];
}

async function openPanel(language: string, size: typeof DESK | typeof PHONE): Promise<Page> {
  const url = `${srv.url}/debug?lang=${language}#key=${OPERATOR_KEY}`;
  const { page } = await openPage(chrome.browser, url, size, errors);
  await page.getByTestId('next-state').waitFor();
  return page;
}

/** The whole page on a desk; a phone's first screen (a whole phone page is too tall to read). */
async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
}

const text = (page: Page, testId: string): Promise<string> => page.getByTestId(testId).innerText();

/** Where a heading's own text sits: its left and right edges, and the page's width. */
async function textEdges(
  page: Page,
  selector: string,
): Promise<{ left: number; right: number; width: number }> {
  return page.evaluate(`(() => {
    const range = document.createRange();
    range.selectNodeContents(document.querySelector(${JSON.stringify(selector)}));
    const box = range.getBoundingClientRect();
    return { left: box.left, right: box.right, width: document.documentElement.clientWidth };
  })()`);
}

describe('the operator panel in German', () => {
  let desk: Page;
  let phone: Page;
  beforeAll(async () => {
    desk = await openPanel('de', DESK);
    phone = await openPanel('de', PHONE);
  });

  test('the lobby: German words, the page in German, nothing English left in the Game tab', async () => {
    for (const page of [desk, phone]) {
      expect(await page.evaluate('document.documentElement.lang')).toBe('de');
      expect(await page.title()).toBe('Hochzeitsquiz – Spielleitung');
      expect(await text(page, 'operator-state')).toBe('Lobby – die Gäste kommen dazu');
      expect(await text(page, 'next-state')).toBe('Weiter: Quiz starten');
      await page.getByRole('heading', { name: 'So läuft das Spiel' }).waitFor();
      await page.getByRole('button', { name: 'Spiel zurücksetzen' }).waitFor();
      expect(await englishLeft(page, 'de')).toEqual([]);
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await smallTargets(page)).toEqual([]);
      // Every button's words are part of its name in German too (WCAG 2.5.3).
      expect(await axeProblems(page)).toBe('');
    }
    // An Arabic name inside a German panel: isolated, so it cannot reorder the text around it.
    await desk.locator('[data-testid=players-table] bdi', { hasText: 'ليلى' }).waitFor();
    await desk.getByRole('button', { name: 'ليلى entfernen', exact: true }).waitFor();
  });

  test('a question: its states, the Next button and the question panel in German', async () => {
    await desk.getByTestId('next-state').click();
    await eventually(
      () => text(desk, 'next-state'),
      (t) => t === 'Weiter: Frage 1',
    );
    await desk.getByTestId('next-state').click();
    for (const page of [desk, phone])
      await eventually(
        () => text(page, 'operator-state'),
        (t) => t === 'Frage 1 – gleich geht’s los',
      );
    // On to the answers: the question panel shows the question, its kind and its answer.
    for (const label of ['Weiter: Frage zeigen', 'Weiter: Antworten freigeben']) {
      await eventually(
        () => text(desk, 'next-state'),
        (t) => t === label,
      );
      await desk.getByTestId('next-state').click();
    }
    for (const page of [desk, phone])
      await eventually(
        () => text(page, 'operator-state'),
        (t) => t === 'Frage 1 – es wird geantwortet',
      );
    await desk.getByRole('heading', { name: 'Aktuelle Frage' }).waitFor();
    expect(GERMAN_KINDS).toContain(await desk.getByTestId('operator-kind').textContent());
    expect(await desk.getByTestId('operator-answer-key').textContent()).toMatch(/^Antwort/);
    expect(await englishLeft(desk, 'de')).toEqual([]);
    expect(await englishLeft(phone, 'de')).toEqual([]);
    expect(await horizontalOverflow(phone)).toBe(0);
    await shoot(desk, 'operator-de');
    await shoot(phone, 'operator-de-phone', false);
  });

  test('a reset is asked and confirmed in German', async () => {
    const before = await health(srv.url);
    expect(before.state).toBeGreaterThan(0);
    await desk.getByRole('button', { name: 'Spiel zurücksetzen' }).click();
    const dialog = desk.getByRole('alertdialog', { name: 'Möchtest du das Spiel wirklich zurücksetzen?' });
    await dialog.waitFor();
    await dialog.getByText('Spiele & Ergebnisse').waitFor();
    await shoot(desk, 'operator-de-reset', false);
    await dialog.getByRole('button', { name: 'Ja, Spiel zurücksetzen' }).click();
    await eventually(
      () => health(srv.url),
      (h) => h.state === 0,
    );
    for (const page of [desk, phone])
      await eventually(
        () => text(page, 'operator-state'),
        (t) => t === 'Lobby – die Gäste kommen dazu',
      );
  });
});

describe('the smallest phone (320×568)', () => {
  test.each(['de', 'ar', 'pl'])('%s: nothing scrolls sideways, every control 44 px', async (language) => {
    const page = await openPanel(language, { ...PHONE, viewport: { width: 320, height: 568 } });
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await smallTargets(page)).toEqual([]);
    await shoot(page, `operator-${language}-320`);
  });
});

describe('the games list and /resetgs in German', () => {
  test('the Games & results tab: its headings, columns and buttons in German', async () => {
    const url = `${srv.url}/debug?lang=de&tab=games#key=${OPERATOR_KEY}`;
    const { page } = await openPage(chrome.browser, url, DESK, errors);
    await page.getByRole('heading', { name: 'Spiele und Ergebnisse' }).waitFor();
    await page.getByRole('columnheader', { name: 'Fortschritt' }).waitFor();
    await page.getByRole('link', { name: 'Ergebnisseite von dem aktuellen Spiel' }).waitFor();
    expect(await page.getByTestId('game-row').first().textContent()).toMatch(/Aktuell/);
    expect(await horizontalOverflow(page)).toBe(0);
    await shoot(page, 'operator-de-games', false);
  });

  test('/resetgs without the key says so in German, and changes nothing', async () => {
    const { page } = await openPage(chrome.browser, `${srv.url}/resetgs?lang=de`, PHONE, errors);
    await page.getByText('Nur die Spielleitung kann das Spiel zurücksetzen.').waitFor();
    expect(await page.title()).toBe('Hochzeitsquiz – Zurücksetzen');
    await shoot(page, 'reset-de-phone', false);
  });
});

describe('the operator panel in Arabic', () => {
  // The German reset sent every guest back to the join form: these join the new game.
  beforeAll(async () => {
    for (const name of GUESTS) phones.push((await joinPlayer(srv.url, name)).client);
  });

  test('a phone: mirrored, in Arabic, nothing sideways, every control 44 px', async () => {
    const phone = await openPanel('ar', PHONE);
    expect(await phone.evaluate('[document.documentElement.lang, document.documentElement.dir]')).toEqual([
      'ar',
      'rtl',
    ]);
    expect(await text(phone, 'operator-state')).toBe('غرفة الانتظار — الضيوف ينضمون');
    expect(await text(phone, 'next-state')).toBe('التالي: ابدأ المسابقة');
    // Mirrored: the Game panel's heading starts at the right of the screen.
    const edges = await textEdges(phone, '#controls-title');
    expect(edges.left).toBeGreaterThan(edges.width / 2);
    expect(await englishLeft(phone, 'ar')).toEqual([]);
    expect(await horizontalOverflow(phone)).toBe(0);
    expect(await smallTargets(phone)).toEqual([]);
    expect(await axeProblems(phone)).toBe('');
    await shoot(phone, 'operator-ar-phone', false);
    await shoot(phone, 'operator-ar-phone-full');
  });

  test('a desk: mirrored, a Latin name isolated inside Arabic, nothing sideways', async () => {
    const desk = await openPanel('ar', DESK);
    expect(await englishLeft(desk, 'ar')).toEqual([]);
    await desk.locator('[data-testid=players-table] bdi', { hasText: 'Zoë' }).waitFor();
    const edges = await textEdges(desk, '.operator-bar__title');
    expect(edges.right).toBeGreaterThan(edges.width * 0.9);
    expect(await horizontalOverflow(desk)).toBe(0);
    await shoot(desk, 'operator-ar');
  });
});
