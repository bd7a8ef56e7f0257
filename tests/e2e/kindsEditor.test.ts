/**
 * The quiz editor and the six kinds of question, in Chromium: one question of each kind made through the
 * form, each with a problem shown under its own field and then fixed, saved, and found unchanged after a
 * reload; the preview of a "closest" question; the showcase sample through the editor and back unchanged.
 */
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { QUIZ_FORMAT_VERSION, type Quiz } from '../../src/shared/wire/quiz';
import { useSharedChromium } from './fixtures/chromium';
import { openQuizEditor } from './fixtures/operatorPanel';
import { downloadOf } from './fixtures/downloads';
import { OPERATOR_KEY, SCREENSHOT_DIR, seeText, useTestServer } from './harness';
import { testQuiz } from '../support/quizzes';
import { savePicture } from './fixtures/pictures';
import { settle } from './fixtures/motion';

const SHOTS = join(SCREENSHOT_DIR, 'kinds');
const SHOWCASE = resolve('resources/samples/showcase.wedding-quiz.json');
const MEDIA = /^\/media\/[a-f0-9]{64}\.png$/;

const srv = useTestServer();
const chrome = useSharedChromium();
const { errors } = chrome;
let operator: Page;

/** A small real PNG of one soft colour (made here: no fixture). */
function plainPng(rgb: readonly number[]): Buffer {
  const chunk = (type: string, data: Buffer): Buffer => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const [w, h] = [160, 120];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header[8] = 8;
  header[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: w }, () => rgb).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: h }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** One multiple-choice question to start from; the six new ones replace it. */
const START: Quiz = testQuiz({
  title: 'Anna & James: every kind',
  coupleNames: 'Anna & James',
  eventDate: '2027-06-12',
  questions: [{ text: 'To be replaced', options: ['Yes', 'No'], correct: 0 }],
});

async function savedQuiz(): Promise<Quiz> {
  const response = await fetch(`${srv.url}/api/quiz`, {
    headers: { authorization: `Bearer ${OPERATOR_KEY}` },
  });
  return ((await response.json()) as { quiz: Quiz }).quiz;
}

const field = (path: string): Locator => operator.locator(`#quiz-${path.replace(/\./g, '-')}`);
const problemsOf = (path: string): Locator => operator.locator(`#quiz-${path.replace(/\./g, '-')}-problems`);
const card = (index: number): Locator => operator.getByTestId('question-card').nth(index);

async function importFile(name: string, buffer: Buffer): Promise<void> {
  await operator
    .getByTestId('quiz-import-file')
    .setInputFiles({ name, mimeType: 'application/json', buffer });
  await seeText(operator, new RegExp(`^Imported .* from ${name.replace('.', '\\.')}\\.$`));
}

/** Adds a question of `kind` (its name in the picker) with its text and story; returns its index. */
async function addQuestion(kind: string, text: string, story: string): Promise<number> {
  await operator.getByRole('button', { name: '+ Add a question' }).click();
  const index = (await operator.getByTestId('question-card').count()) - 1;
  await field(`questions.${index}.kind`).selectOption({ label: kind });
  await field(`questions.${index}.text`).fill(text);
  await field(`questions.${index}.explanation`).fill(story);
  return index;
}

/** The six questions, each with one thing wrong: the answer out of range, an empty item, too many points… */
async function makeSixKinds(): Promise<void> {
  let i = await addQuestion('Multiple choice', 'Where did they meet?', 'In the library, by the atlases.');
  await field(`questions.${i}.options.0`).fill('At a barbecue');
  await field(`questions.${i}.options.1`).fill('In the library');
  await card(i).getByRole('button', { name: '+ Add option' }).click();
  await field(`questions.${i}.options.2`).fill('On a ski trip');
  await card(i).getByLabel('Option B is the correct answer').check();

  i = await addQuestion('True or false', 'James proposed on a mountain.', 'In a rowing boat, in fact.');
  await card(i).getByLabel('False', { exact: true }).check();

  i = await addQuestion('Who said it?', 'Who said "I love you" first?', 'James, on the train home.');
  await card(i).getByLabel('Second partner', { exact: true }).check();

  i = await addQuestion('Closest number', 'How many countries have they visited?', 'Fourteen, so far.');
  await field(`questions.${i}.answer`).fill('140');
  await field(`questions.${i}.tolerance`).fill('5');
  await field(`questions.${i}.max`).fill('60');
  await field(`questions.${i}.unit`).fill('countries');
  await operator.getByTestId(`quiz-questions-${i}-revealPhoto-file`).setInputFiles({
    name: 'map.png',
    mimeType: 'image/png',
    buffer: plainPng([198, 214, 236]),
  });
  await card(i)
    .getByRole('img', { name: `The reveal photo for question ${i + 1}` })
    .waitFor();

  i = await addQuestion('Put in order', 'Put their story in order.', 'The first date came first.');
  await field(`questions.${i}.items.0`).fill('The proposal');
  await field(`questions.${i}.items.1`).fill('Their first date');
  await field(`questions.${i}.items.2`).fill('Moving in together');
  await card(i).getByRole('button', { name: '+ Add item' }).click();
  // The right order, with the buttons: the date first, the proposal last.
  await card(i).getByRole('button', { name: 'Move item 1 down' }).click();
  // The focus follows the moved item.
  await operator.waitForFunction(
    () => document.activeElement?.getAttribute('aria-label') === 'Move item 2 down',
  );
  await card(i).getByRole('button', { name: 'Move item 2 down' }).click();

  i = await addQuestion(
    'Poll (no right answer)',
    'Which song opens the dance floor?',
    'The DJ will play it.',
  );
  await field(`questions.${i}.options.0`).fill('Dancing Queen');
  await field(`questions.${i}.options.1`).fill('September');
  await field(`questions.${i}.points`).fill('2000');
}

/** What the form should save: `photo` is the reveal photo's and the partner photo's path. */
function expected(photos: { reveal: string; anna: string }): Quiz {
  return {
    ...START,
    // The editor saves in the current format.
    version: QUIZ_FORMAT_VERSION,
    partners: [{ name: 'Anna', photo: photos.anna }, { name: 'James' }],
    questions: [
      {
        kind: 'choice',
        text: 'Where did they meet?',
        options: ['At a barbecue', 'In the library', 'On a ski trip'],
        correct: 1,
        explanation: 'In the library, by the atlases.',
      },
      {
        kind: 'trueFalse',
        text: 'James proposed on a mountain.',
        correct: 1,
        explanation: 'In a rowing boat, in fact.',
      },
      {
        kind: 'whoSaidIt',
        text: 'Who said "I love you" first?',
        correct: 1,
        explanation: 'James, on the train home.',
      },
      {
        kind: 'closest',
        text: 'How many countries have they visited?',
        answer: 14,
        tolerance: 5,
        min: 0,
        max: 60,
        unit: 'countries',
        explanation: 'Fourteen, so far.',
        revealPhoto: photos.reveal,
      },
      {
        kind: 'order',
        text: 'Put their story in order.',
        items: ['Their first date', 'Moving in together', 'The proposal', 'The wedding'],
        explanation: 'The first date came first.',
      },
      {
        kind: 'poll',
        text: 'Which song opens the dance floor?',
        options: ['Dancing Queen', 'September'],
        points: 250,
        explanation: 'The DJ will play it.',
      },
    ],
  };
}

const KINDS = ['choice', 'trueFalse', 'whoSaidIt', 'closest', 'order', 'poll'] as const;

/** Question `index` in view with the preview showing it, as the operator sees it. */
async function shootQuestion(index: number, name: string): Promise<void> {
  await field(`questions.${index}.text`).focus();
  await card(index).evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await operator.evaluate('window.scrollBy(0, -90)'); // below the sticky toolbar
  await settle(operator);
  await savePicture(operator, join(SHOTS, `${name}.png`));
}

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  operator = await openQuizEditor(chrome, srv.url);
});

describe('the quiz editor, every kind', { timeout: 90_000 }, () => {
  test('one question of each kind: problems under their fields, fixed, saved, unchanged after a reload', async () => {
    await importFile('start.json', Buffer.from(JSON.stringify(START)));
    await makeSixKinds();
    operator.once('dialog', (d) => void d.accept());
    await card(0).getByRole('button', { name: 'Remove question 1' }).click();
    await seeText(operator, 'Questions (6)');

    await operator.getByRole('button', { name: 'Save quiz' }).click();
    await seeText(operator, 'Not saved: please fix the 5 problems marked below.');
    const problems: [string, string][] = [
      ['partners.0.name', 'Please fill this in.'],
      ['partners.1.name', 'Please fill this in.'],
      ['questions.3.answer', 'The answer must be between the lowest and highest guess'],
      ['questions.4.items.3', 'Please fill this in.'],
      ['questions.5.points', 'At most 1000 points.'],
    ];
    for (const [path, message] of problems) {
      expect(await problemsOf(path).innerText(), path).toContain(message);
      expect(await field(path).getAttribute('aria-invalid'), path).toBe('true');
    }
    // The couple's names come first in the form: the focus is there.
    expect(await operator.evaluate<string>('document.activeElement.id')).toBe('quiz-partners-0-name');
    await savePicture(operator, join(SHOTS, 'editor-problems-couple.png'));
    await field('questions.3.answer').scrollIntoViewIfNeeded();
    await savePicture(operator, join(SHOTS, 'editor-problems-closest.png'));
    expect((await savedQuiz()).questions).toEqual(START.questions);

    await field('partners.0.name').fill('Anna');
    await field('partners.1.name').fill('James');
    await operator.getByTestId('quiz-partners-0-photo-file').setInputFiles({
      name: 'anna.png',
      mimeType: 'image/png',
      buffer: plainPng([236, 200, 206]),
    });
    await operator.getByRole('img', { name: 'The photo of the first partner' }).waitFor();
    await field('questions.3.answer').fill('14');
    await field('questions.4.items.3').fill('The wedding');
    await field('questions.5.points').fill('250');
    for (const [path] of problems) await problemsOf(path).waitFor({ state: 'detached' });

    await operator.getByRole('button', { name: 'Save quiz' }).click();
    await seeText(operator, 'Saved. The big screen and the phones have the new quiz.');
    const saved = await savedQuiz();
    const reveal = (saved.questions[3] as { revealPhoto?: string }).revealPhoto ?? '';
    const anna = saved.partners?.[0].photo ?? '';
    expect(reveal).toMatch(MEDIA);
    expect(anna).toMatch(MEDIA);
    expect(saved).toEqual(expected({ reveal, anna }));

    await operator.reload();
    await field('questions.5.points').waitFor();
    await seeText(operator, 'All changes saved');
    expect(await savedQuiz()).toEqual(saved);
    const kinds = [];
    for (let i = 0; i < KINDS.length; i++) kinds.push(await field(`questions.${i}.kind`).inputValue());
    expect(kinds).toEqual([...KINDS]);
    expect(await field('questions.3.answer').inputValue()).toBe('14');
    expect(await field('questions.4.items.0').inputValue()).toBe('Their first date');
    expect(await field('partners.1.name').inputValue()).toBe('James');
    expect(await card(1).getByRole('radio', { name: 'False', exact: true }).isChecked()).toBe(true);
    expect(await card(2).getByRole('radio', { name: 'James', exact: true }).isChecked()).toBe(true);
    for (const [i, kind] of KINDS.entries()) await shootQuestion(i, `editor-${kind}`);
  });

  test('the preview of a closest question: its range, then the answer and the nearest guesses', async () => {
    await field('questions.3.text').focus();
    const preview = operator.getByTestId('screen-preview');
    await seeText(operator, 'Question 4 of 6');
    await operator.getByRole('button', { name: 'Answer', exact: true }).click();
    await settle(operator);
    await preview.screenshot({ path: join(SHOTS, 'editor-preview-closest.png') });
    await operator.getByRole('button', { name: 'Options', exact: true }).click();
    await settle(operator);
    await preview.screenshot({ path: join(SHOTS, 'editor-preview-closest-options.png') });
    expect(await preview.innerText()).toContain('How many countries have they visited?');
  });

  test('the showcase sample goes through the editor and back unchanged', async () => {
    const sample = JSON.parse(readFileSync(SHOWCASE, 'utf8')) as {
      quiz: Quiz;
      media: Record<string, string>;
    };
    await importFile('showcase.wedding-quiz.json', readFileSync(SHOWCASE));
    const imported = await savedQuiz();
    expect(imported).toEqual(sample.quiz);
    // Loaded into the form, nothing counts as changed…
    await seeText(operator, 'All changes saved');
    // …and saving the form gives the server the very same quiz.
    await operator.getByRole('button', { name: 'Save quiz' }).click();
    await seeText(operator, 'Saved. The big screen and the phones have the new quiz.');
    expect(await savedQuiz()).toEqual(sample.quiz);
  });

  /** Every image travels with the quiz: the reveal photos and the couple's photos too. */
  test('the export carries the reveal photos and the couple’s photos', async () => {
    const sample = JSON.parse(readFileSync(SHOWCASE, 'utf8')) as {
      quiz: Quiz;
      media: Record<string, string>;
    };
    const download = await downloadOf(operator, () =>
      operator.getByRole('button', { name: 'Export' }).click(),
    );
    const exported = JSON.parse(download.text()) as typeof sample;
    expect(exported.quiz).toEqual(sample.quiz);
    expect(Object.keys(exported.media).sort()).toEqual(Object.keys(sample.media).sort());
  });

  test('no page threw an error', () => {
    expect(errors).toEqual([]);
  });
});
