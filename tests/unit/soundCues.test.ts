import { describe, expect, it } from 'vitest';
import { GameState } from '@shared/model/gameState';
import type { ScreenView } from '@shared/wire/payloads';
import { DEFAULT_SOUND_SETTINGS, QUIET_MUSIC_SHARE } from '@shared/wire/sounds';
import {
  effectsFor,
  FANFARE_AFTER_DRUM_ROLL_MS,
  isPaused,
  musicFor,
  REVEAL_AFTER_TIME_UP_MS,
  tickDelays,
} from '../../src/renderer/src/features/sound/soundCues';
import { answeringStartMs, levelsOf } from '../../src/renderer/src/features/sound/soundLevels';
import { SHOE_VERDICT_MS } from '../../src/renderer/src/kinds/shoeGame/shoeTiming';

const timer = { deadline: 20_000, serverNow: 0, durationMs: 20_000, pausedRemainingMs: null };

function view(state: number, patch: Partial<ScreenView> = {}): ScreenView {
  return {
    state,
    questionNumber: 0,
    breakMessage: null,
    timer,
    question: { kind: 'choice' },
    reveal: null,
    ...patch,
  } as ScreenView;
}

const revealed = (rightCount: number, kind = 'choice'): Partial<ScreenView> =>
  ({ question: { kind }, reveal: { rightCount } }) as Partial<ScreenView>;

describe('the music under each stage', () => {
  it('lobby while guests join and at the welcome, answering under the options, a celebration at the end', () => {
    expect(musicFor(view(GameState.NEW))).toBe('lobby');
    expect(musicFor(view(GameState.STARTING_QUIZ))).toBe('lobby');
    expect(musicFor(view(GameState.STARTING_NEXT_QUESTION))).toBeNull();
    expect(musicFor(view(GameState.SHOW_QUESTION))).toBeNull();
    expect(musicFor(view(GameState.SHOW_QUESTION_OPTIONS))).toBe('answering');
    expect(musicFor(view(GameState.SHOW_CORRECT_ANSWER))).toBeNull();
    expect(musicFor(view(GameState.SHOW_FINAL_RESULTS_SHOW_1))).toBeNull();
    expect(musicFor(view(GameState.SHOW_FINAL_RESULTS_SHOW_3))).toBe('celebration');
  });

  it('soft music during a break, whatever stage it interrupts', () => {
    expect(musicFor(view(GameState.SHOW_LEADERBOARD, { breakMessage: 'Dinner is served' }))).toBe('break');
    expect(musicFor(view(GameState.SHOW_CORRECT_ANSWER, { breakMessage: 'Cake!' }))).toBe('break');
  });
});

describe('the one-shots of each live change', () => {
  it('nothing for the first view a screen gets (a reload never rings a chime again)', () => {
    expect(effectsFor(null, view(GameState.SHOW_CORRECT_ANSWER, revealed(3)))).toEqual([]);
    expect(effectsFor(null, view(GameState.STARTING_NEXT_QUESTION))).toEqual([]);
  });

  it('nothing when the stage did not change (a counter, a pause, a break)', () => {
    const options = view(GameState.SHOW_QUESTION_OPTIONS);
    expect(effectsFor(options, view(GameState.SHOW_QUESTION_OPTIONS))).toEqual([]);
  });

  it('a sting as a question comes up, then time up and the reveal chime when answering ends', () => {
    expect(effectsFor(view(GameState.STARTING_QUIZ), view(GameState.STARTING_NEXT_QUESTION))).toEqual([
      { cue: 'countdown', delayMs: 0 },
    ]);
    expect(
      effectsFor(view(GameState.SHOW_QUESTION_OPTIONS), view(GameState.SHOW_CORRECT_ANSWER, revealed(2))),
    ).toEqual([
      { cue: 'timeUp', delayMs: 0 },
      { cue: 'reveal', delayMs: REVEAL_AFTER_TIME_UP_MS },
    ]);
  });

  it('another chime when nobody got it right; a poll always has the happy one', () => {
    const options = view(GameState.SHOW_QUESTION_OPTIONS);
    expect(effectsFor(options, view(GameState.SHOW_CORRECT_ANSWER, revealed(0)))[1]?.cue).toBe(
      'revealNobody',
    );
    expect(effectsFor(options, view(GameState.SHOW_CORRECT_ANSWER, revealed(0, 'poll')))[1]?.cue).toBe(
      'reveal',
    );
  });

  it('the leaderboard sting, a drum roll before each podium place and the fanfare for the winner', () => {
    expect(effectsFor(view(GameState.SHOW_CORRECT_ANSWER), view(GameState.SHOW_LEADERBOARD))).toEqual([
      { cue: 'leaderboard', delayMs: 0 },
    ]);
    const podium = [
      GameState.SHOW_FINAL_RESULTS_SHOW_0,
      GameState.SHOW_FINAL_RESULTS_SHOW_1,
      GameState.SHOW_FINAL_RESULTS_SHOW_2,
    ];
    expect(effectsFor(view(GameState.SHOW_CORRECT_ANSWER), view(podium[0]!))).toEqual([
      { cue: 'drumRoll', delayMs: 0 },
    ]);
    expect(effectsFor(view(podium[0]!), view(podium[1]!))).toEqual([{ cue: 'drumRoll', delayMs: 0 }]);
    expect(effectsFor(view(podium[1]!), view(podium[2]!))).toEqual([
      { cue: 'drumRoll', delayMs: 0 },
      { cue: 'fanfare', delayMs: FANFARE_AFTER_DRUM_ROLL_MS },
    ]);
    expect(effectsFor(view(podium[2]!), view(GameState.SHOW_FINAL_RESULTS_SHOW_3))).toEqual([]);
  });
});

describe('the last seconds and the pause', () => {
  it('ticks as each of the last five seconds begins, only those still ahead', () => {
    expect(tickDelays(20_000).map((t) => t.delayMs)).toEqual([15_000, 16_000, 17_000, 18_000, 19_000]);
    expect(tickDelays(3_500)).toEqual([
      { second: 3, delayMs: 500 },
      { second: 2, delayMs: 1_500 },
      { second: 1, delayMs: 2_500 },
    ]);
    expect(tickDelays(0)).toEqual([]);
  });

  it('a paused timer holds the music', () => {
    expect(isPaused(view(GameState.SHOW_QUESTION_OPTIONS))).toBe(false);
    const paused = { ...timer, deadline: null, pausedRemainingMs: 7_000 };
    expect(isPaused(view(GameState.SHOW_QUESTION_OPTIONS, { timer: paused }))).toBe(true);
  });

  it("answering's music starts part-way so that its build-up peaks as time runs out", () => {
    expect(answeringStartMs(30_000, 20_000)).toBe(10_000);
    // Longer than the track: it loops round and still peaks at the deadline (15 s in, then 45 s = 2 laps).
    expect(answeringStartMs(30_000, 45_000)).toBe(15_000);
    expect(answeringStartMs(30_000, 60_000)).toBe(0);
    // No time left: the loop's start, never its last sample.
    expect(answeringStartMs(30_000, 0)).toBe(0);
  });
});

describe('the levels', () => {
  it("follow the operator's settings; quiet (the operator's or this screen's Q) ducks the music", () => {
    const levels = levelsOf(DEFAULT_SOUND_SETTINGS, false);
    expect(levels).toEqual({ master: 0.8, music: 0.7, effects: 0.9, muted: false });
    const quiet = levelsOf({ ...DEFAULT_SOUND_SETTINGS, quiet: true }, false);
    expect(quiet.music).toBeCloseTo(0.7 * QUIET_MUSIC_SHARE);
    expect(quiet.effects).toBeLessThan(levels.effects);
    expect(levelsOf(DEFAULT_SOUND_SETTINGS, true)).toEqual(quiet);
    expect(levelsOf({ ...DEFAULT_SOUND_SETTINGS, muted: true }, false).muted).toBe(true);
  });
});

describe("the shoe game's verdict (issue 30)", () => {
  const shoe = (agree: boolean | null, rightCount = 1): Partial<ScreenView> =>
    ({
      question: { kind: 'shoeGame' },
      reveal: {
        rightCount,
        couple: { answers: [0, agree === false ? 1 : 0], entered: [false, false], agree },
      },
    }) as Partial<ScreenView>;
  const options = view(GameState.SHOW_QUESTION_OPTIONS, {
    question: { kind: 'shoeGame' },
  } as Partial<ScreenView>);

  it('"agree" or "disagree" as the big screen shows the verdict, after both answers turn over', () => {
    expect(effectsFor(options, view(GameState.SHOW_CORRECT_ANSWER, shoe(true)))).toEqual([
      { cue: 'timeUp', delayMs: 0 },
      { cue: 'reveal', delayMs: REVEAL_AFTER_TIME_UP_MS },
      { cue: 'agree', delayMs: SHOE_VERDICT_MS },
    ]);
    expect(effectsFor(options, view(GameState.SHOW_CORRECT_ANSWER, shoe(false, 0))).at(-1)).toEqual({
      cue: 'disagree',
      delayMs: SHOE_VERDICT_MS,
    });
  });

  it('none while a partner is missing; at once when the operator enters the answer; once only', () => {
    const alone = view(GameState.SHOW_CORRECT_ANSWER, shoe(null));
    expect(effectsFor(options, alone).map((e) => e.cue)).toEqual(['timeUp', 'reveal']);
    const entered = view(GameState.SHOW_CORRECT_ANSWER, shoe(false));
    expect(effectsFor(alone, entered)).toEqual([{ cue: 'disagree', delayMs: 0 }]);
    expect(effectsFor(entered, view(GameState.SHOW_CORRECT_ANSWER, shoe(false)))).toEqual([]);
  });
});
