import { describe, expect, it } from 'vitest';
import { GameState, NAME_MESSAGES, type Quiz, type Timings } from '@shared/index';
import { Game } from '../../src/main/server/engine/game';
import type { EngineCommand, Outcome } from '../../src/main/server/engine/types';
import { defaultQuiz } from '../../src/main/server/game/quizFile';
import {
  choiceQuestions,
  numberedText,
  TEST_TIMINGS,
  testQuiz,
  type ChoiceQuestion,
} from '../support/quizzes';

const T0 = 1_700_000_000_000;
const TIMINGS: Timings = TEST_TIMINGS;
const S = GameState;

/** Questions with correct answers 1, 3, 0, ... (4 options unless given). */
function makeQuiz(count = 3, patch: (i: number) => Partial<ChoiceQuestion> = () => ({})): Quiz {
  const corrects = [1, 3, 0, 2, 3, 1, 3];
  const questions = choiceQuestions(count, {
    text: numberedText,
    correct: (i) => corrects[i % corrects.length] ?? 0,
  });
  return testQuiz({ timings: TIMINGS, questions: questions.map((q, i) => ({ ...q, ...patch(i) })) });
}

function newGame(quiz: Quiz = makeQuiz(), timings: Timings = TIMINGS): Game {
  return new Game({ type: 'create', at: T0, gameId: 'g1', quiz, timings });
}

function advance(game: Game, at: number, from = game.state): Outcome {
  return game.apply({ type: 'advance', at, from: from as EngineCommandFrom, cause: 'operator' });
}
type EngineCommandFrom = Extract<EngineCommand, { type: 'advance' }>['from'];

function join(game: Game, name: string, at = T0): Outcome & { id: string } {
  const id = game.nextPlayerId();
  const outcome = game.apply({ type: 'join', at, playerId: id, token: `tok-${id}`, name });
  return { ...outcome, id };
}

function answer(
  game: Game,
  playerId: string,
  choice: number,
  at: number,
  questionNo = game.questionNumber,
): Outcome {
  return game.apply({ type: 'answer', at, playerId, questionNo, answer: choice });
}

/** A new game with Anna in it, at the first question's options: her id and when the answering began. */
function annaAnswering(): { game: Game; id: string; start: number } {
  const game = newGame();
  const { id } = join(game, 'Anna');
  goTo(game, S.SHOW_QUESTION_OPTIONS, 0);
  return { game, id, start: game.deadline! - 20_000 };
}

/** Advances (1 ms apart from `at`) until the game is in `state` for question `qn`; returns the time. */
function goTo(game: Game, state: number, qn = 0, at = T0 + 1): number {
  let now = at;
  for (let i = 0; i < 200 && !(game.state === state && game.questionNumber === qn); i++) {
    const outcome = advance(game, now);
    if (!outcome.ok) throw new Error(`cannot reach ${state}/${qn}: ${outcome.msg}`);
    now += 1;
  }
  if (game.state !== state || game.questionNumber !== qn) throw new Error(`did not reach ${state}/${qn}`);
  return now - 1;
}

function snapshot(game: Game): unknown {
  return {
    state: game.state,
    questionNumber: game.questionNumber,
    deadline: game.deadline,
    durationMs: game.durationMs,
    pausedRemainingMs: game.pausedRemainingMs,
    paused: game.paused,
    lastEventAt: game.lastEventAt,
    standings: game.standings(),
    answers: game.allAnswers(),
    players: game.activePlayers().map((p) => ({ ...p })),
  };
}

describe('a new game', () => {
  it('starts in NEW at question 0 without a timer or players', () => {
    const game = newGame();
    expect(game.state).toBe(S.NEW);
    expect(game.questionNumber).toBe(0);
    expect(game.questionCount).toBe(3);
    expect(game.deadline).toBeNull();
    expect(game.durationMs).toBeNull();
    expect(game.paused).toBe(false);
    expect(game.currentQuestion).toBeNull();
    expect(game.playerCount).toBe(0);
    expect(game.standings()).toEqual([]);
    expect(game.id).toBe('g1');
    expect(game.createdAt).toBe(T0);
    expect(game.lastEventAt).toBe(T0);
  });

  it('copies the timings it was created with', () => {
    const timings = { ...TIMINGS };
    const game = newGame(makeQuiz(), timings);
    timings.answerSeconds = 99;
    expect(game.timings.answerSeconds).toBe(20);
  });
});

describe('state order (issue 2 §3)', () => {
  it('walks NEW → STARTING_QUIZ → [3,4,5,7,8] per question → 7 → finals 9..12 for a 3-question quiz', () => {
    const game = newGame();
    const seen: [number, number][] = [[game.state, game.questionNumber]];
    let at = T0;
    while (advance(game, ++at).ok) seen.push([game.state, game.questionNumber]);
    expect(seen).toEqual([
      [S.NEW, 0],
      [S.STARTING_QUIZ, 0],
      [S.STARTING_NEXT_QUESTION, 0],
      [S.SHOW_QUESTION, 0],
      [S.SHOW_QUESTION_OPTIONS, 0],
      [S.SHOW_CORRECT_ANSWER, 0],
      [S.SHOW_LEADERBOARD, 0],
      [S.STARTING_NEXT_QUESTION, 1],
      [S.SHOW_QUESTION, 1],
      [S.SHOW_QUESTION_OPTIONS, 1],
      [S.SHOW_CORRECT_ANSWER, 1],
      [S.SHOW_LEADERBOARD, 1],
      [S.STARTING_NEXT_QUESTION, 2],
      [S.SHOW_QUESTION, 2],
      [S.SHOW_QUESTION_OPTIONS, 2],
      [S.SHOW_CORRECT_ANSWER, 2],
      [S.SHOW_FINAL_RESULTS_SHOW_0, 3],
      [S.SHOW_FINAL_RESULTS_SHOW_1, 3],
      [S.SHOW_FINAL_RESULTS_SHOW_2, 3],
      [S.SHOW_FINAL_RESULTS_SHOW_3, 3],
    ]);
  });

  it('plays the 7-question default quiz in 39 steps and never enters WAITING or ANSWERED', () => {
    const game = newGame(defaultQuiz());
    const states: number[] = [];
    let at = T0;
    while (advance(game, ++at).ok) states.push(game.state);
    expect(states).toHaveLength(1 + 7 * 5 - 1 + 4);
    expect(states).not.toContain(S.WAITING);
    expect(states).not.toContain(S.ANSWERED);
    expect(states.filter((s) => s === S.SHOW_LEADERBOARD)).toHaveLength(6);
    expect(states.filter((s) => s === S.SHOW_QUESTION_OPTIONS)).toHaveLength(7);
    expect(game.questionNumber).toBe(7);
  });

  it('a one-question quiz goes from SHOW_CORRECT_ANSWER straight to the finals', () => {
    const game = newGame(makeQuiz(1));
    goTo(game, S.SHOW_CORRECT_ANSWER, 0);
    expect(game.nextState()).toBe(S.SHOW_FINAL_RESULTS_SHOW_0);
    expect(advance(game, T0 + 100).ok).toBe(true);
    expect(game.state).toBe(S.SHOW_FINAL_RESULTS_SHOW_0);
    expect(game.questionNumber).toBe(1);
  });

  it('SHOW_FINAL_RESULTS_SHOW_3 stays until a reset', () => {
    const game = newGame();
    goTo(game, S.SHOW_FINAL_RESULTS_SHOW_3, 3);
    expect(game.nextState()).toBeNull();
    const before = snapshot(game);
    const outcome = advance(game, T0 + 10_000);
    expect(outcome).toEqual({ ok: false, code: 'gameOver', msg: expect.stringMatching(/reset/i) });
    expect(snapshot(game)).toEqual(before);
  });

  it('questionNumber equals the question count in every final state', () => {
    const game = newGame(makeQuiz(4));
    goTo(game, S.SHOW_FINAL_RESULTS_SHOW_0, 4);
    for (const state of [
      S.SHOW_FINAL_RESULTS_SHOW_1,
      S.SHOW_FINAL_RESULTS_SHOW_2,
      S.SHOW_FINAL_RESULTS_SHOW_3,
    ]) {
      advance(game, T0 + 1000);
      expect(game.state).toBe(state);
      expect(game.questionNumber).toBe(4);
    }
  });

  it('nextState reports the successor of every state without changing anything', () => {
    const game = newGame(makeQuiz(2));
    const pairs: [number, number | null][] = [];
    let at = T0;
    do {
      pairs.push([game.state, game.nextState()]);
    } while (advance(game, ++at).ok);
    expect(pairs).toEqual([
      [S.NEW, S.STARTING_QUIZ],
      [S.STARTING_QUIZ, S.STARTING_NEXT_QUESTION],
      [S.STARTING_NEXT_QUESTION, S.SHOW_QUESTION],
      [S.SHOW_QUESTION, S.SHOW_QUESTION_OPTIONS],
      [S.SHOW_QUESTION_OPTIONS, S.SHOW_CORRECT_ANSWER],
      [S.SHOW_CORRECT_ANSWER, S.SHOW_LEADERBOARD],
      [S.SHOW_LEADERBOARD, S.STARTING_NEXT_QUESTION],
      [S.STARTING_NEXT_QUESTION, S.SHOW_QUESTION],
      [S.SHOW_QUESTION, S.SHOW_QUESTION_OPTIONS],
      [S.SHOW_QUESTION_OPTIONS, S.SHOW_CORRECT_ANSWER],
      [S.SHOW_CORRECT_ANSWER, S.SHOW_FINAL_RESULTS_SHOW_0],
      [S.SHOW_FINAL_RESULTS_SHOW_0, S.SHOW_FINAL_RESULTS_SHOW_1],
      [S.SHOW_FINAL_RESULTS_SHOW_1, S.SHOW_FINAL_RESULTS_SHOW_2],
      [S.SHOW_FINAL_RESULTS_SHOW_2, S.SHOW_FINAL_RESULTS_SHOW_3],
      [S.SHOW_FINAL_RESULTS_SHOW_3, null],
    ]);
  });

  it('currentQuestion is null before the quiz and after the last question, the played one otherwise', () => {
    const quiz = makeQuiz(2);
    const game = newGame(quiz);
    expect(game.currentQuestion).toBeNull();
    advance(game, T0 + 1);
    expect(game.state).toBe(S.STARTING_QUIZ);
    expect(game.currentQuestion).toBeNull();
    goTo(game, S.STARTING_NEXT_QUESTION, 0);
    expect(game.currentQuestion).toBe(quiz.questions[0]);
    goTo(game, S.SHOW_LEADERBOARD, 0);
    expect(game.currentQuestion).toBe(quiz.questions[0]);
    goTo(game, S.SHOW_QUESTION, 1);
    expect(game.currentQuestion).toBe(quiz.questions[1]);
    goTo(game, S.SHOW_FINAL_RESULTS_SHOW_0, 2);
    expect(game.currentQuestion).toBeNull();
  });
});

describe('stale or duplicate advance', () => {
  it('an advance whose `from` is not the current state changes nothing', () => {
    const game = newGame();
    join(game, 'Anna');
    goTo(game, S.SHOW_QUESTION_OPTIONS, 0);
    const before = snapshot(game);
    for (const from of [
      S.NEW,
      S.STARTING_QUIZ,
      S.SHOW_QUESTION,
      S.SHOW_CORRECT_ANSWER,
      S.SHOW_FINAL_RESULTS_SHOW_3,
    ]) {
      const outcome = advance(game, T0 + 500, from);
      expect(outcome).toMatchObject({ ok: false, code: 'staleStep' });
    }
    expect(snapshot(game)).toEqual(before);
  });

  it('a double click (two advances from the same state) moves only one step', () => {
    const game = newGame();
    goTo(game, S.SHOW_CORRECT_ANSWER, 0);
    const from = game.state;
    expect(advance(game, T0 + 100, from).ok).toBe(true);
    expect(advance(game, T0 + 101, from)).toMatchObject({ ok: false, code: 'staleStep' });
    expect(game.state).toBe(S.SHOW_LEADERBOARD);
    expect(game.questionNumber).toBe(0);
  });

  it('a late timer advance for SHOW_QUESTION_OPTIONS after the operator moved on is ignored', () => {
    const game = newGame();
    goTo(game, S.SHOW_QUESTION_OPTIONS, 0);
    advance(game, T0 + 50); // operator: to SHOW_CORRECT_ANSWER
    const outcome = game.apply({
      type: 'advance',
      at: T0 + 20_010,
      from: S.SHOW_QUESTION_OPTIONS,
      cause: 'timer',
    });
    expect(outcome.ok).toBe(false);
    expect(game.state).toBe(S.SHOW_CORRECT_ANSWER);
  });

  it('lastEventAt follows accepted commands only', () => {
    const game = newGame();
    advance(game, T0 + 10);
    expect(game.lastEventAt).toBe(T0 + 10);
    advance(game, T0 + 20, S.NEW);
    expect(game.lastEventAt).toBe(T0 + 10);
    join(game, '', T0 + 30);
    expect(game.lastEventAt).toBe(T0 + 10);
    join(game, 'Anna', T0 + 40);
    expect(game.lastEventAt).toBe(T0 + 40);
  });
});

describe('timed steps as deadlines', () => {
  it('STARTING_NEXT_QUESTION 3 s, SHOW_QUESTION 3 s, SHOW_QUESTION_OPTIONS 20 s by default; others wait', () => {
    const game = newGame();
    const deadlines: [number, number | null, number | null][] = [];
    let at = T0;
    while (advance(game, (at += 1000)).ok) {
      deadlines.push([game.state, game.deadline === null ? null : game.deadline - at, game.durationMs]);
    }
    expect(deadlines.slice(0, 6)).toEqual([
      [S.STARTING_QUIZ, null, null],
      [S.STARTING_NEXT_QUESTION, 3000, 3000],
      [S.SHOW_QUESTION, 3000, 3000],
      [S.SHOW_QUESTION_OPTIONS, 20_000, 20_000],
      [S.SHOW_CORRECT_ANSWER, null, null],
      [S.SHOW_LEADERBOARD, null, null],
    ]);
    for (const [state, deadline] of deadlines) {
      const timed =
        state === S.STARTING_NEXT_QUESTION || state === S.SHOW_QUESTION || state === S.SHOW_QUESTION_OPTIONS;
      expect(deadline !== null, `state ${state}`).toBe(timed);
    }
  });

  it('takes durations from the configured timings', () => {
    const game = newGame(makeQuiz(), { countdownSeconds: 5, questionSeconds: 7, answerSeconds: 30 });
    goTo(game, S.STARTING_NEXT_QUESTION, 0, T0 + 100);
    const at1 = game.deadline! - 5000;
    expect(game.durationMs).toBe(5000);
    advance(game, at1 + 1);
    expect(game.deadline).toBe(at1 + 1 + 7000);
    advance(game, at1 + 2);
    expect(game.deadline).toBe(at1 + 2 + 30_000);
    expect(game.durationMs).toBe(30_000);
  });

  it("uses a question's own answerSeconds for its options step", () => {
    const game = newGame(makeQuiz(2, (i) => (i === 1 ? { answerSeconds: 45 } : {})));
    goTo(game, S.SHOW_QUESTION, 0);
    advance(game, T0 + 1000);
    expect(game.deadline).toBe(T0 + 1000 + 20_000);
    goTo(game, S.SHOW_QUESTION, 1, T0 + 2000);
    advance(game, T0 + 5000);
    expect(game.deadline).toBe(T0 + 5000 + 45_000);
    expect(game.durationMs).toBe(45_000);
  });

  it('a config change applies to the next timed step, not the running one', () => {
    const game = newGame();
    goTo(game, S.STARTING_NEXT_QUESTION, 0);
    const deadline = game.deadline;
    expect(game.apply({ type: 'config', at: T0 + 100, timings: { questionSeconds: 10 } }).ok).toBe(true);
    expect(game.deadline).toBe(deadline);
    expect(game.timings).toEqual({ countdownSeconds: 3, questionSeconds: 10, answerSeconds: 20 });
    advance(game, T0 + 200);
    expect(game.deadline).toBe(T0 + 200 + 10_000);
  });

  it('isDue is false before the deadline and true from it on', () => {
    const game = newGame();
    expect(game.isDue(T0 + 1e9)).toBe(false); // no timer in NEW
    goTo(game, S.SHOW_QUESTION, 0);
    const deadline = game.deadline!;
    expect(game.isDue(deadline - 1)).toBe(false);
    expect(game.isDue(deadline)).toBe(true);
    expect(game.isDue(deadline + 5000)).toBe(true);
  });

  it('the operator may end a timed step early', () => {
    const game = newGame();
    goTo(game, S.SHOW_QUESTION_OPTIONS, 0);
    const at = game.deadline! - 15_000;
    expect(advance(game, at).ok).toBe(true);
    expect(game.state).toBe(S.SHOW_CORRECT_ANSWER);
    expect(game.deadline).toBeNull();
  });
});

describe('pause and resume', () => {
  it('pause keeps what was left and clears the deadline; resume shifts the deadline', () => {
    const game = newGame();
    goTo(game, S.SHOW_QUESTION_OPTIONS, 0);
    const start = game.deadline! - 20_000;
    expect(game.apply({ type: 'pause', at: start + 4000 }).ok).toBe(true);
    expect(game.paused).toBe(true);
    expect(game.deadline).toBeNull();
    expect(game.pausedRemainingMs).toBe(16_000);
    expect(game.isDue(start + 100_000)).toBe(false);
    expect(game.apply({ type: 'resume', at: start + 60_000 }).ok).toBe(true);
    expect(game.paused).toBe(false);
    expect(game.pausedRemainingMs).toBeNull();
    expect(game.deadline).toBe(start + 76_000);
    expect(game.durationMs).toBe(20_000);
  });

  it('rejects pause without a running timer, a second pause, and resume when not paused', () => {
    const game = newGame();
    expect(game.apply({ type: 'pause', at: T0 + 1 })).toMatchObject({ ok: false, code: 'noTimer' });
    expect(game.apply({ type: 'resume', at: T0 + 1 })).toMatchObject({ ok: false, code: 'notPaused' });
    goTo(game, S.SHOW_CORRECT_ANSWER, 0);
    expect(game.apply({ type: 'pause', at: T0 + 100 })).toMatchObject({ ok: false, code: 'noTimer' });
    const entered = goTo(game, S.STARTING_NEXT_QUESTION, 1, T0 + 200);
    expect(game.apply({ type: 'pause', at: entered + 100 }).ok).toBe(true);
    expect(game.apply({ type: 'pause', at: entered + 101 })).toMatchObject({
      ok: false,
      code: 'alreadyPaused',
    });
    expect(game.pausedRemainingMs).toBe(3000 - 100);
  });

  it('shifts the answer time by the pause, so paused time does not cost points', () => {
    const { game, id, start } = annaAnswering();
    game.apply({ type: 'pause', at: start + 4000 });
    game.apply({ type: 'resume', at: start + 14_000 });
    expect(answer(game, id, 1, start + 16_000).ok).toBe(true);
    expect(game.answerOf(id)).toMatchObject({ elapsedMs: 6000, correct: true, points: 850 });
  });

  it('an answer during a pause counts the time up to the pause', () => {
    const { game, id, start } = annaAnswering();
    game.apply({ type: 'pause', at: start + 2000 });
    expect(answer(game, id, 1, start + 50_000).ok).toBe(true);
    expect(game.answerOf(id)).toMatchObject({ elapsedMs: 2000, points: 950 });
  });

  it('several pauses add up', () => {
    const { game, id, start } = annaAnswering();
    game.apply({ type: 'pause', at: start + 1000 });
    game.apply({ type: 'resume', at: start + 3000 });
    game.apply({ type: 'pause', at: start + 4000 });
    game.apply({ type: 'resume', at: start + 9000 });
    expect(game.deadline).toBe(start + 27_000);
    expect(answer(game, id, 1, start + 13_000).ok).toBe(true);
    expect(game.answerOf(id)?.elapsedMs).toBe(6000);
  });

  it('a pause after the deadline leaves 0 ms, and resume makes the step due at once', () => {
    const game = newGame();
    goTo(game, S.SHOW_QUESTION, 0);
    const deadline = game.deadline!;
    game.apply({ type: 'pause', at: deadline + 500 });
    expect(game.pausedRemainingMs).toBe(0);
    game.apply({ type: 'resume', at: deadline + 10_000 });
    expect(game.deadline).toBe(deadline + 10_000);
    expect(game.isDue(deadline + 10_000)).toBe(true);
  });

  it('an answer is refused during a pause that began after the deadline', () => {
    // The timer fired late (event loop busy) and the operator paused before it was handled:
    // the answering time is over, so answers must stay closed.
    const game = newGame();
    const { id } = join(game, 'Anna');
    goTo(game, S.SHOW_QUESTION_OPTIONS, 0);
    const deadline = game.deadline!;
    game.apply({ type: 'pause', at: deadline + 200 });
    expect(answer(game, id, 1, deadline + 300)).toMatchObject({ ok: false, code: 'tooLate' });
  });

  it('advancing while paused ends the pause', () => {
    const game = newGame();
    goTo(game, S.SHOW_QUESTION, 0);
    game.apply({ type: 'pause', at: T0 + 1000 });
    advance(game, T0 + 5000);
    expect(game.state).toBe(S.SHOW_QUESTION_OPTIONS);
    expect(game.paused).toBe(false);
    expect(game.pausedRemainingMs).toBeNull();
    expect(game.deadline).toBe(T0 + 25_000);
  });
});

describe('answers and scoring', () => {
  function atOptions(players = ['Anna', 'Bob', 'Cleo']): { game: Game; ids: string[]; start: number } {
    const game = newGame();
    const ids = players.map((name) => join(game, name).id);
    goTo(game, S.SHOW_QUESTION_OPTIONS, 0);
    return { game, ids, start: game.deadline! - 20_000 };
  }

  it('scores a correct answer with the formula and records it', () => {
    const { game, ids, start } = atOptions();
    const [a, b, c] = ids as [string, string, string];
    expect(answer(game, a, 1, start + 300)).toEqual({ ok: true });
    expect(answer(game, b, 1, start + 10_000).ok).toBe(true);
    expect(answer(game, c, 1, start + 20_000).ok).toBe(true);
    expect(game.answerOf(a)).toEqual({
      playerId: a,
      answer: 1,
      elapsedMs: 300,
      correct: true,
      points: 1000,
      at: start + 300,
      team: null,
    });
    expect(game.answerOf(b)?.points).toBe(750);
    expect(game.answerOf(c)?.points).toBe(500);
    expect(game.playerById(a)?.score).toBe(1000);
    expect(game.playerById(b)?.correctTimeMs).toBe(10_000);
  });

  it('scores a wrong answer 0 and does not count its time', () => {
    const { game, ids, start } = atOptions();
    const a = ids[0]!;
    expect(answer(game, a, 2, start + 1000).ok).toBe(true);
    expect(game.answerOf(a)).toMatchObject({ answer: 2, correct: false, points: 0, elapsedMs: 1000 });
    expect(game.playerById(a)?.score).toBe(0);
    expect(game.playerById(a)?.correctTimeMs).toBe(0);
  });

  it('counts only the first answer of a player per question', () => {
    const { game, ids, start } = atOptions();
    const a = ids[0]!;
    answer(game, a, 0, start + 1000); // wrong
    const second = answer(game, a, 1, start + 2000); // would be right
    expect(second).toMatchObject({ ok: false, code: 'alreadyAnswered' });
    expect(game.answerOf(a)?.answer).toBe(0);
    expect(game.playerById(a)?.score).toBe(0);
    expect(game.answeredCount).toBe(1);
  });

  it.each([
    ['NEW', S.NEW, 0],
    ['STARTING_QUIZ', S.STARTING_QUIZ, 0],
    ['STARTING_NEXT_QUESTION', S.STARTING_NEXT_QUESTION, 0],
    ['SHOW_QUESTION', S.SHOW_QUESTION, 0],
    ['SHOW_CORRECT_ANSWER', S.SHOW_CORRECT_ANSWER, 0],
    ['SHOW_LEADERBOARD', S.SHOW_LEADERBOARD, 0],
    ['STARTING_NEXT_QUESTION of question 2', S.STARTING_NEXT_QUESTION, 1],
    ['SHOW_FINAL_RESULTS_SHOW_0', S.SHOW_FINAL_RESULTS_SHOW_0, 3],
    ['SHOW_FINAL_RESULTS_SHOW_3', S.SHOW_FINAL_RESULTS_SHOW_3, 3],
  ])('rejects answers in %s', (_label, state, qn) => {
    const game = newGame();
    const { id } = join(game, 'Anna');
    if (state !== S.NEW) goTo(game, state, qn);
    const before = snapshot(game);
    for (const q of [0, 1, 2, 3]) {
      expect(answer(game, id, 1, T0 + 500, q)).toMatchObject({ ok: false, code: 'answersClosed' });
    }
    expect(snapshot(game)).toEqual(before);
  });

  it('accepts an answer exactly at the deadline and rejects one after it', () => {
    const { game, ids } = atOptions();
    const deadline = game.deadline!;
    expect(answer(game, ids[0]!, 1, deadline).ok).toBe(true);
    expect(game.answerOf(ids[0]!)?.points).toBe(500);
    expect(answer(game, ids[1]!, 1, deadline + 1)).toMatchObject({ ok: false, code: 'tooLate' });
    expect(game.answerOf(ids[1]!)).toBeUndefined();
  });

  it('rejects an answer for another questionNo', () => {
    const game = newGame();
    const { id } = join(game, 'Anna');
    goTo(game, S.SHOW_QUESTION_OPTIONS, 1);
    expect(answer(game, id, 3, T0 + 100, 0)).toMatchObject({ ok: false, code: 'wrongQuestion' });
    expect(answer(game, id, 3, T0 + 100, 2)).toMatchObject({ ok: false, code: 'wrongQuestion' });
    expect(answer(game, id, 3, T0 + 100, 1000)).toMatchObject({ ok: false, code: 'wrongQuestion' });
    expect(game.answeredCount).toBe(0);
    expect(answer(game, id, 3, T0 + 100, 1).ok).toBe(true);
  });

  it('rejects answers from unknown and kicked players', () => {
    const { game, ids, start } = atOptions();
    expect(answer(game, 'nobody', 1, start + 10)).toMatchObject({ ok: false, code: 'unknownPlayer' });
    game.apply({ type: 'kick', at: start + 10, playerId: ids[0]! });
    expect(answer(game, ids[0]!, 1, start + 20)).toMatchObject({ ok: false, code: 'unknownPlayer' });
  });

  it('rejects an option the question does not have', () => {
    const game = newGame(makeQuiz(1, () => ({ options: ['yes', 'no'], correct: 1 })));
    const { id } = join(game, 'Anna');
    goTo(game, S.SHOW_QUESTION_OPTIONS, 0);
    expect(answer(game, id, 2, T0 + 100)).toMatchObject({ ok: false, code: 'noSuchOption' });
    expect(answer(game, id, 3, T0 + 100)).toMatchObject({ ok: false, code: 'noSuchOption' });
    expect(answer(game, id, 1, T0 + 100).ok).toBe(true);
  });

  it('rejects option numbers that are negative, fractional or not numbers, even without the schema', () => {
    // The socket layer checks the schema first; the engine is still the authority on what an option is.
    const { game, ids, start } = atOptions();
    for (const choice of [-1, 1.5, NaN]) {
      expect(answer(game, ids[0]!, choice, start + 10), String(choice)).toMatchObject({
        ok: false,
        code: 'noSuchOption',
      });
    }
    expect(game.answeredCount).toBe(0);
    expect(game.responseCounts()).toEqual([0, 0, 0, 0]);
  });

  it('scores against the question limit T (its own answerSeconds)', () => {
    const game = newGame(makeQuiz(1, () => ({ answerSeconds: 10 })));
    const { id } = join(game, 'Anna');
    goTo(game, S.SHOW_QUESTION_OPTIONS, 0);
    const start = game.deadline! - 10_000;
    answer(game, id, 1, start + 5000);
    expect(game.answerOf(id)?.points).toBe(750);
  });

  it('scores against the T the question started with, even if the timings change meanwhile', () => {
    // The countdown on every screen runs 20 s; a config change to 300 s for later questions must not
    // change how this question's answers are scored (10 s of 20 s = 750).
    const { game, ids, start } = atOptions();
    game.apply({ type: 'config', at: start + 1000, timings: { answerSeconds: 300 } });
    expect(game.deadline).toBe(start + 20_000);
    answer(game, ids[0]!, 1, start + 10_000);
    expect(game.answerOf(ids[0]!)?.points).toBe(750);
  });

  it('adds up scores and correct times over questions', () => {
    const game = newGame();
    const { id } = join(game, 'Anna');
    let at = goTo(game, S.SHOW_QUESTION_OPTIONS, 0);
    answer(game, id, 1, at + 2000); // correct, 950
    at = goTo(game, S.SHOW_QUESTION_OPTIONS, 1, at + 3000);
    answer(game, id, 0, at + 1000); // wrong
    at = goTo(game, S.SHOW_QUESTION_OPTIONS, 2, at + 3000);
    answer(game, id, 0, at + 4000); // correct, 900
    const player = game.playerById(id)!;
    expect(player.score).toBe(950 + 900);
    expect(player.correctTimeMs).toBe(6000);
    expect(game.allAnswers().map((a) => [a.questionNo, a.answer.points])).toEqual([
      [0, 950],
      [1, 0],
      [2, 900],
    ]);
  });

  it('counts answers and responses per option (always four numbers)', () => {
    const { game, ids, start } = atOptions(['a', 'b', 'c', 'd', 'e']);
    expect(game.answeredCount).toBe(0);
    expect(game.responseCounts()).toEqual([0, 0, 0, 0]);
    answer(game, ids[0]!, 1, start + 1);
    answer(game, ids[1]!, 1, start + 2);
    answer(game, ids[2]!, 3, start + 3);
    expect(game.answeredCount).toBe(3);
    expect(game.responseCounts()).toEqual([0, 2, 0, 1]);
    game.apply({ type: 'kick', at: start + 4, playerId: ids[1]! });
    expect(game.answeredCount).toBe(2);
    expect(game.responseCounts()).toEqual([0, 1, 0, 1]);
    advance(game, start + 5);
    advance(game, start + 6);
    advance(game, start + 7);
    expect(game.state).toBe(S.STARTING_NEXT_QUESTION);
    expect(game.answeredCount).toBe(0);
    expect(game.responseCounts()).toEqual([0, 0, 0, 0]);
  });

  it('uses the server-side answer key, never anything the client claims', () => {
    const { game, ids, start } = atOptions();
    // questionNo 0's correct index is 1: choosing 2 is wrong whatever the client thought.
    answer(game, ids[0]!, 2, start + 10);
    expect(game.answerOf(ids[0]!)?.correct).toBe(false);
  });
});

describe('joining', () => {
  it('adds a player with a trimmed name, score 0, in join order', () => {
    const game = newGame();
    expect(game.nextPlayerId()).toBe('1');
    const a = join(game, '  Anna  ');
    const b = join(game, 'Bob');
    expect(a).toEqual({ ok: true, id: '1' });
    expect(b.id).toBe('2');
    expect(game.nextPlayerId()).toBe('3');
    expect(game.playerById('1')).toMatchObject({
      name: 'Anna',
      joinIndex: 0,
      score: 0,
      correctTimeMs: 0,
      kicked: false,
    });
    expect(game.playerById('2')?.joinIndex).toBe(1);
    expect(game.playerByToken('tok-1')?.id).toBe('1');
    expect(game.playerCount).toBe(2);
    expect(game.activePlayers().map((p) => p.name)).toEqual(['Anna', 'Bob']);
  });

  it('starts a player disconnected until a socket binds it', () => {
    const game = newGame();
    const { id } = join(game, 'Anna');
    expect(game.playerById(id)?.connected).toBe(false);
    game.setConnected(id, true);
    expect(game.playerById(id)?.connected).toBe(true);
  });

  it.each([
    ['', 'nameInvalid', NAME_MESSAGES.empty],
    ['    ', 'nameInvalid', NAME_MESSAGES.empty],
    ['Bartholomew', 'nameInvalid', NAME_MESSAGES.tooLong],
    // Issue 18: direction and control characters are removed; what no screen shows is refused.
    ['A\uE000b', 'nameInvalid', NAME_MESSAGES.badCharacters],
    ['\uFDFD', 'nameInvalid', NAME_MESSAGES.wide],
  ])('refuses the name %j with a helpful message', (name, code, msg) => {
    const game = newGame();
    expect(join(game, name)).toMatchObject({ ok: false, code, msg });
    expect(game.playerCount).toBe(0);
    expect(game.nextPlayerId()).toBe('1');
  });

  it('refuses a name already taken, ignoring case and surrounding spaces', () => {
    const game = newGame();
    join(game, 'Anna');
    for (const name of ['Anna', 'anna', 'ANNA', ' aNNa ']) {
      const outcome = join(game, name);
      expect(outcome).toMatchObject({ ok: false, code: 'nameTaken' });
      expect(outcome.ok ? '' : outcome.msg).toBe(NAME_MESSAGES.taken(name.trim()));
    }
    expect(game.playerCount).toBe(1);
    expect(join(game, 'Anne').ok).toBe(true);
  });

  it('checkNewName checks without joining', () => {
    const game = newGame();
    join(game, 'Anna');
    expect(game.checkNewName('Bob')).toEqual({ ok: true });
    expect(game.checkNewName('anna')).toMatchObject({ ok: false, code: 'nameTaken' });
    expect(game.playerCount).toBe(1);
  });

  it.each([
    S.STARTING_QUIZ,
    S.STARTING_NEXT_QUESTION,
    S.SHOW_QUESTION,
    S.SHOW_QUESTION_OPTIONS,
    S.SHOW_CORRECT_ANSWER,
    S.SHOW_LEADERBOARD,
    // From the final results on a join is refused (tests/unit/joinLimits.test.ts).
  ])('lets a late guest join in state %i at score 0 without changing the state', (state) => {
    const game = newGame();
    const early = join(game, 'Early').id;
    const qn = state === S.STARTING_QUIZ ? 0 : 1;
    const at = goTo(game, state, qn);
    const before = { state: game.state, qn: game.questionNumber, deadline: game.deadline };
    const late = join(game, 'Late', at + 1);
    expect(late.ok).toBe(true);
    expect({ state: game.state, qn: game.questionNumber, deadline: game.deadline }).toEqual(before);
    expect(game.playerById(late.id)?.score).toBe(0);
    expect(game.standings().map((e) => e.player_name)).toEqual(['Early', 'Late']);
    expect(game.playerById(early)).toBeDefined();
  });

  it('a late guest can answer the open question', () => {
    const game = newGame();
    const at = goTo(game, S.SHOW_QUESTION_OPTIONS, 0);
    const { id } = join(game, 'Late', at + 1000);
    expect(answer(game, id, 1, at + 2000).ok).toBe(true);
    expect(game.playerById(id)?.score).toBe(950);
  });

  it('recentNames lists the newest first, up to the limit, without kicked players', () => {
    const game = newGame();
    for (let i = 1; i <= 35; i++) join(game, `P${i}`);
    const recent = game.recentNames(30);
    expect(recent).toHaveLength(30);
    expect(recent[0]).toBe('P35');
    expect(recent[29]).toBe('P6');
    game.apply({ type: 'kick', at: T0, playerId: '35' });
    expect(game.recentNames(3)).toEqual(['P34', 'P33', 'P32']);
  });
});

describe('kicking', () => {
  it('removes the player from counts, standings and token lookups, and frees the name', () => {
    const game = newGame();
    const a = join(game, 'Anna').id;
    const b = join(game, 'Bob').id;
    game.setConnected(a, true);
    expect(game.apply({ type: 'kick', at: T0 + 1, playerId: a })).toEqual({ ok: true });
    expect(game.playerById(a)).toBeUndefined();
    expect(game.playerByToken('tok-1')).toBeUndefined();
    expect(game.playerCount).toBe(1);
    expect(game.activePlayers().map((p) => p.id)).toEqual([b]);
    expect(game.standings().map((e) => e.player_name)).toEqual(['Bob']);
    expect(game.recentNames(30)).toEqual(['Bob']);
    // The name can be used again, by a new player with a new id.
    const again = join(game, 'anna');
    expect(again).toEqual({ ok: true, id: '3' });
  });

  it('rejects kicking an unknown or already kicked player', () => {
    const game = newGame();
    const a = join(game, 'Anna').id;
    expect(game.apply({ type: 'kick', at: T0, playerId: 'x' })).toMatchObject({
      ok: false,
      code: 'unknownPlayer',
    });
    game.apply({ type: 'kick', at: T0, playerId: a });
    expect(game.apply({ type: 'kick', at: T0, playerId: a })).toMatchObject({
      ok: false,
      code: 'unknownPlayer',
    });
  });

  it('a kicked player cannot be marked connected again', () => {
    const game = newGame();
    const a = join(game, 'Anna').id;
    game.apply({ type: 'kick', at: T0, playerId: a });
    game.setConnected(a, true);
    goTo(game, S.SHOW_QUESTION_OPTIONS, 0);
    expect(game.everyConnectedAnswered()).toBe(false);
  });
});

describe('everyConnectedAnswered', () => {
  function setup(): { game: Game; a: string; b: string; c: string; start: number } {
    const game = newGame();
    const a = join(game, 'A').id;
    const b = join(game, 'B').id;
    const c = join(game, 'C').id;
    goTo(game, S.SHOW_QUESTION_OPTIONS, 0);
    return { game, a, b, c, start: game.deadline! - 20_000 };
  }

  it('needs at least one connected player', () => {
    const { game, a, start } = setup();
    expect(game.everyConnectedAnswered()).toBe(false);
    answer(game, a, 1, start + 1); // a answered but is not connected
    expect(game.everyConnectedAnswered()).toBe(false);
  });

  it('is true once every connected player has answered, ignoring disconnected ones', () => {
    const { game, a, b, c, start } = setup();
    game.setConnected(a, true);
    game.setConnected(b, true);
    answer(game, a, 1, start + 1);
    expect(game.everyConnectedAnswered()).toBe(false);
    answer(game, b, 0, start + 2);
    expect(game.everyConnectedAnswered()).toBe(true); // c is disconnected and never holds the round up
    game.setConnected(c, true);
    expect(game.everyConnectedAnswered()).toBe(false);
    game.setConnected(c, false);
    expect(game.everyConnectedAnswered()).toBe(true);
  });

  it('ignores kicked players', () => {
    const { game, a, b, start } = setup();
    game.setConnected(a, true);
    game.setConnected(b, true);
    answer(game, a, 1, start + 1);
    game.apply({ type: 'kick', at: start + 2, playerId: b });
    expect(game.everyConnectedAnswered()).toBe(true);
  });

  it('is false outside SHOW_QUESTION_OPTIONS even when everyone answered', () => {
    const { game, a, start } = setup();
    game.setConnected(a, true);
    answer(game, a, 1, start + 1);
    advance(game, start + 2);
    expect(game.state).toBe(S.SHOW_CORRECT_ANSWER);
    expect(game.everyConnectedAnswered()).toBe(false);
  });
});

describe('leaderboard prev / new', () => {
  it('prev is the ranking before the current question, new after it', () => {
    const game = newGame();
    const a = join(game, 'Anna').id;
    const b = join(game, 'Bob').id;
    let at = goTo(game, S.SHOW_QUESTION_OPTIONS, 0);
    answer(game, a, 1, at + 1000); // 975
    answer(game, b, 0, at + 1000); // wrong
    at = goTo(game, S.SHOW_QUESTION_OPTIONS, 1, at + 2000);
    answer(game, a, 0, at + 100); // wrong
    answer(game, b, 3, at + 100); // 1000
    advance(game, at + 200);
    expect(game.state).toBe(S.SHOW_CORRECT_ANSWER);
    const pick = (entries: { player_name: string; score: number; rank: number }[]): unknown =>
      entries.map((e) => [e.player_name, e.score, e.rank]);
    expect(pick(game.previousStandings())).toEqual([
      ['Anna', 975, 1],
      ['Bob', 0, 2],
    ]);
    expect(pick(game.standings())).toEqual([
      ['Bob', 1000, 1],
      ['Anna', 975, 2],
    ]);
    advance(game, at + 300);
    expect(game.state).toBe(S.SHOW_LEADERBOARD);
    expect(pick(game.previousStandings())).toEqual([
      ['Anna', 975, 1],
      ['Bob', 0, 2],
    ]);
    // Next question: nothing answered yet, so prev equals new.
    advance(game, at + 400);
    expect(game.state).toBe(S.STARTING_NEXT_QUESTION);
    expect(game.previousStandings()).toEqual(game.standings());
  });

  it('in the final states prev is the ranking before the last question', () => {
    const game = newGame(makeQuiz(2));
    const a = join(game, 'Anna').id;
    const b = join(game, 'Bob').id;
    let at = goTo(game, S.SHOW_QUESTION_OPTIONS, 0);
    answer(game, a, 1, at + 100); // 1000
    at = goTo(game, S.SHOW_QUESTION_OPTIONS, 1, at + 200);
    answer(game, b, 3, at + 100); // 1000, slower overall? b: 100 ms vs a: 100 ms -> tie on time, join order
    answer(game, a, 0, at + 100); // wrong
    goTo(game, S.SHOW_FINAL_RESULTS_SHOW_0, 2, at + 200);
    expect(game.previousStandings().map((e) => [e.player_name, e.score])).toEqual([
      ['Anna', 1000],
      ['Bob', 0],
    ]);
    expect(game.standings().map((e) => [e.player_name, e.score])).toEqual([
      ['Anna', 1000],
      ['Bob', 1000],
    ]);
  });
});

describe('determinism', () => {
  it('replaying the same commands on a fresh game gives the same game', () => {
    const commands: EngineCommand[] = [];
    const game = newGame();
    const record = (c: EngineCommand): Outcome => {
      const o = game.apply(c);
      if (o.ok) commands.push(c);
      return o;
    };
    record({ type: 'join', at: T0 + 1, playerId: '1', token: 't1', name: 'Anna' });
    record({ type: 'join', at: T0 + 2, playerId: '2', token: 't2', name: 'Bob' });
    let at = T0 + 10;
    while (game.state !== S.SHOW_QUESTION_OPTIONS)
      record({ type: 'advance', at: at++, from: game.state, cause: 'operator' });
    record({ type: 'pause', at: at + 500 });
    record({ type: 'resume', at: at + 1500 });
    record({ type: 'answer', at: at + 3000, playerId: '1', questionNo: 0, answer: 1 });
    record({ type: 'answer', at: at + 4000, playerId: '2', questionNo: 0, answer: 1 });
    record({ type: 'advance', at: at + 5000, from: game.state, cause: 'allAnswered' });
    record({ type: 'kick', at: at + 6000, playerId: '2' });

    const replayed = newGame();
    for (const c of commands) expect(replayed.apply(c).ok).toBe(true);
    expect(snapshot(replayed)).toEqual(snapshot(game));
  });
});

describe('replacing the quiz before the start', () => {
  it('is allowed in NEW, keeps the players and takes the new questions and timings', () => {
    const game = newGame(makeQuiz(3));
    join(game, 'Anna');
    const quiz = { ...makeQuiz(5), timings: { countdownSeconds: 4, questionSeconds: 5, answerSeconds: 30 } };
    expect(game.apply({ type: 'setQuiz', at: T0 + 1, quiz })).toEqual({ ok: true });
    expect(game.quiz).toBe(quiz);
    expect(game.questionCount).toBe(5);
    expect(game.timings).toEqual({ countdownSeconds: 4, questionSeconds: 5, answerSeconds: 30 });
    expect(game.activePlayers().map((p) => p.name)).toEqual(['Anna']);
    // The new quiz is played: 5 questions, answers recorded for question 5.
    const at = goTo(game, S.SHOW_QUESTION_OPTIONS, 4);
    expect(game.deadline).toBe(at + 30_000);
    expect(answer(game, '1', 3, at + 100).ok).toBe(true); // question 5's correct option is 3
    expect(game.answerOf('1', 4)?.points).toBe(1000);
  });

  it.each([S.STARTING_QUIZ, S.SHOW_QUESTION_OPTIONS, S.SHOW_FINAL_RESULTS_SHOW_3])(
    'is refused once the game has started (state %i)',
    (state) => {
      const quiz = makeQuiz(2);
      const game = newGame(quiz);
      goTo(game, state, state === S.SHOW_FINAL_RESULTS_SHOW_3 ? 2 : 0);
      const outcome = game.apply({ type: 'setQuiz', at: T0 + 1000, quiz: makeQuiz(4) });
      expect(outcome).toMatchObject({ ok: false, code: 'gameStarted' });
      expect(game.quiz).toBe(quiz);
      expect(game.questionCount).toBe(2);
    },
  );
});
