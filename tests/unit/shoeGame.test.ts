/**
 * The shoe game in the engine (issue 30): the couple's picks are the key, guests predict them and are
 * scored when the answering ends: half the points per partner foreseen; a partner missing, a pick the
 * operator entered, the operator's "score on the other alone", a pick changed in time, and replay.
 */
import { describe, expect, it } from 'vitest';
import { GameState, quizSchema, type Quiz } from '@shared/index';
import { coupleAgree, coupleScore } from '@shared/kinds/shoeGame';
import { pointsFor } from '../../src/main/server/engine/scoring';
import { replayGame } from '../../src/main/server/game/replay';
import { ViewContext } from '../../src/main/server/game/views';
import { PlayedGame } from '../support/playedGame';
import { testQuiz } from '../support/quizzes';

const LIMIT = 20_000;

function shoeQuiz(patch: Partial<Quiz> = {}): Quiz {
  return quizSchema.parse(
    testQuiz({
      version: 2,
      title: 'Shoes',
      coupleNames: 'Anna & James',
      partners: [{ name: 'Anna' }, { name: 'James' }],
      questions: [
        { kind: 'shoeGame', text: 'Who is the better cook?' },
        { kind: 'choice', text: 'Where did they meet?', options: ['Bar', 'Library'], correct: 1 },
      ],
      ...patch,
    }),
  );
}

class Shoes extends PlayedGame {
  constructor(quiz = shoeQuiz()) {
    super(quiz, 'shoes');
  }
  pick(partner: 0 | 1, answer: 0 | 1, afterMs = 0): ReturnType<PlayedGame['apply']> {
    const questionNo = this.game.questionNumber;
    return this.apply({ type: 'coupleAnswer', at: this.at + afterMs, questionNo, partner, answer });
  }
  settle(partner: 0 | 1, answer: 0 | 1 | null): ReturnType<PlayedGame['apply']> {
    const questionNo = this.game.questionNumber;
    return this.apply({ type: 'coupleSettle', at: ++this.at, questionNo, partner, answer });
  }
  scoreOf(id: string): number | undefined {
    return this.game.playerById(id)?.score;
  }
}

/** Three guests: one predicts Anna at once, one James at once, one Anna after 5 s. */
function played(): { g: Shoes; anna: string; james: string; slow: string } {
  const g = new Shoes();
  const [anna, james, slow] = ['Ann', 'Jim', 'Sam'].map((name) => g.join(name)) as [string, string, string];
  g.open(0);
  g.answer(anna, 0, 100);
  g.answer(james, 1, 100);
  g.answer(slow, 0, 5_000);
  return { g, anna, james, slow };
}

describe('the shoe game in the engine', () => {
  it('scores half the points for each partner foreseen', () => {
    expect(coupleScore(0, [0, 0], 1000)).toEqual({ correct: true, points: 1000 });
    expect(coupleScore(0, [0, 1], 1000)).toEqual({ correct: false, points: 500 });
    expect(coupleScore(1, [0, 0], 1000)).toEqual({ correct: false, points: 0 });
    expect(coupleScore(1, [null, 1], 800)).toEqual({ correct: true, points: 800 });
    expect(coupleScore(1, [null, null], 800)).toEqual({ correct: false, points: 0 });
    expect(coupleAgree([1, 1])).toBe(true);
    expect(coupleAgree([0, 1])).toBe(false);
    expect(coupleAgree([null, 1])).toBeNull();
  });

  it('when the couple agree, only the guests who saw it coming score, by their speed', () => {
    const { g, anna, james, slow } = played();
    expect(g.pick(0, 1).ok).toBe(true);
    expect(g.pick(0, 0, 50).ok).toBe(true); // changed in time
    expect(g.pick(1, 0).ok).toBe(true);
    expect(g.scoreOf(anna)).toBe(0); // nothing before the answering ends
    g.next();
    expect(g.game.state).toBe(GameState.SHOW_CORRECT_ANSWER);
    expect(g.scoreOf(anna)).toBe(1000);
    expect(g.scoreOf(james)).toBe(0);
    expect(g.scoreOf(slow)).toBe(pointsFor(5_000, LIMIT));
    expect(g.game.answerOf(anna, 0)?.correct).toBe(true);
    const reveal = new ViewContext(g.game, g.at).screen().reveal;
    expect(reveal?.couple).toEqual({ answers: [0, 0], entered: [false, false], agree: true });
    expect(reveal?.rightCount).toBe(2);
  });

  it('when they disagree, every guest foresaw one of them: half points each', () => {
    const { g, anna, james, slow } = played();
    g.pick(0, 0);
    g.pick(1, 1);
    g.next();
    expect([g.scoreOf(anna), g.scoreOf(james), g.scoreOf(slow)]).toEqual([
      500,
      500,
      Math.round(pointsFor(5_000, LIMIT) / 2),
    ]);
    expect(new ViewContext(g.game, g.at).screen().reveal?.couple?.agree).toBe(false);
  });

  it('a partner missing: scored on the other alone, then the operator enters the pick the room shouted', () => {
    const { g, anna, james } = played();
    g.pick(1, 1);
    g.next();
    expect([g.scoreOf(anna), g.scoreOf(james)]).toEqual([0, 1000]);
    expect(g.settle(0, 0).ok).toBe(true);
    expect([g.scoreOf(anna), g.scoreOf(james)]).toEqual([500, 500]);
    const couple = new ViewContext(g.game, g.at).screen().reveal?.couple;
    expect(couple).toEqual({ answers: [0, 1], entered: [true, false], agree: false });
    // A mis-click mended: the entered pick can be changed at the reveal.
    expect(g.settle(0, 1).ok).toBe(true);
    expect([g.scoreOf(anna), g.scoreOf(james)]).toEqual([0, 1000]);
    // A partner who answered on their phone cannot be overruled.
    expect(g.settle(1, 0)).toMatchObject({ ok: false, code: 'alreadyAnswered' });
  });

  it('the operator chooses to score on the other partner alone: noted, the scores stand', () => {
    const { g, anna, james } = played();
    g.pick(1, 1);
    g.next();
    expect(g.settle(0, null).ok).toBe(true);
    expect(g.game.coupleOf()?.alone).toEqual([true, false]);
    expect([g.scoreOf(anna), g.scoreOf(james)]).toEqual([0, 1000]);
  });

  it('refuses picks at the wrong time, on the wrong question and after the time is up', () => {
    const g = new Shoes();
    g.join('Ann');
    expect(g.pick(0, 0)).toMatchObject({ ok: false });
    g.open(0);
    expect(g.pick(0, 0, LIMIT + 1)).toMatchObject({ ok: false, code: 'tooLate' });
    expect(g.settle(0, 0)).toMatchObject({ ok: false, code: 'answersClosed' });
    g.next();
    g.next();
    g.open(1);
    expect(g.pick(0, 1)).toMatchObject({ ok: false, code: 'wrongQuestion' });
  });

  it('waits for both partners before the answering ends early', () => {
    const g = new Shoes();
    const id = g.join('Ann');
    g.open(0);
    g.answer(id, 0, 100);
    expect(g.game.everyConnectedAnswered()).toBe(false);
    g.pick(0, 0);
    expect(g.game.everyConnectedAnswered()).toBe(false);
    g.pick(1, 1);
    expect(g.game.everyConnectedAnswered()).toBe(true);
  });

  it('replays to the same scores and picks, an entered pick included', () => {
    const { g, anna, james, slow } = played();
    g.pick(1, 0);
    g.next();
    g.settle(0, 0);
    g.next();
    const replayed = replayGame(g.commands, () => undefined);
    expect(replayed).not.toBeNull();
    for (const id of [anna, james, slow]) expect(replayed?.playerById(id)?.score).toBe(g.scoreOf(id));
    expect(replayed?.coupleOf(0)).toEqual(g.game.coupleOf(0));
  });

  it('in a team game, the tables are scored on the settled picks', () => {
    const teams = { playMode: 'tables' as const, tables: [{ number: 1, name: 'Roses' }] };
    const g = new Shoes(shoeQuiz(teams as Partial<Quiz>));
    const id = g.game.nextPlayerId();
    g.apply({ type: 'join', at: g.at, playerId: id, token: 't', name: 'Ann', team: 1 });
    g.game.setConnected(id, true);
    g.open(0);
    g.answer(id, 0, 100);
    g.pick(1, 0);
    g.next();
    expect(g.game.teamStandings()[0]?.score).toBe(1000);
    g.settle(0, 1);
    expect(g.game.teamStandings()[0]?.score).toBe(500);
  });
});
