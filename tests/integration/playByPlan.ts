/**
 * A sample quiz played to the end over sockets, each guest answering as a plan says: the operator steps
 * from the lobby through every question to the final results, as the results tests need it played.
 */
import { GameState } from '@shared/index';
import type { TestClient } from './harness';
import { skipToAnswering, stepTo } from './operatorSteps';

export type Answer = number | number[];

export interface Plan<G extends string> {
  /** The kind of each question, in order (after a poll the leaderboard is skipped). */
  kinds: readonly string[];
  /** A guest's answer to question `q`; null: no answer (the time runs out). */
  answer: (guest: G, q: number) => Answer | null;
  /** What the operator does once question `q`'s answer is shown, before moving on. */
  afterReveal?: (operator: TestClient, q: number) => void;
  /** Steps the podium on to its last step (the winner) before closing; else stops at its first. */
  throughPodium?: boolean;
}

/** The shortest a question may take here: see the server's rate limit below. */
const QUESTION_FLOOR_MS = 500;

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
      const started = Date.now();
      if (q === 0) operator.emit('requestNextState', { from: GameState.STARTING_QUIZ });
      else if (plan.kinds[q - 1] !== 'poll') {
        // After a poll the leaderboard is skipped: the next question comes straight on.
        await operator.view(GameState.SHOW_LEADERBOARD, q - 1);
        operator.emit('requestNextState', { from: GameState.SHOW_LEADERBOARD });
      }
      // The countdown and the question alone are skipped with Next, as a DJ may: nothing here is about
      // their timers, and waiting them out cost a results test half its time.
      await skipToAnswering(operator, q);
      let silent = false;
      for (const [name, client] of guests) {
        await client.view(GameState.SHOW_QUESTION_OPTIONS, q);
        const answer = plan.answer(name, q);
        if (answer === null) {
          silent = true;
          continue;
        }
        client.emit('userAnsweredQuestion', { questionNo: q, answer });
        await client.next('userAnswered', (a) => a.questionNo === q);
      }
      // A guest who does not answer: the operator ends the answering, as the timer would (stale if it did).
      if (silent) operator.emit('requestNextState', { from: GameState.SHOW_QUESTION_OPTIONS });
      await operator.view(GameState.SHOW_CORRECT_ANSWER, q, 30_000);
      plan.afterReveal?.(operator, q);
      operator.emit('requestNextState', { from: GameState.SHOW_CORRECT_ANSWER });
      // Up to five Nexts a question: the server takes 10 events a second from a socket (30 at once) and
      // drops the rest, so a question lasts at least half a second.
      await new Promise((done) => setTimeout(done, started + QUESTION_FLOOR_MS - Date.now()));
    }
    await operator.view(GameState.SHOW_FINAL_RESULTS_SHOW_0);
    if (plan.throughPodium) {
      await stepTo(operator, GameState.SHOW_FINAL_RESULTS_SHOW_3);
      for (const client of guests.values()) await client.view(GameState.SHOW_FINAL_RESULTS_SHOW_3);
    }
  } finally {
    for (const client of [operator, ...guests.values()]) client.close();
  }
}
