/**
 * A sample quiz played to the end over sockets, each guest answering as a plan says: the operator steps
 * from the lobby through every question to the final results, as the results tests need it played.
 */
import { GameState } from '@shared/index';
import type { TestClient } from './harness';

export type Answer = number | number[];

export interface Plan<G extends string> {
  /** The kind of each question, in order (after a poll the leaderboard is skipped). */
  kinds: readonly string[];
  /** A guest's answer to question `q`; null: no answer (the time runs out). */
  answer: (guest: G, q: number) => Answer | null;
  /** What the operator does once question `q`'s answer is shown, before moving on. */
  afterReveal?: (operator: TestClient, q: number) => void;
}

/** Plays every question by `plan` to the final results; closes the operator's and the guests' sockets after. */
export async function playByPlan<G extends string>(
  operator: TestClient,
  guests: ReadonlyMap<G, TestClient>,
  plan: Plan<G>,
): Promise<void> {
  try {
    operator.emit('requestNextState', { from: GameState.NEW });
    await operator.view(GameState.STARTING_QUIZ);
    for (let q = 0; q < plan.kinds.length; q++) {
      if (q === 0) operator.emit('requestNextState', { from: GameState.STARTING_QUIZ });
      else if (plan.kinds[q - 1] !== 'poll') {
        // After a poll the leaderboard is skipped: the next question comes straight on.
        await operator.view(GameState.SHOW_LEADERBOARD, q - 1);
        operator.emit('requestNextState', { from: GameState.SHOW_LEADERBOARD });
      }
      for (const [name, client] of guests) {
        await client.view(GameState.SHOW_QUESTION_OPTIONS, q);
        const answer = plan.answer(name, q);
        if (answer === null) continue;
        client.emit('userAnsweredQuestion', { questionNo: q, answer });
        await client.next('userAnswered', (a) => a.questionNo === q);
      }
      await operator.view(GameState.SHOW_CORRECT_ANSWER, q, 30_000);
      plan.afterReveal?.(operator, q);
      operator.emit('requestNextState', { from: GameState.SHOW_CORRECT_ANSWER });
    }
    await operator.view(GameState.SHOW_FINAL_RESULTS_SHOW_0);
  } finally {
    for (const client of [operator, ...guests.values()]) client.close();
  }
}
