/** The phone's pure helpers for every kind: a typed number, the order picker, an answer in words. */
import { describe, expect, it } from 'vitest';
import { iso, phoneT } from './phoneT';
import type { ShownQuestion } from '@shared/wire/payloads';
import {
  checkGuess,
  formatNumber,
  parseGuess,
  rangeInWords,
} from '../../src/renderer/src/kinds/closest/guessInput';
import {
  isComplete,
  itemButtonLabel,
  orderMarks,
  orderStatus,
  pick,
  pickedIds,
  placeOf,
  undoPick,
} from '../../src/renderer/src/kinds/order/orderPicks';
import {
  answerInWords,
  closestOutcome,
  closestVerdict,
  pointsLine,
  refusedText,
} from '../../src/renderer/src/features/player/reveal/answerWords';

const EN = 'en-GB';
const t = await phoneT('en');
const es = await phoneT('es');

describe('a typed guess', () => {
  it('reads a decimal comma as well as a dot', () => {
    expect(parseGuess('12,5')).toBe(12.5);
    expect(parseGuess('12.5')).toBe(12.5);
    expect(parseGuess(' 17 ')).toBe(17);
    expect(parseGuess(',5')).toBe(0.5);
    expect(parseGuess('-3,25')).toBe(-3.25);
    expect(parseGuess('\u22124')).toBe(-4);
    expect(parseGuess('+8')).toBe(8);
  });

  it('reads digits grouped by spaces, or by a separator used more than once', () => {
    expect(parseGuess('1 000')).toBe(1000);
    expect(parseGuess('1\u202f000\u202f000')).toBe(1_000_000);
    expect(parseGuess('1.000.000')).toBe(1_000_000);
    expect(parseGuess('1,234.5')).toBe(1234.5);
    expect(parseGuess('1.234,5')).toBe(1234.5);
  });

  it('refuses what is not a number', () => {
    for (const text of ['', ' ', 'abc', '12a', '1e3', '--1', '1,2,3.4.5', '.', ',', '12 countries', 'NaN']) {
      expect(parseGuess(text), text).toBeNull();
    }
    expect(parseGuess('1.2.3,4,5')).toBeNull();
  });

  const range = { min: 0, max: 100, unit: 'countries' };

  it('says the range in words', () => {
    expect(rangeInWords(t, range, EN)).toBe('Between 0 and 100 countries');
    expect(rangeInWords(t, { min: -5, max: 2.5, unit: null }, EN)).toBe('Between -5 and 2.5');
    expect(formatNumber(1234.5, 'de-DE')).toBe('1.234,5');
  });

  it('explains an empty, wrong or out-of-range guess before sending, and sends a good one', () => {
    expect(checkGuess(t, '', range, EN)).toEqual({ value: null, problem: 'Type your guess first.' });
    expect(checkGuess(t, 'lots', range, EN).problem).toBe(
      'That is not a number. Type digits only, like 12 or 12,5.',
    );
    expect(checkGuess(t, '150', range, EN).problem).toBe(
      '150 is out of range: between 0 and 100 countries, please.',
    );
    expect(checkGuess(t, '-0,5', range, EN).problem).toMatch(/^-0.5 is out of range/);
    expect(checkGuess(t, '100', range, EN)).toEqual({ value: 100, problem: null });
    expect(checkGuess(t, '0', range, EN)).toEqual({ value: 0, problem: null });
    expect(checkGuess(t, '12,5', range, EN)).toEqual({ value: 12.5, problem: null });
  });
});

describe('putting items in order by tapping', () => {
  it('places each item once, in the order tapped; undo takes the last back', () => {
    let picks = pick([], 2, 4);
    picks = pick(picks, 0, 4);
    expect(pick(picks, 2, 4)).toBe(picks);
    expect(pick(picks, 4, 4)).toBe(picks);
    expect(pick(picks, -1, 4)).toBe(picks);
    expect(picks).toEqual([2, 0]);
    expect(placeOf(picks, 0)).toBe(2);
    expect(placeOf(picks, 1)).toBeNull();
    expect(isComplete(picks, 4)).toBe(false);
    picks = undoPick(picks);
    expect(picks).toEqual([2]);
    expect(undoPick([])).toEqual([]);
    picks = [2, 3, 0, 1];
    expect(isComplete(picks, 4)).toBe(true);
    expect(isComplete([], 0)).toBe(false);
  });

  it('answers with the item ids behind the shown positions', () => {
    // Shown: id 3, id 1, id 0, id 2.
    expect(pickedIds([2, 1, 3, 0], [3, 1, 0, 2])).toEqual([0, 1, 2, 3]);
  });

  it('tells a screen reader where each item is, and what changed', () => {
    expect(itemButtonLabel(t, 'The proposal', null)).toBe('The proposal, not placed yet');
    expect(itemButtonLabel(t, 'The proposal', 2)).toBe('The proposal, placed 2nd');
    const labels = ['A', 'B', 'C'];
    expect(orderStatus(t, [1, 0], labels, { kind: 'placed', position: 0 })).toBe(
      'A placed 2nd. Your order so far: 1: B, 2: A.',
    );
    expect(orderStatus(t, [], labels, { kind: 'undone', position: 1 })).toBe(
      'B taken back. Nothing placed yet.',
    );
    expect(orderStatus(t, [1, 0, 2], labels, { kind: 'placed', position: 2 })).toMatch(
      /C placed 3rd\. .* Every item is placed: you can send your order\.$/,
    );
    expect(orderStatus(t, [], labels, null)).toBe('');
    // In the guest's language, ordinals included.
    expect(itemButtonLabel(es, 'La boda', 2)).toBe('La boda, colocado 2º');
    expect(orderStatus(es, [0], labels, { kind: 'placed', position: 0 })).toBe(
      'A colocado 1º. Tu orden por ahora: 1: A.',
    );
  });

  it('marks the right order at the reveal: in place, or where the guest put it', () => {
    expect(orderMarks(['w', 'x', 'y', 'z'], [0, 1, 3, 2])).toEqual([
      { text: 'w', guestPlace: 1, inPlace: true },
      { text: 'x', guestPlace: 2, inPlace: true },
      { text: 'y', guestPlace: 4, inPlace: false },
      { text: 'z', guestPlace: 3, inPlace: false },
    ]);
    expect(orderMarks(['w', 'x'], null).every((m) => m.guestPlace === null && !m.inPlace)).toBe(true);
  });
});

describe('an answer in words', () => {
  const base = {
    itemIds: null,
    number: null,
    partnerPhotos: null,
    photo: null,
    unveil: null,
    clip: null,
    text: 'Q',
    second: null,
  };
  const choice: ShownQuestion = { ...base, kind: 'choice', options: ['Paris', 'Rome'] };
  const tf: ShownQuestion = { ...base, kind: 'trueFalse', options: ['True', 'False'] };
  const closest: ShownQuestion = {
    ...base,
    kind: 'closest',
    options: [],
    number: { min: 0, max: 100, unit: 'countries' },
  };
  const order: ShownQuestion = { ...base, kind: 'order', options: ['C', 'A', 'B'], itemIds: [2, 0, 1] };

  it('per kind', () => {
    expect(answerInWords(t, choice, 1)).toBe('Rome');
    expect(answerInWords(t, closest, 42)).toBe('42 countries');
    expect(answerInWords(t, order, [0, 1, 2])).toBe('A, B, C');
  });

  it('a refusal names the answer', () => {
    expect(refusedText(t, choice, 1, 'Too late.')).toBe('Your answer B was not counted: Too late.');
    expect(refusedText(t, tf, 0, 'Too late.')).toBe(
      `Your answer “${iso('True')}” was not counted: Too late.`,
    );
    expect(refusedText(t, closest, 17, 'Too late.')).toBe(
      `Your guess ${iso('17 countries')} was not counted: Too late.`,
    );
    expect(refusedText(t, order, [0, 1, 2], 'Too late.')).toBe('Your order was not counted: Too late.');
  });

  it('a closest guess at the reveal', () => {
    const right = { correct: true, points: 430 };
    expect(closestOutcome(t, 17, 14, right, 'countries', EN)).toBe(
      `You said ${iso('17 countries')} (3 away): +430 points`,
    );
    expect(closestOutcome(t, 14, 14, { correct: true, points: 1000 }, null, EN)).toBe(
      `You said ${iso('14')} (exactly right): +1000 points`,
    );
    expect(closestOutcome(t, 40, 14, { correct: false, points: 0 }, 'countries', EN)).toBe(
      `You said ${iso('40 countries')} (26 away): not within the tolerance`,
    );
    // No floating-point noise in the distance.
    expect(closestOutcome(t, 0.3, 0.1, right, null, EN)).toBe(
      `You said ${iso('0.3')} (0.2 away): +430 points`,
    );
    expect(closestVerdict(t, null, 14, null).title).toBe('No answer this time');
    expect(closestVerdict(t, 14, 14, right).title).toBe('Spot on!');
    expect(closestVerdict(t, 17, 14, right).title).toBe('So close!');
    expect(closestVerdict(t, 40, 14, { correct: false }).title).toBe('Not this time');
  });

  it('the points line shows a gain only when there is one', () => {
    // Four digits stay whole (as the phone always wrote them); longer scores are grouped.
    expect(pointsLine(t, { points: 0, total: 12500 })).toBe('12,500 points in total');
    expect(pointsLine(t, { points: 500, total: 1200 })).toBe('+500 points · 1200 points in total');
    expect(pointsLine(t, { points: 0, total: 1200 })).toBe('1200 points in total');
    expect(pointsLine(t, { points: 500, total: 1200 }, false)).toBe('1200 points in total');
  });
});
