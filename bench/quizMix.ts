/**
 * The bench's quiz, every kind of question in turn, and each guest's planned answer to each: right,
 * wrong, near (a closest guess within the tolerance) or partly right (an order with items out of place).
 */
import type { Question, Quiz, Timings } from '../src/shared/index';
import type { BenchAnswer } from './protocol';
import { closestExact } from './verify';

export type Kind = NonNullable<Question['kind']>;

/**
 * The order the kinds come in, every kind once and the shoe game (issue 30) twice: its key is the
 * couple's picks on two partner phones (bench/couple.ts), which agree at the first and disagree at the
 * second. A shoe game comes second, so that a short run plays it too; the poll comes early so that its
 * skipped leaderboard is played.
 */
export const KIND_CYCLE: readonly Kind[] = [
  'choice',
  'shoeGame',
  'poll',
  'trueFalse',
  'closest',
  'shoeGame',
  'whoSaidIt',
  'order',
];

/** The distinct kinds of the cycle. */
const KINDS: readonly Kind[] = [...new Set(KIND_CYCLE)];

const PARTNERS: NonNullable<Quiz['partners']> = [{ name: 'Anna' }, { name: 'James' }];

/** The questions of the other kinds, written for the bench; the choices come from the default quiz. */
const OTHER_KINDS: Record<Exclude<Kind, 'choice'>, Question[]> = {
  poll: [
    {
      kind: 'poll',
      text: 'Which song should open the dance floor tonight?',
      options: ['Dancing Queen', 'September', 'Mr. Brightside', 'Shut Up and Dance'],
      points: 100,
    },
    {
      kind: 'poll',
      text: 'How long will the speeches last?',
      options: ['Under 10 minutes', '10 to 30 minutes', 'Bring a pillow'],
    },
  ],
  trueFalse: [
    { kind: 'trueFalse', text: 'James proposed on a beach in Cornwall.', correct: 0 },
    { kind: 'trueFalse', text: 'Anna and James have a cat called Biscuit.', correct: 1 },
  ],
  closest: [
    {
      kind: 'closest',
      text: 'How many countries have Anna and James visited together?',
      answer: 23,
      tolerance: 9,
      min: 0,
      max: 195,
      unit: 'countries',
    },
    {
      kind: 'closest',
      text: 'How many cups of tea does Anna drink a week?',
      answer: 30,
      tolerance: 4.5,
      min: 0,
      max: 100,
      unit: 'cups',
    },
  ],
  whoSaidIt: [
    { kind: 'whoSaidIt', text: 'Who said "I love you" first?', correct: 0 },
    { kind: 'whoSaidIt', text: 'Who is more likely to get lost on the way to the airport?', correct: 2 },
    { kind: 'whoSaidIt', text: 'Who said "one more episode" at 2 am?', correct: 1 },
  ],
  order: [
    {
      kind: 'order',
      text: 'Put their story in order.',
      items: ['They met', 'First date', 'Moved in together', 'The proposal'],
    },
    { kind: 'order', text: 'Put these trips in order.', items: ['Rome', 'Iceland', 'New York'] },
    {
      kind: 'order',
      text: 'Put these firsts in order.',
      items: ['First holiday', 'First flat', 'First dog', 'First car', 'First dance lesson'],
    },
  ],
  shoeGame: [
    { kind: 'shoeGame', text: 'Who is the better cook?' },
    { kind: 'shoeGame', text: 'Who takes longer to get ready?' },
    { kind: 'shoeGame', text: 'Who will cry first during the speeches?' },
  ],
};

export function kindOf(q: Question): Kind {
  return q.kind ?? 'choice';
}

/**
 * The default quiz's choices and the questions above, the kinds in turn, `count` in all, as a version 2
 * quiz naming the couple (for "who said it") with the bench's timings.
 */
export function mixedQuiz(base: Quiz, count: number, timings: Timings): Quiz {
  const choices = base.questions.filter((q) => kindOf(q) === 'choice');
  const used = new Map<Kind, number>();
  const questions = Array.from({ length: count }, (_, i) => {
    const kind = KIND_CYCLE[i % KIND_CYCLE.length]!;
    const pool = kind === 'choice' ? choices : OTHER_KINDS[kind];
    // The n-th question of its kind (the shoe game comes twice a cycle: two different questions).
    const n = used.get(kind) ?? 0;
    used.set(kind, n + 1);
    return pool[n % pool.length]!;
  });
  return { ...base, version: 2, partners: PARTNERS, timings, questions };
}

/** "choice → poll → …" for a short quiz, the count of each kind for a long one. */
export function describeMix(quiz: Quiz): string {
  const kinds = quiz.questions.map(kindOf);
  const distinct = KINDS.filter((k) => kinds.includes(k));
  const list =
    kinds.length <= KIND_CYCLE.length * 2
      ? kinds.join(' → ')
      : distinct.map((k) => `${k} ×${kinds.filter((x) => x === k).length}`).join(', ');
  return `${list} (${distinct.length} of ${KINDS.length} kinds)`;
}

type Random = () => number;

const pick = <T>(list: readonly T[], random: Random): T => list[Math.floor(random() * list.length)]!;

/** Another option than `correct` among `count`. */
function wrongOption(correct: number, count: number, random: Random): number {
  return (correct + 1 + Math.floor(random() * (count - 1))) % count;
}

/** Every speed-points value a right answer can earn (the full 1000 down to 500 at the last moment). */
const SPEEDS = Array.from({ length: 501 }, (_, i) => 500 + i);

/**
 * Near distances for a closest question: below the tolerance, and where round(S × (1 − 0.9 × d /
 * tolerance)) is never an exact half for any speed S. At an exact half (the tolerance's very edge with S
 * ending in 5, or d = 5 of 10) floating point decides which way it rounds; the load test keeps clear.
 */
function nearDistances(tolerance: number): number[] {
  let out = nearCache.get(tolerance);
  if (!out) {
    out = [];
    for (let d = 1; d < tolerance; d++) {
      if (SPEEDS.every((s) => closestExact(s, d, 0, tolerance)?.half === false)) out.push(d);
    }
    nearCache.set(tolerance, out);
  }
  return out;
}
const nearCache = new Map<number, number[]>();

function closestGuess(q: Extract<Question, { kind: 'closest' }>, right: boolean, random: Random): number {
  const near = nearDistances(q.tolerance);
  // A third of the right guesses are exact; the others near. Wrong ones land beyond the tolerance.
  const distance = right
    ? random() < 1 / 3 || near.length === 0
      ? 0
      : pick(near, random)
    : Math.floor(q.tolerance) + 1 + Math.floor(random() * 2 * q.tolerance);
  const up = q.answer + distance;
  const down = q.answer - distance;
  const fits = (x: number): boolean => x >= q.min && x <= q.max;
  if (fits(up) && fits(down)) return random() < 0.5 ? up : down;
  return fits(up) ? up : fits(down) ? down : q.answer;
}

/** An order: right (every item in place), two items swapped, or shuffled (anything but right). */
function orderGuess(n: number, right: boolean, random: Random): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  if (right) return order;
  if (random() < 0.5) {
    const a = Math.floor(random() * n);
    const b = (a + 1 + Math.floor(random() * (n - 1))) % n;
    [order[a], order[b]] = [order[b]!, order[a]!];
    return order;
  }
  do {
    for (let i = n - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
  } while (order.every((item, i) => item === i));
  return order;
}

/**
 * One guest's answer to `q`: right with the chance `rightShare` (a poll has no right answer; a shoe game's
 * key is the couple's picks, unknown here: a guess at one of the two names).
 */
export function planAnswer(q: Question, rightShare: number, random: Random): BenchAnswer {
  const right = random() < rightShare;
  switch (q.kind) {
    case undefined:
    case 'choice':
      return right ? q.correct : wrongOption(q.correct, q.options.length, random);
    case 'trueFalse':
      return right ? q.correct : 1 - q.correct;
    case 'whoSaidIt':
      return right ? q.correct : wrongOption(q.correct, 3, random);
    case 'closest':
      return closestGuess(q, right, random);
    case 'order':
      return orderGuess(q.items.length, right, random);
    case 'poll':
      return Math.floor(random() * q.options.length);
    case 'shoeGame':
      return Math.floor(random() * 2);
  }
}
