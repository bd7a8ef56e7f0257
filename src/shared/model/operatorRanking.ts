/**
 * The operator's whole ranking (every player: about 220 KB at 5,000 guests) goes to an operator only when it
 * changed since the last one that operator got (issue 29). It is live (every join and every answer
 * changes it), so a view during the answering or the lobby mostly carries it; the steps where nothing
 * changed (the countdown, the question alone, the options as they appear, the leaderboard after its
 * reveal, the podium) leave it out. One rule for both sides: the server decides with `sameRanking`, the
 * panel (and the tests and the bench) fill a view in with `filledIn`.
 */
import type {
  GameView,
  GameViewMessage,
  LeaderboardEntry,
  OperatorView,
  OperatorViewMessage,
} from '../wire/payloads';

/** Every field of a ranking's line (a unit test holds this to the schema's). */
export const RANKING_LINE_FIELDS = [
  'rank',
  'score',
  'player_name',
] as const satisfies readonly (keyof LeaderboardEntry)[];

/** The same lines in the same order: the panel would show exactly the same table. */
export function sameRanking(a: readonly LeaderboardEntry[], b: readonly LeaderboardEntry[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((x, i) => {
    const y = b[i];
    return y !== undefined && RANKING_LINE_FIELDS.every((field) => x[field] === y[field]);
  });
}

/**
 * The view to render from a message and the ranking the operator has (none yet: empty). A message
 * without one keeps that very array, so a panel drawn from it need not draw again.
 */
export function withRanking(message: OperatorViewMessage, last: LeaderboardEntry[] = []): OperatorView {
  return { ...message, leaderboard: { ...message.leaderboard, full: message.leaderboard.full ?? last } };
}

/** Any `updateState` as its page renders it: an operator's filled in from `last`, the view before it. */
export function filledIn(message: GameViewMessage, last: GameView | null | undefined): GameView {
  if (message.audience !== 'operator') return message;
  return withRanking(message, last?.audience === 'operator' ? last.leaderboard.full : undefined);
}

/** The message for an operator who last got `sent`: the view without its ranking when that is unchanged. */
export function rankingIfChanged(
  view: OperatorView,
  sent: readonly LeaderboardEntry[] | undefined,
): OperatorViewMessage {
  if (sent === undefined || !sameRanking(sent, view.leaderboard.full)) return view;
  const { prev, new: shown } = view.leaderboard;
  return { ...view, leaderboard: { prev, new: shown } };
}
