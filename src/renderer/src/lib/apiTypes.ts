import type { LeaderboardEntry } from '@shared/payloads';
import type { Quiz } from '@shared/quiz';

/** What the operator's HTTP API answers (src/main/server/api.ts); the web app cannot import the server. */

/** One field's problem; `path` is the field's path in the quiz, e.g. `questions.2.options.1`. */
export interface Problem {
  path: string;
  message: string;
}

export interface QuizResponse {
  quiz: Quiz;
  editable: boolean;
  /** Why the quiz cannot be edited now, when it cannot. */
  reason?: string | null;
}

export interface GameListItem {
  id: string;
  current: boolean;
  title: string;
  startedAt: number;
  players: number;
  state: number;
  questionNumber: number;
  questionCount: number;
}

export interface QuestionResult {
  text: string;
  options: string[];
  correct: number;
  /** Responses per option. */
  responses: number[];
  answered: number;
  correctCount: number;
}

export interface ResultsSummary {
  gameId: string;
  title: string;
  coupleNames: string;
  eventDate: string;
  startedAt: number;
  standings: LeaderboardEntry[];
  questions: QuestionResult[];
}
