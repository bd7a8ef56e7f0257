/**
 * How the game is played, in the editor's draft: a solo quiz saves as it came, the tables sample goes
 * quiz → form → quiz (and export → import) exactly, each setting saves what the form shows, "Tables 1
 * to N" keeps names by number, and each problem lands at its own field.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { quizSchema, type Quiz } from '@shared/wire/quiz';
import { importQuiz } from '../../src/main/server/game/quizFile';
import { exportedFile } from '../support/quizExports';
import { MediaStore } from '../../src/main/server/storage/media';
import { type TableDraft } from '../../src/renderer/src/features/editor/play/playDraft';
import {
  addTable,
  namedTablesLost,
  tableCount,
  tablesOneTo,
  withTwice,
} from '../../src/renderer/src/features/editor/play/tableEdits';
import { fieldName } from '../../src/renderer/src/features/editor/problemWords';
import {
  draftFingerprint,
  fromDraft,
  toDraft,
  updatePartner,
  type QuizDraft,
} from '../../src/renderer/src/features/editor/quizDraft';
import { validateDraft } from '../../src/renderer/src/features/editor/quizProblems';
import { editorWords } from './editorWords';
import { miaAndLeo } from '../support/quizzes';

const en = await editorWords('en');

const TABLES_SAMPLE = resolve('resources/samples/tables.wedding-quiz.json');
const sampleFile = (): { quiz: unknown } =>
  JSON.parse(readFileSync(TABLES_SAMPLE, 'utf8')) as { quiz: unknown };
const tablesQuiz = (): Quiz => quizSchema.parse(sampleFile().quiz);

/** A solo quiz of one question, without any of the play settings. */
const solo = (): Quiz =>
  miaAndLeo({
    title: 'Mia & Leo',
    partners: [{ name: 'Mia' }, { name: 'Leo' }],
    questions: [{ kind: 'choice', text: 'Where?', options: ['Here', 'There'], correct: 0 }],
  });

/** The solo quiz's draft with its play settings changed. */
function played(change: Partial<QuizDraft['play']>): QuizDraft {
  const draft = toDraft(solo());
  return { ...draft, play: { ...draft.play, ...change } };
}

const problems = (draft: QuizDraft): string[] =>
  validateDraft(draft, en).map((p) => `${p.path}: ${p.message}`);
const tables = (...rows: [string, string][]): TableDraft[] =>
  rows.map(([number, name], i) => ({ id: 1000 + i, number, name }));

describe('quiz → draft → quiz', () => {
  it('a solo quiz without play settings saves without them', () => {
    const quiz = solo();
    expect(fromDraft(toDraft(quiz))).toEqual(quiz);
    expect(toDraft(quiz).play).toMatchObject({ mode: 'solo', tables: [], pacing: 'every' });
  });

  it('the tables sample goes through the form exactly, and counts as unedited', () => {
    const quiz = tablesQuiz();
    const draft = toDraft(quiz);
    expect(fromDraft(draft)).toEqual(quiz);
    expect(validateDraft(draft, en)).toEqual([]);
    expect(draft.play.tables.map((t) => `${t.number} ${t.name}`.trim()).slice(0, 5)).toEqual([
      '1 Lisbon',
      '2 Kraków',
      '3 Lake Bled',
      '4 Kyoto',
      '5',
    ]);
    expect(draftFingerprint(toDraft(quizSchema.parse(fromDraft(draft)), draft))).toBe(
      draftFingerprint(draft),
    );
  });

  it('a setting the quiz had stays, even at its default; one it did not have is left out', () => {
    const quiz: Quiz = { ...solo(), playMode: 'solo', leaderboardEvery: 1 };
    expect(fromDraft(toDraft(quiz))).toEqual(quiz);
    expect(fromDraft(played({ pacing: 'every', every: '7' }))).not.toHaveProperty('leaderboardEvery');
  });

  it('two sides: the names as given, an empty one from the couple’s first names, none when both are empty', () => {
    expect(fromDraft(played({ mode: 'sides' }))).toMatchObject({ playMode: 'sides' });
    expect(fromDraft(played({ mode: 'sides' }))).not.toHaveProperty('sideNames');
    expect(fromDraft(played({ mode: 'sides', sideNames: ['The Smiths', ''] }))).toMatchObject({
      sideNames: ['The Smiths', "Leo's side"],
    });
    const quiz: Quiz = { ...solo(), playMode: 'sides', sideNames: ['Team Mia', 'Team Leo'] };
    expect(fromDraft(toDraft(quiz))).toEqual(quiz);
    expect(validateDraft(toDraft(quiz), en)).toEqual([]);
  });

  it('the autopilot: saved once switched on or changed, with its seconds', () => {
    expect(fromDraft(played({}))).not.toHaveProperty('autopilot');
    const on = played({ autopilot: { enabled: true, revealSeconds: '8', leaderboardSeconds: '6' } });
    expect(fromDraft(on)).toMatchObject({
      autopilot: { enabled: true, revealSeconds: 8, leaderboardSeconds: 6 },
    });
    const slower = played({ autopilot: { enabled: false, revealSeconds: '12', leaderboardSeconds: '6' } });
    expect(fromDraft(slower)).toMatchObject({ autopilot: { enabled: false, revealSeconds: 12 } });
    const quiz: Quiz = { ...solo(), autopilot: { enabled: true, revealSeconds: 10, leaderboardSeconds: 4 } };
    expect(fromDraft(toDraft(quiz))).toEqual(quiz);
  });

  it('the pacing: after every question, every N, only at the end', () => {
    expect(fromDraft(played({ pacing: 'nth', every: '3' }))).toMatchObject({ leaderboardEvery: 3 });
    expect(fromDraft(played({ pacing: 'end' }))).toMatchObject({ leaderboardEvery: 0 });
    for (const every of [0, 1, 4]) {
      const quiz: Quiz = { ...solo(), leaderboardEvery: every };
      expect(fromDraft(toDraft(quiz))).toEqual(quiz);
    }
    expect(toDraft({ ...solo(), leaderboardEvery: 4 }).play).toMatchObject({ pacing: 'nth', every: '4' });
    expect(toDraft({ ...solo(), leaderboardEvery: 0 }).play.pacing).toBe('end');
  });

  it('tables are saved in Tables mode, and kept in another mode only while they could be saved', () => {
    const list = tables(['1', 'Lisbon'], ['2', '']);
    expect(fromDraft(played({ mode: 'tables', tables: list }))).toMatchObject({
      playMode: 'tables',
      tables: [{ number: 1, name: 'Lisbon' }, { number: 2 }],
    });
    expect(fromDraft(played({ mode: 'solo', tables: list }))).toMatchObject({
      tables: [{ number: 1 }, { number: 2 }],
    });
    const twice = tables(['1', ''], ['1', '']);
    expect(fromDraft(played({ mode: 'solo', tables: twice }))).not.toHaveProperty('tables');
    expect(fromDraft(played({ mode: 'sides', tables: tables(['', 'x']) }))).not.toHaveProperty('tables');
  });
});

describe('export → import', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('a tables quiz comes back equal, play settings and all', async () => {
    dir = await mkdtemp(join(tmpdir(), 'wq-play-'));
    const store = new MediaStore(join(dir, 'a'));
    const quiz = await importQuiz(sampleFile(), store);
    expect(quiz).toEqual(tablesQuiz());
    const file = await exportedFile(quiz, store);
    const again = await importQuiz(file, new MediaStore(join(dir, 'b')));
    expect(again).toEqual(quiz);
    expect(again).toMatchObject({ playMode: 'tables', leaderboardEvery: 1 });
    expect(again.tables).toHaveLength(12);
  });
});

describe('the tables list', () => {
  it('"Tables 1 to N" replaces the list, keeping each name (and row) by its number', () => {
    const list = tables(['3', 'Kyoto'], ['1', 'Lisbon'], ['15', 'Rome'], ['', 'Nowhere']);
    const filled = tablesOneTo(list, 4);
    expect(filled.map((t) => [t.number, t.name])).toEqual([
      ['1', 'Lisbon'],
      ['2', ''],
      ['3', 'Kyoto'],
      ['4', ''],
    ]);
    expect(filled[0]!.id).toBe(1001);
    expect(namedTablesLost(list, 4).map((t) => t.name)).toEqual(['Rome', 'Nowhere']);
    expect(namedTablesLost(list, 15).map((t) => t.name)).toEqual(['Nowhere']);
    expect(tablesOneTo([], 10).map((t) => t.number)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
  });

  it('how many tables: a whole number from 1 to 500', () => {
    expect(['10', '1', '500'].map(tableCount)).toEqual([10, 1, 500]);
    expect(['', '0', '501', '2.5', 'x'].map(tableCount)).toEqual([null, null, null, null, null]);
  });

  it('a new table takes the next number; no more than 500', () => {
    expect(addTable(tables(['4', ''], ['9', ''], ['', ''])).map((t) => t.number)).toEqual([
      '4',
      '9',
      '',
      '10',
    ]);
    expect(addTable([])[0]!.number).toBe('1');
    const full = tablesOneTo([], 500);
    expect(addTable(full)).toHaveLength(500);
  });
});

describe('problems, field by field', () => {
  it('a number listed twice is marked at its field, live and by the schema alike', () => {
    const draft = played({ mode: 'tables', tables: tables(['1', ''], ['2', ''], ['1', 'Porto']) });
    expect(problems(draft)).toEqual(['tables.2.number: Table 1 is listed twice']);
    expect(withTwice(new Map(), draft.play.tables, en.t).get('tables.2.number')).toEqual([
      'Table 1 is listed twice',
    ]);
    expect(withTwice(new Map(), draft.play.tables, en.t).has('tables.0.number')).toBe(false);
  });

  it('Tables mode needs a table; numbers are whole, from 1 to 999; names at most 40 characters', () => {
    expect(problems(played({ mode: 'tables' }))).toEqual(['tables: Add at least one table for Tables mode']);
    const list = tables(['', ''], ['0', ''], ['1000', ''], ['2.5', ''], ['4', 'x'.repeat(41)]);
    expect(problems(played({ mode: 'tables', tables: list }))).toEqual([
      "tables.0.number: Enter the table's number.",
      'tables.1.number: Table numbers start at 1.',
      'tables.2.number: At most 999.',
      "tables.3.number: Enter the table's number.",
      'tables.4.name: At most 40 characters.',
    ]);
    expect(problems(played({ mode: 'tables', tables: tablesOneTo([], 501) }))).toEqual([
      'tables: At most 500 tables.',
    ]);
  });

  it('the side names, the autopilot’s seconds and the pacing', () => {
    expect(problems(played({ mode: 'sides', sideNames: ['x'.repeat(41), ''] }))).toEqual([
      'sideNames.0: At most 40 characters.',
    ]);
    const autopilot = { enabled: true, revealSeconds: '1', leaderboardSeconds: '' };
    expect(problems(played({ autopilot }))).toEqual([
      'autopilot.revealSeconds: At least 2 seconds.',
      'autopilot.leaderboardSeconds: Enter a whole number of seconds.',
    ]);
    expect(
      problems(played({ autopilot: { ...autopilot, revealSeconds: '121', leaderboardSeconds: '6' } })),
    ).toEqual(['autopilot.revealSeconds: At most 120 seconds.']);
    expect(problems(played({ pacing: 'nth', every: '51' }))).toEqual([
      'leaderboardEvery: At most every 50 questions.',
    ]);
    expect(problems(played({ pacing: 'nth', every: '' }))).toEqual([
      'leaderboardEvery: Enter a whole number of questions.',
    ]);
  });

  it('the side names’ defaults follow the couple’s first names as typed', () => {
    const draft = updatePartner(played({ mode: 'sides', sideNames: ['', 'Team Leo'] }), 0, { name: 'Maria' });
    expect(fromDraft(draft)).toMatchObject({ sideNames: ["Maria's side", 'Team Leo'] });
  });

  it('names each field in the list at the top', () => {
    expect(fieldName('playMode', en.t)).toBe('Play mode');
    expect(fieldName('tables', en.t)).toBe('Tables');
    expect(fieldName('tables.2.number', en.t)).toBe('Tables, line 3 · number');
    expect(fieldName('tables.0.name', en.t)).toBe('Tables, line 1 · name');
    expect(fieldName('sideNames.1', en.t)).toBe("Second side's name");
    expect(fieldName('autopilot.revealSeconds', en.t)).toBe('Autopilot · answer shown for');
    expect(fieldName('leaderboardEvery', en.t)).toBe('Leaderboard pacing');
  });
});
