/**
 * The quiz editor's draft: every kind goes quiz → form → quiz unchanged, a version 1 quiz loads as
 * multiple choice, switching kind keeps what fits, and each field's problem comes back under its path.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { quizSchema, type Quiz } from '@shared/wire/quiz';
import { newQuestion, type QuestionDraft } from '../../src/renderer/src/features/editor/questionDraft';
import { changeKind } from '../../src/renderer/src/features/editor/questionEdits';
import {
  draftFingerprint,
  fromDraft,
  needsPartners,
  toDraft,
  updatePartner,
  updateQuestion,
  type QuizDraft,
} from '../../src/renderer/src/features/editor/quizDraft';
import { fieldName, plainMessage } from '../../src/renderer/src/features/editor/problemWords';
import { validateDraft } from '../../src/renderer/src/features/editor/quizProblems';
import { editorWords } from './editorWords';

const en = await editorWords('en');

const PHOTO = `/media/${'ab'.repeat(32)}.jpg`;
const OTHER = `/media/${'cd'.repeat(32)}.png`;

const showcase = (): Quiz =>
  quizSchema.parse(
    (
      JSON.parse(readFileSync(resolve('resources/samples/showcase.wedding-quiz.json'), 'utf8')) as {
        quiz: unknown;
      }
    ).quiz,
  );

/** One question of every kind, each with every optional field it may have. */
function everyKind(): Quiz {
  return {
    version: 3,
    title: 'Mia & Leo',
    coupleNames: 'Mia & Leo',
    eventDate: '2027-06-12',
    backgroundImage: OTHER,
    bgmUrl: 'https://example.org/list',
    timings: { countdownSeconds: 3, questionSeconds: 4, answerSeconds: 20 },
    partners: [{ name: 'Mia', photo: PHOTO }, { name: 'Leo' }],
    questions: [
      {
        kind: 'choice',
        text: 'Where?',
        options: ['A', 'B', 'C'],
        correct: 2,
        photo: PHOTO,
        answerSeconds: 30,
      },
      { text: 'Bare choice', options: ['Yes', 'No'], correct: 0 },
      { kind: 'trueFalse', text: 'Rain?', correct: 1, explanation: 'It poured.', revealPhoto: OTHER },
      { kind: 'whoSaidIt', text: 'Who snores?', correct: 2 },
      { kind: 'closest', text: 'How far?', answer: 12.5, tolerance: 2, min: -10, max: 100, unit: 'km' },
      { kind: 'closest', text: 'How many?', answer: 3, tolerance: 0.5, min: 0, max: 10 },
      { kind: 'order', text: 'In order', items: ['One', 'Two', 'Three', 'Four', 'Five'] },
      { kind: 'poll', text: 'Song?', options: ['X', 'Y'], points: 0 },
      { kind: 'poll', text: 'Cake?', options: ['X', 'Y', 'Z', 'W'], points: 250, explanation: 'Both.' },
      { kind: 'poll', text: 'Dance?', options: ['X', 'Y'] },
      {
        kind: 'shoeGame',
        text: 'Who is the better cook?',
        photo: PHOTO,
        answerSeconds: 15,
        explanation: 'Leo burns toast.',
        revealPhoto: OTHER,
      },
    ],
  };
}

const roundTrip = (quiz: Quiz): unknown => fromDraft(toDraft(quiz));

describe('quiz → draft → quiz', () => {
  it('keeps every kind and every optional field unchanged', () => {
    const quiz = everyKind();
    expect(quizSchema.parse(quiz)).toEqual(quiz);
    expect(roundTrip(quiz)).toEqual(quiz);
    expect(validateDraft(toDraft(quiz), en)).toEqual([]);
  });

  it('keeps the showcase sample unchanged, and it counts as unedited', () => {
    const quiz = showcase();
    expect(roundTrip(quiz)).toEqual(quiz);
    const draft = toDraft(quiz);
    expect(draftFingerprint(toDraft(quizSchema.parse(fromDraft(draft)), draft))).toBe(
      draftFingerprint(draft),
    );
  });

  it('loads a version 1 quiz as multiple choice and saves it as version 3, still valid', () => {
    const v1: Quiz = {
      ...everyKind(),
      version: 1,
      partners: undefined,
      questions: [
        { text: 'Q1', options: ['A', 'B'], correct: 1 },
        { text: 'Q2', options: ['A', 'B', 'C', 'D'], correct: 3, photo: PHOTO },
      ],
    };
    delete v1.partners;
    const draft = toDraft(v1);
    expect(draft.questions.map((q) => q.kind)).toEqual(['choice', 'choice']);
    expect(draft.partners).toEqual([
      { name: '', photo: null },
      { name: '', photo: null },
    ]);
    const saved = fromDraft(draft);
    expect(saved).toEqual({ ...v1, version: 3 });
    expect(quizSchema.safeParse(saved).success).toBe(true);
  });

  it('keeps the ids of the questions it replaces, so nothing is re-mounted', () => {
    const first = toDraft(everyKind());
    const again = toDraft(everyKind(), first);
    expect(again.questions.map((q) => q.id)).toEqual(first.questions.map((q) => q.id));
  });
});

/** A draft of `everyKind` with question `index` changed. */
function edited(index: number, change: (q: QuestionDraft) => Partial<QuestionDraft>): QuizDraft {
  const draft = toDraft(everyKind());
  return updateQuestion(draft, index, change(draft.questions[index]!));
}

describe('switching kind', () => {
  it('keeps the text, story, photos and time, and a poll keeps the options', () => {
    const draft = edited(0, () => ({ explanation: 'The story', revealPhoto: OTHER }));
    const q = draft.questions[0]!;
    const poll = { ...q, ...changeKind(q, 'poll') };
    const saved = fromDraft(updateQuestion(draft, 0, poll)) as Quiz;
    expect(saved.questions[0]).toEqual({
      kind: 'poll',
      text: 'Where?',
      options: ['A', 'B', 'C'],
      photo: PHOTO,
      answerSeconds: 30,
      explanation: 'The story',
      revealPhoto: OTHER,
    });
    const back = { ...poll, ...changeKind(poll, 'choice') };
    expect(back.correct).toBe(2);
    expect(back.options).toEqual(['A', 'B', 'C']);
  });

  it('starts the new kind sensibly: the right answer in range, options become items and back', () => {
    const q: QuestionDraft = { ...newQuestion(), options: ['Red', 'Blue', 'Green', 'Gold'], correct: 3 };
    expect(changeKind(q, 'trueFalse')).toMatchObject({ kind: 'trueFalse', correct: 0 });
    expect(changeKind(q, 'whoSaidIt')).toMatchObject({ kind: 'whoSaidIt', correct: 0 });
    expect(changeKind({ ...q, correct: 1 }, 'trueFalse')).not.toHaveProperty('correct');
    expect(changeKind(q, 'order').items).toEqual(['Red', 'Blue', 'Green', 'Gold']);
    expect(changeKind({ ...q, options: ['Red', ''] }, 'order').items).toEqual(['Red', '', '']);
    const order: QuestionDraft = { ...newQuestion(), kind: 'order', items: ['1', '2', '3', '4', '5'] };
    expect(changeKind(order, 'choice').options).toEqual(['1', '2', '3', '4']);
    expect(changeKind(order, 'closest')).toEqual({ kind: 'closest', bareChoice: false });
  });

  it('back to where it was is no change at all', () => {
    const draft = toDraft(everyKind());
    for (const [i, q] of draft.questions.entries()) {
      const there = { ...q, ...changeKind(q, q.kind === 'order' ? 'poll' : 'order') };
      const back = { ...there, ...changeKind(there, q.kind) };
      if (q.bareChoice) back.bareChoice = true;
      expect(draftFingerprint(updateQuestion(draft, i, back))).toBe(draftFingerprint(draft));
    }
  });

  it('a new question of each kind asks for what is missing, each under its own field', () => {
    const kinds = ['choice', 'trueFalse', 'whoSaidIt', 'closest', 'order', 'poll', 'shoeGame'] as const;
    const draft = toDraft(everyKind());
    draft.partners = [
      { name: '', photo: null },
      { name: '', photo: null },
    ];
    draft.questions = kinds.map((kind) => ({ ...newQuestion(), ...changeKind(newQuestion(), kind) }));
    const paths = validateDraft(draft, en).map((p) => `${p.path}: ${p.message}`);
    expect(paths).toEqual([
      'partners.0.name: Please fill this in.',
      'partners.1.name: Please fill this in.',
      'questions.0.text: Please fill this in.',
      'questions.0.options.0: Please fill this in.',
      'questions.0.options.1: Please fill this in.',
      'questions.1.text: Please fill this in.',
      'questions.2.text: Please fill this in.',
      'questions.3.text: Please fill this in.',
      'questions.3.answer: Enter a number.',
      'questions.4.text: Please fill this in.',
      'questions.4.items.0: Please fill this in.',
      'questions.4.items.1: Please fill this in.',
      'questions.4.items.2: Please fill this in.',
      'questions.5.text: Please fill this in.',
      'questions.5.options.0: Please fill this in.',
      'questions.5.options.1: Please fill this in.',
      'questions.6.text: Please fill this in.',
    ]);
  });
});

describe('problems, field by field', () => {
  const problems = (draft: QuizDraft): string[] =>
    validateDraft(draft, en).map((p) => `${p.path}: ${p.message}`);
  const closest = (change: Partial<QuestionDraft['closest']>): QuizDraft =>
    edited(4, (q) => ({ closest: { ...q.closest, ...change } }));

  it('closest: the answer in the range, the range the right way round, a tolerance above 0', () => {
    expect(problems(closest({ answer: '500' }))).toEqual([
      'questions.4.answer: The answer must be between the lowest and highest guess',
    ]);
    expect(problems(closest({ min: '100', max: '10' }))).toEqual([
      'questions.4.max: The lowest guess must be below the highest',
    ]);
    expect(problems(closest({ tolerance: '0', answer: 'x' }))).toEqual([
      'questions.4.answer: Enter a number.',
      'questions.4.tolerance: More than 0, please.',
    ]);
    expect(problems(closest({ max: '2000000000', unit: 'a long unit name' }))).toEqual([
      'questions.4.max: At most 1,000,000,000.',
      'questions.4.unit: At most 12 characters.',
    ]);
  });

  it('poll points, order items, the story, the couple', () => {
    expect(problems(edited(7, () => ({ points: '2000' })))).toEqual([
      'questions.7.points: At most 1000 points.',
    ]);
    expect(problems(edited(7, () => ({ points: '1.5' })))).toEqual([
      'questions.7.points: Enter a whole number of points.',
    ]);
    expect(problems(edited(6, (q) => ({ items: [...q.items.slice(0, 2), ' '] })))).toEqual([
      'questions.6.items.2: Please fill this in.',
    ]);
    expect(problems(edited(2, () => ({ explanation: 'x'.repeat(401) })))).toEqual([
      'questions.2.explanation: At most 400 characters.',
    ]);
    expect(problems(updatePartner(toDraft(everyKind()), 1, { name: ' ' }))).toEqual([
      'partners.1.name: Please fill this in.',
    ]);
  });

  it('the couple is saved only when a "who said it" or shoe-game question needs it or it is given', () => {
    const draft = toDraft(everyKind());
    draft.partners = [
      { name: '', photo: null },
      { name: '', photo: null },
    ];
    const shoeGame = draft.questions.filter((q) => q.kind === 'shoeGame');
    draft.questions = draft.questions.filter((q) => q.kind !== 'whoSaidIt' && q.kind !== 'shoeGame');
    expect(needsPartners(draft)).toBe(false);
    expect(fromDraft(draft)).not.toHaveProperty('partners');
    expect(validateDraft(draft, en)).toEqual([]);
    expect(fromDraft(updatePartner(draft, 0, { photo: PHOTO }))).toHaveProperty('partners', [
      { name: '', photo: PHOTO },
      { name: '' },
    ]);
    // A shoe-game question alone needs the couple, as a "who said it" one does.
    const shoe = { ...draft, questions: shoeGame };
    expect(needsPartners(shoe)).toBe(true);
    expect(fromDraft(shoe)).toHaveProperty('partners', [{ name: '' }, { name: '' }]);
    expect(validateDraft(shoe, en).map((p) => p.path)).toEqual(['partners.0.name', 'partners.1.name']);
  });

  it('says in plain words that a shoe-game question needs the couple', () => {
    expect(plainMessage('Name the couple for a "who said it" or shoe-game question', en.t)).toBe(
      'Name the couple for a "who said it" or shoe-game question',
    );
  });

  it('names each new field in the list at the top', () => {
    expect(fieldName('questions.3.answer', en.t)).toBe('Question 4 · the answer');
    expect(fieldName('questions.3.min', en.t)).toBe('Question 4 · lowest guess');
    expect(fieldName('questions.0.items.2', en.t)).toBe('Question 1 · Item 3');
    expect(fieldName('questions.0.options.2', en.t)).toBe('Question 1 · Option C');
    expect(fieldName('questions.1.explanation', en.t)).toBe('Question 2 · story behind the answer');
    expect(fieldName('questions.1.revealPhoto', en.t)).toBe('Question 2 · reveal photo');
    expect(fieldName('questions.1.points', en.t)).toBe('Question 2 · points');
    expect(fieldName('partners.0.name', en.t)).toBe("First partner's name");
    expect(fieldName('partners.1.photo', en.t)).toBe("Second partner's photo");
    expect(fieldName('partners', en.t)).toBe('The couple for "Who said it?" and the shoe game');
  });
});
