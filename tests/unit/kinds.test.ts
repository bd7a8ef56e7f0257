/**
 * The first six kinds of question in the engine (the shoe game: shoeGame.test.ts) and the views: what each accepts, what it scores (checked
 * against the formulas written here independently), what phones may see before the reveal, and replay.
 */
import { describe, expect, it } from 'vitest';
import { GameState, quizSchema, type Question, type Quiz } from '@shared/index';
import { kindFor, type AnswerValue } from '@shared/kinds';
import { binsOf } from '@shared/kinds/closest';
import { shuffledItemIds } from '@shared/kinds/itemShuffle';
import { pointsFor } from '../../src/main/server/engine/scoring';
import { shorten } from '../../src/main/server/game/questionView';
import { ViewContext } from '../../src/main/server/game/views';
import { replayGame } from '../../src/main/server/game/replay';
import { testQuiz } from '../support/quizzes';
import { PlayedGame } from '../support/playedGame';

const answerProblem = (q: Question, a: AnswerValue): string | null => kindFor(q).answerProblem(q, a);
const scoreAnswer = (q: Question, a: AnswerValue, speed: number): { correct: boolean; points: number } =>
  kindFor(q).score(q, a, speed);
const STORY =
  'They met in the university library, where James had got lost on his very first day and asked Anna the way to the maths building, which she did not know either.';

const QUESTIONS: Question[] = [
  {
    kind: 'choice',
    text: 'Where did they meet?',
    options: ['Bar', 'Library', 'Ski trip'],
    correct: 1,
    explanation: STORY,
  },
  { kind: 'trueFalse', text: 'Anna proposed.', correct: 1 },
  { kind: 'whoSaidIt', text: 'Who said "I love you" first?', correct: 0 },
  {
    kind: 'closest',
    text: 'How many countries together?',
    answer: 14,
    tolerance: 5,
    min: 0,
    max: 200,
    unit: 'countries',
  },
  {
    kind: 'order',
    text: 'Put their story in order',
    items: ['First date', 'Moving in', 'The proposal', 'The wedding'],
  },
  { kind: 'poll', text: 'Best dance move?', options: ['Robot', 'Twist'], points: 50 },
];

function showcase(): Quiz {
  const partners: Quiz['partners'] = [{ name: 'Anna' }, { name: 'James' }];
  const couple = { coupleNames: 'Anna & James', partners };
  return quizSchema.parse(testQuiz({ version: 2, title: 'Kinds', ...couple, questions: QUESTIONS }));
}

class Played extends PlayedGame {
  constructor(quiz = showcase()) {
    super(quiz, 'kinds');
  }
}

const LIMIT = 20_000;

describe('what each kind accepts', () => {
  const q = (i: number): Question => QUESTIONS[i]!;
  it.each([
    [0, 1, null],
    [0, 3, 'That option does not exist.'],
    [0, [0, 1], 'That option does not exist.'],
    [1, 1, null],
    [1, 2, 'That option does not exist.'],
    [2, 2, null],
    [2, 3, 'That option does not exist.'],
    [2, 1.5, 'That option does not exist.'],
    [3, 13.5, null],
    [3, 201, 'Please give a number from 0 to 200.'],
    [3, [1], 'Please type a number.'],
    [4, [3, 2, 1, 0], null],
    [4, [0, 1, 2], 'Put every item in order, each one once.'],
    [4, [0, 0, 1, 2], 'Put every item in order, each one once.'],
    [4, 2, 'Put every item in order, each one once.'],
    [5, 1, null],
    [5, 2, 'That option does not exist.'],
  ] as const)('question %i, answer %j → %s', (i, answer, problem) => {
    expect(answerProblem(q(i), answer as number | number[])).toBe(problem);
  });
});

describe('what each kind scores', () => {
  it('option kinds: the speed points when right, nothing when wrong; a poll its flat points', () => {
    for (const i of [0, 1, 2]) {
      const question = QUESTIONS[i] as { correct: number };
      expect(scoreAnswer(QUESTIONS[i]!, question.correct, 800)).toEqual({ correct: true, points: 800 });
      expect(scoreAnswer(QUESTIONS[i]!, (question.correct + 1) % 2, 800)).toEqual({
        correct: false,
        points: 0,
      });
    }
    expect(scoreAnswer(QUESTIONS[5]!, 0, 800)).toEqual({ correct: false, points: 50 });
  });

  it('closest: exact in full, then falling to 10 % at the tolerance, nothing beyond', () => {
    const closest = QUESTIONS[3]!;
    const expected = (guess: number): number => {
      const d = Math.abs(guess - 14);
      return d > 5 ? 0 : Math.round(1000 * (1 - 0.9 * (d / 5)));
    };
    for (const guess of [14, 13, 16.5, 9, 19, 8.99, 0, 200]) {
      expect(scoreAnswer(closest, guess, 1000).points, String(guess)).toBe(expected(guess));
    }
    expect(scoreAnswer(closest, 19, 1000)).toEqual({ correct: true, points: 100 });
    expect(scoreAnswer(closest, 20, 1000)).toEqual({ correct: false, points: 0 });
    // Exact halves round up, as the formula says (floating point would give 50 and 99).
    const edge = { ...closest, answer: 23, tolerance: 9 } as Question;
    expect(scoreAnswer(edge, 32, 505).points).toBe(51);
    expect(scoreAnswer(edge, 32, 995).points).toBe(100);
  });

  it('order: partial credit per item in its place, the exact order in full', () => {
    const order = QUESTIONS[4]!;
    expect(scoreAnswer(order, [0, 1, 2, 3], 900)).toEqual({ correct: true, points: 900 });
    expect(scoreAnswer(order, [0, 1, 3, 2], 900)).toEqual({ correct: false, points: 450 });
    expect(scoreAnswer(order, [1, 0, 3, 2], 900)).toEqual({ correct: false, points: 0 });
    expect(scoreAnswer(order, [0, 2, 1, 3], 1000)).toEqual({ correct: false, points: 500 });
  });
});

describe('a game of every kind', () => {
  it('scores each answer with its speed, skips the leaderboard after a poll, and replays exactly', () => {
    const p = new Played();
    const anna = p.join('Anna');
    const bob = p.join('Bob');
    const plan: [number | number[], number | number[]][] = [
      [1, 0],
      [1, 0],
      [0, 2],
      [14, 17],
      [
        [0, 1, 2, 3],
        [1, 0, 2, 3],
      ],
      [0, 1],
    ];
    const expected: Record<string, number> = { [anna]: 0, [bob]: 0 };
    plan.forEach(([a, b], n) => {
      p.open(n);
      expect(p.answer(anna, a, 1000).ok).toBe(true);
      expect(p.answer(bob, b, 4000).ok).toBe(true);
      expected[anna] = expected[anna]! + scoreAnswer(QUESTIONS[n]!, a, pointsFor(1000, LIMIT)).points;
      expected[bob] = expected[bob]! + scoreAnswer(QUESTIONS[n]!, b, pointsFor(4000, LIMIT)).points;
      p.next(); // the reveal
      expect(p.game.state).toBe(GameState.SHOW_CORRECT_ANSWER);
    });
    expect(p.game.playerById(anna)!.score).toBe(expected[anna]);
    expect(p.game.playerById(bob)!.score).toBe(expected[bob]);
    expect(expected[bob]).toBeGreaterThan(0);

    const replayed = replayGame(p.commands, () => undefined)!;
    expect(replayed.standings()).toEqual(p.game.standings());
    expect(replayed.allAnswers()).toEqual(p.game.allAnswers());
  });

  it('goes from a poll straight to the next question (no leaderboard after a poll)', () => {
    const quiz = showcase();
    quiz.questions = [QUESTIONS[5]!, QUESTIONS[0]!];
    const p = new Played(quiz);
    p.join('Anna');
    p.open(0);
    p.next(); // the poll's reveal
    p.next();
    expect(p.game.state).toBe(GameState.STARTING_NEXT_QUESTION);
    expect(p.game.questionNumber).toBe(1);
  });

  it('refuses an answer that does not fit the kind, changing nothing', () => {
    const p = new Played();
    const anna = p.join('Anna');
    p.open(3);
    expect(p.answer(anna, 500, 100)).toEqual({
      ok: false,
      code: 'noSuchOption',
      msg: 'Please give a number from 0 to 200.',
    });
    expect(p.game.answerOf(anna)).toBeUndefined();
    expect(p.answer(anna, 12, 100).ok).toBe(true);
  });
});

describe('what the screens see of each kind', () => {
  const view = (p: Played, id?: string) => {
    const context = new ViewContext(p.game, p.at, undefined, 2000);
    return { phone: context.player(id ? p.game.playerById(id) : undefined), screen: context.screen() };
  };

  it('phones never get the answer key before the reveal, for any kind', () => {
    const p = new Played();
    const anna = p.join('Anna');
    for (let n = 0; n < QUESTIONS.length; n++) {
      p.open(n);
      for (const v of [view(p, anna).phone, view(p, anna).screen]) {
        expect(v.correctAnswer).toBeNull();
        expect(v.reveal).toBeNull();
        const json = JSON.stringify(v);
        expect(json).not.toMatch(/"(correct|answer|tolerance|explanation|revealPhoto)"/);
      }
      p.next();
      expect(view(p, anna).phone.reveal).not.toBeNull();
    }
  });

  it('an order question is shown shuffled, the same way every time, never in the right order', () => {
    const p = new Played();
    const anna = p.join('Anna');
    p.open(4);
    const shown = view(p, anna).phone.question!;
    expect(shown.kind).toBe('order');
    expect(shown.itemIds).not.toEqual([0, 1, 2, 3]);
    expect([...shown.itemIds!].sort()).toEqual([0, 1, 2, 3]);
    expect(shown.options).toEqual(shown.itemIds!.map((i) => (QUESTIONS[4] as { items: string[] }).items[i]));
    expect(view(p, anna).phone.question).toEqual(shown);
    for (let n = 0; n < 200; n++) {
      for (const count of [3, 4, 5])
        expect(shuffledItemIds(`g${n}`, n, count)).not.toEqual([...Array(count).keys()]);
    }
  });

  it('the reveals: the story (shortened on phones), the guesses and nearest guests of a closest question, the order', () => {
    const p = new Played();
    const [anna, bob, cleo, dan] = ['Anna', 'Bob', 'Cleo', 'Dan'].map((n) => p.join(n));
    p.open(0);
    p.next();
    expect(view(p).screen.reveal!.explanation).toBe(STORY);
    expect(view(p, anna).phone.reveal!.explanation!.length).toBeLessThanOrEqual(140);
    expect(view(p, anna).phone.reveal!.explanation).toMatch(/…$/);
    p.open(3);
    [15, 30, 12, 14].forEach((guess, i) => p.answer([anna, bob, cleo, dan][i]!, guess, 500 + i * 100));
    p.next();
    const closest = view(p).screen.reveal!.closest!;
    expect(closest.answer).toBe(14);
    expect(closest.nearest).toEqual([
      { name: 'Dan', guess: 14 },
      { name: 'Anna', guess: 15 },
      { name: 'Cleo', guess: 12 },
    ]);
    expect(closest.bins.reduce((n, b) => n + b.count, 0)).toBe(4);
    expect(view(p).screen.reveal!.rightCount).toBe(3);
    expect(view(p, anna).phone.reveal!.closest).toBeNull();
    expect(view(p, anna).phone.correctAnswer).toBe(14);
    p.open(4);
    p.answer(anna!, [0, 1, 2, 3], 500);
    p.answer(bob!, [1, 0, 2, 3], 500);
    p.next();
    expect(view(p, bob).phone.reveal).toMatchObject({
      order: (QUESTIONS[4] as { items: string[] }).items,
      rightCount: 1,
    });
    expect(view(p, bob).phone.myAnswer).toEqual([1, 0, 2, 3]);
  });

  it('bins and shortening', () => {
    expect(binsOf([], 5)).toEqual([{ from: 5, to: 5, count: 0 }]);
    expect(binsOf([0, 8], 4).map((b) => b.count)).toEqual([1, 0, 0, 0, 0, 0, 0, 1]);
    expect(shorten('short', 140)).toBe('short');
    expect(shorten('one two three four', 10)).toBe('one two…');
  });
});

describe('the quiz format', () => {
  it('version 1 files are unchanged; a version 1 file with a new kind, or "who said it" without the couple, is refused', () => {
    const v1 = { ...showcase(), version: 1, partners: undefined, questions: [QUESTIONS[0]] };
    expect(quizSchema.safeParse(v1).success).toBe(true);
    const wrong = quizSchema.safeParse({ ...v1, questions: [QUESTIONS[1]] });
    expect(wrong.error?.issues[0]?.message).toBe('A version 1 quiz has only multiple-choice questions');
    const noCouple = quizSchema.safeParse({ ...showcase(), partners: undefined });
    expect(noCouple.error?.issues.map((i) => i.path.join('.'))).toContain('partners');
  });

  it('per-field problems of the new kinds', () => {
    const problems = (question: object): string[] =>
      quizSchema
        .safeParse({ ...showcase(), questions: [question] })
        .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    expect(problems({ kind: 'closest', text: 'x', answer: 300, tolerance: 1, min: 0, max: 200 })).toEqual([
      'questions.0.answer: The answer must be between the lowest and highest guess',
    ]);
    expect(problems({ kind: 'order', text: 'x', items: ['a', 'b'] })[0]).toMatch(/^questions\.0\.items:/);
    expect(problems({ kind: 'closest', text: 'x', answer: 1, tolerance: 0, min: 0, max: 2 })[0]).toMatch(
      /^questions\.0\.tolerance:/,
    );
    expect(problems({ kind: 'nope', text: 'x' })[0]).toMatch(/^questions\.0\.kind:/);
    expect(problems({ ...QUESTIONS[0], explanation: 'x'.repeat(401) })[0]).toMatch(
      /^questions\.0\.explanation:/,
    );
  });
});
