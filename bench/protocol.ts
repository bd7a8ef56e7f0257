/**
 * Messages between the bench's main thread (which drives the game as the operator) and its guest
 * workers (each simulating a share of the guests). Plain data only: it crosses `postMessage`.
 */
import type { PlayerTeam } from '../src/shared/index';
import type { PhotoRecord } from './photoUploads';

/**
 * An answer as it goes on the wire: an option's index (choice, trueFalse, whoSaidIt, poll), a number
 * (closest) or item indexes in the guest's order (order).
 */
export type BenchAnswer = number | number[];

/** What one simulated guest will do, decided up front by the main thread from the seed. */
export interface GuestPlan {
  index: number;
  name: string;
  /** The table the guest joins (a tables game), or null. */
  team: number | null;
  /** Joins after the game has started instead of in the lobby. */
  late: boolean;
  /** For late guests: how long after the game started they join. */
  lateDelayMs: number;
  /** One entry per question: the answer and when, as a fraction of the usable window. */
  answers: { answer: BenchAnswer; at: number }[];
  /** A quarter of the guests drop their connection once during a question and come back. */
  reconnect: { question: number; at: number; offMs: number } | null;
  /** `--photos`: uploads a photo at this fraction of the first question's answering (issue 31); else null. */
  photoAt: number | null;
}

export interface WorkerSetup {
  workerId: number;
  url: string;
  guests: GuestPlan[];
  /** How many joins a worker keeps in flight at once during the lobby rush. */
  joinConcurrency: number;
  /** An answer is only sent when at least this much of the window is left (ms). */
  answerMarginMs: number;
  /** The photo guests with a `photoAt` upload (one JPEG for all); null without `--photos`. */
  photo: Uint8Array | null;
}

export type MainToWorker =
  | { type: 'joinEarly' }
  /** The game has started: late guests join after their delays. */
  | { type: 'joinLate' }
  /** The game is over: wait for the final view, disconnect everyone and report. */
  | { type: 'collect'; finalState: number; waitMs: number };

/** One `phoneView` with the step's shared part received by a guest. */
export interface Receipt {
  /** `timer.serverNow` of the view: when the server built the message (same machine clock). */
  serverNow: number;
  /** When the frame reached the guest's socket. */
  receivedAt: number;
  state: number;
  questionNumber: number;
  /** Size of the WebSocket frame that carried it. */
  bytes: number;
  /** The first view after a (re)connect: a personal send, not part of a broadcast. */
  onConnect: boolean;
}

export interface AnswerRecord {
  questionNo: number;
  answer: BenchAnswer;
  sentAt: number;
  ackAt: number | null;
  rejected: string | null;
}

/** A guest's own result for one question, as its view showed it from the reveal on. */
export interface RevealSeen {
  questionNo: number;
  answered: boolean;
  correct: boolean;
  points: number;
  /** A shoe-game reveal: the couple's picks the phone showed. */
  couple?: (number | null)[];
}

export interface GuestResult {
  index: number;
  name: string;
  late: boolean;
  joined: boolean;
  joinError: string | null;
  joinStartedAt: number | null;
  joinedAt: number | null;
  answers: AnswerRecord[];
  /** What the guest's own phone said at each reveal it saw (the last view of it). */
  reveals: RevealSeen[];
  /** Questions this guest did not answer, and why (e.g. offline when the round closed). */
  skipped: { questionNo: number; reason: string }[];
  reconnects: number;
  reconnectFailures: number;
  finalState: number | null;
  finalTotal: number | null;
  finalRank: number | null;
  /** The team line of the guest's last view (a tables game). */
  finalTeam: PlayerTeam | null;
  bytesReceived: number;
  framesReceived: number;
  /** `--photos`: what the guest's upload came to; null when it had none to send. */
  photo: PhotoRecord | null;
}

export interface WorkerResult {
  workerId: number;
  guests: GuestResult[];
  receipts: Receipt[];
  /** Bytes received per server event name, summed over this worker's guests. */
  bytesByEvent: Record<string, number>;
  framesByEvent: Record<string, number>;
  /** The worker's own event-loop delay: a busy generator inflates the latencies it measures. */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  errors: string[];
}

export type WorkerToMain =
  | { type: 'ready'; workerId: number }
  | { type: 'joinedEarly'; workerId: number; joined: number; failed: number }
  | { type: 'lateDone'; workerId: number; joined: number; failed: number }
  | { type: 'result'; result: WorkerResult }
  | { type: 'fatal'; workerId: number; message: string };
