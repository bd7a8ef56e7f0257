/**
 * The quiz editor's preview builds the big screen's views from the draft: for every kind and step, a
 * view the wire schema accepts, shaped as the server would send it.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GameState } from '@shared/model/gameState';
import { screenViewSchema } from '@shared/wire/payloads';
import { quizSchema } from '@shared/wire/quiz';
import { toDraft } from '../../src/renderer/src/features/editor/quizDraft';
import { newQuestion } from '../../src/renderer/src/features/editor/questionDraft';
import { changeKind } from '../../src/renderer/src/features/editor/questionEdits';
import {
  PREVIEW_STEPS,
  previewView,
  type PreviewStep,
} from '../../src/renderer/src/features/editor/preview/previewView';
import { editorWords } from './editorWords';

const en = await editorWords('en');

const file = JSON.parse(readFileSync(resolve('resources/samples/showcase.wedding-quiz.json'), 'utf8')) as {
  quiz: unknown;
};
const draft = toDraft(quizSchema.parse(file.quiz));
const view = (index: number, step: PreviewStep): ReturnType<typeof previewView> =>
  previewView(draft, index, draft.questions[index]!, step, en.t);

describe('the preview of every kind', () => {
  it('is a view the big screen accepts, at every step', () => {
    for (const index of draft.questions.keys()) {
      for (const { step } of PREVIEW_STEPS) {
        const v = view(index, step);
        expect(screenViewSchema.parse(v)).toEqual(v);
        expect(v.question?.kind).toBe(draft.questions[index]!.kind);
      }
    }
    expect(view(0, 'question')).toMatchObject({
      state: GameState.SHOW_QUESTION,
      question: { options: [], itemIds: null },
      reveal: null,
      correctAnswer: null,
    });
  });

  it('choice and true or false: the options, the right one and a chart at the answer', () => {
    const choice = view(0, 'answer');
    expect(choice.question?.options).toEqual([
      "At a friend's barbecue",
      'In the university library',
      'On a ski trip',
      'At a music festival',
    ]);
    expect(choice.correctAnswer).toBe(1);
    expect(choice.responses?.[1]).toBe(7);
    expect(choice.reveal).toMatchObject({
      explanation: expect.stringContaining('university library'),
      photo: expect.stringMatching(/^\/media\//),
      order: null,
      closest: null,
      rightCount: 7,
    });
    expect(view(1, 'options').question?.options).toEqual(['True', 'False']);
    expect(view(1, 'answer').correctAnswer).toBe(1);
  });

  it('who said it: the couple and Both, with their photos', () => {
    const v = view(2, 'options');
    expect(v.question?.options).toEqual(['Anna', 'James', 'Both']);
    expect(v.question?.partnerPhotos).toEqual([draft.partners[0].photo, draft.partners[1].photo]);
    expect(view(2, 'answer').correctAnswer).toBe(1);
  });

  it('shoe game: the couple with their photos, no answer key, their made-up picks at the reveal', () => {
    const who = draft.questions[2]!;
    const shoe = { ...who, ...changeKind(who, 'shoeGame') };
    const at = (step: PreviewStep): ReturnType<typeof previewView> => previewView(draft, 2, shoe, step, en.t);
    for (const { step } of PREVIEW_STEPS) expect(screenViewSchema.parse(at(step))).toEqual(at(step));
    const options = at('options');
    expect(options.question).toMatchObject({ kind: 'shoeGame', options: ['Anna', 'James'] });
    expect(options.question?.partnerPhotos).toEqual([draft.partners[0].photo, draft.partners[1].photo]);
    expect(options.couple).toEqual({
      names: ['Anna', 'James'],
      online: [true, true],
      answered: [true, false],
    });
    const answer = at('answer');
    expect(answer.correctAnswer).toBeNull();
    expect(answer.reveal?.couple).toEqual({ answers: [0, 0], entered: [false, false], agree: true });
    expect(answer.responses?.slice(0, 2)).toEqual([7, 4]);
    expect(answer.reveal?.rightCount).toBe(7);
    // The other kinds have no couple to show.
    expect(view(2, 'answer').reveal?.couple).toBeNull();
    expect(view(2, 'options').couple).toBeNull();
  });

  it('closest: the range and unit, then the answer, the guesses and the nearest three', () => {
    const v = view(3, 'options');
    expect(v.question).toMatchObject({ options: [], number: { min: 0, max: 100, unit: 'countries' } });
    const answer = view(3, 'answer');
    expect(answer.correctAnswer).toBe(14);
    expect(answer.responses).toBeNull();
    const closest = answer.reveal?.closest;
    expect(closest).toMatchObject({ answer: 14, unit: 'countries' });
    expect(closest?.nearest).toHaveLength(3);
    expect(closest?.bins.reduce((n, b) => n + b.count, 0)).toBe(12);
    const distances = closest!.nearest.map((n) => Math.abs(n.guess - 14));
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  });

  it('order: the items shuffled with their ids, the right order at the reveal', () => {
    const items = draft.questions[4]!.items;
    const v = view(4, 'options').question!;
    expect(v.itemIds).toHaveLength(4);
    expect(v.itemIds).not.toEqual([0, 1, 2, 3]);
    expect(v.options).toEqual(v.itemIds!.map((id) => items[id]));
    const answer = view(4, 'answer');
    expect(answer.correctAnswer).toBeNull();
    expect(answer.reveal?.order).toEqual(items);
  });

  it('poll: the options, no right one, the votes', () => {
    const v = view(5, 'answer');
    expect(v.correctAnswer).toBeNull();
    expect(v.question?.options).toHaveLength(4);
    expect(v.responses?.every((n) => n > 0)).toBe(true);
  });

  it('a new, empty question of each kind previews with stand-ins', () => {
    const fresh = {
      ...draft,
      partners: [
        { name: '', photo: null },
        { name: '', photo: null },
      ],
    } as typeof draft;
    for (const kind of ['choice', 'whoSaidIt', 'closest', 'order', 'poll', 'shoeGame'] as const) {
      const q = { ...newQuestion(), ...changeKind(newQuestion(), kind) };
      const v = previewView(fresh, 0, q, 'answer', en.t);
      expect(screenViewSchema.parse(v)).toEqual(v);
      expect(v.question?.text).toBe('Your question here');
    }
    const who = { ...newQuestion(), kind: 'whoSaidIt' as const };
    expect(previewView(fresh, 0, who, 'options', en.t).question?.options).toEqual([
      'Partner 1',
      'Partner 2',
      'Both',
    ]);
    const shoe = { ...newQuestion(), kind: 'shoeGame' as const };
    expect(previewView(fresh, 0, shoe, 'options', en.t).question?.options).toEqual([
      'Partner 1',
      'Partner 2',
    ]);
    const closest = { ...newQuestion(), kind: 'closest' as const };
    expect(previewView(fresh, 0, closest, 'answer', en.t).correctAnswer).toBe(50);
  });
});
