import { GameState } from '@shared/model/gameState';
import type { ScreenView } from '@shared/wire/payloads';
import type { EffectCue, MusicCue } from '@shared/model/soundMoments';
import { SHOE_VERDICT_MS } from '../../kinds/shoeGame/shoeTiming';

// Which sound belongs to which moment: pure, so the whole score of a game is unit-tested without audio.

/** The music that plays under a view: it plays on (or cross-fades) while this stays the same. */
export function musicFor(view: ScreenView): MusicCue | null {
  if (view.breakMessage !== null) return 'break';
  switch (view.state) {
    case GameState.NEW:
    case GameState.STARTING_QUIZ:
      return 'lobby';
    case GameState.SHOW_QUESTION_OPTIONS:
      return 'answering';
    case GameState.SHOW_FINAL_RESULTS_SHOW_3:
      return 'celebration';
    default:
      return null;
  }
}

/** A one-shot sound, `delayMs` after the change that called for it. */
export interface EffectCall {
  cue: EffectCue;
  delayMs: number;
}

/** The time's-up sound rings first; the reveal's chime follows once it has died down a little. */
export const REVEAL_AFTER_TIME_UP_MS = 900;
/** The drum roll's length: the winner's fanfare starts as it ends. */
export const FANFARE_AFTER_DRUM_ROLL_MS = 2600;

/** Did anybody get it right? A poll has no right answer: its reveal is always the happy chime. */
function nobodyRight(view: ScreenView): boolean {
  return view.question?.kind !== 'poll' && (view.reveal?.rightCount ?? 0) === 0;
}

function revealCue(view: ScreenView): EffectCue {
  return nobodyRight(view) ? 'revealNobody' : 'reveal';
}

/**
 * The one-shots a live change from `prev` to `next` calls for. Nothing for the first view a screen gets
 * (a reload mid-reveal must not ring the chime again), nor when the state did not change.
 */
export function effectsFor(prev: ScreenView | null, next: ScreenView): EffectCall[] {
  if (prev === null) return [];
  if (prev.state === next.state && prev.questionNumber === next.questionNumber) return coupleCue(prev, next);
  return [...stepEffects(prev, next), ...coupleCue(prev, next)];
}

/**
 * The shoe game's verdict (issue 30): "agree" or "disagree" as the big screen shows it, after both
 * answers have turned over; at once when the operator's entry of a missing answer decides it.
 */
function coupleCue(prev: ScreenView, next: ScreenView): EffectCall[] {
  const agree = next.state === GameState.SHOW_CORRECT_ANSWER ? (next.reveal?.couple?.agree ?? null) : null;
  if (agree === null) return [];
  const sameStep = prev.state === next.state && prev.questionNumber === next.questionNumber;
  if (sameStep && prev.reveal?.couple?.agree === agree) return [];
  return [{ cue: agree ? 'agree' : 'disagree', delayMs: sameStep ? 0 : SHOE_VERDICT_MS }];
}

/** The one-shots of a new step. */
function stepEffects(prev: ScreenView, next: ScreenView): EffectCall[] {
  const now = (cue: EffectCue): EffectCall => ({ cue, delayMs: 0 });
  switch (next.state) {
    case GameState.STARTING_NEXT_QUESTION:
      return [now('countdown')];
    case GameState.SHOW_CORRECT_ANSWER:
      return prev.state === GameState.SHOW_QUESTION_OPTIONS
        ? [now('timeUp'), { cue: revealCue(next), delayMs: REVEAL_AFTER_TIME_UP_MS }]
        : [now(revealCue(next))];
    case GameState.SHOW_LEADERBOARD:
      return [now('leaderboard')];
    case GameState.SHOW_FINAL_RESULTS_SHOW_0:
    case GameState.SHOW_FINAL_RESULTS_SHOW_1:
      return [now('drumRoll')];
    case GameState.SHOW_FINAL_RESULTS_SHOW_2:
      return [now('drumRoll'), { cue: 'fanfare', delayMs: FANFARE_AFTER_DRUM_ROLL_MS }];
    default:
      return [];
  }
}

/** The last seconds of answering tick: one tick as each of 5, 4, 3, 2 and 1 seconds left begins. */
export const TICK_SECONDS = 5;

/** Each tick still ahead with `remainingMs` of answering left: its second, and how long until it. */
export function tickDelays(remainingMs: number): { second: number; delayMs: number }[] {
  const ticks: { second: number; delayMs: number }[] = [];
  for (let second = TICK_SECONDS; second >= 1; second -= 1) {
    const delayMs = remainingMs - second * 1000;
    if (delayMs >= 0) ticks.push({ second, delayMs });
  }
  return ticks;
}

/** Whether answering's music and ticks should be held: the operator paused the timer. */
export function isPaused(view: ScreenView): boolean {
  return view.timer.pausedRemainingMs !== null;
}
