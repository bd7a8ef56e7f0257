/**
 * The operator panel's states in plain words, and the Next button's label: it names the state the
 * server's own step function (shared/model/gameSteps.ts) leads to, for every state, poll and leaderboard pacing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_STATES, GameState, type ServerState } from '@shared/model/gameState';
import { stateAfter } from '@shared/model/gameSteps';
import {
  currentQuestion,
  nextLabel,
  plainStateName,
  predictNext,
  type NextContext,
} from '../../src/renderer/src/features/operator/game/stateWords';
import { operatorT, type OperatorT } from './operatorT';

let t: OperatorT;
let de: OperatorT;
beforeAll(async () => {
  t = await operatorT('en');
  de = await operatorT('de');
});

const PHONE_ONLY: readonly number[] = [GameState.WAITING, GameState.ANSWERED];
const ctx = (state: number, questionNumber = 0, over: Partial<NextContext> = {}): NextContext => ({
  state,
  questionNumber,
  questionCount: 7,
  poll: false,
  leaderboardEvery: 1,
  ...over,
});

describe('plain state names', () => {
  it('names every state without its technical name', () => {
    const names = ALL_STATES.map((s) => plainStateName(t, s, 3));
    expect(new Set(names).size).toBe(ALL_STATES.length);
    for (const name of names) expect(name).not.toMatch(/[A-Z]{2,}|_/);
    expect(plainStateName(t, GameState.NEW)).toBe('Lobby — guests join');
    expect(plainStateName(t, GameState.SHOW_QUESTION_OPTIONS, 3)).toBe('Question 3 — answering');
    expect(plainStateName(t, GameState.SHOW_CORRECT_ANSWER, 3)).toBe('Question 3 — the answer');
    expect(plainStateName(t, GameState.SHOW_LEADERBOARD, 3)).toBe('Question 3 — leaderboard');
    expect(plainStateName(t, GameState.STARTING_NEXT_QUESTION)).toBe('A question — coming up');
    expect(plainStateName(t, GameState.SHOW_FINAL_RESULTS_SHOW_1)).toBe('Podium — 3rd place');
    expect(plainStateName(t, GameState.SHOW_FINAL_RESULTS_SHOW_3)).toBe('Podium — the winner');
  });

  it('numbers the question only while the game is in one', () => {
    expect(currentQuestion(GameState.NEW, 0, 7)).toBeNull();
    expect(currentQuestion(GameState.STARTING_QUIZ, 0, 7)).toBeNull();
    expect(currentQuestion(GameState.STARTING_NEXT_QUESTION, 0, 7)).toBe(1);
    expect(currentQuestion(GameState.SHOW_LEADERBOARD, 2, 7)).toBe(3);
    expect(currentQuestion(GameState.SHOW_FINAL_RESULTS_SHOW_0, 7, 7)).toBeNull();
  });
});

describe('the Next button', () => {
  it('asks the shared step function with the view’s question, poll and pacing; nothing after phone-only states', () => {
    for (const state of PHONE_ONLY) expect(predictNext(ctx(state))).toBeNull();
    expect(predictNext(ctx(99))).toBeNull();
    const servers = ALL_STATES.filter((s) => !PHONE_ONLY.includes(s)) as ServerState[];
    for (const state of servers)
      for (let q = 0; q < 7; q++)
        for (const poll of [false, true])
          for (const every of [0, 1, 2, 3]) {
            const expected = stateAfter(state, q, 7, poll, every);
            const context = ctx(state, q, { poll, leaderboardEvery: every });
            expect(predictNext(context), JSON.stringify(context)).toBe(expected);
          }
  });

  it('says what comes next in plain words', () => {
    expect(nextLabel(t, ctx(GameState.NEW))).toBe('Next: start the quiz');
    expect(nextLabel(t, ctx(GameState.STARTING_QUIZ))).toBe('Next: question 1');
    expect(nextLabel(t, ctx(GameState.STARTING_NEXT_QUESTION))).toBe('Next: show the question');
    expect(nextLabel(t, ctx(GameState.SHOW_QUESTION))).toBe('Next: open the answers');
    expect(nextLabel(t, ctx(GameState.SHOW_QUESTION_OPTIONS))).toBe('Next: show the answer');
    expect(nextLabel(t, ctx(GameState.SHOW_CORRECT_ANSWER, 2))).toBe('Next: leaderboard');
    expect(nextLabel(t, ctx(GameState.SHOW_LEADERBOARD, 2))).toBe('Next: question 4');
    expect(nextLabel(t, ctx(GameState.SHOW_CORRECT_ANSWER, 6))).toBe('Next: final results');
    expect(nextLabel(t, ctx(GameState.SHOW_FINAL_RESULTS_SHOW_0, 7))).toBe('Next: 3rd place');
    expect(nextLabel(t, ctx(GameState.SHOW_FINAL_RESULTS_SHOW_2, 7))).toBe('Next: the winner');
    expect(nextLabel(t, ctx(GameState.SHOW_FINAL_RESULTS_SHOW_3, 7))).toBe('The game is over');
  });

  it('skips the leaderboard after a poll and as the pacing says', () => {
    expect(nextLabel(t, ctx(GameState.SHOW_CORRECT_ANSWER, 2, { poll: true }))).toBe('Next: question 4');
    expect(nextLabel(t, ctx(GameState.SHOW_CORRECT_ANSWER, 2, { leaderboardEvery: 2 }))).toBe(
      'Next: question 4',
    );
    expect(nextLabel(t, ctx(GameState.SHOW_CORRECT_ANSWER, 1, { leaderboardEvery: 2 }))).toBe(
      'Next: leaderboard',
    );
    expect(nextLabel(t, ctx(GameState.SHOW_CORRECT_ANSWER, 2, { leaderboardEvery: 0 }))).toBe(
      'Next: question 4',
    );
  });
});

describe('in another language', () => {
  it('names the states and the Next button in German, numbering the question', () => {
    expect(plainStateName(de, GameState.NEW)).toBe('Lobby – die Gäste kommen dazu');
    expect(plainStateName(de, GameState.SHOW_QUESTION_OPTIONS, 3)).toBe('Frage 3 – es wird geantwortet');
    expect(nextLabel(de, ctx(GameState.SHOW_LEADERBOARD, 2))).toBe('Weiter: Frage 4');
    expect(nextLabel(de, ctx(GameState.SHOW_FINAL_RESULTS_SHOW_3, 7))).toBe('Das Spiel ist vorbei');
    const names = ALL_STATES.map((s) => plainStateName(de, s, 3));
    expect(new Set(names).size).toBe(ALL_STATES.length);
  });
});
