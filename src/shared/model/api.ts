import type { LeaderboardEntry } from '../wire/payloads';
import type { Quiz } from '../wire/quiz';
import type { PlayMode, TeamEntry } from './teams';

import type { QuestionKind } from './questionKinds';
import type { WishEntry } from './wishes';
import type { WallPhoto } from './photos';

/** Shapes of the operator's HTTP API (`/api`, src/main/server/transport/api/api.ts), shared by the server and the web app. */

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

/** Summary of one game for the operator's list of games. */
export interface GameListItem {
  id: string;
  current: boolean;
  title: string;
  /** When the game was created (its journal's first line). */
  startedAt: number;
  players: number;
  state: number;
  questionNumber: number;
  questionCount: number;
  /** Photos on the wall (issue 31): the keepsake's ZIP is offered when there are some. */
  photos: number;
}

export interface QuestionResult {
  kind: QuestionKind;
  text: string;
  /** What guests tapped (option kinds) or put in order (`order`, in the right order); empty for `closest`. */
  options: string[];
  /** The right option's index; null for a poll, `closest` and `order`. */
  correct: number | null;
  /** The right answer in words: the option, the number with its unit, the items in order; null for a poll. */
  answerText: string | null;
  explanation: string | null;
  /** `closest`: how far from the answer a guess still scores; null for the other kinds. */
  tolerance: number | null;
  /** Responses per option (option kinds); empty otherwise. */
  responses: number[];
  answered: number;
  correctCount: number;
  /** `shoeGame`: each partner's pick (0, 1; null: none counted), once the question was played; null otherwise. */
  couple?: { answers: [number | null, number | null] } | null;
}

/** A guest's final place, with their table (or side) in a team game. */
export interface ResultsStanding extends LeaderboardEntry {
  /** The team's number (its name is in `ResultsSummary.teams`); null in a solo game. */
  team: number | null;
}

/** Everything the printable results page shows. */
export interface ResultsSummary {
  gameId: string;
  title: string;
  coupleNames: string;
  eventDate: string;
  startedAt: number;
  /** 'solo' for a game without teams (a team quiz with no tables listed included). */
  playMode: PlayMode;
  standings: ResultsStanding[];
  /** The tables (or sides) ranked over every question played, with the operator's renames; [] in solo. */
  teams: TeamEntry[];
  questions: QuestionResult[];
  /** The guestbook (issue 18): every message the operator did not hide, with its author, as written. */
  wishes: WishEntry[];
  /** The guests' photos the operator let onto the wall, oldest first, with their senders (issue 31). */
  photos: WallPhoto[];
}
