/**
 * Independent checks of a bench run: the journal against what the generator sent and was told,
 * and every final score recomputed here from the journal's times, without the server's code.
 *
 * Scoring as specified: a correct answer t ms after the options appeared, with T ms to answer,
 * scores round(1000 × (1 − t / 2T)), the full 1000 within the first 500 ms; wrong scores 0.
 * Ranking: score descending, then total time of correct answers ascending, then join order.
 */

/** The journal lines this check understands; anything else is counted, not trusted. */
type JournalLine =
  | {
      type: 'create';
      at: number;
      quiz: { questions: { correct: number; answerSeconds?: number }[] };
      timings: Timings;
    }
  | { type: 'join'; at: number; playerId: string; name: string }
  | { type: 'answer'; at: number; playerId: string; questionNo: number; answer: number }
  | { type: 'advance'; at: number; from: number; cause: string }
  | { type: 'pause'; at: number }
  | { type: 'resume'; at: number }
  | { type: 'kick'; at: number; playerId: string }
  | { type: 'config'; at: number; timings: Partial<Timings> };

interface Timings {
  countdownSeconds: number;
  questionSeconds: number;
  answerSeconds: number;
}

export interface BenchQuestion {
  correct: number;
  answerSeconds?: number;
}

export interface SentAnswer {
  name: string;
  questionNo: number;
  choice: number;
  acked: boolean;
  rejected: string | null;
}

export interface LeaderboardRow {
  player_name: string;
  score: number;
  rank: number;
}

export interface VerifyInput {
  journalText: string;
  questions: BenchQuestion[];
  /** The answer time the bench configured, in seconds. */
  answerSeconds: number;
  sent: SentAnswer[];
  leaderboard: LeaderboardRow[];
  /** Each guest's own final view: name -> total. */
  guestTotals: Map<string, number>;
}

export interface VerifyResult {
  journalLines: number;
  unknownLines: number;
  journalJoins: number;
  journalAnswers: number;
  answersSent: number;
  answersAcked: number;
  answersRejected: number;
  /** Acknowledged to the guest but not in the journal: a lost answer. */
  ackedNotRecorded: number;
  /** In the journal but never acknowledged to the guest. */
  recordedNotAcked: number;
  /** The journal holds another option than the guest sent. */
  choiceMismatches: number;
  duplicateAnswers: number;
  /** The journal's answer time for a question differs from the configured one. */
  answerSecondsMismatches: number;
  scoreMismatches: { name: string; expected: number; leaderboard: number | null; guestView: number | null }[];
  leaderboardPlayers: number;
  expectedPlayers: number;
  /** Positions where the leaderboard's order differs from the recomputed ranking. */
  rankMismatches: number;
  /** Every final score and the order of the leaderboard match the recomputation. */
  scoresOk: boolean;
  ok: boolean;
}

const FULL_POINTS_MS = 500;

export function expectedPoints(elapsedMs: number, limitMs: number): number {
  if (elapsedMs <= FULL_POINTS_MS) return 1000;
  const t = Math.min(elapsedMs, limitMs);
  return Math.round(1000 * (1 - t / (2 * limitMs)));
}

/** The state after `from` in the specified order, and whether the question number moves on. */
function nextState(from: number, question: number, questionCount: number): number {
  switch (from) {
    case 0:
      return 2;
    case 2:
    case 8:
      return 3;
    case 3:
      return 4;
    case 4:
      return 5;
    case 5:
      return 7;
    case 7:
      return question >= questionCount - 1 ? 9 : 8;
    default:
      return Math.min(12, from + 1);
  }
}

function parseLines(text: string): { lines: JournalLine[]; unknown: number } {
  const lines: JournalLine[] = [];
  let unknown = 0;
  for (const raw of text.split('\n')) {
    if (raw.trim() === '') continue;
    try {
      const value = JSON.parse(raw) as { type?: unknown; at?: unknown };
      if (typeof value.type === 'string' && typeof value.at === 'number') lines.push(value as JournalLine);
      else unknown++;
    } catch {
      unknown++;
    }
  }
  return { lines, unknown };
}

interface PlayerTally {
  name: string;
  joinIndex: number;
  score: number;
  correctMs: number;
}

export function verifyRun(input: VerifyInput): VerifyResult {
  const { lines, unknown } = parseLines(input.journalText);
  const questionCount = input.questions.length;
  const players = new Map<string, PlayerTally>();
  const nameToId = new Map<string, string>();
  const recorded = new Map<string, number>();
  let state = 0;
  let question = 0;
  let timings = null as Timings | null;
  const shownAt: number[] = [];
  let pausedAt: number | null = null;
  let duplicateAnswers = 0;
  let answerSecondsMismatches = 0;
  let journalAnswers = 0;

  for (const line of lines) {
    switch (line.type) {
      case 'create':
        timings = { ...line.timings };
        break;
      case 'config':
        if (timings) timings = { ...timings, ...line.timings };
        break;
      case 'join':
        players.set(line.playerId, { name: line.name, joinIndex: players.size, score: 0, correctMs: 0 });
        nameToId.set(line.name, line.playerId);
        break;
      case 'advance': {
        if (line.from !== state) break;
        const next = nextState(state, question, questionCount);
        if (state === 8) question++;
        if (next === 9) question = questionCount;
        if (next === 5) shownAt[question] = line.at;
        state = next;
        pausedAt = null;
        break;
      }
      case 'pause':
        pausedAt = line.at;
        break;
      case 'resume':
        if (pausedAt !== null && shownAt[question] !== undefined) shownAt[question]! += line.at - pausedAt;
        pausedAt = null;
        break;
      case 'answer': {
        journalAnswers++;
        const key = `${line.playerId}/${line.questionNo}`;
        if (recorded.has(key)) {
          duplicateAnswers++;
          break;
        }
        recorded.set(key, line.answer);
        const player = players.get(line.playerId);
        const q = input.questions[line.questionNo];
        const opened = shownAt[line.questionNo];
        if (!player || !q || opened === undefined) break;
        const limitSeconds = q.answerSeconds ?? input.answerSeconds;
        if (timings && (q.answerSeconds ?? timings.answerSeconds) !== limitSeconds) answerSecondsMismatches++;
        const elapsed = Math.max(0, (pausedAt ?? line.at) - opened);
        if (line.answer === q.correct) {
          player.score += expectedPoints(elapsed, limitSeconds * 1000);
          player.correctMs += elapsed;
        }
        break;
      }
      default:
        break;
    }
  }

  let answersAcked = 0;
  let answersRejected = 0;
  let ackedNotRecorded = 0;
  let choiceMismatches = 0;
  const acknowledged = new Set<string>();
  for (const s of input.sent) {
    if (s.rejected !== null) answersRejected++;
    if (!s.acked) continue;
    answersAcked++;
    const id = nameToId.get(s.name);
    const key = `${id}/${s.questionNo}`;
    acknowledged.add(key);
    const inJournal = id === undefined ? undefined : recorded.get(key);
    if (inJournal === undefined) ackedNotRecorded++;
    else if (inJournal !== s.choice) choiceMismatches++;
  }
  let recordedNotAcked = 0;
  for (const key of recorded.keys()) if (!acknowledged.has(key)) recordedNotAcked++;

  const expected = [...players.values()].sort(
    (a, b) => b.score - a.score || a.correctMs - b.correctMs || a.joinIndex - b.joinIndex,
  );
  const board = new Map(input.leaderboard.map((row) => [row.player_name, row.score]));
  const scoreMismatches: VerifyResult['scoreMismatches'] = [];
  for (const p of expected) {
    const onBoard = board.get(p.name) ?? null;
    const own = input.guestTotals.get(p.name) ?? null;
    if (onBoard !== p.score || (own !== null && own !== p.score)) {
      scoreMismatches.push({ name: p.name, expected: p.score, leaderboard: onBoard, guestView: own });
    }
  }
  let rankMismatches = 0;
  expected.forEach((p, i) => {
    if (input.leaderboard[i]?.player_name !== p.name) rankMismatches++;
  });

  const result: VerifyResult = {
    journalLines: lines.length,
    unknownLines: unknown,
    journalJoins: players.size,
    journalAnswers,
    answersSent: input.sent.length,
    answersAcked,
    answersRejected,
    ackedNotRecorded,
    recordedNotAcked,
    choiceMismatches,
    duplicateAnswers,
    answerSecondsMismatches,
    scoreMismatches,
    leaderboardPlayers: input.leaderboard.length,
    expectedPlayers: players.size,
    rankMismatches,
    scoresOk:
      scoreMismatches.length === 0 && rankMismatches === 0 && input.leaderboard.length === players.size,
    ok: false,
  };
  result.ok =
    unknown === 0 &&
    answersAcked === input.sent.length &&
    answersRejected === 0 &&
    ackedNotRecorded === 0 &&
    recordedNotAcked === 0 &&
    choiceMismatches === 0 &&
    duplicateAnswers === 0 &&
    answerSecondsMismatches === 0 &&
    scoreMismatches.length === 0 &&
    rankMismatches === 0 &&
    input.leaderboard.length === players.size;
  return result;
}
