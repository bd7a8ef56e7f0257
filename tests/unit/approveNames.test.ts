/**
 * Issue 18: "approve names" in the engine and the views: a waiting guest plays and scores, but the big
 * screen (lobby, leaderboards) and other phones show "…" or nothing until the operator approves.
 */
import { describe, expect, it } from 'vitest';
import { GameState, PENDING_NAME } from '@shared/index';
import { Game } from '../../src/main/server/engine/game';
import { replayGame } from '../../src/main/server/game/replay';
import { ViewContext } from '../../src/main/server/game/views';
import { defaultQuiz } from '../../src/main/server/game/quizFile';
import type { Command, EngineCommand } from '../../src/main/server/engine/types';
import { answersCsv, resultsSummary, standingsCsv } from '../../src/main/server/game/results';
import { wishesCsv } from '../../src/main/server/game/wishResults';
import { kindFor } from '@shared/kinds';
import { choiceQuestions, testQuiz } from '../support/quizzes';

const T0 = 1_700_000_000_000;

function setUp(): { game: Game; log: Command[]; run: (c: EngineCommand) => void } {
  const quiz = defaultQuiz();
  const create: Command = { type: 'create', at: T0, gameId: 'g', quiz, timings: quiz.timings };
  const game = new Game(create);
  const log: Command[] = [create];
  const run = (command: EngineCommand): void => {
    const outcome = game.apply(command);
    expect(outcome, JSON.stringify(command)).toEqual({ ok: true });
    log.push(command);
  };
  return { game, log, run };
}

function join(run: (c: EngineCommand) => void, id: string, name: string): void {
  run({ type: 'join', at: T0 + 1, playerId: id, token: `t${id}`, name });
}

/** Plays the first question to its leaderboard; guest 1 answers right, guest 2 wrong. */
function playOne(game: Game, run: (c: EngineCommand) => void): void {
  let at = T0 + 10;
  const step = (): void => run({ type: 'advance', at: (at += 10), from: game.state, cause: 'operator' });
  while (game.state !== GameState.SHOW_QUESTION_OPTIONS) step();
  const question = game.currentQuestion as { correct: number };
  run({ type: 'answer', at: (at += 10), playerId: '1', questionNo: 0, answer: question.correct });
  run({ type: 'answer', at: (at += 10), playerId: '2', questionNo: 0, answer: (question.correct + 1) % 2 });
  while ((game.state as number) !== GameState.SHOW_LEADERBOARD) step();
}

describe('approve names (issue 18)', () => {
  it('a waiting guest scores, but the screen and other phones show "…" until approved', () => {
    const { game, log, run } = setUp();
    run({ type: 'lobby', at: T0, settings: { locked: false, approveNames: true } });
    join(run, '1', 'Rude Rudy');
    run({ type: 'approvePlayer', at: T0 + 2, playerId: '1' });
    join(run, '2', 'Zed');
    expect(game.playerById('1')?.pending).toBe(false);
    expect(game.playerById('2')?.pending).toBe(true);
    playOne(game, run);
    const context = new ViewContext(game, T0 + 1000);
    const screen = context.screen();
    expect(screen.recentPlayers).toEqual(['Rude Rudy']);
    expect(screen.leaderboard.new.map((e) => e.player_name)).toEqual(['Rude Rudy', PENDING_NAME]);
    const rudy = context.player(game.playerById('1'));
    expect(rudy.neighbours?.below?.player_name).toBe(PENDING_NAME);
    const zed = context.player(game.playerById('2'));
    expect(zed).toMatchObject({ name: 'Zed', namePending: true });
    expect(zed.neighbours?.me.player_name).toBe('Zed');
    const operator = context.operator();
    expect(operator.players?.find((p) => p.id === '2')).toMatchObject({ name: 'Zed', pending: true });

    run({ type: 'renamePlayer', at: T0 + 2000, playerId: '2', name: 'Zedd' });
    const after = new ViewContext(game, T0 + 2001).screen();
    expect(after.leaderboard.new.map((e) => e.player_name)).toEqual(['Rude Rudy', 'Zedd']);
    // The journal replays to the same game.
    const replayed = replayGame(log, () => undefined);
    expect(replayed?.activePlayers().map((p) => [p.name, p.pending])).toEqual([
      ['Rude Rudy', false],
      ['Zedd', false],
    ]);
  });

  it('a locked lobby refuses new joins; a rename keeps the name rules', () => {
    const { game, run } = setUp();
    join(run, '1', 'Ann');
    join(run, '2', 'Bob');
    run({ type: 'lobby', at: T0, settings: { locked: true, approveNames: false } });
    const refused = game.apply({ type: 'join', at: T0, playerId: '3', token: 't3', name: 'Cat' });
    expect(refused).toMatchObject({ ok: false, code: 'lobbyLocked' });
    expect(game.apply({ type: 'renamePlayer', at: T0, playerId: '1', name: 'B\u043Eb' })).toMatchObject({
      ok: false,
      code: 'nameTaken',
    });
    expect(game.apply({ type: 'renamePlayer', at: T0, playerId: '1', name: 'ANN' })).toEqual({ ok: true });
    expect(game.playerById('1')?.name).toBe('ANN');
  });
});

describe('a waiting name beyond its own phone and the operator (issue 28.1)', () => {
  it('never appears on the big screen, other phones, the results files or the keepsake', () => {
    const quiz = testQuiz({
      questions: [
        ...choiceQuestions(1),
        { kind: 'closest', text: 'How far?', answer: 10, tolerance: 2, min: 0, max: 100, unit: 'km' },
      ],
    });
    const game = new Game({ type: 'create', at: T0, gameId: 'g', quiz, timings: quiz.timings });
    const run = (command: EngineCommand): void => {
      expect(game.apply(command), JSON.stringify(command)).toEqual({ ok: true });
    };
    run({ type: 'lobby', at: T0, settings: { locked: false, approveNames: true } });
    join(run, '1', 'Ann');
    run({ type: 'approvePlayer', at: T0 + 2, playerId: '1' });
    join(run, '2', 'Qwerty');
    const seen: string[] = [];
    const look = (at: number): void => {
      const context = new ViewContext(game, at);
      seen.push(JSON.stringify(context.screen()), JSON.stringify(context.player(game.playerById('1'))));
    };
    let at = T0 + 10;
    look(at);
    while (game.state !== GameState.SHOW_FINAL_RESULTS_SHOW_3) {
      if (game.state === GameState.SHOW_QUESTION_OPTIONS) {
        const right = game.currentQuestion
          ? kindFor(game.currentQuestion).correctAnswer(game.currentQuestion)
          : 0;
        const questionNo = game.questionNumber;
        run({ type: 'answer', at: (at += 10), playerId: '1', questionNo, answer: right ?? 0 });
        run({ type: 'answer', at: (at += 10), playerId: '2', questionNo, answer: right ?? 0 });
      }
      run({ type: 'advance', at: (at += 10), from: game.state, cause: 'operator' });
      look(at);
    }
    run({ type: 'wish', at: (at += 10), playerId: '1', text: 'Congratulations!' });
    run({ type: 'wish', at: (at += 10), playerId: '2', text: 'All the best!' });
    run({ type: 'wishSlideshow', at: (at += 10), on: true });
    look(at);
    const summary = resultsSummary(game);
    seen.push(JSON.stringify(summary), standingsCsv(game), answersCsv(game), wishesCsv(game));
    for (const text of seen) expect(text).not.toContain('Qwerty');
    // The guest is there all the same, as "…": on the podium, beside their wish, in the files.
    expect(summary.wishes).toContainEqual({ author: PENDING_NAME, text: 'All the best!' });
    expect(summary.standings.map((e) => e.player_name).sort()).toEqual(['Ann', PENDING_NAME].sort());
    expect(seen.some((text) => text.includes('Ann'))).toBe(true);
    // Its own phone and the operator still see the name.
    expect(new ViewContext(game, at).player(game.playerById('2')).name).toBe('Qwerty');
    expect(JSON.stringify(new ViewContext(game, at).operator())).toContain('Qwerty');
  });
});

describe('names in a journal already written (issue 28)', () => {
  it('are taken as they were accepted, though the rules now call two of them the same', () => {
    const quiz = testQuiz();
    const create: Command = { type: 'create', at: T0, gameId: 'g', quiz, timings: quiz.timings };
    // Written by a version whose look-alike rules let "lan" in beside "Ian".
    const log: Command[] = [
      create,
      { type: 'join', at: T0 + 1, playerId: '1', token: 't1', name: 'Ian' },
      { type: 'join', at: T0 + 2, playerId: '2', token: 't2', name: 'lan' },
    ];
    const replayed = replayGame(log, () => undefined);
    expect(replayed?.activePlayers().map((p) => p.name)).toEqual(['Ian', 'lan']);
    // A new guest is judged by today's rules.
    const live = replayed as Game;
    expect(live.apply({ type: 'join', at: T0 + 3, playerId: '3', token: 't3', name: 'IAN' })).toMatchObject({
      ok: false,
      code: 'nameTaken',
    });
  });
});
