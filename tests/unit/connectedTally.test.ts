/**
 * "Has every connected guest answered?" comes from running counts (issue 29). Here they are checked
 * against a walk of the room after every step of a long random evening: guests joining, dropping,
 * coming back, answering and being removed, over several questions.
 */
import { describe, expect, it } from 'vitest';
import { GameState, type Timings } from '@shared/index';
import { Game } from '../../src/main/server/engine/game';
import { choiceQuestions, testQuiz, TEST_TIMINGS } from '../support/quizzes';

const T0 = 1_700_000_000_000;
const TIMINGS: Timings = { ...TEST_TIMINGS, answerSeconds: 3600 };

/** The answer the running counts replace: a walk over every guest. */
function walked(game: Game): boolean {
  if (game.state !== GameState.SHOW_QUESTION_OPTIONS) return false;
  const inGame = game.activePlayers().filter((p) => p.connected);
  return inGame.length > 0 && inGame.every((p) => game.answerOf(p.id) !== undefined);
}

function random(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

describe('the running count of connected guests who answered', () => {
  it('agrees with a walk of the room after every join, drop, return, answer and removal', () => {
    const quiz = testQuiz({ questions: choiceQuestions(4), timings: TIMINGS });
    const game = new Game({ type: 'create', at: T0, gameId: 'g', quiz, timings: TIMINGS });
    const next = random(7);
    let at = T0;
    const ids: string[] = [];
    let checks = 0;
    let agreedTrue = 0;
    for (let step = 0; step < 4000; step++) {
      at += 1;
      const roll = next();
      const id = ids[Math.floor(next() * ids.length)];
      const answering = game.state === GameState.SHOW_QUESTION_OPTIONS;
      if (roll < 0.04 || ids.length === 0) {
        const playerId = game.nextPlayerId();
        const joined = game.apply({ type: 'join', at, playerId, token: `t${playerId}`, name: `G${step}` });
        if (joined.ok) {
          ids.push(playerId);
          game.setConnected(playerId, next() < 0.8);
        }
      } else if (roll < 0.3 && id) {
        game.setConnected(id, next() < 0.6);
      } else if (roll < 0.33 && id) {
        game.apply({ type: 'kick', at, playerId: id });
      } else if (roll < 0.9 && id) {
        game.apply({ type: 'answer', at, playerId: id, questionNo: game.questionNumber, answer: 1 });
      } else if (roll < (answering ? 0.905 : 1) && game.state !== GameState.SHOW_FINAL_RESULTS_SHOW_3) {
        // The answering lasts long enough for the room to finish now and then.
        game.apply({ type: 'advance', at, from: game.state, cause: 'operator' });
      }
      expect(game.everyConnectedAnswered(), `step ${step}`).toBe(walked(game));
      checks++;
      if (walked(game)) agreedTrue++;
    }
    // The evening went through its questions and the answer was "yes" often enough to mean something.
    expect(checks).toBe(4000);
    expect(agreedTrue).toBeGreaterThan(20);
    expect(game.questionNumber).toBeGreaterThan(1);
  });
});
