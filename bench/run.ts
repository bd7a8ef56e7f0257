/**
 * `npm run bench -- [--players N] [--questions K] ...`: a hall of simulated guests against the
 * headless server, started here as a child process on 127.0.0.1. See docs/performance.md.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { GameState, type PlayerTeam, type Quiz, type Timings } from '../src/shared/index';
import { TEAM_LIMITS } from '../src/shared/model/teams';
import type { TeamInput } from './teamVerify';
import { Observer } from './observer';
import type {
  GuestPlan,
  GuestResult,
  MainToWorker,
  Receipt,
  WorkerResult,
  WorkerSetup,
  WorkerToMain,
} from './protocol';
import { benchPhoto, verifyPhotos } from './photoUploads';
import {
  checks,
  renderReport,
  type BenchFigures,
  type BroadcastFloor,
  type MachineLoad,
  type SlowStateChange,
} from './report';
import { measureFloor } from './floor';
import {
  readCpuTimes,
  readUsage,
  startServerChild,
  ticksToSeconds,
  type CpuTimes,
  type ProcessUsage,
  type ServerChild,
} from './serverProcess';
import { describeMix, kindOf, mixedQuiz, planAnswer } from './quizMix';
import { largest, seededRandom, shuffle, summarize } from './stats';
import { verifyRun, type BenchQuestion, type GuestReveal, type SentAnswer } from './verify';
import { ClientEvent } from '../src/shared/model/events';
import { measurePhonePage, type PhonePageFigures } from './phonePage';
import {
  connectCouple,
  coupleInput,
  OPERATOR_VIEWER,
  planCouple,
  type CouplePlan,
  type PartnerPhone,
} from './couple';
import type { CoupleShown } from './coupleVerify';

/** out/bench/bench/run.js -> the repository. */
const ROOT = resolve(__dirname, '../../..');
const OPERATOR_KEY = 'bench-operator-key';

const USAGE = `Usage: npm run bench -- [options]

  --players N          simulated guests, 10..5000 (default 2000)
  --questions K        questions played, 1..50 (default 8: each kind of question in turn, the shoe game
                       twice, played with two partner phones: the couple agree, then disagree)
  --tables T           play by tables: T tables (1..500), guests spread evenly; 0 = solo (default)
  --answer-seconds T   answering window (default 10)
  --workers W          guest worker threads (default: the number of cores, at most 4)
  --late F             share of guests joining after the start (default 0.05)
  --reconnect F        share of guests dropping and coming back once (default 0.25)
  --join-concurrency C joins in flight per worker during the lobby rush (default 32)
  --seed S             random seed (default 1)
  --cpu-prof           profile the server (node --cpu-prof), written next to the results
  --keep               keep the server's data directory
  --wait-quiet S       first wait up to S seconds for the machine to be idle (< 15 % busy)
  --no-floor           skip the Socket.IO room-broadcast floor measured first (its ratio is a target at 5,000)
  --no-phone-page      skip the phone page on a slow Wi-Fi (form, join, bytes in en/ar/zh; Chromium, first)
  --photos N           N guests each upload a ~300 KB photo during the first question (issue 31); every
                       acknowledged photo must be journaled and on disk
  --raw                also write every answer and view receipt (<timestamp>-raw.json)
  --serve FILE         the built headless server to run (default out/main/serve.js)
  --server-flags=".."  extra Node flags for the server (e.g. --server-flags="--max-old-space-size=160 --trace-gc");
                       the server's output is saved as <timestamp>-server.log
  --help`;

interface Settings {
  players: number;
  questions: number;
  /** Tables mode with this many tables; 0: a solo game. */
  tables: number;
  timings: Timings;
  workers: number;
  lateShare: number;
  reconnectShare: number;
  joinConcurrency: number;
  seed: number;
  cpuProf: boolean;
  keep: boolean;
  raw: boolean;
  /** Measure the phone page (issues 18 and 25) in Chromium before the guests arrive. */
  phonePage: boolean;
  /** Measure the room-broadcast floor with as many connections first (issue 29). */
  floor: boolean;
  waitQuietSeconds: number;
  serveJs: string;
  serverFlags: string[];
  /** Pause between the operator's steps, so each fan-out is measured on its own. */
  stepPauseMs: number;
  /** An answer is sent only with this much of the window left. */
  answerMarginMs: number;
  /** Share of right answers (exact or near for closest, the exact order for order); polls have none. */
  correctShare: number;
  /** `--photos N`: guests who each upload a photo during the first question (issue 31). */
  photos: number;
}

function parseSettings(argv: string[]): Settings | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      players: { type: 'string', default: '2000' },
      questions: { type: 'string', default: '8' },
      tables: { type: 'string', default: '0' },
      'answer-seconds': { type: 'string', default: '10' },
      workers: { type: 'string' },
      late: { type: 'string', default: '0.05' },
      reconnect: { type: 'string', default: '0.25' },
      'join-concurrency': { type: 'string', default: '32' },
      seed: { type: 'string', default: '1' },
      'cpu-prof': { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
      raw: { type: 'boolean', default: false },
      'no-phone-page': { type: 'boolean', default: false },
      'no-floor': { type: 'boolean', default: false },
      'wait-quiet': { type: 'string', default: '0' },
      serve: { type: 'string' },
      'server-flags': { type: 'string', default: '' },
      photos: { type: 'string', default: '0' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) return null;
  const int = (name: string, raw: string, min: number, max: number): number => {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max)
      throw new Error(`--${name} must be ${min}..${max}, not "${raw}"`);
    return n;
  };
  const share = (name: string, raw: string): number => {
    const n = Number(raw);
    if (!(n >= 0 && n <= 1)) throw new Error(`--${name} must be 0..1, not "${raw}"`);
    return n;
  };
  return {
    players: int('players', values.players, 10, 5000),
    questions: int('questions', values.questions, 1, 50),
    tables: int('tables', values.tables, 0, TEAM_LIMITS.maxTables),
    timings: {
      countdownSeconds: 3,
      questionSeconds: 3,
      answerSeconds: int('answer-seconds', values['answer-seconds'], 5, 300),
    },
    workers: int('workers', values.workers ?? String(Math.min(4, Math.max(1, cpus().length))), 1, 16),
    lateShare: share('late', values.late),
    reconnectShare: share('reconnect', values.reconnect),
    joinConcurrency: int('join-concurrency', values['join-concurrency'], 1, 1000),
    seed: int('seed', values.seed, 0, 2 ** 31),
    cpuProf: values['cpu-prof'],
    keep: values.keep,
    raw: values.raw,
    phonePage: !values['no-phone-page'],
    floor: !values['no-floor'],
    waitQuietSeconds: int('wait-quiet', values['wait-quiet'], 0, 3600),
    serveJs: resolve(values.serve ?? join(ROOT, 'out/main/serve.js')),
    serverFlags: values['server-flags'].split(/\s+/).filter((f) => f !== ''),
    stepPauseMs: 1500,
    answerMarginMs: 1000,
    correctShare: 0.6,
    photos: int('photos', values.photos, 0, 5000),
  };
}

/** The kinds of question in turn (the default quiz's choices and the bench's own), with the bench's timings. */
async function benchQuiz(count: number, timings: Timings, tables: number): Promise<Quiz> {
  const base = JSON.parse(await readFile(join(ROOT, 'resources/default-quiz.json'), 'utf8')) as Quiz;
  const quiz = mixedQuiz(base, count, timings);
  if (tables === 0) return quiz;
  return {
    ...quiz,
    version: 3,
    playMode: 'tables',
    tables: Array.from({ length: tables }, (_, i) => ({
      number: i + 1,
      ...(i % 3 === 0 ? { name: `Table of ${i + 1}` } : {}),
    })),
  };
}

function planGuests(settings: Settings, quiz: Quiz): GuestPlan[] {
  const random = seededRandom(settings.seed);
  const n = settings.players;
  const order = shuffle(
    Array.from({ length: n }, (_, i) => i),
    random,
  );
  const late = new Set(order.slice(0, Math.round(n * settings.lateShare)));
  const reconnecting = new Set(
    shuffle(
      Array.from({ length: n }, (_, i) => i),
      random,
    ).slice(0, Math.round(n * settings.reconnectShare)),
  );
  const { countdownSeconds, questionSeconds, answerSeconds } = settings.timings;
  // Late guests arrive between the start and the middle of the first question's answering.
  const lateWindowMs = settings.stepPauseMs + (countdownSeconds + questionSeconds + answerSeconds / 2) * 1000;
  // `--photos N`: N of the guests there from the lobby upload a photo during the first question.
  const early = order.filter((i) => !late.has(i));
  const photographers = new Set(early.slice(0, Math.min(settings.photos, early.length)));
  return Array.from({ length: n }, (_, index) => ({
    index,
    name: `g${index}`,
    team: settings.tables > 0 ? (index % settings.tables) + 1 : null,
    late: late.has(index),
    lateDelayMs: late.has(index) ? Math.round(random() * lateWindowMs) : 0,
    answers: quiz.questions.map((q) => ({
      answer: planAnswer(q, settings.correctShare, random),
      at: random(),
    })),
    reconnect: reconnecting.has(index)
      ? {
          question: Math.floor(random() * quiz.questions.length),
          at: random(),
          offMs: 300 + Math.round(random() * 1700),
        }
      : null,
    photoAt: photographers.has(index) ? random() : null,
  }));
}

interface WorkerHandle {
  worker: Worker;
  next: (type: WorkerToMain['type'], timeoutMs: number) => Promise<WorkerToMain>;
  send: (message: MainToWorker) => void;
}

function startWorker(
  workerId: number,
  url: string,
  guests: GuestPlan[],
  settings: Settings,
  photo: Uint8Array | null,
): WorkerHandle {
  const setup: WorkerSetup = {
    workerId,
    url,
    guests,
    joinConcurrency: settings.joinConcurrency,
    answerMarginMs: settings.answerMarginMs,
    photo,
  };
  const worker = new Worker(join(__dirname, 'guestWorker.js'), { workerData: setup });
  const inbox: WorkerToMain[] = [];
  let wake: (() => void) | null = null;
  let failure: Error | null = null;
  worker.on('message', (message: WorkerToMain) => {
    if (message.type === 'fatal') failure = new Error(`worker ${workerId}: ${message.message}`);
    inbox.push(message);
    wake?.();
  });
  worker.on('error', (error) => {
    failure = error;
    wake?.();
  });
  const next = async (type: WorkerToMain['type'], timeoutMs: number): Promise<WorkerToMain> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (failure) throw failure;
      const i = inbox.findIndex((m) => m.type === type);
      if (i >= 0) return inbox.splice(i, 1)[0]!;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`worker ${workerId}: no ${type} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 1000));
        wake = () => {
          clearTimeout(timer);
          wake = null;
          resolve();
        };
      });
    }
  };
  return { worker, next, send: (message) => worker.postMessage(message) };
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

interface Run {
  settings: Settings;
  server: ServerChild;
  operator: Observer;
  screen: Observer;
  workers: WorkerHandle[];
  joinStartedAt: number;
  finalUsage: ProcessUsage | null;
  cpuSamples: { at: number; cpu: number }[];
  serverStartedAt: number;
  serverStoppedAt: number;
  serverExitCode: number | null;
  results: WorkerResult[];
  plannedReconnects: number;
  cpuAtStart: CpuTimes | null;
  cpuAtEnd: CpuTimes | null;
  loadAtStart: number;
  quiz: Quiz;
  /** The operator's count of right answers at each reveal. */
  rightCounts: (number | null)[];
  /** What went against the specified steps while driving the game (the journal check counts it too). */
  stepNotes: string[];
  phonePage: PhonePageFigures;
  floor: BroadcastFloor | null;
  /** The shoe game's couple: their planned picks, their two phones, the operator's reveals of them. */
  couplePlans: CouplePlan[];
  couple: [PartnerPhone, PartnerPhone] | null;
  coupleShown: CoupleShown[];
}

/** Drives the game as the operator, from the lobby to the last podium step. */
async function playGame(run: Run): Promise<void> {
  const { settings, operator, workers } = run;
  const stepTimeoutMs = 30_000;
  const timed = settings.timings;

  operator.socket.emit(ClientEvent.updateConfig, timed);
  await operator.until(
    (o) => o.operatorView?.timings.answerSeconds === timed.answerSeconds,
    'the bench timings',
    stepTimeoutMs,
  );

  // The lobby rush.
  run.joinStartedAt = Date.now();
  for (const w of workers) w.send({ type: 'joinEarly' });
  const early = await Promise.all(workers.map((w) => w.next('joinedEarly', 300_000)));
  const joinedEarly = early.reduce((n, m) => n + (m.type === 'joinedEarly' ? m.joined : 0), 0);
  console.log(`  ${joinedEarly} guests joined in ${((Date.now() - run.joinStartedAt) / 1000).toFixed(1)} s`);
  await operator.until((o) => (o.players?.playerCount ?? 0) >= joinedEarly, 'the lobby count', stepTimeoutMs);
  await sleep(settings.stepPauseMs);

  const step = async (from: number): Promise<void> => {
    operator.socket.emit(ClientEvent.requestNextState, { from });
  };

  await step(GameState.NEW);
  await operator.state(GameState.STARTING_QUIZ, null, stepTimeoutMs);
  for (const w of workers) w.send({ type: 'joinLate' });
  await sleep(settings.stepPauseMs);
  await step(GameState.STARTING_QUIZ);

  const windowMs = (timed.countdownSeconds + timed.questionSeconds + timed.answerSeconds) * 1000;
  for (let q = 0; q < settings.questions; q++) {
    await operator.state(GameState.SHOW_QUESTION_OPTIONS, q, stepTimeoutMs);
    await operator.state(GameState.SHOW_CORRECT_ANSWER, q, windowMs + stepTimeoutMs);
    const answered = operator.operatorView?.answeredCount ?? 0;
    run.rightCounts[q] = operator.operatorView?.reveal?.rightCount ?? null;
    const kind = kindOf(run.quiz.questions[q]!);
    console.log(
      `  question ${q + 1}/${settings.questions} (${kind}): ${answered} answers${noteCouple(run, q)}`,
    );
    await sleep(settings.stepPauseMs);
    if (q < settings.questions - 1) {
      await step(GameState.SHOW_CORRECT_ANSWER);
      if (kind === 'poll') {
        // No leaderboard after a poll: straight on to the next question's countdown.
        await operator.until(
          (o) =>
            o.last !== null &&
            (o.last.state !== GameState.SHOW_CORRECT_ANSWER || o.last.questionNumber !== q),
          'the step after the poll',
          stepTimeoutMs,
        );
        if (operator.last?.state === GameState.SHOW_LEADERBOARD) {
          run.stepNotes.push(`question ${q + 1} (poll): the leaderboard was shown`);
          await sleep(settings.stepPauseMs);
          await step(GameState.SHOW_LEADERBOARD);
        }
      } else {
        await operator.state(GameState.SHOW_LEADERBOARD, q, stepTimeoutMs);
        await sleep(settings.stepPauseMs);
        await step(GameState.SHOW_LEADERBOARD);
      }
    }
  }
  for (const from of [
    GameState.SHOW_CORRECT_ANSWER,
    GameState.SHOW_FINAL_RESULTS_SHOW_0,
    GameState.SHOW_FINAL_RESULTS_SHOW_1,
    GameState.SHOW_FINAL_RESULTS_SHOW_2,
  ]) {
    await step(from);
    await operator.state(
      from === GameState.SHOW_CORRECT_ANSWER ? GameState.SHOW_FINAL_RESULTS_SHOW_0 : from + 1,
      null,
      stepTimeoutMs,
    );
    await sleep(settings.stepPauseMs);
  }
  await Promise.all(workers.map((w) => w.next('lateDone', stepTimeoutMs)));
  for (const w of workers)
    w.send({ type: 'collect', finalState: GameState.SHOW_FINAL_RESULTS_SHOW_3, waitMs: 15_000 });
  const results = await Promise.all(workers.map((w) => w.next('result', 120_000)));
  run.results = results.flatMap((m) => (m.type === 'result' ? [m.result] : []));
}

/** At a shoe game's reveal: the couple's picks the operator is shown, kept for the check, and said. */
function noteCouple(run: Run, q: number): string {
  const couple = run.operator.operatorView?.reveal?.couple;
  if (!couple) return '';
  run.coupleShown.push({ who: OPERATOR_VIEWER, questionNo: q, answers: [...couple.answers] });
  const names = run.quiz.partners?.map((p) => p.name) ?? [];
  const picks = couple.answers.map((a) => (a === null ? 'none' : (names[a] ?? String(a))));
  const verdict = couple.agree === null ? 'a pick missing' : couple.agree ? 'they agree' : 'they disagree';
  return `; the couple's phones picked ${picks.join(' and ')} (${verdict})`;
}

/** What a tables game is checked against: the operator's table leaderboard, each guest's last team line. */
function teamInput(run: Run, guests: GuestResult[]): TeamInput {
  const guestTeams = new Map<string, PlayerTeam>();
  for (const g of guests) if (g.finalTeam) guestTeams.set(g.name, g.finalTeam);
  return { board: run.operator.operatorView?.teams?.full ?? [], guests: guestTeams };
}

/** Broadcast state changes: views many guests got with the same `serverNow`, not personal sends. */
function fanout(
  receipts: Receipt[],
  players: number,
): {
  last: number[];
  each: number[];
  minReceivers: number;
  slowest: SlowStateChange[];
  changes: SlowStateChange[];
} {
  const groups = new Map<string, Receipt[]>();
  for (const r of receipts) {
    if (r.onConnect) continue;
    const key = `${r.serverNow}:${r.state}:${r.questionNumber}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = []));
    group.push(r);
  }
  const last: number[] = [];
  const each: number[] = [];
  const changes: SlowStateChange[] = [];
  let minReceivers = Infinity;
  for (const group of groups.values()) {
    if (group.length < Math.max(2, players * 0.1)) continue;
    let latest = 0;
    for (const r of group) {
      const latency = r.receivedAt - r.serverNow;
      each.push(latency);
      latest = Math.max(latest, latency);
    }
    last.push(latest);
    const first = group[0];
    if (first) changes.push({ state: first.state, questionNumber: first.questionNumber, ms: latest });
    minReceivers = Math.min(minReceivers, group.length);
  }
  const slowest = [...changes].sort((a, b) => b.ms - a.ms).slice(0, 3);
  return { last, each, minReceivers: Number.isFinite(minReceivers) ? minReceivers : 0, slowest, changes };
}

function figures(run: Run, journalText: string, quiz: Quiz, dataDir: string): BenchFigures {
  const { settings } = run;
  const guests: GuestResult[] = run.results.flatMap((r) => r.guests);
  const receipts = run.results.flatMap((r) => r.receipts);
  const early = guests.filter((g) => !g.late);
  const late = guests.filter((g) => g.late);
  const joinedAt = early.flatMap((g) => (g.joinedAt === null ? [] : [g.joinedAt]));
  const joinLatency = guests.flatMap((g) =>
    g.joinedAt !== null && g.joinStartedAt !== null ? [g.joinedAt - g.joinStartedAt] : [],
  );
  const answers = guests.flatMap((g) => g.answers.map((a) => ({ ...a, name: g.name })));
  const ack = answers.flatMap((a) => (a.ackAt === null ? [] : [a.ackAt - a.sentAt]));
  const fan = fanout(receipts, settings.players);
  const bytesTotal = guests.reduce((n, g) => n + g.bytesReceived, 0);
  const viewBytes = receipts.map((r) => r.bytes);
  const bytesByEvent: Record<string, number> = {};
  for (const r of run.results) {
    for (const [k, v] of Object.entries(r.bytesByEvent)) bytesByEvent[k] = (bytesByEvent[k] ?? 0) + v;
  }
  const rejected: Record<string, number> = {};
  for (const a of answers) if (a.rejected !== null) rejected[a.rejected] = (rejected[a.rejected] ?? 0) + 1;
  const skipped: Record<string, number> = {};
  for (const g of guests) for (const s of g.skipped) skipped[s.reason] = (skipped[s.reason] ?? 0) + 1;

  const sent: SentAnswer[] = answers.map((a) => ({
    name: a.name,
    questionNo: a.questionNo,
    choice: a.answer,
    acked: a.ackAt !== null,
    rejected: a.rejected,
  }));
  const guestTotals = new Map<string, number>();
  for (const g of guests) if (g.finalTotal !== null) guestTotals.set(g.name, g.finalTotal);
  const guestReveals = new Map<string, GuestReveal[]>(guests.map((g) => [g.name, g.reveals]));
  const verify = verifyRun({
    journalText,
    // Every kind of the bench's quiz is one it checks (the shoe game's key: the couple's journaled picks).
    questions: quiz.questions as BenchQuestion[],
    answerSeconds: settings.timings.answerSeconds,
    sent,
    leaderboard: run.operator.operatorView?.leaderboard.full ?? [],
    guestTotals,
    guestReveals,
    rightCounts: run.rightCounts,
    ...(settings.tables > 0 ? { teams: teamInput(run, guests) } : {}),
    ...(run.couple ? { couple: coupleInput(run.couplePlans, run.couple, run.coupleShown) } : {}),
  });

  let peakCpu = 0;
  for (let i = 1; i < run.cpuSamples.length; i++) {
    const a = run.cpuSamples[i - 1]!;
    const b = run.cpuSamples[i]!;
    if (b.at > a.at) peakCpu = Math.max(peakCpu, ((b.cpu - a.cpu) / ((b.at - a.at) / 1000)) * 100);
  }
  const usage = run.finalUsage;
  const generatorCpu = process.cpuUsage();
  const broadcasts = fan.last.length;
  const serverCpu = usage ? usage.userSeconds + usage.systemSeconds : Number.NaN;
  const generatorCpuSeconds = (generatorCpu.user + generatorCpu.system) / 1e6;
  const machine = machineLoad(run.cpuAtStart, run.cpuAtEnd, serverCpu + generatorCpuSeconds, run.loadAtStart);
  const errors = run.results.flatMap((r) => r.errors.map((e) => `worker ${r.workerId}: ${e}`));
  return {
    players: settings.players,
    questions: settings.questions,
    joinAllMs: joinedAt.length ? largest(joinedAt) - run.joinStartedAt : Number.NaN,
    joinLatency: summarize(joinLatency),
    lateJoined: late.filter((g) => g.joined).length,
    lateExpected: late.length,
    joinFailures: guests.filter((g) => !g.joined).length,
    reconnects: guests.reduce((n, g) => n + g.reconnects, 0),
    reconnectsPlanned: run.plannedReconnects,
    reconnectFailures: guests.reduce((n, g) => n + g.reconnectFailures, 0),
    ack: summarize(ack),
    fanoutLast: summarize(fan.last),
    fanoutEach: summarize(fan.each),
    slowestStateChanges: fan.slowest,
    stateChanges: fan.changes,
    broadcasts,
    broadcastReceiversMin: fan.minReceivers,
    bytesPerGuest: bytesTotal / settings.players,
    bytesPerGuestPerQuestion: bytesTotal / settings.players / settings.questions,
    bytesPerGuestPerStateChange: broadcasts ? bytesTotal / settings.players / broadcasts : Number.NaN,
    viewFrameMeanBytes: summarize(viewBytes).mean,
    viewFrameMaxBytes: viewBytes.length ? largest(viewBytes) : 0,
    bytesByEvent,
    serverCpuSeconds: serverCpu,
    serverCpuUserSeconds: usage?.userSeconds ?? Number.NaN,
    serverCpuSystemSeconds: usage?.systemSeconds ?? Number.NaN,
    serverCpuPeakPercent: peakCpu,
    serverWallSeconds: (run.serverStoppedAt - run.serverStartedAt) / 1000,
    serverPeakMb: usage?.peakRssMb ?? Number.NaN,
    serverExitCode: run.serverExitCode,
    generatorCpuSeconds,
    generatorLoopDelayP99Ms: Math.max(0, ...run.results.map((r) => r.loopDelayP99Ms)),
    generatorLoopDelayMaxMs: Math.max(0, ...run.results.map((r) => r.loopDelayMaxMs)),
    skippedAnswers: skipped,
    rejectedAnswers: rejected,
    machine,
    verify,
    phonePage: run.phonePage,
    floor: run.floor,
    photos:
      settings.photos > 0
        ? verifyPhotos(
            guests.flatMap((g) => (g.photo ? [g.photo] : [])),
            plans(guests, settings.photos),
            journalText,
            dataDir,
          )
        : null,
    errors: [...run.stepNotes, ...(run.couple ?? []).flatMap((p) => p.problems), ...errors],
  };
}

/** The photos planned: `--photos N`, at most the guests there from the lobby. */
function plans(guests: readonly GuestResult[], asked: number): number {
  return Math.min(asked, guests.filter((g) => !g.late).length);
}

function machineLoad(
  start: CpuTimes | null,
  end: CpuTimes | null,
  oursSeconds: number,
  load: number,
): MachineLoad {
  const cores = cpus().length;
  if (!start || !end || end.total <= start.total) {
    return { cores, loadAverageAtStart: load, busyPercent: NaN, othersPercent: NaN, stealPercent: NaN };
  }
  const total = end.total - start.total;
  const steal = end.steal - start.steal;
  const busy = total - (end.idle - start.idle) - steal;
  const others = Math.max(0, ticksToSeconds(busy) - oursSeconds);
  const totalSeconds = ticksToSeconds(total);
  return {
    cores,
    loadAverageAtStart: load,
    busyPercent: (busy / total) * 100,
    othersPercent: (others / totalSeconds) * 100,
    stealPercent: (steal / total) * 100,
  };
}

/** Waits (bounded) until the whole machine is under 15 % busy for 3 seconds in a row. */
/** The Socket.IO room-broadcast floor with `clients` connections: 10 rounds, send -> the last receipt. */
async function floorFigures(clients: number): Promise<BroadcastFloor> {
  const rounds = 10;
  const floor = await measureFloor(clients, rounds, { modes: ['broadcast'] });
  const last = floor.modes.broadcast?.last;
  if (!last) throw new Error('The floor measured no broadcast.');
  console.log(
    `  room-broadcast floor, ${clients} connections: last receipt p50 ${last.p50} ms, p99 ${last.p99} ms`,
  );
  return { clients, rounds, lastP50Ms: last.p50, lastP99Ms: last.p99 };
}

async function waitQuiet(maxSeconds: number): Promise<void> {
  const until = Date.now() + maxSeconds * 1000;
  let quietFor = 0;
  while (Date.now() < until) {
    const a = readCpuTimes();
    await sleep(1000);
    const b = readCpuTimes();
    if (!a || !b) return;
    const total = b.total - a.total;
    const busy = total - (b.idle - a.idle);
    quietFor = total > 0 && busy / total < 0.15 ? quietFor + 1 : 0;
    if (quietFor >= 3) return;
  }
  console.log(`The machine did not get quiet within ${maxSeconds} s: running anyway.`);
}

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

async function main(): Promise<number> {
  let settings: Settings | null;
  try {
    settings = parseSettings(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (!settings) {
    console.log(USAGE);
    return 0;
  }
  const serveJs = settings.serveJs;
  if (!existsSync(serveJs)) {
    console.error(`${serveJs} is missing: run \`npm run build\` first.`);
    return 2;
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const resultsDir = join(ROOT, 'bench-results');
  await mkdir(resultsDir, { recursive: true });
  const work = await mkdtemp(join(tmpdir(), 'wq-bench-'));
  const dataDir = join(work, 'data');
  const quiz = await benchQuiz(settings.questions, settings.timings, settings.tables);
  const quizFile = join(work, 'quiz.json');
  await writeFile(quizFile, JSON.stringify(quiz));
  const plans = planGuests(settings, quiz);
  // The couple's picks from a random source of their own: the guests' plans stay as they were.
  const couplePlans = planCouple(quiz, seededRandom(settings.seed + 1_000_003));
  const plannedReconnects = plans.filter((p) => p.reconnect !== null).length;
  const profileDir = join(resultsDir, `${stamp}-profile`);

  console.log(
    `Wedding Quiz bench: ${settings.players} guests${settings.tables > 0 ? ` at ${settings.tables} tables` : ''} (${plans.filter((p) => p.late).length} late, ${plannedReconnects} reconnecting), ` +
      `${settings.questions} questions of ${settings.timings.answerSeconds} s, ${settings.workers} worker threads, seed ${settings.seed}`,
  );
  console.log(`  question kinds, in turn: ${describeMix(quiz)}`);
  if (couplePlans.length > 0) {
    const at = couplePlans.map((p) => `q${p.questionNo + 1} ${p.agree ? 'agree' : 'disagree'}`);
    console.log(`  the shoe game on two partner phones (their own Socket.IO links): ${at.join(', ')}`);
  }

  // Never let a run hang: the whole bench ends by itself.
  const budgetMs =
    600_000 + settings.questions * (settings.timings.answerSeconds + 20) * 1000 + settings.players * 20;
  const watchdog = setTimeout(() => {
    console.error(`The bench took longer than ${Math.round(budgetMs / 1000)} s: aborting.`);
    process.exit(3);
  }, budgetMs);

  if (settings.waitQuietSeconds > 0) await waitQuiet(settings.waitQuietSeconds);
  // The phone page first, on a server of its own (its phones join there, not in the measured game);
  // the machine's load and the server's figures are counted from after it.
  const phonePage = settings.phonePage
    ? await measurePhonePage({
        serveJs,
        dataDir: join(work, 'phone-page-data'),
        operatorKey: OPERATOR_KEY,
        quizFile,
      })
    : { skipped: 'not asked (--no-phone-page)' };
  // The floor next: one ~500-byte room broadcast to as many plain Socket.IO connections, on this machine
  // now. The game's fan-out is set against it (issue 29).
  const floor = settings.floor ? await floorFigures(settings.players) : null;
  const serverStartedAt = Date.now();
  const server = await startServerChild({
    serveJs,
    dataDir,
    operatorKey: OPERATOR_KEY,
    quizFile,
    nodeFlags: [
      ...settings.serverFlags,
      ...(settings.cpuProf ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []),
    ],
  });
  const loadAtStart = loadavg()[0] ?? 0;
  const cpuAtStart = readCpuTimes();
  const run: Run = {
    settings,
    server,
    operator: await Observer.connect(server.url, { operatorKey: OPERATOR_KEY }),
    screen: await Observer.connect(server.url, { role: 'screen' }),
    workers: [],
    joinStartedAt: 0,
    finalUsage: null,
    cpuSamples: [],
    serverStartedAt,
    serverStoppedAt: 0,
    serverExitCode: null,
    results: [],
    plannedReconnects,
    cpuAtStart,
    cpuAtEnd: null,
    loadAtStart,
    quiz,
    rightCounts: [],
    stepNotes: [],
    phonePage,
    floor,
    couplePlans,
    couple: null,
    coupleShown: [],
  };
  // Interrupted (Ctrl+C, or a timeout's SIGTERM): never leave the server behind.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server.child.kill('SIGKILL');
      process.exit(130);
    });
  }
  const sampler = setInterval(() => {
    const usage = readUsage(server.pid);
    if (usage) run.cpuSamples.push({ at: Date.now(), cpu: usage.userSeconds + usage.systemSeconds });
  }, 1000);

  let failure: unknown = null;
  try {
    const shares: GuestPlan[][] = Array.from({ length: settings.workers }, () => []);
    plans.forEach((p, i) => shares[i % settings!.workers]!.push(p));
    const photo = settings.photos > 0 ? await benchPhoto() : null;
    run.workers = shares.map((share, i) => startWorker(i, server.url, share, settings!, photo));
    await Promise.all(run.workers.map((w) => w.next('ready', 30_000)));
    run.couple = await connectCouple(server.url, run.operator, couplePlans, settings.answerMarginMs);
    await playGame(run);
  } catch (error) {
    failure = error;
  }

  clearInterval(sampler);
  run.finalUsage = readUsage(server.pid);
  run.cpuAtEnd = readCpuTimes();
  run.operator.close();
  run.screen.close();
  for (const phone of run.couple ?? []) phone.close();
  run.serverExitCode = await server.stop();
  run.serverStoppedAt = Date.now();
  await Promise.all(run.workers.map((w) => w.worker.terminate()));
  clearTimeout(watchdog);

  if (failure) {
    console.error(`The bench run failed: ${failure instanceof Error ? failure.message : String(failure)}`);
    console.error(server.output().split('\n').slice(-20).join('\n'));
    if (!settings.keep) await rm(work, { recursive: true, force: true });
    else console.error(`Data kept in ${work}`);
    return 1;
  }

  if (settings.serverFlags.length > 0)
    await writeFile(join(resultsDir, `${stamp}-server.log`), server.output());
  const journalText = await readFile(join(dataDir, 'journal.jsonl'), 'utf8');
  const f = figures(run, journalText, quiz, dataDir);
  console.log(`\n${renderReport(f)}\n`);
  if (f.errors.length > 0) console.log(`Generator notes:\n  ${f.errors.slice(0, 20).join('\n  ')}\n`);
  const mismatches = [
    ...f.verify.scoreMismatches
      .slice(0, 5)
      .map((m) => `${m.name}: expected ${m.expected}, leaderboard ${m.leaderboard}, own view ${m.guestView}`),
    ...f.verify.revealMismatchExamples,
    ...(f.verify.couple?.examples ?? []),
  ];
  if (mismatches.length > 0) console.log(`Mismatches (first few):\n  ${mismatches.join('\n  ')}\n`);
  const verdicts = checks(f);
  const file = join(resultsDir, `${stamp}.json`);
  await writeFile(
    file,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        commit: gitCommit(),
        machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? null, node: process.version },
        settings,
        figures: f,
        checks: verdicts,
        pass: verdicts.every((c) => c.pass),
        profileDir: settings.cpuProf ? profileDir : null,
      },
      null,
      2,
    ),
  );
  console.log(`Results written to ${file}`);
  if (settings.raw) {
    const rawFile = join(resultsDir, `${stamp}-raw.json`);
    await writeFile(
      rawFile,
      JSON.stringify({
        answers: run.results.flatMap((r) =>
          r.guests.flatMap((g) => g.answers.map((a) => ({ guest: g.index, ...a }))),
        ),
        receipts: run.results.flatMap((r) => r.receipts),
      }),
    );
    console.log(`Raw samples written to ${rawFile}`);
  }
  if (settings.cpuProf) console.log(`Server CPU profile in ${profileDir}`);
  if (settings.keep) console.log(`Server data kept in ${work}`);
  else await rm(work, { recursive: true, force: true });
  return verdicts.every((c) => c.pass) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
