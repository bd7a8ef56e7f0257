/**
 * A night that runs itself: the autopilot (steps that wait for the operator move on by themselves),
 * breaks, and the leaderboard's pacing, through the session with an injected clock and fake timers;
 * a restart mid-autopilot resumes the same step with the time it had left.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GameState, type Quiz } from '@shared/index';
import { GameSession } from '../../src/main/server/game/session';
import { stateAfter } from '@shared/model/gameSteps';
import { testQuiz, twoOptionQuestions } from '../support/quizzes';
import { useSessions } from '../support/sessions';
import { TestClock } from '../support/testClock';

const T0 = 1_700_000_000_000;
const S = GameState;
const TIMINGS = { countdownSeconds: 3, questionSeconds: 3, answerSeconds: 20 };
const AUTO = { enabled: true, revealSeconds: 8, leaderboardSeconds: 6 };

function quiz(patch: Partial<Quiz> = {}): Quiz {
  return testQuiz({
    version: 3,
    title: 'Pacing',
    timings: TIMINGS,
    questions: twoOptionQuestions(3),
    ...patch,
  });
}

const clock = new TestClock(T0);
beforeEach(() => {
  clock.now = T0;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => vi.useRealTimers());

const disk = useSessions('pacing', () => ({ quiz: quiz(), clock: clock.read, newGameId: () => 'g' }));
const start = (q: Quiz): Promise<GameSession> => disk.start({ quiz: q });
/** Moves the clock and the timers on, stopping at each deadline so its step is journaled at that time. */
const elapse = (session: GameSession, ms: number): Promise<void> => clock.elapse([session], ms);

async function next(session: GameSession): Promise<void> {
  const outcome = await session.operatorNext();
  if (!outcome.ok) throw new Error(outcome.msg);
}

describe('the autopilot', () => {
  it('times the start, each reveal, leaderboard and podium place; the lobby and the last place wait', async () => {
    const session = await start(quiz({ autopilot: AUTO }));
    const game = session.current;
    expect(game.deadline).toBeNull(); // the lobby waits for the operator
    await next(session); // STARTING_QUIZ
    expect(game.deadline).toBe(clock.now + 6000);
    const seen: number[] = [];
    for (let i = 0; i < 60 && game.state !== S.SHOW_FINAL_RESULTS_SHOW_3; i++) {
      const before = game.state;
      const step = (game.deadline ?? clock.now) - clock.now;
      await elapse(session, step);
      if (game.state !== before) seen.push(before, step);
    }
    // Each step with its length: countdown 3 s, question 3 s, answering 20 s, reveal 8 s, leaderboard 6 s.
    expect(seen.slice(0, 14)).toEqual([
      S.STARTING_QUIZ, 6000,
      S.STARTING_NEXT_QUESTION, 3000,
      S.SHOW_QUESTION, 3000,
      S.SHOW_QUESTION_OPTIONS, 20_000,
      S.SHOW_CORRECT_ANSWER, 8000,
      S.SHOW_LEADERBOARD, 6000,
      S.STARTING_NEXT_QUESTION, 3000,
    ]); // prettier-ignore
    expect(seen.slice(-6)).toEqual([
      S.SHOW_FINAL_RESULTS_SHOW_0, 6000,
      S.SHOW_FINAL_RESULTS_SHOW_1, 6000,
      S.SHOW_FINAL_RESULTS_SHOW_2, 6000,
    ]); // prettier-ignore
    expect(game.state).toBe(S.SHOW_FINAL_RESULTS_SHOW_3);
    expect(game.deadline).toBeNull();
  });

  it('switches on and off live; Next and Pause still work', async () => {
    const session = await start(quiz());
    const game = session.current;
    for (let i = 0; i < 4; i++) await next(session);
    await elapse(session, 20_000); // the answering ends: the reveal waits for the operator
    expect(game.state).toBe(S.SHOW_CORRECT_ANSWER);
    expect(game.deadline).toBeNull();
    await session.command({ type: 'autopilot', settings: AUTO });
    expect(game.deadline).toBe(clock.now + 8000);
    await elapse(session, 3000);
    expect((await session.command({ type: 'pause' })).ok).toBe(true);
    await elapse(session, 60_000);
    expect(game.state).toBe(S.SHOW_CORRECT_ANSWER); // frozen while paused
    await session.command({ type: 'resume' });
    expect(game.deadline).toBe(clock.now + 5000);
    await next(session); // the operator goes on early
    expect(game.state).toBe(S.SHOW_LEADERBOARD);
    expect(game.deadline).toBe(clock.now + 6000);
    await session.command({ type: 'autopilot', settings: { ...AUTO, enabled: false } });
    expect(game.deadline).toBeNull();
    await elapse(session, 60_000);
    expect(game.state).toBe(S.SHOW_LEADERBOARD);
  });

  it('a restart mid-autopilot resumes the same step with the time it had left', async () => {
    const first = await start(quiz({ autopilot: AUTO }));
    await next(first);
    await elapse(first, 6000 + 3000 + 3000 + 20_000 + 3000); // 3 s into the first reveal
    expect(first.current.state).toBe(S.SHOW_CORRECT_ANSWER);
    await first.command({ type: 'pause' });
    await first.command({ type: 'resume' }); // a journaled event 3 s into the reveal
    await disk.stop(first);
    clock.now += 100_000;
    const second = await start(quiz({ autopilot: AUTO }));
    expect(second.current.state).toBe(S.SHOW_CORRECT_ANSWER);
    expect(second.current.deadline).toBe(clock.now + 5000);
    await elapse(second, 5000);
    expect(second.current.state).toBe(S.SHOW_LEADERBOARD);
  });
});

describe('a break', () => {
  it('holds the game and the autopilot between two questions, for every screen', async () => {
    const session = await start(quiz({ autopilot: AUTO }));
    const game = session.current;
    await next(session);
    const inQuestion = async (): Promise<void> => {
      while (game.state !== S.SHOW_QUESTION_OPTIONS)
        await elapse(session, (game.deadline ?? clock.now) - clock.now);
    };
    await inQuestion();
    const refused = await session.command({ type: 'break', message: 'Dinner!' });
    expect(refused).toMatchObject({ ok: false, code: 'noBreakNow' });
    await elapse(session, 20_000 + 8000); // reveal, then the leaderboard
    expect(game.state).toBe(S.SHOW_LEADERBOARD);
    expect((await session.command({ type: 'break', message: 'Dinner is served!' })).ok).toBe(true);
    expect(game.pacing.breakMessage).toBe('Dinner is served!');
    expect(game.deadline).toBeNull();
    await elapse(session, 600_000);
    expect(game.state).toBe(S.SHOW_LEADERBOARD);
    expect((await session.command({ type: 'break', message: null })).ok).toBe(true);
    expect(game.deadline).toBe(clock.now + 6000); // the leaderboard gets its time again
    await session.command({ type: 'break', message: 'Cake!' });
    await next(session); // Next ends the break and goes on
    expect(game.pacing.breakMessage).toBeNull();
    expect(game.state).toBe(S.STARTING_NEXT_QUESTION);
    expect((await session.command({ type: 'break', message: null })).ok).toBe(false);
  });
});

describe('leaderboard pacing', () => {
  it('after every question, every Nth, or only the podium; never after a poll', () => {
    const after = (q: number, every: number, poll = false): number | null =>
      stateAfter(S.SHOW_CORRECT_ANSWER, q, 5, poll, every);
    expect([0, 1, 2, 3].map((q) => after(q, 1))).toEqual(Array(4).fill(S.SHOW_LEADERBOARD));
    expect([0, 1, 2, 3].map((q) => after(q, 2))).toEqual([
      S.STARTING_NEXT_QUESTION,
      S.SHOW_LEADERBOARD,
      S.STARTING_NEXT_QUESTION,
      S.SHOW_LEADERBOARD,
    ]);
    expect([0, 1, 2, 3].map((q) => after(q, 0))).toEqual(Array(4).fill(S.STARTING_NEXT_QUESTION));
    expect(after(1, 2, true)).toBe(S.STARTING_NEXT_QUESTION);
    expect(after(4, 0)).toBe(S.SHOW_FINAL_RESULTS_SHOW_0);
  });

  it('a quiz paced every 2 questions skips the leaderboard after the first', async () => {
    const session = await start(quiz({ leaderboardEvery: 2 }));
    for (let i = 0; i < 4; i++) await next(session);
    await next(session); // SHOW_CORRECT_ANSWER of question 1
    await next(session);
    expect(session.current.state).toBe(S.STARTING_NEXT_QUESTION);
    expect(session.current.questionNumber).toBe(1);
  });
});
