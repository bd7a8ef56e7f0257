import { describe, expect, it } from 'vitest';
import {
  ALL_STATES,
  finalRevealLevel,
  GameState,
  isFinalState,
  isGameState,
  stateName,
} from '@shared/model/gameState';
import { ClientEvent, OPERATOR_EVENTS, ServerEvent } from '@shared/model/events';

describe('GameState numbers (issue 2 §2)', () => {
  it('has exactly the 13 states numbered 0..12 in protocol order', () => {
    expect(GameState).toEqual({
      NEW: 0,
      WAITING: 1,
      STARTING_QUIZ: 2,
      STARTING_NEXT_QUESTION: 3,
      SHOW_QUESTION: 4,
      SHOW_QUESTION_OPTIONS: 5,
      ANSWERED: 6,
      SHOW_CORRECT_ANSWER: 7,
      SHOW_LEADERBOARD: 8,
      SHOW_FINAL_RESULTS_SHOW_0: 9,
      SHOW_FINAL_RESULTS_SHOW_1: 10,
      SHOW_FINAL_RESULTS_SHOW_2: 11,
      SHOW_FINAL_RESULTS_SHOW_3: 12,
    });
    expect(ALL_STATES).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('stateName maps every number back to its name', () => {
    expect(stateName(0)).toBe('NEW');
    expect(stateName(1)).toBe('WAITING');
    expect(stateName(6)).toBe('ANSWERED');
    expect(stateName(8)).toBe('SHOW_LEADERBOARD');
    expect(stateName(12)).toBe('SHOW_FINAL_RESULTS_SHOW_3');
    for (const [name, n] of Object.entries(GameState)) expect(stateName(n)).toBe(name);
  });

  it('isGameState accepts only the integers 0..12', () => {
    for (let n = 0; n <= 12; n++) expect(isGameState(n)).toBe(true);
    for (const bad of [-1, 13, 1.5, NaN, Infinity, '3', null, undefined, {}, [3], true]) {
      expect(isGameState(bad)).toBe(false);
    }
  });

  it('isFinalState is true exactly for the four final-results states', () => {
    const finals = ALL_STATES.filter(isFinalState);
    expect(finals).toEqual([9, 10, 11, 12]);
  });

  it('finalRevealLevel is 0..3 in the final states and -1 elsewhere', () => {
    expect(finalRevealLevel(GameState.SHOW_FINAL_RESULTS_SHOW_0)).toBe(0);
    expect(finalRevealLevel(GameState.SHOW_FINAL_RESULTS_SHOW_1)).toBe(1);
    expect(finalRevealLevel(GameState.SHOW_FINAL_RESULTS_SHOW_2)).toBe(2);
    expect(finalRevealLevel(GameState.SHOW_FINAL_RESULTS_SHOW_3)).toBe(3);
    for (let n = 0; n <= 8; n++) expect(finalRevealLevel(n as GameState)).toBe(-1);
  });
});

describe('wire event names (issue 2 §2)', () => {
  it('keeps the original client-to-server names exactly', () => {
    expect(ClientEvent.joinGame).toBe('joinGame');
    expect(ClientEvent.userAnsweredQuestion).toBe('userAnsweredQuestion');
    expect(ClientEvent.requestNextState).toBe('requestNextState');
    expect(ClientEvent.resetgs).toBe('resetgs');
  });

  it('keeps the original server-to-client names exactly', () => {
    expect(ServerEvent.joinedGame).toBe('joinedGame');
    expect(ServerEvent.joinGameError).toBe('joinGameError');
    expect(ServerEvent.updateState).toBe('updateState');
    expect(ServerEvent.updatePlayers).toBe('updatePlayers');
    expect(ServerEvent.updateAnsweredCount).toBe('updateAnsweredCount');
    expect(ServerEvent.userAnswered).toBe('userAnswered');
  });

  it('every event name equals its key (same camelCase style)', () => {
    for (const [key, value] of Object.entries({ ...ClientEvent, ...ServerEvent })) expect(value).toBe(key);
  });

  it('only the operator controls: next state, reset, kick, pause/resume, config', () => {
    expect(OPERATOR_EVENTS).toContain('requestNextState');
    expect(OPERATOR_EVENTS).toContain('resetgs');
    expect(OPERATOR_EVENTS).toContain('kickPlayer');
    expect(OPERATOR_EVENTS).toContain('pauseTimer');
    expect(OPERATOR_EVENTS).toContain('resumeTimer');
    expect(OPERATOR_EVENTS).toContain('updateConfig');
    expect(OPERATOR_EVENTS).not.toContain('joinGame');
    expect(OPERATOR_EVENTS).not.toContain('userAnsweredQuestion');
  });
});
