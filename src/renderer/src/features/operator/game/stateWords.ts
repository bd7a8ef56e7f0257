import type { TFunction } from 'i18next';
import { GameState, isGameState } from '@shared/model/gameState';
import { stateAfter } from '@shared/model/gameSteps';

/**
 * The game's states in the operator's words ("Question 3 — answering"), and what the Next button
 * does from here. The technical names stay in the protocol; the panel shows them only as a tooltip.
 */

type OperatorT = TFunction<'operator'>;

/** The question the game is on (one-based), or null outside a question (the lobby, the podium). */
export function currentQuestion(state: number, questionNumber: number, questionCount: number): number | null {
  const inQuestion = state >= GameState.STARTING_NEXT_QUESTION && state <= GameState.SHOW_LEADERBOARD;
  return inQuestion && questionNumber < questionCount ? questionNumber + 1 : null;
}

/** The question states' words, numbered ("Question 3 — …") or not ("A question — …"). */
const QUESTION_STEPS = {
  [GameState.STARTING_NEXT_QUESTION]: 'comingUp',
  [GameState.SHOW_QUESTION]: 'reading',
  [GameState.SHOW_QUESTION_OPTIONS]: 'answering',
  [GameState.SHOW_CORRECT_ANSWER]: 'answer',
  [GameState.SHOW_LEADERBOARD]: 'leaderboard',
} as const;

const OTHER_STATES = {
  [GameState.NEW]: 'lobby',
  [GameState.WAITING]: 'joined',
  [GameState.STARTING_QUIZ]: 'welcome',
  [GameState.ANSWERED]: 'answeredWait',
  [GameState.SHOW_FINAL_RESULTS_SHOW_0]: 'podium0',
  [GameState.SHOW_FINAL_RESULTS_SHOW_1]: 'podium1',
  [GameState.SHOW_FINAL_RESULTS_SHOW_2]: 'podium2',
  [GameState.SHOW_FINAL_RESULTS_SHOW_3]: 'podium3',
} as const;

/** A state in plain words; `question` numbers the question states (null: "A question — …"). */
export function plainStateName(t: OperatorT, state: number, question: number | null = null): string {
  if (state in QUESTION_STEPS) {
    const step = QUESTION_STEPS[state as keyof typeof QUESTION_STEPS];
    return question !== null ? t(`states.numbered.${step}`, { number: question }) : t(`states.any.${step}`);
  }
  if (state in OTHER_STATES) return t(`states.${OTHER_STATES[state as keyof typeof OTHER_STATES]}`);
  return t('states.unknown', { state });
}

/** What the operator sees of the game: enough to tell where Next leads. */
export interface NextContext {
  state: number;
  /** Zero-based, as in the view. */
  questionNumber: number;
  questionCount: number;
  /** The current question is a poll: its reveal goes straight on (a poll ranks nobody). */
  poll: boolean;
  /** After which questions the leaderboard shows (1: each, N: every Nth, 0: only the podium). */
  leaderboardEvery: number;
}

/** The state Next leads to, as the server decides it (the shared step function), or null when over. */
export function predictNext(c: NextContext): number | null {
  const state = c.state;
  if (!isGameState(state) || state === GameState.WAITING || state === GameState.ANSWERED) return null;
  return stateAfter(state, c.questionNumber, c.questionCount, c.poll, c.leaderboardEvery);
}

const NEXT_WORDS = {
  [GameState.STARTING_QUIZ]: 'start',
  [GameState.SHOW_QUESTION]: 'showQuestion',
  [GameState.SHOW_QUESTION_OPTIONS]: 'openAnswers',
  [GameState.SHOW_CORRECT_ANSWER]: 'showAnswer',
  [GameState.SHOW_LEADERBOARD]: 'leaderboard',
  [GameState.SHOW_FINAL_RESULTS_SHOW_0]: 'finalResults',
  [GameState.SHOW_FINAL_RESULTS_SHOW_1]: 'third',
  [GameState.SHOW_FINAL_RESULTS_SHOW_2]: 'second',
  [GameState.SHOW_FINAL_RESULTS_SHOW_3]: 'winner',
} as const;

/** The Next button's words: "Next: show the answer", "Next: question 4", … ("The game is over" at the end). */
export function nextLabel(t: OperatorT, c: NextContext): string {
  const next = predictNext(c);
  if (next === null) return t('next.over');
  if (next === GameState.STARTING_NEXT_QUESTION) {
    // From the welcome the first question comes; otherwise the one after the current.
    return t('next.question', { number: c.state === GameState.STARTING_QUIZ ? 1 : c.questionNumber + 2 });
  }
  if (next in NEXT_WORDS) return t(`next.${NEXT_WORDS[next as keyof typeof NEXT_WORDS]}`);
  return t('next.other', { step: plainStateName(t, next) });
}
