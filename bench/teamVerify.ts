/**
 * The bench's check of a team game: the teams' scores recomputed from the journal by docs/playing.md's rule
 * (per question, the rounded average of the members who answered or were connected and silent — the
 * `waiting` list the step that ended the answering carries), against the operator's table leaderboard
 * and each guest's own team line.
 */
import type { PlayerTeam, TeamEntry } from '../src/shared/index';

export interface TeamCheck {
  teams: number;
  /** Teams whose score, place or player count on the operator's table leaderboard differ. */
  boardMismatches: number;
  guestsChecked: number;
  /** Guests whose phone showed another team, score or place than the recomputation. */
  guestMismatches: number;
  examples: string[];
  ok: boolean;
}

export interface TeamInput {
  /** The operator's final `teams.full`. */
  board: TeamEntry[];
  /** Each guest's final `team` line: name -> team. */
  guests: Map<string, PlayerTeam>;
}

interface Line {
  type: string;
  playerId?: string;
  name?: string;
  team?: number;
  questionNo?: number;
  waiting?: string[];
  quiz?: { tables?: { number: number }[] };
}

/** `points`: `${playerId}/${questionNo}` -> the recomputed points of that answer. */
export function verifyTeams(
  journalText: string,
  points: ReadonlyMap<string, number>,
  input: TeamInput,
): TeamCheck {
  const teamOf = new Map<string, number>();
  const nameOf = new Map<string, string>();
  const kicked = new Set<string>();
  const scores = new Map<number, number>();
  /** `${playerId}/${questionNo}` -> the table the answer was given at (its points go there: issue 28.4). */
  const answeredAt = new Map<string, number>();
  let rounds = 0;
  for (const raw of journalText.split('\n')) {
    if (raw.trim() === '') continue;
    const line = JSON.parse(raw) as Line;
    if (line.type === 'create') for (const t of line.quiz?.tables ?? []) scores.set(t.number, 0);
    if (line.type === 'join' && line.playerId && line.team !== undefined) {
      teamOf.set(line.playerId, line.team);
      nameOf.set(line.playerId, line.name ?? '');
    }
    if (line.type === 'moveTeam' && line.playerId && line.team !== undefined)
      teamOf.set(line.playerId, line.team);
    if (line.type === 'kick' && line.playerId) kicked.add(line.playerId);
    if (line.type === 'answer' && line.playerId && line.questionNo !== undefined) {
      const team = teamOf.get(line.playerId);
      const key = `${line.playerId}/${line.questionNo}`;
      if (team !== undefined && !answeredAt.has(key)) answeredAt.set(key, team);
    }
    if (line.type === 'advance' && line.waiting) closeRound(rounds++, new Set(line.waiting));
  }

  function closeRound(questionNo: number, waiting: Set<string>): void {
    const sums = new Map<number, { sum: number; members: number }>();
    for (const [id, now] of teamOf) {
      if (kicked.has(id)) continue;
      const got = points.get(`${id}/${questionNo}`);
      if (got === undefined && !waiting.has(id)) continue;
      const team = got === undefined ? now : (answeredAt.get(`${id}/${questionNo}`) ?? now);
      const s = sums.get(team) ?? { sum: 0, members: 0 };
      s.sum += got ?? 0;
      s.members++;
      sums.set(team, s);
    }
    for (const [team, s] of sums) scores.set(team, (scores.get(team) ?? 0) + Math.round(s.sum / s.members));
  }

  const players = new Map<number, number>();
  for (const [id, team] of teamOf) if (!kicked.has(id)) players.set(team, (players.get(team) ?? 0) + 1);
  const expected = [...scores.entries()]
    .map(([number, score]) => ({ number, score, players: players.get(number) ?? 0 }))
    .sort((a, b) => b.score - a.score || a.number - b.number)
    .map((t, i) => ({ ...t, rank: i + 1 }));
  const byNumber = new Map(expected.map((t) => [t.number, t]));

  const examples: string[] = [];
  let boardMismatches = Math.abs(input.board.length - expected.length);
  expected.forEach((t, i) => {
    const seen = input.board[i];
    if (seen?.number === t.number && seen.score === t.score && seen.players === t.players) return;
    boardMismatches++;
    if (examples.length < 5)
      examples.push(`place ${i + 1}: board ${seen?.number}/${seen?.score}, expected ${t.number}/${t.score}`);
  });
  let guestMismatches = 0;
  for (const [id, team] of teamOf) {
    const seen = input.guests.get(nameOf.get(id) ?? '');
    const want = byNumber.get(team);
    if (seen && want && seen.number === team && seen.score === want.score && seen.rank === want.rank)
      continue;
    guestMismatches++;
    if (examples.length < 5)
      examples.push(`${nameOf.get(id)}: phone ${JSON.stringify(seen)}, expected ${team}/${want?.score}`);
  }
  return {
    teams: expected.length,
    boardMismatches,
    guestsChecked: teamOf.size,
    guestMismatches,
    examples,
    ok: boardMismatches === 0 && guestMismatches === 0 && expected.length > 0,
  };
}
