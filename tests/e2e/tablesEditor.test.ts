/**
 * The editor's "How the game is played", in Chromium: Tables mode refused without tables (the message at
 * the list), tables 1 to 10 made in one go, one named, a number listed twice marked as it is typed, the
 * autopilot and the pacing set, saved; the server's quiz and its public teams have them, a reload shows
 * them, and an export imported again is the same quiz. Then Two sides, named after the couple.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Quiz, TeamsResponse } from '../../src/shared/wire/quiz';
import { useSharedChromium } from './fixtures/chromium';
import { openQuizEditor } from './fixtures/operatorPanel';
import { downloadOf } from './fixtures/downloads';
import { OPERATOR_KEY, SCREENSHOT_DIR, seeText, useTestServer } from './harness';
import { savePicture } from './fixtures/pictures';
import { settle } from './fixtures/motion';

const SHOTS = join(SCREENSHOT_DIR, 'tables');
const SAVED = 'Saved. The big screen and the phones have the new quiz.';

const srv = useTestServer();
const chrome = useSharedChromium();
const { errors } = chrome;
let operator: Page;

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${srv.url}${path}`, { headers: { authorization: `Bearer ${OPERATOR_KEY}` } });
  return (await response.json()) as T;
}
const savedQuiz = async (): Promise<Quiz> => (await get<{ quiz: Quiz }>('/api/quiz')).quiz;

const field = (path: string): Locator => operator.locator(`#quiz-${path.replace(/\./g, '-')}`);
const problemsOf = (path: string): Locator => operator.locator(`#quiz-${path.replace(/\./g, '-')}-problems`);
const playSection = (): Locator => operator.getByRole('region', { name: 'How the game is played' });

async function save(): Promise<void> {
  await operator.getByRole('button', { name: 'Save quiz' }).click();
}

/** The play section from its title down, as the operator sees it below the sticky toolbar (a tall window). */
async function shoot(name: string): Promise<void> {
  await operator.setViewportSize({ width: 1440, height: 1400 });
  await playSection().evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await operator.evaluate('window.scrollBy(0, -90)');
  await settle(operator);
  await savePicture(operator, join(SHOTS, `${name}.png`));
  await operator.setViewportSize({ width: 1440, height: 1100 });
}

const TABLES = Array.from({ length: 10 }, (_, i) =>
  i === 6 ? { number: 7, name: 'Lisbon' } : { number: i + 1 },
);

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  operator = await openQuizEditor(chrome, srv.url);
});

describe('the editor, how the game is played', { timeout: 90_000 }, () => {
  test('Tables mode needs tables: the message is at the list, the focus on "How many tables?"', async () => {
    expect(await operator.getByRole('radio', { name: 'Solo' }).isChecked()).toBe(true);
    await operator.getByRole('radio', { name: 'Tables' }).check();
    await save();
    await seeText(operator, 'Not saved: please fix the problem marked below.');
    expect(await problemsOf('tables').innerText()).toContain('Add at least one table for Tables mode');
    expect(await operator.evaluate<string>('document.activeElement.id')).toBe('quiz-tables');
    expect((await savedQuiz()).playMode).toBeUndefined();
  });

  test('tables 1 to 10, one named; a number listed twice is marked at once', async () => {
    await operator.getByRole('button', { name: 'Make tables 1 to N' }).click();
    expect(await problemsOf('tables').innerText()).toContain('Enter a number from 1 to 500.');
    await field('tables').fill('10');
    await operator.getByRole('button', { name: 'Make tables 1 to 10' }).click();
    await problemsOf('tables').waitFor({ state: 'detached' });
    await expect.poll(() => operator.locator('.table-row').count()).toBe(10);
    await field('tables.6.name').fill('Lisbon');
    // Fewer tables would drop Lisbon: the operator is asked, and saying no changes nothing.
    await field('tables').fill('5');
    const asked = new Promise<string>((done) =>
      operator.once('dialog', (d) => {
        done(d.message());
        void d.dismiss();
      }),
    );
    await operator.getByRole('button', { name: 'Make tables 1 to 5' }).click();
    expect(await asked).toBe('Table 7 – Lisbon will be taken off the list. Go on?');
    expect(await operator.locator('.table-row').count()).toBe(10);
    await field('tables').fill('10');

    await field('tables.9.number').fill('3');
    expect(await problemsOf('tables.9.number').innerText()).toContain('Table 3 is listed twice');
    expect(await field('tables.9.number').getAttribute('aria-invalid')).toBe('true');
    await shoot('editor-tables-twice');
    await field('tables.9.number').fill('10');
    await problemsOf('tables.9.number').waitFor({ state: 'detached' });

    // An eleventh, then taken off again.
    await operator.getByRole('button', { name: '+ Add a table' }).click();
    expect(await field('tables.10.number').inputValue()).toBe('11');
    expect(await operator.evaluate<string>('document.activeElement.id')).toBe('quiz-tables-10-name');
    await operator.getByRole('button', { name: 'Remove table 11' }).click();
    await expect.poll(() => operator.locator('.table-row').count()).toBe(10);
  });

  test('the autopilot and the pacing; saved, the server has it all, and a reload shows it', async () => {
    await operator.getByLabel('Autopilot on when the game starts').check();
    await field('autopilot.revealSeconds').fill('10');
    await field('autopilot.leaderboardSeconds').fill('5');
    await field('leaderboardEvery').fill('4');
    expect(await operator.getByRole('radio', { name: 'Every 4 questions' }).isChecked()).toBe(true);
    await shoot('editor-tables');

    await save();
    await seeText(operator, SAVED);
    const saved = await savedQuiz();
    expect(saved).toMatchObject({
      playMode: 'tables',
      tables: TABLES,
      autopilot: { enabled: true, revealSeconds: 10, leaderboardSeconds: 5 },
      leaderboardEvery: 4,
    });
    expect(saved.sideNames).toBeUndefined();
    const teams = await get<TeamsResponse>('/teams');
    expect(teams.playMode).toBe('tables');
    expect(teams.teams[6]).toEqual({ number: 7, name: 'Lisbon' });

    await operator.reload();
    await field('tables.6.name').waitFor();
    await seeText(operator, 'All changes saved');
    expect(await field('tables.6.name').inputValue()).toBe('Lisbon');
    expect(await operator.getByRole('radio', { name: 'Tables' }).isChecked()).toBe(true);
    expect(await operator.getByLabel('Autopilot on when the game starts').isChecked()).toBe(true);
    expect(await field('leaderboardEvery').inputValue()).toBe('4');
  });

  test('exported and imported again, the quiz is the same', async () => {
    const before = await savedQuiz();
    expect(before.playMode).toBe('tables');
    const download = await downloadOf(operator, () =>
      operator.getByRole('button', { name: 'Export' }).click(),
    );
    const file = download.bytes;
    await operator
      .getByTestId('quiz-import-file')
      .setInputFiles({ name: 'tables.json', mimeType: 'application/json', buffer: file });
    await seeText(operator, /^Imported .* from tables\.json\.$/);
    expect(await savedQuiz()).toEqual(before);
  });

  test('Two sides: named after the couple unless given a name', async () => {
    await field('partners.0.name').fill('Anna');
    await field('partners.1.name').fill('James');
    await operator.getByRole('radio', { name: 'Two sides' }).check();
    expect(await field('sideNames.0').getAttribute('placeholder')).toBe("Anna's side");
    expect(await field('sideNames.1').getAttribute('placeholder')).toBe("James's side");
    await field('sideNames.0').fill('The Smiths');
    await operator.getByRole('radio', { name: 'Only at the end' }).check();
    await shoot('editor-sides');

    await save();
    await seeText(operator, SAVED);
    const saved = await savedQuiz();
    expect(saved).toMatchObject({
      playMode: 'sides',
      sideNames: ['The Smiths', "James's side"],
      leaderboardEvery: 0,
      // The seating plan is kept for a switch back.
      tables: TABLES,
    });
    expect((await get<TeamsResponse>('/teams')).teams).toEqual([
      { number: 1, name: 'The Smiths' },
      { number: 2, name: "James's side" },
    ]);
  });

  test('no page threw an error', () => {
    expect(errors).toEqual([]);
  });
});
