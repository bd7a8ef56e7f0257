import { describe, expect, it } from 'vitest';
import { publicEntry, rankPlayers, shownEntry } from '../../src/main/server/engine/ranking';
import type { Player, RecordedAnswer } from '../../src/main/server/engine/types';

let nextIndex = 0;
function player(name: string, score: number, correctTimeMs: number, extra: Partial<Player> = {}): Player {
  const joinIndex = extra.joinIndex ?? nextIndex++;
  return {
    id: `id-${name}`,
    token: `tok-${name}`,
    name,
    joinIndex,
    joinedAt: 0,
    connected: true,
    kicked: false,
    score,
    correctTimeMs,
    team: null,
    pending: false,
    ...extra,
  };
}

function answer(playerId: string, points: number, elapsedMs: number, correct = points > 0): RecordedAnswer {
  return { playerId, answer: 0, elapsedMs, correct, points, at: 0, team: null };
}

const names = (entries: { player_name: string }[]): string[] => entries.map((e) => e.player_name);

describe('rankPlayers', () => {
  it('orders by score descending with ranks 1..n', () => {
    const ranked = rankPlayers([player('a', 500, 0), player('b', 1500, 0), player('c', 1000, 0)]);
    expect(ranked).toEqual([
      { playerId: 'id-b', player_name: 'b', pending: false, score: 1500, rank: 1 },
      { playerId: 'id-c', player_name: 'c', pending: false, score: 1000, rank: 2 },
      { playerId: 'id-a', player_name: 'a', pending: false, score: 500, rank: 3 },
    ]);
  });

  it('breaks a score tie by total correct-answer time, fastest first', () => {
    const ranked = rankPlayers([
      player('slow', 1000, 9000),
      player('fast', 1000, 3000),
      player('mid', 1000, 5000),
    ]);
    expect(names(ranked)).toEqual(['fast', 'mid', 'slow']);
    expect(ranked.map((e) => e.rank)).toEqual([1, 2, 3]);
  });

  it('breaks a full tie by join order', () => {
    const ranked = rankPlayers([
      player('third', 0, 0, { joinIndex: 2 }),
      player('first', 0, 0, { joinIndex: 0 }),
      player('second', 0, 0, { joinIndex: 1 }),
    ]);
    expect(names(ranked)).toEqual(['first', 'second', 'third']);
  });

  it('applies the tie-breakers in order: score, then time, then join order', () => {
    const ranked = rankPlayers([
      player('p0', 800, 100, { joinIndex: 0 }),
      player('p1', 900, 9000, { joinIndex: 1 }),
      player('p2', 900, 2000, { joinIndex: 2 }),
      player('p3', 900, 2000, { joinIndex: 3 }),
      player('p4', 0, 0, { joinIndex: 4 }),
    ]);
    expect(names(ranked)).toEqual(['p2', 'p3', 'p1', 'p0', 'p4']);
  });

  it('leaves out kicked players and renumbers the ranks', () => {
    const ranked = rankPlayers([
      player('a', 100, 0),
      player('b', 300, 0, { kicked: true }),
      player('c', 50, 0),
    ]);
    expect(ranked.map((e) => [e.player_name, e.rank])).toEqual([
      ['a', 1],
      ['c', 2],
    ]);
  });

  it('is empty without players', () => {
    expect(rankPlayers([])).toEqual([]);
  });

  it('does not reorder its input', () => {
    const input = [player('a', 0, 0), player('b', 10, 0)];
    rankPlayers(input);
    expect(input.map((p) => p.name)).toEqual(['a', 'b']);
  });

  it('with `exclude`, ranks as before those answers (points and correct time taken back)', () => {
    const a = player('a', 1900, 2000, { joinIndex: 0 }); // 900 earlier + 1000 now (500 ms)
    const b = player('b', 1500, 1000, { joinIndex: 1 }); // 1500 earlier, wrong now
    const c = player('c', 1000, 600, { joinIndex: 2 }); // all from this question
    const current = new Map<string, RecordedAnswer>([
      ['id-a', answer('id-a', 1000, 500)],
      ['id-b', answer('id-b', 0, 3000, false)],
      ['id-c', answer('id-c', 1000, 600)],
    ]);
    expect(rankPlayers([a, b, c], current)).toEqual([
      { playerId: 'id-b', player_name: 'b', pending: false, score: 1500, rank: 1 },
      { playerId: 'id-a', player_name: 'a', pending: false, score: 900, rank: 2 },
      { playerId: 'id-c', player_name: 'c', pending: false, score: 0, rank: 3 },
    ]);
    expect(names(rankPlayers([a, b, c]))).toEqual(['a', 'b', 'c']);
  });

  it('with `exclude`, uses the earlier correct time for tie-breaks', () => {
    // Before this question both had 1000; x was faster then. Now y answered correctly faster.
    const x = player('x', 2000, 1000 + 5000, { joinIndex: 0 });
    const y = player('y', 2000, 3000 + 1000, { joinIndex: 1 });
    const current = new Map([
      ['id-x', answer('id-x', 1000, 5000)],
      ['id-y', answer('id-y', 1000, 1000)],
    ]);
    expect(names(rankPlayers([x, y], current))).toEqual(['x', 'y']);
    expect(names(rankPlayers([x, y]))).toEqual(['y', 'x']);
  });

  it('publicEntry drops the player id', () => {
    expect(publicEntry({ playerId: 'id', player_name: 'Anna', pending: false, score: 5, rank: 2 })).toEqual({
      player_name: 'Anna',
      score: 5,
      rank: 2,
    });
  });

  it("shownEntry hides a name waiting for the operator's OK (issue 18)", () => {
    const entry = { playerId: 'id', player_name: 'Anna', pending: true, score: 5, rank: 2 };
    expect(shownEntry(entry)).toEqual({ player_name: '…', score: 5, rank: 2 });
    expect(shownEntry({ ...entry, pending: false }).player_name).toBe('Anna');
  });
});
