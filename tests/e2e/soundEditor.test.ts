/**
 * The couple's own sounds in the quiz editor, in Chromium (issue 17): the Sounds section lists every
 * moment with the default sound; the operator gives the podium's fanfare their first-dance song, hears
 * it, sees a file that is no sound refused with the reason (the moment unchanged), saves, exports the
 * quiz with the song inside, goes back to the default, and imports the file to get the song back.
 * In Arabic the section mirrors.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { Quiz } from '../../src/shared/wire/quiz';
import { SOUND_CUES } from '../../src/shared/model/soundMoments';
import { m4aFile, pngBytes, wavFile } from '../support/audioFiles';
import { axeViolations, describeViolations } from './axe';
import { useSharedChromium } from './fixtures/chromium';
import { openOperatorPanel } from './fixtures/operatorPanel';
import { downloadOf } from './fixtures/downloads';
import { eventually, OPERATOR_KEY, openPage, screenshot, seeText, useTestServer } from './harness';
import { settle } from './fixtures/motion';

const srv = useTestServer({ countdownSeconds: 1, questionSeconds: 1, answerSeconds: 20 });
const chrome = useSharedChromium();
const { errors } = chrome;
let operator: Page;

const SONG = wavFile(8000 * 6, 5);
const REFUSED = 'Only MP3, OGG, WAV and M4A sounds can be used.';

const savedQuiz = async (): Promise<Quiz> => {
  const response = await fetch(`${srv.url}/api/quiz`, {
    headers: { authorization: `Bearer ${OPERATOR_KEY}` },
  });
  return ((await response.json()) as { quiz: Quiz }).quiz;
};

/**
 * Axe over the page as it stands, the Sounds section in view. The sticky toolbar's save status is left
 * out: scrolled over the page's content, axe measures its text against what is behind the bar (a
 * finding of the toolbar, not of this section; it passes with the page at the top).
 */
async function axeWithSoundsInView(page: Page): Promise<void> {
  const violations = await axeViolations(page, ['.editor-toolbar__status']);
  expect(violations, describeViolations(violations)).toEqual([]);
}

const row = (cue: string) => operator.getByTestId(`sound-${cue}`);

/** The Sounds section in full view, below the sticky toolbar (in a taller window: it ends the page). */
async function showSounds(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 1300 });
  // Run in the page (a string: the tests are typed without the DOM's names).
  await page.evaluate(`(() => {
    const bar = document.querySelector('.quiz-editor__head')?.getBoundingClientRect().height ?? 0;
    const section = document.querySelector('section.sounds');
    window.scrollBy(0, section.getBoundingClientRect().top - bar - 16);
  })()`);
  await settle(page);
}

beforeAll(async () => {
  operator = await openOperatorPanel(chrome, srv.url, {
    tab: 'quiz',
    viewport: { width: 1440, height: 900 },
  });
});

describe("the couple's own sounds in the editor", { timeout: 120_000 }, () => {
  test('every moment is listed, playing the default', async () => {
    await operator.getByRole('heading', { name: 'Sounds' }).waitFor();
    const rows = operator.locator('.sound-row');
    expect(await rows.count()).toBe(SOUND_CUES.length);
    expect(await row('fanfare').innerText()).toContain('Fanfare for first place');
    expect(await row('drumRoll').innerText()).toContain('Drum roll before each podium place');
    expect(await operator.getByText('Default sound', { exact: true }).count()).toBe(SOUND_CUES.length);
    await seeText(operator, 'Every moment plays the default sound.');
  });

  test('the first-dance song for the fanfare: uploaded, listed, heard, saved', async () => {
    await operator.getByTestId('sound-fanfare-file').setInputFiles({
      name: 'first-dance.wav',
      mimeType: 'audio/wav',
      buffer: SONG,
    });
    await row('fanfare').getByText('Your file', { exact: true }).waitFor();
    await seeText(operator, '1 moment plays your own file.');
    const play = operator.getByRole('button', { name: 'Play your file for “Fanfare for first place”' });
    await play.click();
    const stop = operator.getByRole('button', { name: 'Stop “Fanfare for first place”' });
    expect(await stop.getAttribute('aria-pressed')).toBe('true');
    await stop.click();
    await play.waitFor();

    await operator.getByRole('button', { name: 'Save quiz' }).click();
    await seeText(operator, 'All changes saved');
    const saved = await savedQuiz();
    expect(saved.sounds?.fanfare).toMatch(/^\/media\/[a-f0-9]{64}\.wav$/);
    const served = await fetch(`${srv.url}${saved.sounds!.fanfare}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(SONG)).toBe(true);

    await showSounds(operator);
    await screenshot(operator, 'sound/editor-sounds');
    await axeWithSoundsInView(operator);
  });

  test('a file that is no sound is refused with the reason, and nothing changes', async () => {
    const before = await savedQuiz();
    const lobby = operator.getByTestId('sound-lobby-file');
    await lobby.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('vows') });
    const alert = row('lobby').getByRole('alert');
    expect(await alert.innerText()).toContain(REFUSED);
    // A photo renamed .mp3 passes the name check; the server reads its bytes and says no.
    await lobby.setInputFiles({ name: 'song.mp3', mimeType: 'audio/mpeg', buffer: pngBytes() });
    await eventually(
      () => alert.innerText(),
      (text) => text.includes(REFUSED),
    );
    expect(await row('lobby').getByText('Default sound', { exact: true }).count()).toBe(1);
    await seeText(operator, 'All changes saved');
    expect(await savedQuiz()).toEqual(before);
    await showSounds(operator);
    await screenshot(operator, 'sound/editor-sound-refused');
    await axeWithSoundsInView(operator);

    // A good file afterwards clears the message.
    await lobby.setInputFiles({ name: 'waltz.m4a', mimeType: 'audio/mp4', buffer: m4aFile(4096) });
    await row('lobby').getByText('Your file', { exact: true }).waitFor();
    expect(await alert.count()).toBe(0);
    await row('lobby')
      .getByRole('button', { name: /^Use the default/ })
      .click();
    await seeText(operator, 'All changes saved');
  });

  test('exported with the song inside; back to the default; imported, the song is back', async () => {
    const saved = await savedQuiz();
    const download = await downloadOf(operator, () =>
      operator.getByRole('button', { name: 'Export' }).click(),
    );
    const text = download.text();
    const file = JSON.parse(text) as { quiz: Quiz; media: Record<string, string> };
    expect(file.quiz.sounds).toEqual({ fanfare: saved.sounds!.fanfare });
    expect(file.media[saved.sounds!.fanfare!]).toBe(`data:audio/wav;base64,${SONG.toString('base64')}`);

    await row('fanfare')
      .getByRole('button', { name: 'Use the default sound for “Fanfare for first place”' })
      .click();
    await row('fanfare').getByText('Default sound', { exact: true }).waitFor();
    await operator.getByRole('button', { name: 'Save quiz' }).click();
    await seeText(operator, 'All changes saved');
    expect((await savedQuiz()).sounds).toBeUndefined();

    await operator.getByTestId('quiz-import-file').setInputFiles({
      name: 'our-quiz.json',
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
    await seeText(operator, /^Imported ".*" with \d+ questions? from our-quiz\.json\.$/);
    await row('fanfare').getByText('Your file', { exact: true }).waitFor();
    expect((await savedQuiz()).sounds).toEqual({ fanfare: saved.sounds!.fanfare });
  });

  test('in Arabic the section mirrors, its words in Arabic', async () => {
    const page = (
      await openPage(
        chrome.browser,
        `${srv.url}/debug?lang=ar&tab=quiz#key=${OPERATOR_KEY}`,
        { viewport: { width: 1440, height: 900 } },
        errors,
      )
    ).page;
    // A second editor loading on a busy machine: its first draw may take a while.
    await page.getByRole('heading', { name: 'الأصوات' }).waitFor({ timeout: 60_000 });
    await showSounds(page);
    const fanfare = page.getByTestId('sound-fanfare');
    expect(await fanfare.innerText()).toContain('موسيقى احتفالية للمركز الأول');
    const name = await fanfare.locator('.sound-row__name').boundingBox();
    const choose = await fanfare.getByRole('button', { name: /^اختر ملفًا/ }).boundingBox();
    // Right to left: the moment's name on the right, its buttons on the left.
    expect(name && choose && choose.x < name.x).toBe(true);
    await screenshot(page, 'sound/editor-sounds-ar');
    await axeWithSoundsInView(page);
    expect(errors).toEqual([]);
  });
});
