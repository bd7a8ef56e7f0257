import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameState, playerViewSchema, screenViewSchema, operatorViewSchema } from '@shared/index';
import defaultQuiz from '../../resources/default-quiz.json';
import {
  connectOperator,
  connectScreen,
  joinPlayer,
  startTestServer,
  type OperatorView,
  type PlayerView,
  type ScreenView,
  type TestClient,
  type TestServer,
} from './harness';

const CORRECT = defaultQuiz.questions.map((q) => q.correct);

describe('a full 7-question game with three players, a screen and an operator', () => {
  let t: TestServer;
  let operator: TestClient;
  let screen: TestClient;
  const players: { name: string; client: TestClient }[] = [];

  beforeAll(async () => {
    t = await startTestServer();
    operator = await connectOperator(t.url);
    screen = await connectScreen(t.url);
    for (const name of ['Alice', 'Bob', 'Chloé']) {
      const { client } = await joinPlayer(t.url, name);
      players.push({ name, client });
    }
  });

  afterAll(async () => {
    for (const p of players) p.client.close();
    operator.close();
    screen.close();
    await t.dispose();
  });

  it('plays every state in order and scores on the server', async () => {
    const [alice, bob, chloe] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];

    // Lobby: the screen sees the players newest first, phones see WAITING.
    const lobby = await screen.next('updatePlayers', (p) => p.playerCount === 3);
    expect(lobby.recentPlayers).toEqual(['Chloé', 'Bob', 'Alice']);
    expect(alice.client.last('updateState')).toMatchObject({
      state: GameState.NEW,
      playerState: GameState.WAITING,
    });

    operator.emit('requestNextState', { from: GameState.NEW });
    const intro = await screen.view<ScreenView>(GameState.STARTING_QUIZ);
    expect(intro.timer.deadline).toBeNull();

    const expectedScores = new Map<string, number>([
      ['Alice', 0],
      ['Bob', 0],
      ['Chloé', 0],
    ]);

    for (let q = 0; q < CORRECT.length; q++) {
      const from = q === 0 ? GameState.STARTING_QUIZ : GameState.SHOW_LEADERBOARD;
      operator.emit('requestNextState', { from });

      // Timed steps run by themselves on the server, with a deadline every screen can draw.
      const countdown = await screen.view<ScreenView>(GameState.STARTING_NEXT_QUESTION, q);
      expect(countdown.timer.deadline! - countdown.timer.serverNow).toBeGreaterThan(500);
      expect(countdown.question).toBeNull();
      const shown = await alice.client.view<PlayerView>(GameState.SHOW_QUESTION, q);
      expect(shown.question?.text).toBe(defaultQuiz.questions[q]!.text);
      expect(shown.question?.options).toEqual([]);
      expect(shown.correctAnswer).toBeNull();

      const options = await alice.client.view<PlayerView>(GameState.SHOW_QUESTION_OPTIONS, q);
      expect(options.question?.options).toEqual(defaultQuiz.questions[q]!.options);
      expect(options.correctAnswer).toBeNull();
      expect(JSON.stringify(options)).not.toContain('"correct"');

      // Alice always right, Bob always wrong, Chloé right on even questions.
      const correct = CORRECT[q]!;
      const wrong = (correct + 1) % 4;
      const choices: [typeof alice, number][] = [
        [alice, correct],
        [bob, wrong],
        [chloe, q % 2 === 0 ? correct : wrong],
      ];
      for (const [p, answer] of choices) {
        p.client.emit('userAnsweredQuestion', { name: 'someone else', questionNo: q, answer, correct: true });
      }
      for (const [p, answer] of choices) {
        expect(await p.client.next('userAnswered')).toEqual({ questionNo: q, answer });
      }

      // Everyone answered: the step ends early.
      const reveal = await screen.view<ScreenView>(GameState.SHOW_CORRECT_ANSWER, q);
      expect(reveal.correctAnswer).toBe(correct);
      const expectedResponses = [0, 0, 0, 0];
      for (const [, answer] of choices) expectedResponses[answer]!++;
      expect(reveal.responses).toEqual(expectedResponses);
      expect(reveal.answeredCount).toBe(3);

      const aliceReveal = await alice.client.view<PlayerView>(GameState.SHOW_CORRECT_ANSWER, q);
      expect(aliceReveal.correctAnswer).toBe(correct);
      expect(aliceReveal.result?.correct).toBe(true);
      expect(aliceReveal.result?.points).toBeGreaterThanOrEqual(500);
      expect(aliceReveal.result?.points).toBeLessThanOrEqual(1000);
      const bobReveal = await bob.client.view<PlayerView>(GameState.SHOW_CORRECT_ANSWER, q);
      expect(bobReveal.result).toMatchObject({ answered: true, correct: false, points: 0 });

      for (const p of players) {
        // Each phone's own reveal (the sockets are separate: one may get it a moment after another).
        if (p !== alice && p !== bob) await p.client.view<PlayerView>(GameState.SHOW_CORRECT_ANSWER, q);
        const v = p.client.last('updateState') as PlayerView;
        expectedScores.set(p.name, expectedScores.get(p.name)! + (v.result?.points ?? 0));
        expect(v.result?.total).toBe(expectedScores.get(p.name));
      }

      const last = q === CORRECT.length - 1;
      operator.emit('requestNextState', { from: GameState.SHOW_CORRECT_ANSWER });
      if (!last) {
        const board = await screen.view<ScreenView>(GameState.SHOW_LEADERBOARD, q);
        expect(board.leaderboard.new[0]?.player_name).toBe('Alice');
        expect(board.leaderboard.new.map((e) => e.rank)).toEqual([1, 2, 3]);
        const bobBoard = await bob.client.view<PlayerView>(GameState.SHOW_LEADERBOARD, q);
        expect(bobBoard.neighbours?.me).toMatchObject({ player_name: 'Bob', rank: 3 });
        expect(bobBoard.neighbours?.above?.player_name).toBe('Chloé');
        expect(bobBoard.neighbours?.below).toBeNull();
      }
    }

    // The final reveal, one step at a time, and it stays at SHOW_3.
    const finalStates = [
      GameState.SHOW_FINAL_RESULTS_SHOW_0,
      GameState.SHOW_FINAL_RESULTS_SHOW_1,
      GameState.SHOW_FINAL_RESULTS_SHOW_2,
      GameState.SHOW_FINAL_RESULTS_SHOW_3,
    ];
    for (const [i, state] of finalStates.entries()) {
      if (i > 0) operator.emit('requestNextState', { from: finalStates[i - 1] });
      const view = await screen.view<ScreenView>(state);
      expect(view.questionNumber).toBe(7);
      expect(view.leaderboard.new.map((e) => e.player_name)).toEqual(['Alice', 'Chloé', 'Bob']);
      const phone = await alice.client.view<PlayerView>(state);
      expect(phone.questionNumber).toBe(7);
      expect(phone.question).toBeNull();
    }
    const final = screen.last('updateState') as ScreenView;
    expect(final.leaderboard.new.map((e) => e.score)).toEqual([
      expectedScores.get('Alice'),
      expectedScores.get('Chloé'),
      expectedScores.get('Bob'),
    ]);
    expect(expectedScores.get('Bob')).toBe(0);

    operator.emit('requestNextState', { from: GameState.SHOW_FINAL_RESULTS_SHOW_3 });
    operator.emit('requestNextState');
    await new Promise((r) => setTimeout(r, 300));
    expect((screen.last('updateState') as ScreenView).state).toBe(GameState.SHOW_FINAL_RESULTS_SHOW_3);

    // Every message each audience got matches its schema; the operator saw everyone.
    for (const v of screen.all('updateState')) screenViewSchema.parse(v);
    for (const v of alice.client.all('updateState')) playerViewSchema.parse(v);
    const op = operator.last('updateState') as OperatorView;
    operatorViewSchema.parse(op);
    expect(op.leaderboard.full).toHaveLength(3);
    expect(operator.playerList().map((p) => p.name)).toEqual(['Alice', 'Bob', 'Chloé']);
  }, 120_000);

  it('never sends a phone a player list or the full leaderboard', () => {
    for (const p of players) {
      expect(p.client.all('updatePlayers')).toHaveLength(0);
      for (const view of p.client.all('updateState')) {
        expect(view).not.toHaveProperty('players');
        expect(view).not.toHaveProperty('leaderboard');
        expect(view).not.toHaveProperty('recentPlayers');
      }
    }
  });
});
