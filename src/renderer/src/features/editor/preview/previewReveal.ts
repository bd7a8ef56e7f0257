import type { ClosestReveal, Reveal } from '@shared/questionView';
import { MAX_OPTIONS } from '@shared/quizFields';
import type { EditorT } from '../editorWords';
import { toNumber, type QuestionDraft } from '../questionDraft';
import { closestRange, itemLabels } from './previewQuestion';

// Made-up answers for the preview's reveal, so its chart and lists have something to show.

/** Votes per option (always four numbers, as the server sends): most for the right one; a poll's spread. */
export function sampleResponses(q: QuestionDraft, optionCount: number): number[] {
  const counts =
    q.kind === 'poll'
      ? [5, 8, 3, 6]
      : (() => {
          const others = [4, 3, 2];
          let next = 0;
          return [0, 1, 2, 3].map((i) => (i === q.correct ? 7 : (others[next++] ?? 0)));
        })();
  return Array.from({ length: MAX_OPTIONS }, (_, i) => (i < optionCount ? (counts[i] ?? 0) : 0));
}

/** Where the made-up guesses fall, in tolerances from the answer. */
const SPREAD = [-3, -2, -1.4, -1, -0.6, -0.3, 0.15, 0.4, 0.8, 1.3, 2.2, 3.5];
const GUESTS = [
  'Grandma Rose',
  'Tom',
  'Aunt Liz',
  'Priya',
  'Uncle Joe',
  'Sam',
  'Chloe',
  'Max',
  'Ines',
  'Ben',
  'Ada',
  'Leo',
];
const BINS = 8;

/** A dozen made-up guesses around the answer, within the allowed range. */
function sampleGuesses(q: QuestionDraft): number[] {
  const { min, max, answer } = closestRange(q);
  const typed = toNumber(q.closest.tolerance);
  const tolerance = Number.isFinite(typed) && typed > 0 ? typed : (max - min) / 10 || 1;
  const whole = Number.isInteger(answer) && Number.isInteger(tolerance);
  const round = (n: number): number => (whole ? Math.round(n) : Math.round(n * 10) / 10);
  return SPREAD.map((s) => Math.min(max, Math.max(min, round(answer + s * tolerance))));
}

/** Equal bins from the lowest to the highest of the guesses and the answer, as the server counts them. */
function binsOf(guesses: readonly number[], answer: number): ClosestReveal['bins'] {
  const lo = Math.min(answer, ...guesses);
  const hi = Math.max(answer, ...guesses);
  if (lo === hi) return [{ from: lo, to: hi, count: guesses.length }];
  const width = (hi - lo) / BINS;
  const bins = Array.from({ length: BINS }, (_, i) => ({
    from: lo + i * width,
    to: lo + (i + 1) * width,
    count: 0,
  }));
  for (const guess of guesses) {
    const bin = bins[Math.min(BINS - 1, Math.floor((guess - lo) / width))];
    if (bin) bin.count++;
  }
  return bins;
}

function sampleClosest(q: QuestionDraft): { reveal: ClosestReveal; right: number } {
  const { answer } = closestRange(q);
  const guesses = sampleGuesses(q);
  const typed = toNumber(q.closest.tolerance);
  const nearest = guesses
    .map((guess, i) => ({ name: GUESTS[i] ?? 'A guest', guess }))
    .sort((a, b) => Math.abs(a.guess - answer) - Math.abs(b.guess - answer))
    .slice(0, 3);
  return {
    reveal: { answer, unit: q.closest.unit.trim() || null, bins: binsOf(guesses, answer), nearest },
    right: Number.isFinite(typed) ? guesses.filter((g) => Math.abs(g - answer) <= typed).length : 0,
  };
}

/** The reveal as the big screen gets it: the draft's story, photo and order, made-up counts. */
export function sampleReveal(q: QuestionDraft, responses: readonly number[] | null, t: EditorT): Reveal {
  const closest = q.kind === 'closest' ? sampleClosest(q) : null;
  const optionRight = responses && q.kind !== 'poll' ? (responses[q.correct] ?? 0) : 0;
  return {
    explanation: q.explanation.trim() || null,
    photo: q.revealPhoto,
    order: q.kind === 'order' ? itemLabels(q, t) : null,
    rightCount: closest ? closest.right : q.kind === 'order' ? 4 : optionRight,
    closest: closest ? closest.reveal : null,
  };
}
