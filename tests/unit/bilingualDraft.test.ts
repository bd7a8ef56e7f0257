/**
 * The editor and bilingual quizzes (issue 16): the languages and every translation go quiz → form →
 * quiz unchanged; turning the second language off keeps the translations in the form but saves none;
 * a removed or moved option or item takes its translation along; the translations view lists every
 * text beside its translation and counts the missing ones; a quiz file carries it all.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { quizFileSchema, quizSchema, type Quiz } from '@shared/wire/quiz';
import { importQuiz } from '../../src/main/server/game/quizFile';
import { exportedFile } from '../support/quizExports';
import { MediaStore } from '../../src/main/server/storage/media';
import { moveItem, removeOption } from '../../src/renderer/src/features/editor/questionEdits';
import {
  fromDraft,
  toDraft,
  updateQuestion,
  type QuizDraft,
} from '../../src/renderer/src/features/editor/quizDraft';
import {
  setTranslation,
  translationCount,
  translationGroups,
} from '../../src/renderer/src/features/editor/translate/translationRows';
import { testQuiz } from '../support/quizzes';

function bilingual(): Quiz {
  return quizSchema.parse({
    ...testQuiz({ version: 3, title: 'Our story', coupleNames: 'Ana & Tom' }),
    language: 'pl',
    secondLanguage: 'pt',
    second: { title: 'A nossa história' },
    playMode: 'tables',
    tables: [
      { number: 1, name: 'Kraków', secondName: 'Cracóvia' },
      { number: 2, name: 'Lizbona' },
    ],
    questions: [
      {
        text: 'Gdzie się poznali?',
        options: ['W Sewilli', 'W Paryżu', 'W internecie'],
        correct: 0,
        explanation: 'Na weselu.',
        second: { text: 'Onde se conheceram?', options: ['Em Sevilha', '', 'Na internet'] },
      },
      {
        kind: 'order',
        text: 'Ułóż po kolei',
        items: ['Pierwsza randka', 'Zaręczyny', 'Ślub'],
        second: { items: ['Primeiro encontro', 'Noivado', 'Casamento'] },
      },
      { kind: 'closest', text: 'Jak daleko?', answer: 10, tolerance: 2, min: 0, max: 100, unit: 'km' },
    ],
  });
}

const saved = (draft: QuizDraft): Quiz => quizSchema.parse(fromDraft(draft));

describe('a bilingual quiz in the editor', () => {
  it('goes quiz → form → quiz unchanged, languages and every translation included', () => {
    expect(saved(toDraft(bilingual()))).toEqual(bilingual());
  });

  it('the bilingual sample (English and Spanish, every kind) is valid and goes through the form unchanged', () => {
    const file = quizFileSchema.parse(
      JSON.parse(readFileSync(resolve('resources/samples/bilingual.wedding-quiz.json'), 'utf8')),
    );
    const sample = quizSchema.parse(file.quiz);
    expect(sample.secondLanguage).toBe('es');
    expect(saved(toDraft(sample))).toEqual(sample);
  });

  it('keeps a quiz main language even with no second one (it used to be dropped)', () => {
    const french = { ...bilingual(), language: 'fr' as const, secondLanguage: undefined, second: undefined };
    const quiz = quizSchema.parse(JSON.parse(JSON.stringify(french)));
    const out = saved(toDraft(quiz));
    expect(out.language).toBe('fr');
    expect(out.secondLanguage).toBeUndefined();
    expect(out.questions[0]?.second).toBeUndefined();
  });

  it('saves no translation while the second language is off, and has them back when it is on again', () => {
    const draft = toDraft(bilingual());
    const off = { ...draft, languages: { ...draft.languages, second: null } };
    const out = saved(off);
    expect(out.secondLanguage).toBeUndefined();
    expect(out.second).toBeUndefined();
    expect(out.questions.some((q) => q.second)).toBe(false);
    expect(out.tables?.[0]).toEqual({ number: 1, name: 'Kraków' });
    expect(saved({ ...off, languages: { ...off.languages, second: 'pt' } })).toEqual(bilingual());
  });

  it('a removed option and a moved item take their translations along', () => {
    let draft = toDraft(bilingual());
    draft = updateQuestion(draft, 0, removeOption(draft.questions[0]!, 0));
    draft = updateQuestion(draft, 1, moveItem(draft.questions[1]!, 0, 1));
    const out = saved(draft);
    expect(out.questions[0]?.second?.options).toEqual(['', 'Na internet']);
    expect(out.questions[1]).toMatchObject({
      items: ['Zaręczyny', 'Pierwsza randka', 'Ślub'],
      second: { items: ['Noivado', 'Primeiro encontro', 'Casamento'] },
    });
  });
});

describe('the translations view', () => {
  it('lists every text beside its translation, missing ones empty, and counts them', () => {
    const groups = translationGroups(toDraft(bilingual()));
    expect(groups.map((g) => g.questionNumber)).toEqual([null, 1, 2, 3]);
    expect(groups[0]?.rows.map((r) => [r.field, r.mark, r.main, r.second])).toEqual([
      ['title', null, 'Our story', 'A nossa história'],
      ['table', '1', 'Kraków', 'Cracóvia'],
      ['table', '2', 'Lizbona', ''],
    ]);
    expect(groups[1]?.rows.map((r) => [r.field, r.mark, r.second])).toEqual([
      ['text', null, 'Onde se conheceram?'],
      ['option', 'A', 'Em Sevilha'],
      ['option', 'B', ''],
      ['option', 'C', 'Na internet'],
      ['explanation', null, ''],
    ]);
    expect(groups[3]?.rows.map((r) => r.field)).toEqual(['text', 'unit']);
    expect(translationCount(groups)).toEqual({ total: 14, done: 8 });
  });

  it('a translation typed in the view is saved under its text', () => {
    let draft = toDraft(bilingual());
    const [quizGroup, first] = translationGroups(draft);
    draft = setTranslation(draft, first!.rows[2]!.key, 'Em Paris');
    draft = setTranslation(draft, quizGroup!.rows[2]!.key, 'Lisboa');
    draft = setTranslation(draft, translationGroups(draft)[3]!.rows[1]!.key, 'km');
    draft = setTranslation(draft, 'q999.text', 'nothing');
    const out = saved(draft);
    expect(out.questions[0]?.second?.options).toEqual(['Em Sevilha', 'Em Paris', 'Na internet']);
    expect(out.tables?.[1]).toEqual({ number: 2, name: 'Lizbona', secondName: 'Lisboa' });
    expect(out.questions[2]?.second).toEqual({ unit: 'km' });
    expect(translationCount(translationGroups(draft))).toEqual({ total: 14, done: 11 });
  });
});

describe('a bilingual quiz file', () => {
  it('export and import carry both languages and every translation', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'wq-bilingual-'));
    try {
      const store = new MediaStore(dir);
      const file = await exportedFile(bilingual(), store);
      expect(await importQuiz(file, store)).toEqual(bilingual());
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
