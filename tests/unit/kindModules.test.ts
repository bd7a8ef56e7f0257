/**
 * Every kind of question has every part on both sides: its module in src/shared/kinds (what it is: check,
 * score, what phones see, the reveal's summary, the answer in words), its schemas in src/shared/wire/kinds
 * (the quiz format, the answer on the wire) and its web module in src/renderer/src/kinds (phone input,
 * big-screen reveal, editor fields, keepsake card, each gathered by its page).
 *
 * The compiler holds most of it. A kind added to QUESTION_KINDS and given only a server module fails the
 * type-check where the web app gathers its kinds (tried with 'shoeGame'):
 *
 *   src/renderer/src/kinds/phone.ts: error TS1360: Type '{ choice: PhoneKind; …; poll: PhoneKind; }' does
 *   not satisfy the expected type 'Record<"choice" | … | "poll" | "shoeGame", PhoneKind>'.
 *     Property 'shoeGame' is missing in type '{ choice: PhoneKind; …; poll: PhoneKind; }' but required …
 *
 * (and the same in ./screen.ts, ./editor.ts and ./keepsake.ts beside it)
 *
 * and without its server module, where src/shared/kinds/index.ts gathers them (the same error, over
 * `KindModule<K>`), in src/shared/wire/kinds/index.ts for its schemas, and in the message catalogs for
 * its name. This test checks at run time what a cast or an `any` could still hide.
 */
import { describe, expect, it } from 'vitest';
import { answerValueSchema, QUESTION_KINDS, questionSchema, type Question } from '@shared/index';
import { KINDS, kindFor } from '@shared/kinds';
import { KIND_SCHEMAS } from '@shared/wire/kinds';
import { withUnit as phoneWithUnit } from '../../src/renderer/src/kinds/closest/guessInput';
import { EDITOR_FIELDS } from '../../src/renderer/src/kinds/editor';
import { numberWithUnit as screenWithUnit } from '../../src/renderer/src/features/screen/stage/kindWords';
import { KEEPSAKE_CARDS } from '../../src/renderer/src/kinds/keepsake';
import { PHONE_INPUTS } from '../../src/renderer/src/kinds/phone';
import { SCREEN_REVEALS } from '../../src/renderer/src/kinds/screen';

const SERVER_PARTS = [
  'kind',
  'tapsOption',
  'skipsLeaderboard',
  'needsPartners',
  'translatedList',
  'labels',
  'answerProblem',
  'score',
  'itemOrder',
  'shownParts',
  'correctAnswer',
  'answerText',
  'answerInWords',
  'reveal',
  'secondReveal',
] as const;
/** The web app's parts of a kind, each gathered by the page that shows it. */
const WEB_PARTS = { PHONE_INPUTS, SCREEN_REVEALS, EDITOR_FIELDS, KEEPSAKE_CARDS };

/** One question of each kind, and a right answer to it. */
const SAMPLES: Record<(typeof QUESTION_KINDS)[number], { question: Question; right: number | number[] }> = {
  choice: { question: { text: 'Where?', options: ['Bar', 'Library'], correct: 1 }, right: 1 },
  trueFalse: { question: { kind: 'trueFalse', text: 'Anna proposed.', correct: 1 }, right: 1 },
  whoSaidIt: { question: { kind: 'whoSaidIt', text: 'Who said it?', correct: 2 }, right: 2 },
  closest: {
    question: { kind: 'closest', text: 'How many?', answer: 14, tolerance: 5, min: 0, max: 100 },
    right: 14,
  },
  order: { question: { kind: 'order', text: 'In order', items: ['A', 'B', 'C'] }, right: [0, 1, 2] },
  poll: { question: { kind: 'poll', text: 'Favourite?', options: ['Cake', 'Dance'], points: 10 }, right: 0 },
  // The couple's picks are the key, known only when the answering ends (tests/unit/shoeGame.test.ts).
  shoeGame: { question: { kind: 'shoeGame', text: 'Who is the better cook?' }, right: 0 },
};

describe('every kind has every part', () => {
  it('the kinds are the same on the server, in the schemas and in the web app', () => {
    expect(Object.keys(KINDS)).toEqual([...QUESTION_KINDS]);
    expect(Object.keys(KIND_SCHEMAS)).toEqual([...QUESTION_KINDS]);
    for (const record of Object.values(WEB_PARTS)) expect(Object.keys(record)).toEqual([...QUESTION_KINDS]);
  });

  for (const kind of QUESTION_KINDS) {
    it(`${kind}: the server's module, its schemas and its web module are whole`, () => {
      const module = KINDS[kind] as unknown as Record<string, unknown>;
      expect(module.kind).toBe(kind);
      for (const part of SERVER_PARTS) expect(module[part], `${kind}.${part}`).toBeDefined();
      const schemas = KIND_SCHEMAS[kind];
      for (const part of ['question', 'answer', 'problems'] as const) expect(schemas[part]).toBeDefined();
      for (const [name, record] of Object.entries(WEB_PARTS)) {
        expect(typeof (record as Record<string, unknown>)[kind], `${name}.${kind}`).toBe('function');
      }
    });

    it(`${kind}: a sample reads as a question of its kind, and its right answer passes both checks`, () => {
      const { question, right } = SAMPLES[kind];
      expect(questionSchema.parse(question)).toEqual(question);
      expect(KIND_SCHEMAS[kind].answer.safeParse(right).success).toBe(true);
      expect(answerValueSchema.safeParse(right).success).toBe(true);
      const module = kindFor(question);
      expect(module.kind).toBe(kind);
      expect(module.answerProblem(question, right)).toBeNull();
      const scored = module.score(question, right, 1000);
      const settledLater = module.settledByCouple;
      expect(scored.correct).toBe(kind !== 'poll' && !settledLater);
      expect(scored.points).toBe(kind === 'poll' ? 10 : settledLater ? 0 : 1000);
    });
  }
});

describe('a number with its unit, one rule everywhere', () => {
  it('the server, the phone and the big screen write "30%" and "14 countries" alike', () => {
    const percent = {
      kind: 'closest',
      text: 'How sure?',
      answer: 30,
      tolerance: 5,
      min: 0,
      max: 100,
      unit: '%',
    } as const;
    expect(KINDS.closest.answerText(percent, undefined)).toBe('30%');
    expect(phoneWithUnit(30, '%', 'en')).toBe('30%');
    expect(screenWithUnit(30, '%', 'en')).toBe('30%');
    expect(phoneWithUnit(14, 'countries', 'en')).toBe('14 countries');
    expect(screenWithUnit(14, 'countries', 'en')).toBe('14 countries');
  });
});
