import { describe, expect, it } from 'vitest';
import {
  GameState,
  operatorViewSchema,
  playerViewSchema,
  screenViewSchema,
  updatePlayersSchema,
  type Quiz,
  type Timings,
} from '@shared/index';
import { Game } from '../../src/main/server/engine/game';
import type { Outcome } from '../../src/main/server/engine/types';
import { playersUpdate, playerStateOf, ViewContext } from '../../src/main/server/game/views';
import { choiceQuestions, numberedText, TEST_TIMINGS, testQuiz } from '../support/quizzes';

const T0 = 1_700_000_000_000;
const TIMINGS: Timings = TEST_TIMINGS;
const S = GameState;
const CORRECT = [1, 3, 0];

function makeQuiz(count = 3): Quiz {
  const options = (i: number): string[] => [`q${i}a`, `q${i}b`, `q${i}c`, `q${i}d`];
  return testQuiz({
    questions: choiceQuestions(count, { text: numberedText, options, correct: (i) => CORRECT[i] ?? 0 }),
  });
}

function newGame(count = 3): Game {
  return new Game({ type: 'create', at: T0, gameId: 'g', quiz: makeQuiz(count), timings: TIMINGS });
}

let clock = T0;
function advance(game: Game): Outcome {
  return game.apply({ type: 'advance', at: ++clock, from: game.state, cause: 'operator' });
}

function join(game: Game, name: string): string {
  const id = game.nextPlayerId();
  const outcome = game.apply({ type: 'join', at: clock, playerId: id, token: `tok-${id}`, name });
  if (!outcome.ok) throw new Error(outcome.msg);
  return id;
}

function goTo(game: Game, state: number, qn = 0): void {
  for (let i = 0; i < 100 && !(game.state === state && game.questionNumber === qn); i++) {
    if (!advance(game).ok) break;
  }
  if (game.state !== state || game.questionNumber !== qn) throw new Error(`did not reach ${state}/${qn}`);
}

function answer(game: Game, id: string, choice: number, afterMs = 1000): void {
  const outcome = game.apply({
    type: 'answer',
    at: game.deadline! - 20_000 + afterMs,
    playerId: id,
    questionNo: game.questionNumber,
    answer: choice,
  });
  if (!outcome.ok) throw new Error(outcome.msg);
}

const view = (game: Game, now = clock): ViewContext => new ViewContext(game, now);
const me = (game: Game, id: string) => view(game).player(game.playerById(id));

/** A game with three players who all answer every question: Anna right fast, Bob right slow, Cleo wrong. */
function playedGame(): {
  game: Game;
  anna: string;
  bob: string;
  cleo: string;
  seen: Record<string, unknown>[];
} {
  const game = newGame();
  const anna = join(game, 'Anna');
  const bob = join(game, 'Bob');
  const cleo = join(game, 'Cleo');
  game.setConnected(anna, true);
  game.setConnected(bob, true);
  const seen: Record<string, unknown>[] = [];
  const record = (): void => {
    const ctx = view(game);
    seen.push({
      state: game.state,
      qn: game.questionNumber,
      player: ctx.player(game.playerById(anna)),
      stranger: ctx.player(undefined),
      screen: ctx.screen(),
      operator: ctx.operator(),
    });
  };
  record();
  do {
    if (game.state === S.SHOW_QUESTION_OPTIONS) {
      record();
      const correct = CORRECT[game.questionNumber]!;
      answer(game, anna, correct, 400);
      answer(game, bob, correct, 10_000);
      answer(game, cleo, (correct + 1) % 4, 2000);
    }
    record();
  } while (advance(game).ok);
  return { game, anna, bob, cleo, seen };
}

describe('every view matches its schema', () => {
  it('in every state of a whole game, for every audience', () => {
    const { seen } = playedGame();
    expect(seen.length).toBeGreaterThan(20);
    for (const s of seen) {
      const where = `state ${String(s.state)} q${String(s.qn)}`;
      expect(playerViewSchema.safeParse(s.player).success, where).toBe(true);
      expect(playerViewSchema.safeParse(s.stranger).success, where).toBe(true);
      expect(screenViewSchema.safeParse(s.screen).success, where).toBe(true);
      expect(operatorViewSchema.safeParse(s.operator).success, where).toBe(true);
    }
  });

  it('playersUpdate matches its schema, with the player list for the operator only', () => {
    const game = newGame();
    join(game, 'Anna');
    const forScreen = playersUpdate(game, false);
    const forOperator = playersUpdate(game, true);
    expect(updatePlayersSchema.safeParse(forScreen).success).toBe(true);
    expect(updatePlayersSchema.safeParse(forOperator).success).toBe(true);
    expect(forScreen).toEqual({ playerCount: 1, recentPlayers: ['Anna'] });
    expect(forOperator.players).toEqual([{ id: '1', name: 'Anna', connected: false, score: 0, team: null }]);
  });
});

describe('phone views', () => {
  it('never carry the correct answer before SHOW_CORRECT_ANSWER', () => {
    const { seen } = playedGame();
    for (const s of seen) {
      const state = s.state as number;
      const player = s.player as { correctAnswer: number | null; result: unknown };
      if (state < S.SHOW_CORRECT_ANSWER) {
        expect(player.correctAnswer, `state ${state}`).toBeNull();
        expect(player.result, `state ${state}`).toBeNull();
        expect((s.stranger as { correctAnswer: unknown }).correctAnswer).toBeNull();
      }
    }
  });

  it('carry the correct answer in SHOW_CORRECT_ANSWER; the leaderboard step carries the place only', () => {
    const game = newGame();
    const id = join(game, 'Anna');
    goTo(game, S.SHOW_CORRECT_ANSWER, 1);
    expect(me(game, id).correctAnswer).toBe(3);
    advance(game);
    // A phone on the leaderboard shows its place: the reveal's details stay off the wire.
    expect(me(game, id)).toMatchObject({ correctAnswer: null, reveal: null, myAnswer: null, result: null });
    expect(me(game, id).neighbours?.me).toMatchObject({ player_name: 'Anna', rank: 1 });
  });

  it('have exactly the player fields: no player lists, leaderboards, responses or answer key', () => {
    const { seen } = playedGame();
    const keys = [
      'audience',
      'breakMessage',
      'correctAnswer',
      'myAnswer',
      'name',
      'neighbours',
      'playerState',
      'question',
      'questionCount',
      'questionNumber',
      'result',
      'reveal',
      'state',
      'team',
      'timer',
    ];
    for (const s of seen) {
      // The guestbook (issue 18): the guest's own wish, only once the podium is done.
      const wish = s.state === S.SHOW_FINAL_RESULTS_SHOW_3 ? ['myWish'] : [];
      expect(Object.keys(s.player as object).sort()).toEqual([...keys, ...wish].sort());
      const json = JSON.stringify(s.player);
      expect(json).not.toMatch(/"(players|leaderboard|full|responses|answerKey|recentPlayers|token|id)"/);
      // The other players' names appear only as neighbours, from SHOW_LEADERBOARD on.
      if ((s.state as number) < S.SHOW_LEADERBOARD) {
        expect(json).not.toContain('Bob');
        expect(json).not.toContain('Cleo');
      }
    }
  });

  it('do not grow with the number of players (10 vs 2000)', () => {
    function sizes(players: number): number[] {
      const game = newGame();
      const ids: string[] = [];
      for (let i = 0; i < players; i++) ids.push(join(game, `P${String(i).padStart(4, '0')}`));
      const mid = ids[Math.floor(players / 2)]!;
      const out: number[] = [];
      const measure = (): void => void out.push(JSON.stringify(me(game, mid)).length);
      measure();
      goTo(game, S.SHOW_QUESTION_OPTIONS, 0);
      ids.forEach((id, i) => answer(game, id, i % 4, 600 + (i % 7)));
      measure();
      advance(game);
      measure(); // SHOW_CORRECT_ANSWER
      advance(game);
      measure(); // SHOW_LEADERBOARD
      return out;
    }
    const small = sizes(10);
    const large = sizes(2000);
    for (let i = 0; i < small.length; i++) {
      // Only digits of rank numbers may differ (rank 6 vs rank 1001): a handful of bytes.
      expect(large[i]! - small[i]!, `measure ${i}`).toBeLessThanOrEqual(12);
    }
    expect(Math.max(...large)).toBeLessThan(1500);
  });

  it('show WAITING before the start and ANSWERED once the player has answered', () => {
    const game = newGame();
    const a = join(game, 'Anna');
    const b = join(game, 'Bob');
    expect(me(game, a).playerState).toBe(S.WAITING);
    expect(me(game, a).state).toBe(S.NEW);
    goTo(game, S.SHOW_QUESTION_OPTIONS, 0);
    answer(game, a, 2);
    expect(me(game, a)).toMatchObject({
      playerState: S.ANSWERED,
      state: S.SHOW_QUESTION_OPTIONS,
      myAnswer: 2,
    });
    expect(me(game, b)).toMatchObject({ playerState: S.SHOW_QUESTION_OPTIONS, myAnswer: null });
    advance(game);
    expect(me(game, a).playerState).toBe(S.SHOW_CORRECT_ANSWER);
  });

  it('a socket that has not joined gets playerState NEW and no name', () => {
    const game = newGame();
    goTo(game, S.SHOW_QUESTION, 0);
    expect(view(game).player(undefined)).toMatchObject({
      audience: 'player',
      state: S.SHOW_QUESTION,
      playerState: S.NEW,
      name: null,
      myAnswer: null,
      result: null,
      neighbours: null,
    });
  });

  /** A multiple-choice question's view has no items, number range or partner photos. */
  const CHOICE = {
    kind: 'choice',
    itemIds: null,
    number: null,
    partnerPhotos: null,
    unveil: null,
    clip: null,
    second: null,
  };

  it('show the question text first and the options from SHOW_QUESTION_OPTIONS on', () => {
    const game = newGame();
    const id = join(game, 'Anna');
    const q = (): unknown => me(game, id).question;
    expect(q()).toBeNull();
    advance(game); // STARTING_QUIZ
    expect(q()).toBeNull();
    advance(game); // STARTING_NEXT_QUESTION
    expect(q()).toBeNull();
    advance(game); // SHOW_QUESTION
    expect(q()).toEqual({ ...CHOICE, text: '1. Question 1?', options: [], photo: null });
    const withOptions = {
      ...CHOICE,
      text: '1. Question 1?',
      options: ['q0a', 'q0b', 'q0c', 'q0d'],
      photo: null,
    };
    advance(game); // SHOW_QUESTION_OPTIONS
    expect(q()).toEqual(withOptions);
    advance(game); // SHOW_CORRECT_ANSWER
    expect(q()).toEqual(withOptions);
    advance(game); // SHOW_LEADERBOARD
    expect(q()).toBeNull();
    goTo(game, S.SHOW_FINAL_RESULTS_SHOW_0, 3);
    expect(q()).toBeNull();
  });

  it('give the player its own result after the reveal', () => {
    const game = newGame();
    const a = join(game, 'Anna');
    const b = join(game, 'Bob');
    const c = join(game, 'Cleo');
    goTo(game, S.SHOW_QUESTION_OPTIONS, 0);
    answer(game, a, 1, 1000); // 975
    answer(game, b, 0, 1000); // wrong
    advance(game);
    expect(me(game, a).result).toEqual({ answered: true, correct: true, points: 975, total: 975, rank: 1 });
    expect(me(game, b).result).toEqual({ answered: true, correct: false, points: 0, total: 0, rank: 2 });
    expect(me(game, c).result).toEqual({ answered: false, correct: false, points: 0, total: 0, rank: 3 });
    expect(me(game, a).neighbours).toBeNull(); // the ranking is shown from SHOW_LEADERBOARD
  });

  it('give the entry above and below in SHOW_LEADERBOARD', () => {
    const game = newGame();
    const ids = ['Anna', 'Bob', 'Cleo', 'Dan'].map((n) => join(game, n));
    goTo(game, S.SHOW_QUESTION_OPTIONS, 0);
    ids.forEach((id, i) => answer(game, id, 1, 1000 + i * 1000)); // 975, 950, 925, 900
    goTo(game, S.SHOW_LEADERBOARD, 0);
    expect(me(game, ids[0]!).neighbours).toEqual({
      above: null,
      me: { player_name: 'Anna', score: 975, rank: 1 },
      below: { player_name: 'Bob', score: 950, rank: 2 },
    });
    expect(me(game, ids[2]!).neighbours).toEqual({
      above: { player_name: 'Bob', score: 950, rank: 2 },
      me: { player_name: 'Cleo', score: 925, rank: 3 },
      below: { player_name: 'Dan', score: 900, rank: 4 },
    });
    expect(me(game, ids[3]!).neighbours).toEqual({
      above: { player_name: 'Cleo', score: 925, rank: 3 },
      me: { player_name: 'Dan', score: 900, rank: 4 },
      below: null,
    });
  });

  it('carry the timer: deadline, serverNow, duration and pause', () => {
    const game = newGame();
    goTo(game, S.SHOW_QUESTION_OPTIONS, 0);
    const deadline = game.deadline!;
    expect(view(game, deadline - 5000).player(undefined).timer).toEqual({
      deadline,
      serverNow: deadline - 5000,
      durationMs: 20_000,
      pausedRemainingMs: null,
    });
    game.apply({ type: 'pause', at: deadline - 5000 });
    expect(view(game, deadline).screen().timer).toEqual({
      deadline: null,
      serverNow: deadline,
      durationMs: 20_000,
      pausedRemainingMs: 5000,
    });
    advance(game);
    expect(view(game, 42).operator().timer).toEqual({
      deadline: null,
      serverNow: 42,
      durationMs: null,
      pausedRemainingMs: null,
    });
  });

  it('carry questionNumber and questionCount (equal in the final states)', () => {
    const game = newGame();
    const id = join(game, 'Anna');
    goTo(game, S.SHOW_QUESTION, 2);
    expect(me(game, id)).toMatchObject({ questionNumber: 2, questionCount: 3 });
    goTo(game, S.SHOW_FINAL_RESULTS_SHOW_2, 3);
    expect(me(game, id)).toMatchObject({ questionNumber: 3, questionCount: 3, correctAnswer: null });
  });
});

describe('big-screen view', () => {
  it('shows the response counts as four numbers (zeros included) only from SHOW_CORRECT_ANSWER on', () => {
    const game = newGame();
    const ids = ['a', 'b', 'c'].map((n) => join(game, n));
    goTo(game, S.SHOW_QUESTION_OPTIONS, 0);
    answer(game, ids[0]!, 1);
    answer(game, ids[1]!, 1);
    answer(game, ids[2]!, 3);
    expect(view(game).screen().responses).toBeNull();
    expect(view(game).screen().correctAnswer).toBeNull();
    expect(view(game).screen().answeredCount).toBe(3);
    advance(game);
    expect(view(game).screen()).toMatchObject({
      responses: [0, 2, 0, 1],
      correctAnswer: 1,
      answeredCount: 3,
    });
  });

  it('does not reveal who answered correctly while the options are open', () => {
    // The big-screen role needs no key: anyone can open /screen on a phone. While answers are open its
    // top-5 "new" leaderboard must not already include this question's points.
    const game = newGame();
    const a = join(game, 'Anna');
    const b = join(game, 'Bob');
    goTo(game, S.SHOW_QUESTION_OPTIONS, 0);
    answer(game, b, 1, 700); // Bob answers correctly
    answer(game, a, 0, 700); // Anna answers wrong
    // Not even a list of zeros: the big screen shows no ranking while the options are open.
    expect(view(game).screen().leaderboard).toEqual({ prev: [], new: [] });
  });

  it('sorts no ranking for the big screen where it shows none (issue 29)', () => {
    const game = newGame();
    join(game, 'Anna');
    for (const state of [
      S.NEW,
      S.STARTING_QUIZ,
      S.SHOW_QUESTION,
      S.SHOW_QUESTION_OPTIONS,
      S.SHOW_CORRECT_ANSWER,
    ]) {
      goTo(game, state, 0);
      expect(view(game).screen().leaderboard, String(state)).toEqual({ prev: [], new: [] });
    }
    // A break called after the reveal shows the standings so far.
    expect(game.apply({ type: 'break', at: T0 + 50, message: 'Cake!' }).ok).toBe(true);
    expect(
      view(game)
        .screen()
        .leaderboard.new.map((e) => e.player_name),
    ).toEqual(['Anna']);
    goTo(game, S.SHOW_LEADERBOARD, 0);
    expect(
      view(game)
        .screen()
        .leaderboard.new.map((e) => e.player_name),
    ).toEqual(['Anna']);
  });

  it('shows the top 5 before and after the question', () => {
    const game = newGame();
    const ids = Array.from({ length: 8 }, (_, i) => join(game, `P${i}`));
    goTo(game, S.SHOW_QUESTION_OPTIONS, 0);
    ids.forEach((id, i) => answer(game, id, 1, 600 + 1000 * i)); // P0 fastest
    goTo(game, S.SHOW_QUESTION_OPTIONS, 1);
    ids.forEach((id, i) => answer(game, id, i >= 4 ? 3 : 0, 600)); // P4..P7 right now, 985 each
    advance(game);
    advance(game); // SHOW_LEADERBOARD of question 2
    const { leaderboard } = view(game).screen();
    expect(leaderboard.prev.map((e) => [e.rank, e.player_name])).toEqual([
      [1, 'P0'],
      [2, 'P1'],
      [3, 'P2'],
      [4, 'P3'],
      [5, 'P4'],
    ]);
    expect(leaderboard.new.map((e) => [e.rank, e.player_name])).toEqual([
      [1, 'P4'],
      [2, 'P5'],
      [3, 'P6'],
      [4, 'P7'],
      [5, 'P0'],
    ]);
    expect(leaderboard.new[0]).toEqual({ player_name: 'P4', score: 885 + 985, rank: 1 });
  });

  it('lists the last 30 names newest first and counts every player', () => {
    const game = newGame();
    for (let i = 1; i <= 45; i++) join(game, `Guest${i}`);
    const screen = view(game).screen();
    expect(screen.playerCount).toBe(45);
    expect(screen.recentPlayers).toHaveLength(30);
    expect(screen.recentPlayers[0]).toBe('Guest45');
    expect(screen.recentPlayers[29]).toBe('Guest16');
    expect(screen.recentPlayers).toEqual(Array.from({ length: 30 }, (_, i) => `Guest${45 - i}`));
  });

  it('never carries a full player list, the answer key or tokens', () => {
    const game = newGame();
    for (let i = 0; i < 40; i++) join(game, `G${i}`);
    goTo(game, S.SHOW_QUESTION_OPTIONS, 0);
    const screen = view(game).screen();
    expect(screen).not.toHaveProperty('players');
    expect(screen).not.toHaveProperty('answerKey');
    expect(screen.leaderboard).not.toHaveProperty('full');
    expect(JSON.stringify(screen)).not.toContain('tok-');
  });
});

describe('operator view', () => {
  it('gets everything: full leaderboard, players with connection state, answer key, timings, responses', () => {
    const game = newGame();
    const ids = Array.from({ length: 7 }, (_, i) => join(game, `P${i}`));
    game.setConnected(ids[0]!, true);
    game.setConnected(ids[3]!, true);
    goTo(game, S.SHOW_QUESTION_OPTIONS, 0);
    answer(game, ids[6]!, 1, 500);
    answer(game, ids[5]!, 2, 500);
    const op = view(game).operator();
    expect(op.answerKey).toBe(1);
    expect(op.correctAnswer).toBeNull();
    expect(op.responses).toEqual([0, 1, 1, 0]);
    expect(op.answeredCount).toBe(2);
    expect(op.playerCount).toBe(7);
    expect(op.timings).toEqual(TIMINGS);
    expect(op.leaderboard.full).toHaveLength(7);
    // The operator sees the live ranking, this question's points included.
    expect(op.leaderboard.full[0]).toEqual({ player_name: 'P6', score: 1000, rank: 1 });
    expect(op.players).toHaveLength(7);
    expect(op.players![0]).toEqual({ id: '1', name: 'P0', connected: true, score: 0, team: null });
    expect(op.players![1]).toEqual({ id: '2', name: 'P1', connected: false, score: 0, team: null });
    expect(op.players!.filter((p) => p.connected).map((p) => p.name)).toEqual(['P0', 'P3']);
    expect(JSON.stringify(op)).not.toContain('tok-');
  });

  it('has the full leaderboard with every player after the reveal', () => {
    const game = newGame();
    const ids = Array.from({ length: 7 }, (_, i) => join(game, `P${i}`));
    goTo(game, S.SHOW_QUESTION_OPTIONS, 0);
    answer(game, ids[6]!, 1, 500);
    answer(game, ids[5]!, 1, 4500);
    advance(game);
    const op = view(game).operator();
    expect(op.leaderboard.full.map((e) => [e.rank, e.player_name, e.score])).toEqual([
      [1, 'P6', 1000],
      [2, 'P5', 888],
      [3, 'P0', 0],
      [4, 'P1', 0],
      [5, 'P2', 0],
      [6, 'P3', 0],
      [7, 'P4', 0],
    ]);
    expect(op.leaderboard.new).toEqual(op.leaderboard.full.slice(0, 5));
  });

  it('shows the same score for a player in the players table and the full leaderboard, in every state', () => {
    const { seen } = playedGame();
    for (const s of seen) {
      const op = s.operator as {
        players: { name: string; score: number }[];
        leaderboard: { full: { player_name: string; score: number }[] };
      };
      const fromPlayers = Object.fromEntries(op.players.map((p) => [p.name, p.score]));
      const fromBoard = Object.fromEntries(op.leaderboard.full.map((e) => [e.player_name, e.score]));
      expect(fromBoard, `state ${String(s.state)} q${String(s.qn)}`).toEqual(fromPlayers);
    }
  });

  it('leaves kicked players out', () => {
    const game = newGame();
    const a = join(game, 'Anna');
    join(game, 'Bob');
    game.apply({ type: 'kick', at: clock, playerId: a });
    const op = view(game).operator();
    expect(op.players!.map((p) => p.name)).toEqual(['Bob']);
    expect(op.leaderboard.full.map((e) => e.player_name)).toEqual(['Bob']);
    expect(op.playerCount).toBe(1);
    expect(op.recentPlayers).toEqual(['Bob']);
  });

  it('has no answer key before the first question or after the last', () => {
    const game = newGame();
    expect(view(game).operator().answerKey).toBeNull();
    goTo(game, S.SHOW_FINAL_RESULTS_SHOW_0, 3);
    expect(view(game).operator().answerKey).toBeNull();
  });
});

describe('playerStateOf', () => {
  it('maps NEW to WAITING, answered options to ANSWERED, and leaves the rest', () => {
    expect(playerStateOf(S.NEW, false)).toBe(S.WAITING);
    expect(playerStateOf(S.NEW, true)).toBe(S.WAITING);
    expect(playerStateOf(S.SHOW_QUESTION_OPTIONS, true)).toBe(S.ANSWERED);
    expect(playerStateOf(S.SHOW_QUESTION_OPTIONS, false)).toBe(S.SHOW_QUESTION_OPTIONS);
    for (const s of [2, 3, 4, 7, 8, 9, 10, 11, 12] as const) {
      expect(playerStateOf(s, true)).toBe(s);
      expect(playerStateOf(s, false)).toBe(s);
    }
  });
});
