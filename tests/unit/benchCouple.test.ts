/**
 * Issue 30: the bench plays the shoe game with two partner phones. Its plan of the couple's picks, and its
 * journal check: guests scored on the couple's last picks, with a formula written apart from the
 * engine's (`coupleScore`) and agreeing with it.
 */
import { describe, expect, it } from 'vitest';
import { coupleScore } from '@shared/kinds/shoeGame';
import type { Quiz } from '@shared/index';
import { planCouple } from '../../bench/couple';
import { KIND_CYCLE, mixedQuiz } from '../../bench/quizMix';
import { seededRandom } from '../../bench/stats';
import { expectedPoints, scoreAnswer, verifyRun, type BenchQuestion } from '../../bench/verify';

const TIMINGS = { countdownSeconds: 3, questionSeconds: 3, answerSeconds: 10 };
const base = { version: 2, questions: [{ text: 'Q?', options: ['a', 'b'], correct: 0 }] } as unknown as Quiz;

describe("the bench's quiz and the couple's plan", () => {
  it('plays the shoe game twice a cycle, two different questions, the couple agreeing then disagreeing', () => {
    const quiz = mixedQuiz(base, KIND_CYCLE.length, TIMINGS);
    const shoe = quiz.questions.flatMap((q, i) => (q.kind === 'shoeGame' ? [i] : []));
    expect(shoe).toHaveLength(2);
    expect(quiz.questions[shoe[0]!]!.text).not.toBe(quiz.questions[shoe[1]!]!.text);
    expect(quiz.partners).toHaveLength(2);

    const plans = planCouple(quiz, seededRandom(7));
    expect(plans).toEqual(planCouple(quiz, seededRandom(7)));
    expect(plans.map((p) => [p.questionNo, p.agree])).toEqual([
      [shoe[0], true],
      [shoe[1], false],
    ]);
    const [agree, disagree] = plans;
    expect(agree!.picks[0].answer).toBe(agree!.picks[1].answer);
    expect(disagree!.picks[0].answer).not.toBe(disagree!.picks[1].answer);
    // A change of mind: the second partner first picks what the first did.
    expect(disagree!.picks[1].first).toBe(disagree!.picks[0].answer);
    for (const p of plans) for (const pick of p.picks) expect(pick.afterMs).toBeLessThan(2000);
  });
});

describe("the bench's shoe-game score", () => {
  it('agrees with the engine at every speed, prediction and pair of picks', () => {
    const picks = [null, 0, 1];
    const differ: string[] = [];
    let compared = 0;
    for (let elapsed = 0; elapsed <= 10_000; elapsed += 7) {
      const speed = expectedPoints(elapsed, 10_000);
      for (const a of picks) {
        for (const b of picks) {
          for (const prediction of [0, 1]) {
            const bench = scoreAnswer({ kind: 'shoeGame' }, prediction, elapsed, 10_000, [a, b]);
            const engine = coupleScore(prediction, [a, b], speed);
            compared++;
            if (bench?.points !== engine.points || bench.correct !== engine.correct)
              differ.push(`S ${speed}, picks ${a},${b}, prediction ${prediction}`);
          }
        }
      }
    }
    expect(differ).toEqual([]);
    expect(compared).toBeGreaterThan(25_000);
    expect(scoreAnswer({ kind: 'shoeGame' }, 2, 0, 10_000, [0, 0])).toBeNull();
  });
});

/** A journal of a two-question game (a shoe game, then another), its lines as the server writes them. */
function journal(lines: object[]): string {
  return lines.map((l) => JSON.stringify(l)).join('\n');
}

describe('verifyRun with shoe-game questions', () => {
  const questions: BenchQuestion[] = [{ kind: 'shoeGame' }, { kind: 'shoeGame' }];
  const opened = [10_000, 30_000];
  const lines = [
    { type: 'create', at: 0, quiz: { questions }, timings: TIMINGS },
    { type: 'join', at: 1, playerId: 'p1', name: 'Ann' },
    { type: 'join', at: 2, playerId: 'p2', name: 'Bob' },
    { type: 'advance', at: 3, from: 0, cause: 'operator' },
    { type: 'advance', at: 4, from: 2, cause: 'operator' },
    { type: 'advance', at: 5, from: 3, cause: 'timer' },
    { type: 'advance', at: opened[0], from: 4, cause: 'timer' },
    { type: 'coupleAnswer', at: 10_500, questionNo: 0, partner: 0, answer: 1 },
    { type: 'answer', at: 11_000, playerId: 'p1', questionNo: 0, answer: 1 },
    { type: 'coupleAnswer', at: 11_500, questionNo: 0, partner: 1, answer: 1 },
    { type: 'answer', at: 12_000, playerId: 'p2', questionNo: 0, answer: 0 },
    { type: 'advance', at: 20_000, from: 5, cause: 'timer' },
    { type: 'advance', at: 21_000, from: 7, cause: 'operator' },
    { type: 'advance', at: 22_000, from: 8, cause: 'operator' },
    { type: 'advance', at: 23_000, from: 3, cause: 'timer' },
    { type: 'advance', at: opened[1], from: 4, cause: 'timer' },
    { type: 'coupleAnswer', at: 30_400, questionNo: 1, partner: 0, answer: 0 },
    { type: 'coupleAnswer', at: 30_600, questionNo: 1, partner: 1, answer: 0 },
    { type: 'answer', at: 31_300, playerId: 'p1', questionNo: 1, answer: 0 },
    { type: 'coupleAnswer', at: 31_600, questionNo: 1, partner: 1, answer: 1 }, // changed their mind
    { type: 'answer', at: 32_900, playerId: 'p2', questionNo: 1, answer: 1 },
    { type: 'advance', at: 40_000, from: 5, cause: 'timer' },
  ];
  const speed = (at: number, q: number): number => expectedPoints(at - opened[q]!, 10_000);
  // Question 1: both picked 1, Ann foresaw it. Question 2: the key is 0 and 1, each foresaw half.
  const ann = speed(11_000, 0) + Math.round(speed(31_300, 1) / 2);
  const bob = Math.round(speed(32_900, 1) / 2);

  it("scores every guest on the couple's last picks and checks the partner phones", () => {
    const sent = [
      ['Ann', 0, 1],
      ['Bob', 0, 0],
      ['Ann', 1, 0],
      ['Bob', 1, 1],
    ].map(([name, questionNo, choice]) => ({
      name: name as string,
      questionNo: questionNo as number,
      choice: choice as number,
      acked: true,
      rejected: null,
    }));
    const pick = (questionNo: number, partner: number, answer: number) => ({
      partner,
      questionNo,
      answer,
      sentAt: 0,
      ackAt: 1,
      rejected: null,
    });
    const viewers = ['the operator', 'a partner'];
    const check = verifyRun({
      journalText: journal(lines),
      questions,
      answerSeconds: 10,
      sent,
      leaderboard: [
        { player_name: 'Ann', score: ann, rank: 1 },
        { player_name: 'Bob', score: bob, rank: 2 },
      ],
      guestTotals: new Map([
        ['Ann', ann],
        ['Bob', bob],
      ]),
      guestReveals: new Map([
        ['Bob', [{ questionNo: 1, answered: true, correct: false, points: bob, couple: [0, 1] }]],
      ]),
      rightCounts: [1, 0],
      couple: {
        planned: [
          { questionNo: 0, answers: [1, 1] },
          { questionNo: 1, answers: [0, 1] },
        ],
        picks: [pick(0, 0, 1), pick(0, 1, 1), pick(1, 0, 0), pick(1, 1, 0), pick(1, 1, 1)],
        shown: viewers.flatMap((who) => [
          { who, questionNo: 0, answers: [1, 1] },
          { who, questionNo: 1, answers: [0, 1] },
        ]),
        viewers,
      },
    });
    expect(check.scoreMismatches).toEqual([]);
    expect(check.revealMismatches).toBe(0);
    expect(check.revealCouplesChecked).toBe(1);
    expect(check.couple).toMatchObject({ agreed: 1, disagreed: 1, picksJournaled: 5, ok: true });
    expect(check.kinds).toEqual([
      { kind: 'shoeGame', questions: 2, answers: 4, right: 1, partial: 2, points: ann + bob },
    ]);
    expect(check.ok).toBe(true);

    // A pick the phone saw taken but the journal lacks, and a reveal showing another key, are caught.
    const wrong = verifyRun({
      journalText: journal(lines.filter((l) => !(l.type === 'coupleAnswer' && l.at === 31_600))),
      questions,
      answerSeconds: 10,
      sent,
      leaderboard: [],
      guestTotals: new Map(),
      couple: {
        planned: [{ questionNo: 1, answers: [0, 1] }],
        picks: [pick(0, 0, 1), pick(0, 1, 1), pick(1, 0, 0), pick(1, 1, 0), pick(1, 1, 1)],
        shown: [],
        viewers,
      },
    });
    expect(wrong.couple).toMatchObject({
      pickMismatches: 1,
      planMismatches: 1,
      shownMismatches: 2,
      ok: false,
    });
    expect(wrong.ok).toBe(false);
  });
});
