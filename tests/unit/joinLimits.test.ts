/**
 * Who may join: nobody once the final results began, nobody from a blocked address, and no more than the
 * player cap in total or the per-address limit from one address. The engine's rules (game over, blocks)
 * are journaled and replayed; the caps are the session's, checked before a join is written.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  applyPlayersUpdate,
  BLOCKED_MESSAGE,
  GAME_OVER_JOIN_MESSAGE,
  gameFullMessage,
  GameState,
  operatorViewSchema,
  TOO_MANY_FROM_ADDRESS_MESSAGE,
  updateConfigSchema,
  updatePlayersSchema,
  kickPlayerSchema,
  type OperatorPlayer,
  type Quiz,
  type Timings,
} from '@shared/index';
import { Game } from '../../src/main/server/engine/game';
import type { EngineCommand, Outcome } from '../../src/main/server/engine/types';
import { parseRecord } from '../../src/main/server/storage/journalRecord';
import { readJournal, JOURNAL_FILE } from '../../src/main/server/storage/journal';
import { GameSession } from '../../src/main/server/game/session';
import { replayGame } from '../../src/main/server/game/replay';
import { playersDelta, ViewContext } from '../../src/main/server/game/views';
import {
  addressPolicy,
  isLoopback,
  normalizeAddress,
} from '../../src/main/server/transport/http/clientAddress';
import { limitsProblem } from '../../src/main/server/index';
import { parseServeArgs } from '../../src/main/cli';
import { parseDesktopArgs } from '../../src/main/electron/common/desktopOptions';
import { choiceQuestions, TEST_TIMINGS, testQuiz } from '../support/quizzes';
import { useSessions } from '../support/sessions';

const T0 = 1_700_000_000_000;
const S = GameState;
const TIMINGS: Timings = TEST_TIMINGS;

function makeQuiz(count = 2): Quiz {
  return testQuiz({ title: 'Limits', questions: choiceQuestions(count) });
}

function newGame(): Game {
  return new Game({ type: 'create', at: T0, gameId: 'g1', quiz: makeQuiz(), timings: TIMINGS });
}

let at = T0;
function joinGame(game: Game, name: string, address?: string): Outcome & { id: string } {
  const id = game.nextPlayerId();
  const command: EngineCommand = {
    type: 'join',
    at: ++at,
    playerId: id,
    token: `tok-${id}`,
    name,
    ...(address ? { address } : {}),
  };
  const checked = game.check(command);
  const outcome = game.apply(command);
  expect(checked.ok).toBe(outcome.ok);
  return { ...outcome, id };
}

function goTo(game: Game, state: number): void {
  for (let i = 0; i < 100 && game.state !== state; i++) {
    const outcome = game.apply({ type: 'advance', at: ++at, from: game.state, cause: 'operator' });
    if (!outcome.ok) throw new Error(outcome.msg);
  }
  expect(game.state).toBe(state);
}

describe('the engine', () => {
  it.each([
    S.SHOW_FINAL_RESULTS_SHOW_0,
    S.SHOW_FINAL_RESULTS_SHOW_1,
    S.SHOW_FINAL_RESULTS_SHOW_2,
    S.SHOW_FINAL_RESULTS_SHOW_3,
  ])('refuses a new guest in state %i: the game is over, nobody is added at 0 points', (state) => {
    const game = newGame();
    const early = joinGame(game, 'Early');
    goTo(game, state);
    const late = joinGame(game, 'Late');
    expect(late).toMatchObject({ ok: false, code: 'gameOver', msg: GAME_OVER_JOIN_MESSAGE });
    expect(game.playerCount).toBe(1);
    expect(game.standings().map((e) => e.player_name)).toEqual(['Early']);
    // A guest whose phone slept still comes back with the token.
    expect(game.playerByToken(`tok-${early.id}`)?.name).toBe('Early');
  });

  it('still takes a guest during the last leaderboard, before the podium', () => {
    const game = newGame();
    goTo(game, S.SHOW_CORRECT_ANSWER);
    goTo(game, S.SHOW_LEADERBOARD);
    expect(joinGame(game, 'Late').ok).toBe(true);
  });

  it('counts players per address; a removed player frees the place', () => {
    const game = newGame();
    const a = joinGame(game, 'A1', '10.0.0.5');
    joinGame(game, 'A2', '10.0.0.5');
    joinGame(game, 'B1', '10.0.0.6');
    joinGame(game, 'Local');
    expect(game.playersFrom('10.0.0.5')).toBe(2);
    expect(game.playersFrom('10.0.0.6')).toBe(1);
    game.apply({ type: 'kick', at: ++at, playerId: a.id });
    expect(game.playersFrom('10.0.0.5')).toBe(1);
    expect(game.addressOf(a.id)).toBe('10.0.0.5');
  });

  it('"Remove and block" keeps the address out; a plain removal does not', () => {
    const game = newGame();
    const troll = joinGame(game, 'Troll', '10.0.0.66');
    const other = joinGame(game, 'Other', '10.0.0.7');
    game.apply({ type: 'kick', at: ++at, playerId: other.id });
    expect(joinGame(game, 'Other2', '10.0.0.7').ok).toBe(true);

    expect(
      game.apply({ type: 'kick', at: ++at, playerId: troll.id, block: true, address: '10.0.0.66' }),
    ).toEqual({ ok: true });
    expect(game.isBlocked('10.0.0.66')).toBe(true);
    expect(joinGame(game, 'Troll2', '10.0.0.66')).toMatchObject({
      ok: false,
      code: 'blocked',
      msg: BLOCKED_MESSAGE,
    });
    expect(joinGame(game, 'Fine', '10.0.0.8').ok).toBe(true);
    expect(game.activePlayers().map((p) => p.name)).toEqual(['Other2', 'Fine']);
  });

  it('a config command sets the player cap; a create command can carry it', () => {
    const game = newGame();
    expect(game.maxPlayers).toBeNull();
    expect(game.apply({ type: 'config', at: ++at, timings: {}, maxPlayers: 50 })).toEqual({ ok: true });
    expect(game.maxPlayers).toBe(50);
    expect(game.timings).toEqual(TIMINGS);
    const carried = new Game({
      type: 'create',
      at: T0,
      gameId: 'g2',
      quiz: makeQuiz(),
      timings: TIMINGS,
      maxPlayers: 50,
    });
    expect(carried.maxPlayers).toBe(50);
  });

  it('replays blocks and refusals the same way', () => {
    const game = newGame();
    const commands: EngineCommand[] = [];
    const run = (command: EngineCommand): Outcome => {
      commands.push(command);
      return game.apply(command);
    };
    run({ type: 'join', at: ++at, playerId: '1', token: 't1', name: 'Troll', address: '10.1.1.1' });
    run({ type: 'kick', at: ++at, playerId: '1', block: true, address: '10.1.1.1' });
    // Written before the block was applied (a race): refused live and on replay alike.
    expect(
      run({ type: 'join', at: ++at, playerId: '2', token: 't2', name: 'T2', address: '10.1.1.1' }).ok,
    ).toBe(false);
    run({ type: 'join', at: ++at, playerId: '3', token: 't3', name: 'Guest', address: '10.1.1.2' });
    const replayed = replayGame(
      [{ type: 'create', at: T0, gameId: 'g1', quiz: makeQuiz(), timings: TIMINGS }, ...commands],
      () => undefined,
    )!;
    expect(replayed.activePlayers().map((p) => [p.name, p.address])).toEqual([['Guest', '10.1.1.2']]);
    expect(replayed.isBlocked('10.1.1.1')).toBe(true);
  });
});

describe('journal lines', () => {
  it('accept the new fields and refuse damaged ones', () => {
    const ok = [
      { type: 'join', at: 1, playerId: '1', token: 't', name: 'A', address: '192.168.1.20' },
      { type: 'kick', at: 1, playerId: '1', block: true, address: '192.168.1.20' },
      { type: 'config', at: 1, timings: {}, maxPlayers: 300 },
      { type: 'create', at: 1, gameId: 'g', quiz: makeQuiz(), timings: TIMINGS, maxPlayers: 300 },
    ];
    for (const line of ok) expect(parseRecord(JSON.stringify(line)).ok, line.type).toBe(true);
    const bad = [
      { type: 'join', at: 1, playerId: '1', token: 't', name: 'A', address: '' },
      { type: 'kick', at: 1, playerId: '1', block: 'yes', address: '1.2.3.4' },
      { type: 'config', at: 1, timings: {}, maxPlayers: 0 },
      { type: 'config', at: 1, timings: {}, maxPlayers: 2.5 },
    ];
    for (const line of bad) expect(parseRecord(JSON.stringify(line)).ok, JSON.stringify(line)).toBe(false);
  });
});

describe('the session', () => {
  let ids = 0;
  const disk = useSessions('limits', () => ({
    quiz: makeQuiz(),
    clock: () => ++at,
    newGameId: () => `game-${++ids}`,
  }));
  const start = (options: { maxPlayers?: number; playersPerAddress?: number } = {}): Promise<GameSession> =>
    disk.start(options);
  const stop = (session: GameSession): Promise<void> => disk.stop(session);

  it('says the default cap with a thousands separator', () => {
    expect(gameFullMessage(2000)).toBe('The quiz is full (2,000 players) — ask the DJ.');
  });

  it('refuses a guest once the game holds the most players, even in a burst', async () => {
    const session = await start({ maxPlayers: 3 });
    expect(session.maxPlayers).toBe(3);
    const results = await Promise.all(['A', 'B', 'C', 'D', 'E'].map((name) => session.join(name)));
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(results.filter((r) => !r.ok)).toEqual(
      Array.from({ length: 2 }, () => ({
        ok: false,
        code: 'gameFull',
        msg: 'The quiz is full (3 players) — ask the DJ.',
        params: { count: 3 },
      })),
    );
    expect(session.current.playerCount).toBe(3);
    // A removed guest frees a place.
    const first = results[0] as { playerId: string };
    expect((await session.command({ type: 'kick', playerId: first.playerId })).ok).toBe(true);
    expect((await session.join('F')).ok).toBe(true);
  });

  it('takes 5,000 players by default', async () => {
    const session = await start();
    expect(session.maxPlayers).toBe(5000);
  });

  it('refuses an address its 11th player (by default), even in a burst; others and the exempt join', async () => {
    const session = await start();
    const names = Array.from({ length: 12 }, (_, i) => `P${i}`);
    const results = await Promise.all(names.map((name) => session.join(name, { address: '10.0.0.9' })));
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(results.find((r) => !r.ok)).toEqual({
      ok: false,
      code: 'tooManyFromAddress',
      msg: TOO_MANY_FROM_ADDRESS_MESSAGE,
    });
    expect((await session.join('Other', { address: '10.0.0.10' })).ok).toBe(true);
    // No address: a trusted client (this computer).
    for (let i = 0; i < 12; i++) expect((await session.join(`L${i}`)).ok).toBe(true);
  });

  it('has no per-address limit with playersPerAddress 0', async () => {
    const session = await start({ playersPerAddress: 0 });
    for (let i = 0; i < 15; i++) expect((await session.join(`N${i}`, { address: '10.0.0.9' })).ok).toBe(true);
  });

  it("journals the operator's cap: it survives a restart (whatever the option) and a reset", async () => {
    const first = await start({ maxPlayers: 3 });
    expect((await first.command({ type: 'config', timings: {}, maxPlayers: 4 })).ok).toBe(true);
    expect(first.maxPlayers).toBe(4);
    await stop(first);

    const again = await start({ maxPlayers: 3 });
    expect(again.maxPlayers).toBe(4);
    for (const name of ['A', 'B', 'C', 'D']) expect((await again.join(name)).ok).toBe(true);
    expect(await again.join('E')).toMatchObject({ ok: false, code: 'gameFull' });
    await again.reset();
    expect(again.maxPlayers).toBe(4);
    await stop(again);

    // Without an operator's cap, the option decides.
    await rm(disk.dir, { recursive: true, force: true });
    const fresh = await start({ maxPlayers: 7 });
    expect(fresh.maxPlayers).toBe(7);
    const view = new ViewContext(fresh.current, fresh.now(), undefined, fresh.maxPlayers).operator();
    expect(view.maxPlayers).toBe(7);
  });

  it('keeps a blocked address out after a restart; a reset clears the block', async () => {
    const first = await start();
    const troll = await first.join('Troll', { address: '10.0.0.66' });
    if (!troll.ok) throw new Error(troll.msg);
    const kicked = await first.command({
      type: 'kick',
      playerId: troll.playerId,
      block: true,
      address: '10.0.0.66',
    });
    expect(kicked.ok).toBe(true);
    expect(await first.join('Troll2', { address: '10.0.0.66' })).toMatchObject({
      ok: false,
      code: 'blocked',
      msg: 'You cannot join this game.',
    });
    await stop(first);

    const again = await start();
    expect(await again.join('Troll3', { address: '10.0.0.66' })).toMatchObject({
      ok: false,
      code: 'blocked',
    });
    expect((await again.join('Guest', { address: '10.0.0.67' })).ok).toBe(true);
    const { records } = await readJournal(join(disk.dir, JOURNAL_FILE));
    expect(records.find((r) => r.type === 'kick')).toMatchObject({ block: true, address: '10.0.0.66' });

    await again.reset();
    expect((await again.join('Troll4', { address: '10.0.0.66' })).ok).toBe(true);
  });

  it('refuses a join after the podium began; the token still finds the player', async () => {
    const session = await start();
    const early = await session.join('Early');
    if (!early.ok) throw new Error(early.msg);
    while (session.current.state !== S.SHOW_FINAL_RESULTS_SHOW_0) {
      const outcome = await session.advance('operator');
      if (!outcome.ok) throw new Error(outcome.msg);
    }
    expect(await session.join('Late')).toEqual({ ok: false, code: 'gameOver', msg: GAME_OVER_JOIN_MESSAGE });
    expect(session.current.playerCount).toBe(1);
    expect(session.current.playerByToken(early.token)?.name).toBe('Early');
  });
});

describe('the operator player list', () => {
  const p = (id: string, name: string, connected = false, score = 0): OperatorPlayer => ({
    id,
    name,
    connected,
    score,
    team: null,
  });

  it('views leave the list out when asked; deltas carry what changed and what left', () => {
    const game = newGame();
    const a = joinGame(game, 'Anna');
    const b = joinGame(game, 'Bob');
    const ctx = new ViewContext(game, T0, undefined, 2000);
    expect(ctx.operator().players).toHaveLength(2);
    const broadcast = ctx.operator({ players: false });
    expect(broadcast).not.toHaveProperty('players');
    expect(operatorViewSchema.safeParse(broadcast).success).toBe(true);
    expect(broadcast.maxPlayers).toBe(2000);

    game.setConnected(a.id, true);
    game.apply({ type: 'kick', at: ++at, playerId: b.id });
    const delta = playersDelta(game, [a.id, b.id]);
    expect(updatePlayersSchema.safeParse(delta).success).toBe(true);
    expect(delta).toEqual({
      playerCount: 1,
      recentPlayers: ['Anna'],
      changed: [p(a.id, 'Anna', true)],
      removed: [b.id],
    });
  });

  it('applies whole lists, changes and removals', () => {
    let list: readonly OperatorPlayer[] = [];
    list = applyPlayersUpdate(list, { players: [p('1', 'A'), p('2', 'B')] });
    list = applyPlayersUpdate(list, { changed: [p('3', 'C'), p('1', 'A', true)] });
    expect(list).toEqual([p('1', 'A', true), p('2', 'B'), p('3', 'C')]);
    list = applyPlayersUpdate(list, { changed: [p('2', 'B', false, 900)], removed: ['1'] });
    expect(list).toEqual([p('2', 'B', false, 900), p('3', 'C')]);
    // Joined and removed within one batch: not in the list.
    list = applyPlayersUpdate(list, { changed: [p('4', 'D')], removed: ['4'] });
    expect(list.map((x) => x.id)).toEqual(['2', '3']);
    expect(applyPlayersUpdate(list, {})).toBe(list);
    expect(applyPlayersUpdate(list, { players: [] })).toEqual([]);
  });
});

describe('payloads', () => {
  it('take "Remove and block" and the player cap', () => {
    expect(kickPlayerSchema.safeParse({ playerId: '1', block: true }).success).toBe(true);
    expect(kickPlayerSchema.safeParse({ playerId: '1', block: 'yes' }).success).toBe(false);
    expect(updateConfigSchema.safeParse({ maxPlayers: 3000 }).success).toBe(true);
    expect(updateConfigSchema.safeParse({ maxPlayers: 0 }).success).toBe(false);
    expect(updateConfigSchema.safeParse({ maxPlayers: 100_001 }).success).toBe(false);
    expect(updateConfigSchema.safeParse({ maxPlayers: 10, other: 1 }).success).toBe(false);
  });
});

describe('client addresses', () => {
  it('normalises IPv4-mapped addresses and knows loopback', () => {
    expect(normalizeAddress('::ffff:192.168.1.7')).toBe('192.168.1.7');
    expect(normalizeAddress('fe80::1')).toBe('fe80::1');
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect(isLoopback(a), a).toBe(true);
    for (const a of ['10.0.0.1', '192.168.1.7', '::2', '128.0.0.1', 'fe80::1'])
      expect(isLoopback(a), a).toBe(false);
  });

  it('exempts loopback unless told not to', () => {
    expect(addressPolicy().limitedAddress('127.0.0.1')).toBeUndefined();
    expect(addressPolicy().limitedAddress('::ffff:10.0.0.4')).toBe('10.0.0.4');
    expect(addressPolicy(false).limitedAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
  });
});

describe('start options', () => {
  it('npm run serve takes --max-players and --players-per-address', () => {
    expect(parseServeArgs(['--max-players', '3000', '--players-per-address', '0'], {})).toMatchObject({
      maxPlayers: 3000,
      playersPerAddress: 0,
    });
    expect(parseServeArgs([], {})).not.toHaveProperty('maxPlayers');
    expect(() => parseServeArgs(['--max-players', '0'], {})).toThrow(/--max-players/);
    expect(() => parseServeArgs(['--players-per-address', '-1'], {})).toThrow(/--players-per-address/);
    expect(() => parseServeArgs(['--max-players', 'lots'], {})).toThrow(/whole number/);
  });

  it('the desktop app takes them too', () => {
    expect(parseDesktopArgs(['--max-players=500', '--players-per-address=2'])).toMatchObject({
      maxPlayers: 500,
      playersPerAddress: 2,
    });
    expect(() => parseDesktopArgs(['--max-players=100001'])).toThrow(/--max-players/);
  });

  it('the server checks them', () => {
    expect(limitsProblem({ maxPlayers: 2000, playersPerAddress: 0, connectionsPerAddress: 30 })).toBeNull();
    expect(limitsProblem({ maxPlayers: 0 })).toMatch(/player limit/);
    expect(limitsProblem({ playersPerAddress: 1.5 })).toMatch(/players per address/);
  });
});
