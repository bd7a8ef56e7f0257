/**
 * The quiz editor in the operator's language, in Chromium: opened with ?lang=es its labels, buttons and
 * problems are Spanish, a refused save says why in Spanish and a fixed one is saved; no English text of
 * the editor's catalog is left. Opened with ?lang=ar the page is right to left and the editor mirrors.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { Quiz } from '../../src/shared/wire/quiz';
import { useSharedChromium } from './fixtures/chromium';
import { OPERATOR_KEY, openPage, SCREENSHOT_DIR, seeText, useTestServer } from './harness';
import { savePicture } from './fixtures/pictures';

const LANG_DIR = join(SCREENSHOT_DIR, 'lang');
const LOCALES = resolve('src/renderer/src/i18n/locales');
const LAPTOP = { viewport: { width: 1440, height: 900 } };

const srv = useTestServer();
const chrome = useSharedChromium();
const { errors } = chrome;

const catalog = async (language: string): Promise<Map<string, string>> => {
  const flat = new Map<string, string>();
  const walk = (value: unknown, prefix: string): void => {
    if (typeof value === 'string') flat.set(prefix, value);
    else for (const [k, v] of Object.entries(value as object)) walk(v, prefix ? `${prefix}.${k}` : k);
  };
  walk(JSON.parse(await readFile(join(LOCALES, language, 'editor.json'), 'utf8')), '');
  return flat;
};

/** The English messages another language words differently, as whole-text patterns ("Question .+"). */
async function englishPatterns(language: string): Promise<RegExp[]> {
  const [english, other] = [await catalog('en'), await catalog(language)];
  const base = (key: string): string => key.replace(/_(zero|one|two|few|many|other)$/, '');
  const others = new Set([...other].map(([key, text]) => `${base(key)}\u0000${text}`));
  return [...english]
    .filter(([key, text]) => !others.has(`${base(key)}\u0000${text}`))
    .map(([, text]) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\w+\\\}\\\}/g, '.+'))
    .filter((pattern) => /[A-Za-z]{3}/.test(pattern.replace(/\.\+/g, '')))
    .map((pattern) => new RegExp(`^${pattern}$`));
}

/** Every text and word-carrying attribute of the editor, but the big-screen preview (the screen's words). */
/**
 * Every text and word-carrying attribute of the editor, but the big-screen preview (the screen's own
 * words). Run in the page as a string: the tests are type-checked without the DOM's types.
 */
const EDITOR_TEXTS = `(() => {
  const out = [];
  const walk = (el) => {
    if (el.matches('[data-testid="screen-preview"]')) return;
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = el.getAttribute(name);
      if (value) out.push(value.trim());
    }
    for (const node of el.childNodes) {
      if (node.nodeType === 3 && node.textContent.trim()) out.push(node.textContent.trim());
      if (node.nodeType === 1) walk(node);
    }
  };
  walk(document.querySelector('form.quiz-editor'));
  return out;
})()`;

const editorTexts = (page: Page): Promise<string[]> => page.evaluate<string[]>(EDITOR_TEXTS);

async function openEditor(language: string): Promise<Page> {
  const { page } = await openPage(
    chrome.browser,
    `${srv.url}/debug?lang=${language}&tab=quiz#key=${OPERATOR_KEY}`,
    LAPTOP,
    errors,
  );
  await page.locator('#quiz-questions-0-text').waitFor();
  return page;
}

/** A screenshot with `selector` scrolled into the window (the questions, the play settings). */
async function screenshotAt(page: Page, selector: string, name: string): Promise<void> {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  await savePicture(page, join(LANG_DIR, `${name}.png`));
}

async function savedQuiz(): Promise<Quiz> {
  const response = await fetch(`${srv.url}/api/quiz`, {
    headers: { authorization: `Bearer ${OPERATOR_KEY}` },
  });
  return ((await response.json()) as { quiz: Quiz }).quiz;
}

const patterns = await englishPatterns('es');
const arabicPatterns = await englishPatterns('ar');

beforeAll(async () => {
  await mkdir(LANG_DIR, { recursive: true });
});

describe('the quiz editor in other languages', { timeout: 60_000 }, () => {
  test('Spanish: labels, a refused save, a saved edit, no English left', async () => {
    const page = await openEditor('es');
    await page.getByRole('heading', { name: 'Editor del quiz' }).waitFor();
    await page.getByLabel('Título del quiz').waitFor();
    await page.getByRole('button', { name: '+ Añadir una pregunta' }).waitFor();
    await page.getByRole('heading', { name: 'Cómo se juega' }).waitFor();
    expect(await page.evaluate<string>('document.documentElement.lang')).toBe('es');

    const title = page.locator('#quiz-title');
    await title.fill('  ');
    await page.getByRole('button', { name: 'Guardar quiz' }).click();
    await seeText(page, 'No se ha guardado: corrige el problema marcado abajo.');
    expect(await page.locator('#quiz-title-problems').innerText()).toContain('Rellena este campo.');
    await page.evaluate('window.scrollTo(0, 0)');
    await savePicture(page, join(LANG_DIR, 'editor-es.png'));

    const leftovers = (await editorTexts(page)).filter((text) =>
      patterns.some((pattern) => pattern.test(text)),
    );
    expect(leftovers).toEqual([]);

    // A file refused before it is sent says why in Spanish too.
    await page.getByTestId('quiz-import-file').setInputFiles({
      name: 'roto.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"kind": "wedding-quiz", "quiz": '),
    });
    await seeText(page, 'roto.json no se ha importado y no ha cambiado nada.');
    await seeText(page, 'No es un archivo de Wedding Quiz: no es JSON.');

    await title.fill('La boda de Ana y Javier');
    await page.getByRole('button', { name: 'Guardar quiz' }).click();
    await seeText(page, 'Guardado. La pantalla grande y los móviles ya tienen el nuevo quiz.');
    expect((await savedQuiz()).title).toBe('La boda de Ana y Javier');
    await screenshotAt(page, '[data-testid="question-card"]', 'editor-es-questions');
    await screenshotAt(page, '#editor-play-title', 'editor-es-play');
    expect(errors).toEqual([]);
  });

  test("the check for English finds the English editor's words", async () => {
    const page = await openEditor('en');
    const english = (await editorTexts(page)).filter((text) => patterns.some((p) => p.test(text)));
    expect(english.length).toBeGreaterThan(40);
    expect(english).toContain('Save quiz');
  });

  test('Arabic: right to left, the editor mirrored, its words in Arabic', async () => {
    const page = await openEditor('ar');
    await page.getByRole('heading', { name: 'محرر المسابقة' }).waitFor();
    expect(
      await page.evaluate<string[]>('[document.documentElement.lang, document.documentElement.dir]'),
    ).toEqual(['ar', 'rtl']);
    // The fields column starts on the right, the preview beside it on the left.
    const fields = await page.locator('.quiz-editor__fields').boundingBox();
    const side = await page.locator('.quiz-editor__side').boundingBox();
    expect(side!.x + side!.width).toBeLessThanOrEqual(fields!.x + 1);
    // A label starts at its input's right edge; a quiz text reads in its own direction.
    const label = await page.getByText('عنوان المسابقة', { exact: true }).first().boundingBox();
    const input = await page.locator('#quiz-title').boundingBox();
    expect(Math.abs(label!.x + label!.width - (input!.x + input!.width))).toBeLessThan(24);
    expect(await page.locator('#quiz-title').getAttribute('dir')).toBe('auto');
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(1440);

    const leftovers = (await editorTexts(page)).filter((text) =>
      arabicPatterns.some((pattern) => pattern.test(text)),
    );
    expect(leftovers).toEqual([]);
    await savePicture(page, join(LANG_DIR, 'editor-ar.png'));
    await screenshotAt(page, '[data-testid="question-card"]', 'editor-ar-questions');
    await screenshotAt(page, '#editor-play-title', 'editor-ar-play');
    expect(errors).toEqual([]);
  });
});
