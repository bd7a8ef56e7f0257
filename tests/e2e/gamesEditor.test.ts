/**
 * The quiz editor's part of issue 30, in Chromium: the games sample imported, its photo that unveils
 * behind tiles and the one that blurs show their choice (None / Blur / Tiles) with a preview that plays
 * the unveiling; its "name that song" question shows the song's waveform, the clip's start and length
 * and plays exactly that part; a clip too long or starting after the song is marked under its field;
 * the new start and length are saved; a song is uploaded for another question (a file that is no sound
 * refused as the couple's sounds are) and removed. Axe on the editor with these fields open; the
 * screenshot test-results/screens/games/games-editor.png.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Quiz } from '../../src/shared/wire/quiz';
import { wavFile } from '../support/audioFiles';
import { axeViolations, describeViolations } from './axe';
import { useSharedChromium } from './fixtures/chromium';
import { openQuizEditor } from './fixtures/operatorPanel';
import {
  eventually,
  OPERATOR_KEY,
  openPage,
  SCREENSHOT_DIR,
  screenshot,
  seeText,
  useTestServer,
} from './harness';
import { settle } from './fixtures/motion';

const GAMES = resolve('resources/samples/games.wedding-quiz.json');
const SAMPLE = JSON.parse(readFileSync(GAMES, 'utf8')) as { quiz: Quiz };
/** The sample's "name that song" question, and its clip. */
const SONG_AT = SAMPLE.quiz.questions.findIndex((q) => q.clip);
const SONG = SAMPLE.quiz.questions[SONG_AT]!.clip!;

const srv = useTestServer();
const chrome = useSharedChromium();
const { errors } = chrome;
let operator: Page;

async function savedQuiz(): Promise<Quiz> {
  const response = await fetch(`${srv.url}/api/quiz`, {
    headers: { authorization: `Bearer ${OPERATOR_KEY}` },
  });
  return ((await response.json()) as { quiz: Quiz }).quiz;
}

const field = (path: string): Locator => operator.locator(`#quiz-${path.replace(/\./g, '-')}`);
const problemsOf = (path: string): Locator => operator.locator(`#quiz-${path.replace(/\./g, '-')}-problems`);
const card = (index: number): Locator => operator.getByTestId('question-card').nth(index);
const summaryOf = (index: number): Locator => card(index).getByTestId('clip-summary');

/** Axe over the editor as it stands (the sticky toolbar's status left out, as the other editor tests do). */
async function expectNoAxeViolations(page: Page = operator): Promise<void> {
  const violations = await axeViolations(page, ['.editor-toolbar__status']);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** The blurred photo's choice at the top of `page`, below the sticky toolbar: the next question's song below. */
async function showUnveilAndSong(page: Page, blur: number): Promise<void> {
  await page
    .getByTestId('question-card')
    .nth(blur)
    .getByTestId('unveil-choice')
    .evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.evaluate('window.scrollBy(0, -110)');
  await settle(page);
}

/** Question `index` at the top of the window, below the sticky toolbar. */
async function showQuestion(index: number): Promise<void> {
  await card(index).evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await operator.evaluate('window.scrollBy(0, -90)');
  await settle(operator);
}

beforeAll(async () => {
  operator = await openQuizEditor(chrome, srv.url);
});

describe('a photo that unveils and a song that plays, in the editor', { timeout: 120_000 }, () => {
  test('the games sample: each photo’s unveiling and the clip’s song, start and length', async () => {
    await operator.getByTestId('quiz-import-file').setInputFiles(GAMES);
    await seeText(operator, /^Imported ".*" with \d+ questions from games\.wedding-quiz\.json\.$/);
    const unveils = SAMPLE.quiz.questions.map((q) => q.unveil ?? null);
    for (const [i, unveil] of unveils.entries()) {
      const choice = card(i).getByTestId('unveil-choice');
      if (!SAMPLE.quiz.questions[i]!.photo) {
        expect(await choice.count(), `question ${i + 1}`).toBe(0);
        continue;
      }
      const name = { blur: 'Blur', tiles: 'Tiles' }[unveil ?? 'blur'];
      const radio = choice.getByRole('radio', { name: unveil ? name : 'None', exact: true });
      expect(await radio.isChecked(), `question ${i + 1}`).toBe(true);
    }
    expect(await field(`questions.${SONG_AT}.clip.start`).inputValue()).toBe(String(SONG.start));
    expect(await field(`questions.${SONG_AT}.clip.length`).inputValue()).toBe(String(SONG.length));
    // The song is read in the page (Web Audio): the waveform and its words, with the song's length.
    await eventually(
      () => summaryOf(SONG_AT).innerText(),
      (text) => text === 'Clip from 0:02 to 0:12 of 0:16',
    );
    const wave = card(SONG_AT).getByRole('img', { name: 'Clip from 0:02 to 0:12 of 0:16' });
    expect(await wave.evaluate((c) => (c as unknown as { width: number }).width)).toBeGreaterThan(100);
    // Loaded, nothing counts as changed: the draft keeps both fields as they were.
    await seeText(operator, 'All changes saved');
  });

  test('the unveiling plays in the preview, and the style can be changed', async () => {
    const tiles = SAMPLE.quiz.questions.findIndex((q) => q.unveil === 'tiles');
    const preview = card(tiles).getByTestId('unveil-preview');
    const shown = (): Promise<string | null> => preview.getByTestId('unveil').getAttribute('data-unveiled');
    expect(await shown()).toBe('0.00');
    await card(tiles)
      .getByTestId('unveil-choice')
      .screenshot({ path: join(SCREENSHOT_DIR, 'games/games-editor-tiles.png') });
    await card(tiles)
      .getByRole('button', { name: `Play preview of the photo unveiling for question ${tiles + 1}` })
      .click();
    // With reduced motion (as the tests draw) it goes in steps, and is clear within the three seconds.
    await eventually(shown, (share) => share !== '0.00');
    await eventually(shown, (share) => share === '1.00', 5000);
    expect(await preview.locator('.unveil__tile--gone').count()).toBe(24);

    const blur = SAMPLE.quiz.questions.findIndex((q) => q.unveil === 'blur');
    await card(blur).getByRole('radio', { name: 'Tiles', exact: true }).check();
    expect(await card(blur).getByTestId('unveil').getAttribute('data-unveil')).toBe('tiles');
    await card(blur).getByRole('radio', { name: 'Blur', exact: true }).check();
    await seeText(operator, 'All changes saved');
  });

  test('the clip plays, a wrong length or start is marked, the new part is saved', async () => {
    const play = card(SONG_AT).getByRole('button', { name: `Play clip of question ${SONG_AT + 1}` });
    await play.click();
    const stop = card(SONG_AT).getByRole('button', { name: `Stop the clip of question ${SONG_AT + 1}` });
    expect(await stop.getAttribute('aria-pressed')).toBe('true');
    await stop.click();
    await play.waitFor();

    const start = `questions.${SONG_AT}.clip.start`;
    const length = `questions.${SONG_AT}.clip.length`;
    await field(length).fill('40');
    await field(start).fill('20');
    await operator.getByRole('button', { name: 'Save quiz' }).click();
    await seeText(operator, 'Not saved: please fix the 2 problems marked below.');
    expect(await problemsOf(start).innerText()).toContain(
      'The song is only 0:16 long: start the clip before it ends.',
    );
    expect(await problemsOf(length).innerText()).toContain('A clip lasts at most 30 seconds.');
    expect(await field(length).getAttribute('aria-invalid')).toBe('true');
    expect(await operator.evaluate<string>('document.activeElement.id')).toBe(
      `quiz-${start.replace(/\./g, '-')}`,
    );
    expect((await savedQuiz()).questions[SONG_AT]!.clip).toEqual(SONG);

    await field(start).fill('3');
    await field(length).fill('12');
    await problemsOf(start).waitFor({ state: 'detached' });
    await problemsOf(length).waitFor({ state: 'detached' });
    expect(await summaryOf(SONG_AT).innerText()).toBe('Clip from 0:03 to 0:15 of 0:16');
    await operator.getByRole('button', { name: 'Save quiz' }).click();
    await seeText(operator, 'Saved. The big screen and the phones have the new quiz.');
    const saved = await savedQuiz();
    expect(saved.questions[SONG_AT]!.clip).toEqual({ path: SONG.path, start: 3, length: 12 });
    expect(saved.questions.map((q) => q.unveil)).toEqual(SAMPLE.quiz.questions.map((q) => q.unveil));
  });

  test('the screenshot: a photo that unveils and a song’s waveform; axe', async () => {
    // Tall enough for the blurred photo's choice and, below it, the next question's song.
    await operator.setViewportSize({ width: 1440, height: 1750 });
    const blur = SAMPLE.quiz.questions.findIndex((q) => q.unveil === 'blur');
    await field(`questions.${blur}.text`).focus();
    await showUnveilAndSong(operator, blur);
    await screenshot(operator, 'games/games-editor');
    await expectNoAxeViolations();
    await operator.setViewportSize({ width: 1440, height: 1100 });
  });

  test('a song for another question: the same upload and checks as the sounds, then removed', async () => {
    const first = card(0);
    const file = operator.getByTestId('quiz-questions-0-clip-path-file');
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('vows') });
    expect(await first.getByTestId('clip-field').innerText()).toContain(
      'Only MP3, OGG, WAV and M4A sounds can be used.',
    );
    // Twenty seconds of a soft tone: read at once, fifteen seconds from its start to begin with.
    await file.setInputFiles({ name: 'our-song.wav', mimeType: 'audio/wav', buffer: wavFile(8000 * 20, 3) });
    await eventually(
      () => summaryOf(0).innerText(),
      (text) => text === 'Clip from 0:00 to 0:15 of 0:20',
    );
    expect(await first.getByTestId('clip-field').innerText()).not.toContain('Only MP3');
    expect(await field('questions.0.clip.length').inputValue()).toBe('15');
    await showQuestion(0);
    await expectNoAxeViolations();

    // Five seconds from 0:10: it plays on from there, and stops by itself at 0:15.
    await field('questions.0.clip.start').fill('10');
    await field('questions.0.clip.length').fill('5');
    const editor = first.locator('.clip-editor');
    await first.getByRole('button', { name: 'Play clip of question 1' }).click();
    await eventually(
      async () => Number(await editor.getAttribute('data-position')),
      (at) => at > 10.2,
    );
    await first.getByRole('button', { name: 'Play clip of question 1' }).waitFor({ timeout: 8000 });
    expect(await editor.getAttribute('data-position')).toBeNull();

    await first.getByRole('button', { name: 'Remove the song clip from question 1' }).click();
    expect(await first.getByTestId('clip-waveform').count()).toBe(0);
    await first.getByRole('button', { name: 'Choose a song for question 1' }).waitFor();
    await seeText(operator, 'All changes saved');
  });

  test('in Arabic: the fields mirrored, their words in Arabic', async () => {
    const { page } = await openPage(
      chrome.browser,
      `${srv.url}/debug?lang=ar&tab=quiz#key=${OPERATOR_KEY}`,
      { viewport: { width: 1440, height: 1750 } },
      errors,
    );
    // A second editor loading on a busy machine: its first draw may take a while.
    await page.locator(`#quiz-questions-${SONG_AT}-clip-start`).waitFor({ timeout: 60_000 });
    const cards = page.getByTestId('question-card');
    await eventually(
      () => cards.nth(SONG_AT).getByTestId('clip-summary').innerText(),
      (text) => text === 'المقطع من 0:03 إلى 0:15 من أصل 0:16',
    );
    const blur = SAMPLE.quiz.questions.findIndex((q) => q.unveil === 'blur');
    const choice = cards.nth(blur).getByTestId('unveil-choice');
    expect(await choice.getByRole('radio', { name: 'تمويه', exact: true }).isChecked()).toBe(true);
    // Right to left: the choices on the right, the preview on their left.
    const options = await choice.locator('.unveil-choice__options').boundingBox();
    const preview = await choice.getByTestId('unveil-preview').boundingBox();
    expect(options && preview && preview.x < options.x).toBe(true);
    await showUnveilAndSong(page, blur);
    await screenshot(page, 'games/games-editor-ar');
    await expectNoAxeViolations(page);
  });

  test('no page threw an error', () => {
    expect(errors).toEqual([]);
  });
});
