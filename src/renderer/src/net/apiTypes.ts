/** The operator API's shapes live in the shared protocol; re-exported for the web app's imports. */
export type { GameListItem, Problem, QuestionResult, QuizResponse, ResultsSummary } from '@shared/model/api';
