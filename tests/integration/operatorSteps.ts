/**
 * What an operator does in many socket tests: step the game on to a state, reset it, and check that
 * the other roles are refused what only the operator may do.
 */
import { expect } from 'vitest';
import { GameState } from '@shared/model/gameState';
import type { OperatorView, TestClient } from './harness';

/** The refusal a guest or a screen gets for an operator's event. */
export const OPERATOR_ONLY = 'Only the operator can do that.';

/** The operator steps the game on until it is in `state`. */
export async function stepTo(operator: TestClient, state: number): Promise<void> {
  let current = (operator.last('updateState') as OperatorView).state;
  while (current !== state) {
    operator.emit('requestNextState', { from: current });
    const seen = current;
    current = (await operator.next('updateState', (v) => v.state !== seen)).state;
  }
}

/** The steps before a question's options that end on their own timer: the countdown, the question alone. */
export const TIMED_BEFORE_OPTIONS: readonly number[] = [
  GameState.STARTING_NEXT_QUESTION,
  GameState.SHOW_QUESTION,
];

/**
 * From question `q`'s countdown to its answering: the operator's Next skips the countdown and the
 * question alone, as a DJ may, instead of the test waiting out their timers (a timer that fires first
 * only makes the Next stale).
 */
export async function skipToAnswering(operator: TestClient, q: number): Promise<void> {
  for (const timed of TIMED_BEFORE_OPTIONS) {
    await operator.view(timed, q);
    operator.emit('requestNextState', { from: timed });
  }
  await operator.view(GameState.SHOW_QUESTION_OPTIONS, q);
}

/** The operator resets the game: its view before, and the new game's first view. */
export async function resetGame(
  operator: TestClient,
): Promise<{ before: OperatorView; after: OperatorView }> {
  const before = (await operator.next('updateState')) as OperatorView;
  operator.emit('resetgs', { gameId: before.gameId });
  const after = (await operator.next(
    'updateState',
    (v) => (v as OperatorView).gameId !== before.gameId,
  )) as OperatorView;
  return { before, after };
}

/** Each of `senders` sends the operator's `event` and is told only the operator can. */
export async function expectOperatorOnly(
  senders: TestClient[],
  event: string,
  payload: unknown,
): Promise<void> {
  for (const sender of senders) {
    sender.emit(event, payload);
    expect(await sender.next('actionRejected')).toEqual({ event, msg: OPERATOR_ONLY });
  }
}

/** The operator sends each malformed payload of `event`, and each is refused with `msg`. */
export async function expectRefused(
  operator: TestClient,
  event: string,
  payloads: unknown[],
  msg: string,
): Promise<void> {
  for (const payload of payloads) {
    operator.emit(event, payload);
    expect(await operator.next('actionRejected')).toEqual({ event, msg });
  }
}
