/**
 * The editor's words in other languages than English: the problems under the fields, the names in
 * the list at the top and the preview's stand-ins come from each language's catalog, with its plural
 * forms and its way of grouping numbers.
 */
import { describe, expect, it } from 'vitest';
import type { Quiz } from '@shared/wire/quiz';
import { newQuestion } from '../../src/renderer/src/features/editor/questionDraft';
import { toDraft, updateQuestion, type QuizDraft } from '../../src/renderer/src/features/editor/quizDraft';
import { fieldName, plainMessage } from '../../src/renderer/src/features/editor/problemWords';
import { validateDraft } from '../../src/renderer/src/features/editor/quizProblems';
import { shownQuestion } from '../../src/renderer/src/features/editor/preview/previewQuestion';
import { editorWords } from './editorWords';
import { miaAndLeo } from '../support/quizzes';

const es = await editorWords('es');
const de = await editorWords('de');
const pl = await editorWords('pl');
const ar = await editorWords('ar');
const zh = await editorWords('zh');

const quiz: Quiz = miaAndLeo({
  title: 'Mia & Leo',
  timings: { countdownSeconds: 3, questionSeconds: 4, answerSeconds: 20 },
  questions: [
    { kind: 'choice', text: 'Where?', options: ['A', 'B', 'C'], correct: 2 },
    { kind: 'closest', text: 'How far?', answer: 12, tolerance: 2, min: 0, max: 100, unit: 'km' },
  ],
});

const problems = (draft: QuizDraft, words: typeof es): string[] =>
  validateDraft(draft, words).map((p) => `${p.path}: ${p.message}`);

const withTimings = (change: Partial<QuizDraft['timings']>): QuizDraft => {
  const draft = toDraft(quiz);
  return { ...draft, timings: { ...draft.timings, ...change } };
};

describe('the editor in other languages', () => {
  it('words the problems in Spanish and German, numbers grouped their way', () => {
    const closest = (change: Partial<QuizDraft['questions'][number]['closest']>): QuizDraft =>
      updateQuestion(toDraft(quiz), 1, { closest: { ...toDraft(quiz).questions[1]!.closest, ...change } });
    expect(problems(closest({ max: '2000000000' }), es)).toEqual([
      'questions.1.max: Como máximo 1.000.000.000.',
    ]);
    expect(problems(closest({ answer: '500' }), es)).toEqual([
      'questions.1.answer: La respuesta debe estar entre la mínima y la máxima',
    ]);
    expect(problems({ ...toDraft(quiz), title: ' ' }, de)).toEqual(['title: Bitte füll das aus.']);
  });

  it('counts seconds in the plural forms of Polish and Arabic', () => {
    expect(problems(withTimings({ countdownSeconds: '0' }), pl)).toEqual([
      'timings.countdownSeconds: Co najmniej 1 sekunda.',
    ]);
    expect(problems(withTimings({ countdownSeconds: '0' }), ar)).toEqual([
      'timings.countdownSeconds: ثانية واحدة على الأقل.',
    ]);
    expect(pl.t('problems.atLeastSeconds', { count: 3 })).toBe('Co najmniej 3 sekundy.');
    expect(pl.t('problems.atLeastSeconds', { count: 5 })).toBe('Co najmniej 5 sekund.');
  });

  it("names the fields of the list at the top, and the schema's own sentences", () => {
    expect(fieldName('questions.0.options.2', zh.t)).toBe('第 1 题 · 选项 C');
    expect(fieldName('tables.2.number', de.t)).toBe('Tische, Zeile 3 · Nummer');
    expect(fieldName('partners.1.photo', es.t)).toBe('Foto de la segunda persona');
    expect(plainMessage('Table 7 is listed twice', es.t)).toBe('La mesa 7 aparece dos veces');
    expect(plainMessage('Only PNG, JPEG, WebP and GIF images can be used.', es.t)).toBe(
      'Solo se pueden usar imágenes PNG, JPEG, WebP y GIF.',
    );
    expect(plainMessage('The game has started: reset it to edit the quiz.', zh.t)).toBe(
      '游戏已经开始：请先重置游戏，再编辑问答。',
    );
    expect(plainMessage('Add at least one table for Tables mode', ar.t)).toBe(
      'أضف طاولة واحدة على الأقل لنمط الطاولات',
    );
  });

  it("shows the preview's stand-ins in the operator's language", () => {
    const blank = { ...newQuestion(), options: ['', 'Sí', ''] };
    const shown = shownQuestion(blank, [], true, es.t);
    expect(shown.text).toBe('Tu pregunta aquí');
    expect(shown.options).toEqual(['Opción A', 'Sí', 'Opción C']);
  });
});
