import { shownName } from './shownName';
import type { LeaderboardEntry } from '@shared/wire/payloads';
import type { Player, RecordedAnswer } from './types';

/** A leaderboard entry that still knows whose it is; the id never goes on the wire. */
export interface RankedEntry extends LeaderboardEntry {
  playerId: string;
  /** Issue 18: the name waits for the operator's OK: screens and other phones do not show it. */
  pending: boolean;
}

interface Standing {
  player: Player;
  score: number;
  correctTimeMs: number;
}

/**
 * Ranks players: score descending, then total time of correct answers ascending, then join order.
 * `exclude` holds answers to leave out (the current question, to get the ranking before it).
 */
export function rankPlayers(
  players: readonly Player[],
  exclude?: ReadonlyMap<string, RecordedAnswer>,
): RankedEntry[] {
  const standings: Standing[] = [];
  for (const player of players) {
    if (player.kicked) continue;
    const left = exclude?.get(player.id);
    standings.push({
      player,
      score: player.score - (left?.points ?? 0),
      correctTimeMs: player.correctTimeMs - (left?.correct ? left.elapsedMs : 0),
    });
  }
  standings.sort(
    (a, b) =>
      b.score - a.score || a.correctTimeMs - b.correctTimeMs || a.player.joinIndex - b.player.joinIndex,
  );
  return standings.map((s, i) => ({
    playerId: s.player.id,
    player_name: s.player.name,
    pending: s.player.pending,
    score: s.score,
    rank: i + 1,
  }));
}

/** The entry as the big screen and other phones see it: a name waiting for approval is not shown. */
export function shownEntry(entry: RankedEntry): LeaderboardEntry {
  return {
    player_name: shownName({ name: entry.player_name, pending: entry.pending }),
    score: entry.score,
    rank: entry.rank,
  };
}

/** The wire entry, without the player's id. */
export function publicEntry(entry: RankedEntry): LeaderboardEntry {
  return { player_name: entry.player_name, score: entry.score, rank: entry.rank };
}
