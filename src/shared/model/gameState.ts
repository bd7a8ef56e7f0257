/** The 13 game states. The numbers are part of the wire protocol and never change. */
export const GameState = {
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
} as const;

export type GameState = (typeof GameState)[keyof typeof GameState];
export type GameStateName = keyof typeof GameState;

/** WAITING and ANSWERED are a single player's view; the server's global state is never one of them. */
export type ServerState = Exclude<GameState, typeof GameState.WAITING | typeof GameState.ANSWERED>;

export const ALL_STATES: readonly GameState[] = Object.values(GameState);

const NAMES = Object.fromEntries(Object.entries(GameState).map(([name, n]) => [n, name])) as Record<
  GameState,
  GameStateName
>;

export function stateName(state: GameState): GameStateName {
  return NAMES[state];
}

export function isGameState(n: unknown): n is GameState {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 12;
}

export function isFinalState(state: GameState): boolean {
  return state >= GameState.SHOW_FINAL_RESULTS_SHOW_0;
}

/** How many podium places the big screen reveals in a final state: 3rd, then 2nd, then 1st. */
export function finalRevealLevel(state: GameState): number {
  return isFinalState(state) ? state - GameState.SHOW_FINAL_RESULTS_SHOW_0 : -1;
}
