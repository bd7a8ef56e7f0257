/**
 * The quiz editor, photos, import/export and the results keepsake, in Chromium: the operator imports a
 * quiz, edits it (with a refused save first), uploads a photo and a background, previews, saves and
 * plays it with two guests; then the printable results page, the CSV downloads and a restore.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { Quiz } from '../../src/shared/wire/quiz';
import { useSharedChromium } from './fixtures/chromium';
import { openOperatorPanel } from './fixtures/operatorPanel';
import { downloadOf } from './fixtures/downloads';
import {
  eventually,
  health,
  OPERATOR_KEY,
  openPage,
  PHONE,
  SCREENSHOT_DIR,
  screenshot,
  seeText,
  useTestServer,
} from './harness';
import { miaAndLeo, quickTimings } from '../support/quizzes';
import { settle } from './fixtures/motion';

const RESULTS_PDF = resolve('test-results/results.pdf');

const srv = useTestServer({ countdownSeconds: 1, questionSeconds: 1, answerSeconds: 20 });
const chrome = useSharedChromium();
const { errors } = chrome;
let operator: Page;

/** A real PNG of w×h pixels: a soft diagonal gradient between two colours, made here (no fixture). */
function gradientPng(w: number, h: number, from: number[], to: number[]): Buffer {
  const chunk = (type: string, data: Buffer): Buffer => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    const row = y * (w * 3 + 1);
    for (let x = 0; x < w; x++) {
      const t = (x / w + y / h) / 2;
      for (let c = 0; c < 3; c++) rows[row + 1 + x * 3 + c] = Math.round(from[c]! + (to[c]! - from[c]!) * t);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const QUIZ: Quiz = miaAndLeo({
  version: 1,
  timings: quickTimings(20),
  questions: [
    { text: 'Where did Mia and Leo meet?', options: ['At school', 'On a train', 'At a concert'], correct: 1 },
    { text: 'What is their dog called?', options: ['Biscuit', 'Pepper'], correct: 0 },
  ],
});

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${srv.url}/api${path}`, {
    headers: { authorization: `Bearer ${OPERATOR_KEY}` },
  });
  return (await response.json()) as T;
}

const savedQuiz = async (): Promise<Quiz> => (await api<{ quiz: Quiz }>('/quiz')).quiz;

/** Clicks Next once the operator's panel shows `state` (the button sends what it saw). */
async function next(state: string): Promise<void> {
  await eventually(
    () => operator.getByTestId('operator-state').getAttribute('data-state'),
    (name) => name === state,
  );
  await operator.getByTestId('next-state').click();
}

async function joinAs(page: Page, name: string): Promise<void> {
  await page.getByPlaceholder("What's your name?").fill(name);
  await page.getByRole('button', { name: 'Join!' }).click();
  await seeText(page, 'Look for your name on the big screen');
}

beforeAll(async () => {
  operator = await openOperatorPanel(chrome, srv.url, {
    tab: 'quiz',
    viewport: { width: 1440, height: 900 },
  });
});

describe('quiz editor and results keepsake', { timeout: 60_000 }, () => {
  test('a broken or hostile file changes nothing; a good one replaces the quiz', async () => {
    await operator.getByRole('heading', { name: 'Quiz editor' }).waitFor();
    await operator.locator('#quiz-questions-0-text').waitFor();
    const before = await savedQuiz();
    const picker = operator.getByTestId('quiz-import-file');

    await picker.setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"kind": "wedding-quiz", "quiz": '),
    });
    const notice = operator.getByTestId('transfer-notice');
    await seeText(operator, 'broken.json was not imported, and nothing was changed.');
    expect(await notice.innerText()).toContain('it is not JSON');

    const hostile = {
      kind: 'wedding-quiz',
      quiz: { ...QUIZ, title: '<img src=x onerror=alert(1)>', questions: [] },
      media: { '/media/../../etc/passwd': 'data:text/html;base64,PHNjcmlwdD4=' },
    };
    await picker.setInputFiles({
      name: 'hostile.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(hostile)),
    });
    await seeText(operator, 'hostile.json was not imported, and nothing was changed.');
    expect(await notice.innerText()).toContain(
      'Embedded image /media/../../etc/passwd: Not an image path of this app.',
    );
    await screenshot(operator, 'editor-import-refused');
    expect(await savedQuiz()).toEqual(before);
    expect(await operator.locator('#quiz-title').inputValue()).toBe(before.title);

    await picker.setInputFiles({
      name: 'mia-and-leo.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(QUIZ)),
    });
    await seeText(operator, 'Imported "Mia & Leo Trivia" with 2 questions from mia-and-leo.json.');
    expect(await operator.locator('#quiz-coupleNames').inputValue()).toBe('Mia & Leo');
    expect(await operator.getByTestId('question-card').count()).toBe(2);
  });

  test('an invalid save shows the problem next to its field and saves nothing', async () => {
    const option = operator.locator('#quiz-questions-1-options-0');
    await option.fill('   ');
    await operator.getByRole('button', { name: 'Save quiz' }).click();
    await seeText(operator, 'Not saved: please fix the problem marked below.');
    const problem = operator.locator('#quiz-questions-1-options-0-problems');
    expect(await problem.innerText()).toContain('Please fill this in.');
    expect(await option.getAttribute('aria-invalid')).toBe('true');
    // The first field to fix has the focus.
    expect(await operator.evaluate<string>('document.activeElement.id')).toBe('quiz-questions-1-options-0');
    await screenshot(operator, 'editor-invalid');
    expect(((await savedQuiz()).questions[1] as { options: string[] }).options[0]).toBe('Biscuit');

    // Fixing it clears the message at once.
    await option.fill('Biscuit');
    await problem.waitFor({ state: 'detached' });
  });

  test('questions move up and down with the keyboard', async () => {
    const down = operator.getByRole('button', { name: 'Move question 1 down' });
    await down.focus();
    await operator.keyboard.press('Enter');
    const texts = async (): Promise<string[]> => {
      const fields = operator.locator('textarea[id^="quiz-questions-"][id$="-text"]');
      const values: string[] = [];
      for (let i = 0; i < (await fields.count()); i++) values.push(await fields.nth(i).inputValue());
      return values;
    };
    expect(await texts()).toEqual(['What is their dog called?', 'Where did Mia and Leo meet?']);
    // The focus stays with the moved question, now number 2, whose "down" is disabled.
    expect(await operator.evaluate<string>('document.activeElement.getAttribute("aria-label")')).toBe(
      'Move question 2 up',
    );
    await seeText(operator, 'Unsaved changes');
    // Unsaved edits survive a look at the game tab.
    await operator.getByRole('link', { name: 'Game', exact: true }).click();
    await operator.getByTestId('next-state').waitFor();
    await operator.getByRole('link', { name: 'Quiz editor' }).click();
    // The editor is drawn again (lazily) after the tab switch: read its fields once they are there.
    await operator.locator('#quiz-questions-1-text').waitFor();
    expect(await texts()).toEqual(['What is their dog called?', 'Where did Mia and Leo meet?']);
    await operator.getByRole('button', { name: 'Move question 2 up' }).focus();
    await operator.keyboard.press('Enter');
    expect(await texts()).toEqual(['Where did Mia and Leo meet?', 'What is their dog called?']);
    await seeText(operator, 'All changes saved');
  });

  test('edit a question, upload its photo and a background, preview, save', async () => {
    const first = operator.getByTestId('question-card').first();
    await operator.locator('#quiz-questions-0-text').fill('Where did Mia and Leo have their first kiss?');
    await operator.locator('#quiz-questions-0-options-1').fill('Under the Eiffel Tower');
    await first.getByRole('button', { name: '+ Add option' }).click();
    await operator.locator('#quiz-questions-0-options-3').fill('On the Ferris wheel');
    await first.getByLabel('Option C is the correct answer').check();
    // Long enough to look at the question and its photo on the big screen.
    await operator.locator('#quiz-timings-questionSeconds').fill('3');

    // A file that is not an image is refused with the server's reason.
    const photoInput = operator.getByTestId('quiz-questions-0-photo-file');
    await photoInput.setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image'),
    });
    await seeText(operator, 'Only PNG, JPEG, WebP and GIF images can be used.');
    await photoInput.setInputFiles({
      name: 'kiss.png',
      mimeType: 'image/png',
      buffer: gradientPng(480, 320, [233, 170, 180], [120, 150, 210]),
    });
    await first.getByRole('img', { name: 'The photo for question 1' }).waitFor();
    expect(await operator.getByText('Only PNG, JPEG, WebP and GIF images can be used.').count()).toBe(0);

    await operator.getByTestId('quiz-backgroundImage-file').setInputFiles({
      name: 'garden.png',
      mimeType: 'image/png',
      buffer: gradientPng(320, 180, [252, 240, 232], [236, 214, 222]),
    });
    await operator.getByRole('img', { name: 'The background image' }).waitFor();

    // The preview shows question 1 as the big screen will, with its photo.
    await operator.locator('#quiz-questions-0-text').focus();
    const preview = operator.getByTestId('screen-preview');
    await eventually(
      () => preview.innerText(),
      (text) =>
        text.includes('Under the Eiffel Tower') &&
        text.includes('Where did Mia and Leo have their first kiss?'),
    );
    await preview.getByTestId('question-photo').waitFor();
    await settle(operator);
    await screenshot(operator, 'editor');
    await preview.screenshot({ path: join(SCREENSHOT_DIR, 'editor-preview-options.png') });
    await operator.getByRole('button', { name: 'Question', exact: true }).click();
    await settle(operator);
    await preview.screenshot({ path: join(SCREENSHOT_DIR, 'editor-preview-question.png') });
    await operator.getByRole('button', { name: 'Answer', exact: true }).click();
    await settle(operator);
    await preview.screenshot({ path: join(SCREENSHOT_DIR, 'editor-preview-answer.png') });

    await operator.getByRole('button', { name: 'Save quiz' }).click();
    await seeText(operator, 'Saved. The big screen and the phones have the new quiz.');
    const saved = await savedQuiz();
    expect(saved.questions[0]).toMatchObject({
      text: 'Where did Mia and Leo have their first kiss?',
      options: ['At school', 'Under the Eiffel Tower', 'At a concert', 'On the Ferris wheel'],
      correct: 2,
    });
    expect(saved.timings.questionSeconds).toBe(3);
    expect(saved.questions[0]?.photo).toMatch(/^\/media\/[a-f0-9]{64}\.png$/);
    expect(saved.backgroundImage).toMatch(/^\/media\/[a-f0-9]{64}\.png$/);

    // Export carries the images inside the file.
    const download = await downloadOf(operator, () =>
      operator.getByRole('button', { name: 'Export' }).click(),
    );
    expect(download.name).toBe('mia-leo-trivia.wedding-quiz.json');
    const file = JSON.parse(download.text()) as {
      kind: string;
      quiz: Quiz;
      media: Record<string, string>;
    };
    expect(file.kind).toBe('wedding-quiz');
    expect(file.quiz.questions[0]?.text).toBe('Where did Mia and Leo have their first kiss?');
    expect(file.media[saved.questions[0]!.photo!]).toMatch(/^data:image\/png;base64,/);
  });

  test('the edited quiz plays on the big screen with its photo and background', async () => {
    const screen = (
      await openPage(chrome.browser, `${srv.url}/screen`, { viewport: { width: 1280, height: 720 } }, errors)
    ).page;
    const mia = (await openPage(chrome.browser, `${srv.url}/`, PHONE, errors)).page;
    const leo = (await openPage(chrome.browser, `${srv.url}/`, PHONE, errors)).page;
    await joinAs(mia, 'Mia');
    await joinAs(leo, 'Leo');
    // The quiz's background behind every screen, phones included.
    for (const page of [screen, mia]) {
      const style = await page.locator('.app__custom-backdrop').getAttribute('style');
      expect(style).toMatch(/\/media\/[a-f0-9]{64}\.png/);
    }

    await operator.getByRole('link', { name: 'Game', exact: true }).click();
    await next('NEW');
    await next('STARTING_QUIZ');
    await seeText(screen, 'Where did Mia and Leo have their first kiss?');
    await screen.getByTestId('question-photo').waitFor();
    expect(await screen.locator('.option-tile').count()).toBe(0);
    await settle(screen);
    await screenshot(screen, 'editor-screen-720-question-photo');
    await seeText(screen, 'Under the Eiffel Tower');
    await settle(screen);
    await screenshot(screen, 'editor-screen-720-options-photo');
    const photo = await screen.getByTestId('question-photo').boundingBox();
    const tiles = await screen.locator('.option-tile').last().boundingBox();
    expect(photo && tiles && photo.y + photo.height < tiles.y).toBe(true);

    // The editor is read only now, and says why.
    await operator.getByRole('link', { name: 'Quiz editor' }).click();
    await seeText(operator, 'The game has started: reset it to edit the quiz.');
    expect(await operator.locator('#quiz-title').isDisabled()).toBe(true);
    await screenshot(operator, 'editor-readonly');
    await operator.getByRole('link', { name: 'Game', exact: true }).click();

    await mia.getByRole('button', { name: /^C: / }).click();
    await leo.getByRole('button', { name: /^A: / }).click();
    await screen.locator('[data-correct="true"]').waitFor();
    await settle(screen);
    await screenshot(screen, 'editor-screen-720-reveal-photo');
    await next('SHOW_CORRECT_ANSWER');
    await next('SHOW_LEADERBOARD');
    await seeText(screen, 'What is their dog called?');
    await mia.getByRole('button', { name: /^A: / }).click();
    await leo.getByRole('button', { name: /^A: / }).click();
    await next('SHOW_CORRECT_ANSWER');
    await eventually(
      () => health(srv.url),
      (h) => h.state === 9,
    );
    for (const page of [screen, mia, leo]) await page.context().close();
  });

  test('the printable results page: podium, standings, charts, and a PDF', async () => {
    const { page } = await openPage(
      chrome.browser,
      `${srv.url}/results?game=current#key=${OPERATOR_KEY}`,
      { viewport: { width: 1100, height: 1400 } },
      errors,
    );
    const podium = page.getByTestId('results-podium');
    await podium.waitFor();
    expect(await podium.locator('[data-place="1"]').innerText()).toContain('Mia');
    expect(await podium.locator('[data-place="2"]').innerText()).toContain('Leo');
    const rows = await page.getByTestId('standings-table').locator('tbody tr').allInnerTexts();
    expect(rows.map((r) => r.split('\t')[1])).toEqual(['Mia', 'Leo']);
    expect(await page.getByTestId('results-question').count()).toBe(2);
    expect(
      await page.getByTestId('results-question').first().locator('[data-correct="true"]').innerText(),
    ).toContain('At a concert');
    await page.getByRole('button', { name: 'Print / Save as PDF' }).waitFor();
    await settle(page);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'results-page.png'), fullPage: true });

    await mkdir(resolve('test-results'), { recursive: true });
    await page.pdf({ path: RESULTS_PDF, preferCSSPageSize: true, printBackground: true });
    const pdf = await readFile(RESULTS_PDF);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    if (existsSync('/usr/bin/pdftoppm')) {
      const out = join(SCREENSHOT_DIR, 'results-pdf');
      await rm(`${out}-1.png`, { force: true });
      await promisify(execFile)('pdftoppm', ['-png', '-r', '60', RESULTS_PDF, out]);
    }
    await page.context().close();
  });

  test('the games list: CSV downloads, then a restore of an archived game', async () => {
    await operator.getByRole('link', { name: 'Games & results' }).click();
    const current = operator.getByTestId('game-row').first();
    await current.getByText('Finished').waitFor();

    const standings = await downloadOf(operator, () =>
      current.getByRole('button', { name: 'Standings CSV of the current game' }).click(),
    );
    const standingsLines = standings
      .text()
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(standingsLines[0]).toBe('rank,player,score,correct_answers,correct_answer_time_s');
    expect(standingsLines.slice(1).map((l) => l.split(',').slice(0, 2).join(','))).toEqual([
      '1,Mia',
      '2,Leo',
    ]);
    expect(standingsLines[1]?.split(',')[3]).toBe('2');

    const answers = await downloadOf(operator, () =>
      current.getByRole('button', { name: 'Answers CSV of the current game' }).click(),
    );
    const answerLines = answers
      .text()
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(answerLines[0]).toBe('player,question_number,question,option,option_text,correct,points,time_s');
    const cells = answerLines.slice(1).map((l) => l.split(','));
    expect(cells.map((c) => [c[0], c[1], c[3], c[5]])).toEqual(
      expect.arrayContaining([
        ['Mia', '1', 'C', 'true'],
        ['Leo', '1', 'A', 'false'],
        ['Mia', '2', 'A', 'true'],
        ['Leo', '2', 'A', 'true'],
      ]),
    );
    expect(cells).toHaveLength(4);
    await screenshot(operator, 'games-list');

    // A reset archives the game; it can be brought back.
    await operator.getByRole('link', { name: 'Game', exact: true }).click();
    await operator.getByRole('button', { name: 'Reset Game' }).click();
    await operator.getByRole('button', { name: 'Yes, reset the game' }).click();
    await seeText(operator, 'Lobby — guests join');
    await operator.getByRole('link', { name: 'Games & results' }).click();
    await eventually(
      () => operator.getByTestId('game-row').count(),
      (n) => n === 2,
    );
    const archived = operator.getByTestId('game-row').nth(1);
    const question = new Promise<string>((resolveQuestion) =>
      operator.once('dialog', (d) => {
        resolveQuestion(d.message());
        void d.accept();
      }),
    );
    await archived.getByRole('button', { name: /^Restore / }).click();
    expect(await question).toContain('It becomes the current game again');
    await seeText(operator, 'The game was restored');
    await eventually(
      () => health(srv.url),
      (h) => h.state === 9 && h.players === 2,
    );
    await screenshot(operator, 'games-restored');
  });

  test('no page threw an error', () => {
    expect(errors).toEqual([]);
  });
});
