/**
 * Issue 29: the operator's whole ranking travels only when it changed for that operator; a view
 * without it keeps the ranking the panel has, the very same array (so its table is not drawn again).
 */
import { describe, expect, it } from 'vitest';
import type { GameView, LeaderboardEntry, OperatorView } from '@shared/wire/payloads';
import { leaderboardEntrySchema } from '@shared/wire/teamPayloads';
import {
  filledIn,
  RANKING_LINE_FIELDS,
  rankingIfChanged,
  sameRanking,
  withRanking,
} from '@shared/model/operatorRanking';

const line = (player_name: string, score: number, rank: number): LeaderboardEntry => ({
  player_name,
  score,
  rank,
});
const RANKING = [line('Ann', 900, 1), line('Bo', 0, 2)];

/** An operator's view with only what these rules read filled in. */
function viewWith(full: LeaderboardEntry[]): OperatorView {
  return {
    audience: 'operator',
    state: 7,
    leaderboard: { prev: [], new: full.slice(0, 5), full },
  } as unknown as OperatorView;
}

describe('sameRanking', () => {
  it('compares every field of a line: a field added to the schema must be compared too', () => {
    expect([...RANKING_LINE_FIELDS].sort()).toEqual(Object.keys(leaderboardEntrySchema.shape).sort());
  });

  it('holds for the same lines in the same order, and only then', () => {
    expect(
      sameRanking(
        RANKING,
        RANKING.map((e) => ({ ...e })),
      ),
    ).toBe(true);
    expect(sameRanking([], [])).toBe(true);
    expect(sameRanking(RANKING, [...RANKING].reverse())).toBe(false);
    expect(sameRanking(RANKING, RANKING.slice(1))).toBe(false);
    expect(sameRanking(RANKING, [line('Ann', 901, 1), line('Bo', 0, 2)])).toBe(false);
    expect(sameRanking(RANKING, [line('Ann', 900, 1), line('Bo', 0, 1)])).toBe(false);
    expect(sameRanking(RANKING, [line('Anna', 900, 1), line('Bo', 0, 2)])).toBe(false);
  });
});

describe('rankingIfChanged', () => {
  it('sends the whole ranking to an operator who has none, or an older one', () => {
    const view = viewWith(RANKING);
    expect(rankingIfChanged(view, undefined)).toBe(view);
    expect(rankingIfChanged(viewWith([]), undefined).leaderboard.full).toEqual([]);
    expect(rankingIfChanged(view, [line('Ann', 0, 1), line('Bo', 0, 1)])).toBe(view);
  });

  it('leaves it out, and nothing else, when the operator has the same', () => {
    const message = rankingIfChanged(
      viewWith(RANKING),
      RANKING.map((e) => ({ ...e })),
    );
    expect(message.leaderboard).toEqual({ prev: [], new: RANKING });
    expect('full' in message.leaderboard).toBe(false);
    expect(message.state).toBe(7);
  });
});

describe('withRanking', () => {
  it('keeps the very array the operator has when the message leaves it out', () => {
    const sent = rankingIfChanged(viewWith(RANKING), RANKING);
    expect(withRanking(sent, RANKING).leaderboard.full).toBe(RANKING);
    expect(withRanking(sent).leaderboard.full).toEqual([]);
  });

  it('takes the message’s own when it has one', () => {
    const fresh = [line('Bo', 1000, 1), line('Ann', 900, 2)];
    expect(withRanking(viewWith(fresh), RANKING).leaderboard.full).toBe(fresh);
  });
});

describe('filledIn', () => {
  it('fills an operator’s view from the operator view before it, and passes any other view through', () => {
    const before = viewWith(RANKING);
    const sent = rankingIfChanged(viewWith(RANKING), RANKING);
    expect((filledIn(sent, before) as OperatorView).leaderboard).toEqual({
      prev: [],
      new: RANKING,
      full: RANKING,
    });
    expect((filledIn(sent, undefined) as OperatorView).leaderboard).toMatchObject({ full: [] });
    const screen = { audience: 'screen', state: 7 } as unknown as GameView;
    expect(filledIn(screen, before)).toBe(screen);
    expect((filledIn(sent, screen) as OperatorView).leaderboard).toMatchObject({ full: [] });
  });
});
