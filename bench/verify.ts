/**
 * Independent checks of a bench run: the journal against what the generator sent and was told,
 * and every final score recomputed here from the journal's times, without the server's code.
 *
 * Scoring as specified (docs/playing.md): the speed points of an answer t ms after the options appeared, with
 * T ms to answer, are S = round(1000 × (1 − t / 2T)), the full 1000 within the first 500 ms. Per kind:
 * - choice, trueFalse, whoSaidIt: S when the option is the right one, else 0;
 * - closest: a guess d away from the answer scores round(S × (1 − 0.9 × d / tolerance)) within the
 *   tolerance (and counts as right), 0 beyond it;
 * - order: round(S × items in their right place / items); right only when every item is in place;
 * - poll: the question's flat points (0 when not given), whatever the time; never right;
 * - shoeGame (issue 30): no key in the quiz; the couple's picks (each partner's last one journaled while
 *   the answering ran) are the key. Each partner who picked is worth an equal share of S, earned by
 *   predicting their pick: round(S × foreseen / counted); right when every counted pick was foreseen.
 *   Settled when the answering ends, so scored here after the whole journal is read.
 * Ranking: score descending, then total time of right answers ascending, then join order.
 * After a poll's reveal the game goes straight to the next question's countdown (no leaderboard),
 * unless it was the last question.
 */

import { verifyTeams, type TeamCheck, type TeamInput } from './teamVerify';
import {
  coupleKey,
  verifyCouple,
  type CoupleCheck,
  type CoupleInput,
  type JournalCouple,
} from './coupleVerify';

/** An answer as sent and journaled: an option's index, a number (closest) or item indexes (order). */

export type Answer = number | readonly number[];

/** The questions as this check reads them; a question without `kind` is a multiple choice. */
export type BenchQuestion = { answerSeconds?: number } & (
  | { kind?: 'choice' | 'trueFalse' | 'whoSaidIt'; correct: number }
  | { kind: 'closest'; answer: number; tolerance: number }
  | { kind: 'order'; items: readonly string[] }
  | { kind: 'poll'; points?: number }
  | { kind: 'shoeGame' }
);

/** The journal lines this check understands; anything else is counted, not trusted. */
type JournalLine =
  | { type: 'create'; at: number; quiz: { questions: BenchQuestion[] }; timings: Timings }
  | { type: 'setQuiz'; at: number; quiz: { questions: BenchQuestion[] } }
  | { type: 'join'; at: number; playerId: string; name: string }
  | { type: 'answer'; at: number; playerId: string; questionNo: number; answer: Answer }
  | { type: 'advance'; at: number; from: number; cause: string }
  | { type: 'pause'; at: number }
  | { type: 'resume'; at: number }
  | { type: 'kick'; at: number; playerId: string }
  | {
      type: 'coupleAnswer' | 'coupleSettle';
      at: number;
      questionNo: number;
      partner: number;
      answer: number | null;
    }
  | { type: 'config'; at: number; timings: Partial<Timings> };

interface Timings {
  countdownSeconds: number;
  questionSeconds: number;
  answerSeconds: number;
}

export interface SentAnswer {
  name: string;
  questionNo: number;
  /** The answer sent: an option's index, a number or an order (the name predates the other kinds). */
  choice: Answer;
  acked: boolean;
  rejected: string | null;
}

export interface LeaderboardRow {
  player_name: string;
  score: number;
  rank: number;
}

/** A guest's own result for one question, as its phone showed it at the reveal. */
export interface GuestReveal {
  questionNo: number;
  answered: boolean;
  correct: boolean;
  points: number;
  /** A shoe-game reveal: the couple's picks the phone showed. */
  couple?: readonly (number | null)[] | null;
}

export interface VerifyInput {
  journalText: string;
  questions: readonly BenchQuestion[];
  /** The answer time the bench configured, in seconds. */
  answerSeconds: number;
  sent: SentAnswer[];
  leaderboard: LeaderboardRow[];
  /** Each guest's own final view: name -> total. */
  guestTotals: Map<string, number>;
  /** Each guest's own result per question, as its phone showed it: name -> results. */
  guestReveals?: Map<string, GuestReveal[]>;
  /** The operator's `reveal.rightCount` at each question's reveal (null where it was not seen). */
  rightCounts?: (number | null)[];
  /** A tables game: the operator's table leaderboard and each guest's team line at the end. */
  teams?: TeamInput;
  /** A quiz with shoe-game questions: the partner phones' picks and what the reveals showed. */
  couple?: CoupleInput;
}

/** What one kind of question came to in the run. */
export interface KindTally {
  kind: string;
  questions: number;
  answers: number;
  right: number;
  /** Answers that scored something without being right (a partly right order); a poll's flat points are not. */
  partial: number;
  points: number;
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
  /** The journal holds another answer than the guest sent (compared structurally: numbers and orders). */
  choiceMismatches: number;
  duplicateAnswers: number;
  /** Recorded answers that do not fit their question's kind (the server should have refused them). */
  misfitAnswers: number;
  /** The journal's answer time for a question differs from the configured one. */
  answerSecondsMismatches: number;
  /** Questions of the journal's quiz whose kind or answer key differ from the quiz scored here. */
  quizMismatches: number;
  /** Steps (`advance` lines) taken, and those that do not follow the specified order. */
  steps: number;
  stepMismatches: number;
  /** Reveals followed straight by the next question (after a poll), as specified. */
  leaderboardsSkipped: number;
  /** Polls before the last question: the leaderboards that had to be skipped. */
  leaderboardsToSkip: number;
  scoreMismatches: { name: string; expected: number; leaderboard: number | null; guestView: number | null }[];
  leaderboardPlayers: number;
  expectedPlayers: number;
  /** Positions where the leaderboard's order differs from the recomputed ranking. */
  rankMismatches: number;
  /** Results phones showed at the reveals, and those differing from the recomputation (points, right, answered). */
  revealsChecked: number;
  revealMismatches: number;
  revealMismatchExamples: string[];
  /** Of the results checked, shoe-game reveals whose couple's picks the phone showed (checked too). */
  revealCouplesChecked: number;
  /** Questions whose operator's right count differs from the recomputed one. */
  rightCountMismatches: number;
  kinds: KindTally[];
  /** Every final score and the order of the leaderboard match the recomputation. */
  scoresOk: boolean;
  /** A tables game: the teams' scores against the recomputation; null in a solo game. */
  teams: TeamCheck | null;
  /** The shoe game's couple (picks taken = journaled = planned, shown at the reveals); null without one. */
  couple: CoupleCheck | null;
  ok: boolean;
}

const FULL_POINTS_MS = 500;

/** The speed points S of an answer `elapsedMs` after the options appeared, with `limitMs` to answer. */
export function expectedPoints(elapsedMs: number, limitMs: number): number {
  if (elapsedMs <= FULL_POINTS_MS) return 1000;
  const t = Math.min(elapsedMs, limitMs);
  return Math.round(1000 * (1 - t / (2 * limitMs)));
}

function kindOf(q: BenchQuestion): NonNullable<BenchQuestion['kind']> {
  return q.kind ?? 'choice';
}

/** Decimal places of a number written plainly, or null (exponent notation, or too many to be exact). */
function decimalPlaces(x: number): number | null {
  const s = String(Math.abs(x));
  if (s.includes('e')) return null;
  const dot = s.indexOf('.');
  const places = dot < 0 ? 0 : s.length - dot - 1;
  return places <= 9 ? places : null;
}

/**
 * A closest guess's points, round(S × (1 − 0.9 × d / tolerance)), computed in exact decimal arithmetic
 * (halves round up, as Math.round does), or null beyond the tolerance. `half` tells an exact half: where
 * floating-point implementations of the same formula may land on either side.
 */
export function closestExact(
  speed: number,
  guess: number,
  answer: number,
  tolerance: number,
): { points: number; half: boolean } | null {
  const places = [guess, answer, tolerance].map(decimalPlaces);
  if (places.some((p) => p === null) || !Number.isInteger(speed)) {
    const d = Math.abs(guess - answer);
    return d > tolerance ? null : { points: Math.round(speed * (1 - (0.9 * d) / tolerance)), half: false };
  }
  const scale = 10 ** Math.max(...(places as number[]));
  const whole = (x: number): bigint => BigInt(Math.round(x * scale));
  const distance = whole(guess) - whole(answer);
  const d = distance < 0n ? -distance : distance;
  const t = whole(tolerance);
  if (d > t) return null;
  // S × (10t − 9d) / 10t, rounded half up: floor((2·num + den) / (2·den)).
  const num = BigInt(speed) * (10n * t - 9n * d);
  const den = 10n * t;
  return { points: Number((2n * num + den) / (2n * den)), half: (2n * num) % (2n * den) === den };
}

interface Scored {
  points: number;
  correct: boolean;
}

/**
 * A shoe-game prediction's points on the couple's picks: round(S × foreseen / counted) with integers,
 * floor((2·S·foreseen + counted) / 2·counted); nothing when no pick counts.
 */
function shoeScore(speed: number, prediction: number, couple: readonly (number | null)[]): Scored {
  const counted = couple.filter((pick) => pick !== null);
  if (counted.length === 0) return { points: 0, correct: false };
  const foreseen = counted.filter((pick) => pick === prediction).length;
  const n = counted.length;
  return { points: Math.floor((2 * speed * foreseen + n) / (2 * n)), correct: foreseen === n };
}

/**
 * The points of `answer` to `q` given `elapsedMs` of `limitMs` (and, for a shoe game, the couple's picks);
 * null when it does not fit the kind.
 */
export function scoreAnswer(
  q: BenchQuestion,
  answer: Answer,
  elapsedMs: number,
  limitMs: number,
  couple: readonly (number | null)[] = [null, null],
): Scored | null {
  const speed = expectedPoints(elapsedMs, limitMs);
  switch (q.kind) {
    case undefined:
    case 'choice':
    case 'trueFalse':
    case 'whoSaidIt': {
      if (typeof answer !== 'number') return null;
      const correct = answer === q.correct;
      return { points: correct ? speed : 0, correct };
    }
    case 'closest': {
      if (typeof answer !== 'number') return null;
      const within = closestExact(speed, answer, q.answer, q.tolerance);
      return within ? { points: within.points, correct: true } : { points: 0, correct: false };
    }
    case 'order': {
      const n = q.items.length;
      if (typeof answer === 'number' || answer.length !== n || new Set(answer).size !== n) return null;
      if (answer.some((item) => !Number.isInteger(item) || item < 0 || item >= n)) return null;
      const inPlace = answer.filter((item, position) => item === position).length;
      // round(S × inPlace / n) with integers: floor((2·S·inPlace + n) / 2n).
      return { points: Math.floor((2 * speed * inPlace + n) / (2 * n)), correct: inPlace === n };
    }
    case 'poll':
      if (typeof answer !== 'number' || !Number.isInteger(answer) || answer < 0) return null;
      return { points: q.points ?? 0, correct: false };
    case 'shoeGame':
      if (answer !== 0 && answer !== 1) return null;
      return shoeScore(speed, answer, couple);
  }
}

export function sameAnswer(a: Answer | undefined, b: Answer | undefined): boolean {
  if (typeof a === 'number' || typeof b === 'number' || a === undefined || b === undefined) return a === b;
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

/** The answer key of a question, to compare the journal's quiz with the bench's. */
function answerKey(q: BenchQuestion): string {
  switch (q.kind) {
    case undefined:
    case 'choice':
    case 'trueFalse':
    case 'whoSaidIt':
      return `${kindOf(q)}:${q.correct}`;
    case 'closest':
      return `closest:${q.answer}±${q.tolerance}`;
    case 'order':
      return `order:${JSON.stringify(q.items)}`;
    case 'poll':
      return `poll:${q.points ?? 0}`;
    case 'shoeGame':
      return 'shoeGame';
  }
}

/** The state after `from` in the specified order (a poll's reveal skips the leaderboard). */
function nextState(from: number, question: number, questions: readonly BenchQuestion[]): number {
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
      if (question >= questions.length - 1) return 9;
      return questions[question] && kindOf(questions[question]) === 'poll' ? 3 : 8;
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

/** The journal replayed by the specification: scores, per-answer results and the walk of the states. */
interface Replay {
  players: Map<string, PlayerTally>;
  nameToId: Map<string, string>;
  recorded: Map<string, Answer>;
  /** `${playerId}/${questionNo}` -> the recomputed result of that answer. */
  scored: Map<string, Scored & { questionNo: number }>;
  journalQuiz: BenchQuestion[] | null;
  duplicateAnswers: number;
  misfitAnswers: number;
  answerSecondsMismatches: number;
  journalAnswers: number;
  steps: number;
  stepMismatches: number;
  leaderboardsSkipped: number;
  /** The couple's picks as journaled (the shoe game). */
  couple: JournalCouple;
}

/** An answer to score: at once, or (a shoe game) once the couple's picks are known. */
interface Scoring {
  key: string;
  player: PlayerTally;
  q: BenchQuestion;
  answer: Answer;
  questionNo: number;
  elapsed: number;
  limitMs: number;
}

function credit(r: Replay, s: Scoring, couple?: readonly (number | null)[]): void {
  const result = scoreAnswer(s.q, s.answer, s.elapsed, s.limitMs, couple);
  if (!result) {
    r.misfitAnswers++;
    return;
  }
  r.scored.set(s.key, { ...result, questionNo: s.questionNo });
  s.player.score += result.points;
  if (result.correct) s.player.correctMs += s.elapsed;
}

function replay(lines: JournalLine[], input: VerifyInput): Replay {
  const r: Replay = {
    players: new Map(),
    nameToId: new Map(),
    recorded: new Map(),
    scored: new Map(),
    journalQuiz: null,
    duplicateAnswers: 0,
    misfitAnswers: 0,
    answerSecondsMismatches: 0,
    journalAnswers: 0,
    steps: 0,
    stepMismatches: 0,
    leaderboardsSkipped: 0,
    couple: { picks: new Map(), outsideAnswering: 0 },
  };
  const settleLater: Scoring[] = [];
  const questionCount = input.questions.length;
  let state = 0;
  let question = 0;
  let timings = null as Timings | null;
  const shownAt: number[] = [];
  let pausedAt: number | null = null;

  for (const line of lines) {
    switch (line.type) {
      case 'create':
        timings = { ...line.timings };
        r.journalQuiz = line.quiz.questions;
        break;
      case 'setQuiz':
        r.journalQuiz = line.quiz.questions;
        break;
      case 'config':
        if (timings) timings = { ...timings, ...line.timings };
        break;
      case 'join':
        if (r.players.has(line.playerId)) break; // a join is written twice (issue 28.2): the copy
        r.players.set(line.playerId, { name: line.name, joinIndex: r.players.size, score: 0, correctMs: 0 });
        r.nameToId.set(line.name, line.playerId);
        break;
      case 'advance': {
        r.steps++;
        if (line.from !== state) {
          r.stepMismatches++;
          break;
        }
        const next = nextState(state, question, input.questions);
        if (next === 3 && state !== 2) question++;
        if (state === 7 && next === 3) r.leaderboardsSkipped++;
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
        r.journalAnswers++;
        const key = `${line.playerId}/${line.questionNo}`;
        if (r.recorded.has(key)) {
          r.duplicateAnswers++;
          break;
        }
        r.recorded.set(key, line.answer);
        const player = r.players.get(line.playerId);
        const q = input.questions[line.questionNo];
        const opened = shownAt[line.questionNo];
        if (!player || !q || opened === undefined) break;
        const limitSeconds = q.answerSeconds ?? input.answerSeconds;
        if (timings && (q.answerSeconds ?? timings.answerSeconds) !== limitSeconds)
          r.answerSecondsMismatches++;
        const elapsed = Math.max(0, (pausedAt ?? line.at) - opened);
        const { answer, questionNo } = line;
        const scoring = { key, player, q, answer, questionNo, elapsed, limitMs: limitSeconds * 1000 };
        // A shoe game is settled when its answering ends: scored once every pick of the couple is read.
        if (kindOf(q) === 'shoeGame') settleLater.push(scoring);
        else credit(r, scoring);
        break;
      }
      case 'coupleAnswer': // A partner's pick while the answering runs; the operator's entry at the reveal.
      case 'coupleSettle': {
        const key = `${line.questionNo}/${line.partner}`;
        r.couple.picks.set(key, [...(r.couple.picks.get(key) ?? []), line.answer]);
        const when = line.type === 'coupleAnswer' ? 5 : 7;
        if (state !== when || line.questionNo !== question) r.couple.outsideAnswering++;
        break;
      }
      default:
        break;
    }
  }
  for (const s of settleLater) credit(r, s, coupleKey(r.couple, s.questionNo));
  return r;
}

/** Per kind: questions, answers, right ones, partly right ones, points given. */
function tallyKinds(questions: readonly BenchQuestion[], r: Replay): KindTally[] {
  const byKind = new Map<string, KindTally>();
  const tally = (kind: string): KindTally => {
    let t = byKind.get(kind);
    if (!t) byKind.set(kind, (t = { kind, questions: 0, answers: 0, right: 0, partial: 0, points: 0 }));
    return t;
  };
  for (const q of questions) tally(kindOf(q)).questions++;
  for (const s of r.scored.values()) {
    const q = questions[s.questionNo];
    if (!q) continue;
    const t = tally(kindOf(q));
    t.answers++;
    t.points += s.points;
    if (s.correct) t.right++;
    else if (s.points > 0 && kindOf(q) !== 'poll') t.partial++;
  }
  return [...byKind.values()];
}

/** Each phone's own result per question against the recomputation; and the operator's right counts. */
function checkReveals(
  input: VerifyInput,
  r: Replay,
): {
  checked: number;
  couples: number;
  mismatches: number;
  examples: string[];
  rightCountMismatches: number;
} {
  let checked = 0;
  let couples = 0;
  let mismatches = 0;
  const examples: string[] = [];
  for (const [name, reveals] of input.guestReveals ?? []) {
    const id = r.nameToId.get(name);
    for (const seen of reveals) {
      checked++;
      const key = `${id}/${seen.questionNo}`;
      const expected = r.scored.get(key);
      const answered = r.recorded.has(key);
      const couple = seen.couple ? coupleKey(r.couple, seen.questionNo) : null;
      if (couple) couples++;
      if (
        seen.answered !== answered ||
        seen.correct !== (expected?.correct ?? false) ||
        seen.points !== (expected?.points ?? 0) ||
        (couple !== null && couple.some((pick, i) => seen.couple?.[i] !== pick))
      ) {
        mismatches++;
        if (examples.length < 5) {
          examples.push(
            `${name} q${seen.questionNo + 1}: phone ${seen.points} pts ${seen.correct ? 'right' : 'not right'}, ` +
              `expected ${expected?.points ?? 0} pts ${expected?.correct ? 'right' : 'not right'}` +
              (couple ? `; the couple shown ${seen.couple?.join(',')}, journaled ${couple.join(',')}` : ''),
          );
        }
      }
    }
  }
  let rightCountMismatches = 0;
  (input.rightCounts ?? []).forEach((count, questionNo) => {
    if (count === null) return;
    let right = 0;
    for (const s of r.scored.values()) if (s.questionNo === questionNo && s.correct) right++;
    if (count !== right) rightCountMismatches++;
  });
  return { checked, couples, mismatches, examples, rightCountMismatches };
}

export function verifyRun(input: VerifyInput): VerifyResult {
  const { lines, unknown } = parseLines(input.journalText);
  const r = replay(lines, input);
  const { players, nameToId, recorded } = r;

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
    else if (!sameAnswer(inJournal, s.choice)) choiceMismatches++;
  }
  let recordedNotAcked = 0;
  for (const key of recorded.keys()) if (!acknowledged.has(key)) recordedNotAcked++;

  let quizMismatches = 0;
  const journalQuiz = r.journalQuiz ?? input.questions;
  for (let i = 0; i < Math.max(journalQuiz.length, input.questions.length); i++) {
    const a = journalQuiz[i];
    const b = input.questions[i];
    if (!a || !b || answerKey(a) !== answerKey(b)) quizMismatches++;
  }
  const last = input.questions.length - 1;
  const leaderboardsToSkip = input.questions.filter((q, i) => kindOf(q) === 'poll' && i < last).length;

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
  const reveals = checkReveals(input, r);
  const points = new Map([...r.scored].map(([key, s]) => [key, s.points]));
  const teams = input.teams ? verifyTeams(input.journalText, points, input.teams) : null;
  const couple = input.couple ? verifyCouple(r.couple, input.couple) : null;

  const result: VerifyResult = {
    journalLines: lines.length,
    unknownLines: unknown,
    journalJoins: players.size,
    journalAnswers: r.journalAnswers,
    answersSent: input.sent.length,
    answersAcked,
    answersRejected,
    ackedNotRecorded,
    recordedNotAcked,
    choiceMismatches,
    duplicateAnswers: r.duplicateAnswers,
    misfitAnswers: r.misfitAnswers,
    answerSecondsMismatches: r.answerSecondsMismatches,
    quizMismatches,
    steps: r.steps,
    stepMismatches: r.stepMismatches,
    leaderboardsSkipped: r.leaderboardsSkipped,
    leaderboardsToSkip,
    scoreMismatches,
    leaderboardPlayers: input.leaderboard.length,
    expectedPlayers: players.size,
    rankMismatches,
    revealsChecked: reveals.checked,
    revealMismatches: reveals.mismatches,
    revealMismatchExamples: reveals.examples,
    revealCouplesChecked: reveals.couples,
    rightCountMismatches: reveals.rightCountMismatches,
    kinds: tallyKinds(input.questions, r),
    scoresOk:
      scoreMismatches.length === 0 && rankMismatches === 0 && input.leaderboard.length === players.size,
    teams,
    couple,
    ok: false,
  };
  result.ok =
    unknown === 0 &&
    answersAcked === input.sent.length &&
    answersRejected === 0 &&
    ackedNotRecorded === 0 &&
    recordedNotAcked === 0 &&
    choiceMismatches === 0 &&
    r.duplicateAnswers === 0 &&
    r.misfitAnswers === 0 &&
    r.answerSecondsMismatches === 0 &&
    quizMismatches === 0 &&
    r.stepMismatches === 0 &&
    r.leaderboardsSkipped === leaderboardsToSkip &&
    result.scoresOk &&
    reveals.mismatches === 0 &&
    reveals.rightCountMismatches === 0 &&
    (teams?.ok ?? true) &&
    (couple?.ok ?? true);
  return result;
}
