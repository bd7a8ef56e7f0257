/**
 * The broadcaster against a fake Socket.IO server and a fake session: what each audience is sent when the
 * session changes, the counters' throttle, phones in slices, kicks and resets.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameState, type PhoneViewMessage, type PlayerView, type Quiz, type ScreenView } from '@shared/index';
import { applyPhoneView, NO_PHONE_PARTS, phoneViewOf } from '@shared/model/phoneView';
import { Game } from '../../src/main/server/engine/game';
import { ViewContext } from '../../src/main/server/game/views';
import type { SessionChange } from '../../src/main/server/game/session';
import { Broadcaster, type BroadcastSession } from '../../src/main/server/transport/socket/broadcaster';
import { SLICE_CLOCK_EVERY } from '../../src/main/server/transport/socket/broadcasterOptions';
import { COUNTER_THROTTLE_MS } from '../../src/main/server/transport/socket/counters';
import {
  ROOM_OPERATORS,
  ROOM_SCREENS,
  type GameServer,
  type GameSocket,
} from '../../src/main/server/transport/socket/gameSocket';
import { FakeIo, type FakeSocket } from '../support/fakeIo';
import { choiceQuestions, testQuiz } from '../support/quizzes';

const T0 = 1_700_000_000_000;
const quiz: Quiz = testQuiz({ title: 'Broadcast', questions: choiceQuestions(2, { text: () => 'Q?' }) });

/** `sliceClock`: stopped by default, so slices are cut by their count alone. */
function setUp(sliceClock: () => number = () => 0): {
  io: FakeIo;
  game: Game;
  change: (c: SessionChange) => void;
  broadcaster: Broadcaster;
  connected: Map<string, boolean>;
} {
  const io = new FakeIo();
  const game = new Game({ type: 'create', at: T0, gameId: 'g1', quiz, timings: quiz.timings });
  let listener: (c: SessionChange) => void = () => undefined;
  const connected = new Map<string, boolean>();
  const session: BroadcastSession = {
    current: game,
    now: () => T0,
    saveProblem: null,
    journalRepair: null,
    maxPlayers: 2000,
    onChange: (l) => {
      listener = l;
      return () => undefined;
    },
    setConnected: (id, on) => void connected.set(id, on),
  };
  const broadcaster = new Broadcaster({
    io: io as unknown as GameServer,
    session,
    quizInfo: () => ({
      title: quiz.title,
      coupleNames: quiz.coupleNames,
      eventDate: quiz.eventDate,
      backgroundImage: null,
      bgmUrl: null,
      questionCount: 1,
      playMode: 'solo',
      joinUrl: 'http://192.168.1.2:3000/',
      language: 'en',
      second: null,
      sounds: {},
    }),
    networkInfo: () => ({ current: null, candidates: [], joinUrl: '', operatorLink: '' }) as never,
    sliceClock,
  });
  return { io, game, change: (c) => listener(c), broadcaster, connected };
}

function join(game: Game, name: string): string {
  const id = game.nextPlayerId();
  const outcome = game.apply({ type: 'join', at: T0, playerId: id, token: `t${id}`, name });
  if (!outcome.ok) throw new Error(outcome.msg);
  return id;
}

const asSocket = (s: FakeSocket): GameSocket => s as unknown as GameSocket;

/** Which parts a phone message carries. */
function partsOf(message: unknown): string[] {
  const { shared, own } = message as PhoneViewMessage;
  return [...(shared ? ['shared'] : []), ...(own !== undefined ? ['own'] : [])];
}

/** The view a phone renders from the parts it was sent. */
function phoneView(socket: FakeSocket): PlayerView | null {
  const messages = socket.got('phoneView') as PhoneViewMessage[];
  return phoneViewOf(messages.reduce(applyPhoneView, NO_PHONE_PARTS));
}

/**
 * Guests joined with a phone each, and `step`: the game's next step broadcast, returning how many own
 * parts were built for it.
 */
function stepping(names: string[]) {
  const { io, game, change, broadcaster } = setUp();
  const phones = names.map((name) => {
    const socket = io.add('guest');
    broadcaster.bind(asSocket(socket), join(game, name));
    return socket;
  });
  const built = vi.spyOn(ViewContext.prototype, 'phoneOwn');
  const step = (): number => {
    built.mockClear();
    game.apply({ type: 'advance', at: T0 + 10, from: game.state, cause: 'operator' });
    change({ kind: 'state' });
    return built.mock.calls.length;
  };
  return { game, broadcaster, phones, built, step };
}

afterEach(() => vi.useRealTimers());

describe('broadcaster', () => {
  it('a state change: one screen view to the screens, the operator view to operators, each phone its own', () => {
    const { io, game, change, broadcaster } = setUp();
    const screen = io.add('screen', ROOM_SCREENS);
    const operator = io.add('operator', ROOM_OPERATORS);
    const ann = io.add('guest');
    const stranger = io.add('guest');
    broadcaster.bind(asSocket(ann), join(game, 'Ann'));
    game.apply({ type: 'advance', at: T0 + 1, from: GameState.NEW, cause: 'operator' });
    change({ kind: 'state' });

    expect((screen.got('updateState') as ScreenView[]).map((v) => v.audience)).toEqual(['screen']);
    expect(operator.got('updateState')).toHaveLength(1);
    const annView = phoneView(ann);
    expect(annView).toMatchObject({ audience: 'player', name: 'Ann', state: GameState.STARTING_QUIZ });
    expect(phoneView(stranger)?.name).toBeNull();
    // Phones never get the screen's payload, screens never a phone's.
    expect(screen.got('updateState')).toHaveLength(1);
    expect(screen.got('phoneView')).toHaveLength(0);
    expect(ann.got('updateState')).toHaveLength(0);
    broadcaster.close();
  });

  it("phones get the step's shared part in one broadcast, and their own part only when it changed", () => {
    const { io, game, change, broadcaster } = setUp();
    const ann = io.add('guest');
    const bob = io.add('guest');
    const stranger = io.add('guest');
    const annId = join(game, 'Ann');
    broadcaster.bind(asSocket(ann), annId);
    broadcaster.bind(asSocket(bob), join(game, 'Bob'));
    // The first step: nobody has an own part yet, so each phone gets both parts in one message.
    game.apply({ type: 'advance', at: T0 + 1, from: GameState.NEW, cause: 'operator' });
    change({ kind: 'state' });
    for (const p of [ann, bob, stranger]) expect(partsOf(p.got('phoneView')[0])).toEqual(['shared', 'own']);
    expect(io.broadcasts.filter((b) => b.event === 'phoneView')).toHaveLength(0);
    // The next: nothing of anyone's own changed; one broadcast of the shared part reaches all three.
    game.apply({ type: 'advance', at: T0 + 2, from: GameState.STARTING_QUIZ, cause: 'timer' });
    change({ kind: 'state' });
    const [broadcast, ...more] = io.broadcasts.filter((b) => b.event === 'phoneView');
    expect(more).toHaveLength(0);
    expect(broadcast?.rooms.sort()).toEqual([ann.id, bob.id, stranger.id].sort());
    expect(partsOf(broadcast?.payload)).toEqual(['shared']);
    for (const p of [ann, bob, stranger]) expect(p.got('phoneView')).toHaveLength(2);
    // Ann's name changes: she alone gets her own part again, with the shared part, in one message.
    game.apply({ type: 'renamePlayer', at: T0 + 3, playerId: annId, name: 'Anna' });
    game.apply({ type: 'advance', at: T0 + 4, from: game.state, cause: 'timer' });
    change({ kind: 'state' });
    expect(partsOf(ann.got('phoneView')[2])).toEqual(['shared', 'own']);
    expect(phoneView(ann)?.name).toBe('Anna');
    expect(partsOf(bob.got('phoneView')[2])).toEqual(['shared']);
    expect(io.broadcasts.filter((b) => b.event === 'phoneView').at(-1)?.rooms).not.toContain(ann.id);
    broadcaster.close();
  });

  it('outside a ranking step, own parts are built again only after a command that may change them', () => {
    const { game, broadcaster, phones, built, step } = stepping(['Ann', 'Bob', 'Cy']);
    expect(step()).toBe(3); // the first step: nothing built yet
    expect(step()).toBe(0); // the next: nobody's own part can have changed
    expect(
      game.apply({ type: 'renamePlayer', at: T0 + 11, playerId: phones[0]!.data.playerId!, name: 'Anna' }).ok,
    ).toBe(true);
    expect(step()).toBe(3); // a command moved the epoch: built and compared again
    expect(phoneView(phones[0]!)?.name).toBe('Anna');
    expect(partsOf(phones[1]!.got('phoneView').at(-1))).toEqual(['shared']);
    built.mockRestore();
    broadcaster.close();
  });

  it("the leaderboard after a reveal builds no own part again: it shows the reveal's ranking", () => {
    const { game, broadcaster, phones, built, step } = stepping(['Ann', 'Bob']);
    while (game.state !== GameState.SHOW_QUESTION_OPTIONS) step();
    phones.forEach((p, i) =>
      game.apply({ type: 'answer', at: T0 + 11, playerId: p.data.playerId!, questionNo: 0, answer: i }),
    );
    expect(step()).toBe(2); // the reveal: every phone's result and place
    expect(game.state).toBe(GameState.SHOW_CORRECT_ANSWER);
    expect(step()).toBe(0); // the leaderboard: the same ranking
    expect(game.state).toBe(GameState.SHOW_LEADERBOARD);
    for (const p of phones) expect(partsOf(p.got('phoneView').at(-1))).toEqual(['shared']);
    expect(phoneView(phones[0]!)?.neighbours?.me.player_name).toBe('Ann');
    expect(step()).toBe(0); // the next question: nobody's own part can have changed
    built.mockRestore();
    broadcaster.close();
  });

  it('counters are batched: many answers make one counter update per 100 ms', () => {
    vi.useFakeTimers();
    const { io, game, change, broadcaster } = setUp();
    const screen = io.add('screen', ROOM_SCREENS);
    const operator = io.add('operator', ROOM_OPERATORS);
    const ids = ['Ann', 'Bob', 'Cy'].map((n) => join(game, n));
    for (const id of ids) change({ kind: 'answered', playerId: id });
    expect(screen.got('updateAnsweredCount')).toHaveLength(0);
    vi.advanceTimersByTime(COUNTER_THROTTLE_MS);
    expect(screen.got('updateAnsweredCount')).toHaveLength(1);
    expect(operator.got('updateAnsweredCount')).toHaveLength(1);
    // The operators hear which players changed, as one delta.
    const delta = operator.got('updatePlayers')[0] as { changed: { id: string }[] };
    expect(delta.changed.map((p) => p.id).sort()).toEqual(ids.sort());
    broadcaster.close();
  });

  it('phones get a broadcast in slices of 1,000, letting other work through in between', async () => {
    const { io, game, change, broadcaster } = setUp();
    const phones = Array.from({ length: 2400 }, () => io.add('guest'));
    game.apply({ type: 'advance', at: T0 + 1, from: GameState.NEW, cause: 'operator' });
    change({ kind: 'state' });
    const served = (): number => phones.filter((p) => p.got('phoneView').length > 0).length;
    expect(served()).toBe(1000);
    await new Promise((resolve) => setImmediate(resolve));
    expect(served()).toBe(2000);
    await new Promise((resolve) => setImmediate(resolve));
    expect(served()).toBe(2400);
    broadcaster.close();
  });

  it('a slice also ends once it took 15 ms, so acks are not held up by a slow send', async () => {
    let now = 0;
    // Each look at the clock finds a millisecond gone: the 16th look, 15 × 32 phones on, ends the slice.
    const { io, game, change, broadcaster } = setUp(() => now++);
    const phones = Array.from({ length: 1200 }, () => io.add('guest'));
    game.apply({ type: 'advance', at: T0 + 1, from: GameState.NEW, cause: 'operator' });
    change({ kind: 'state' });
    const served = (): number => phones.filter((p) => p.got('phoneView').length > 0).length;
    expect(served()).toBe(15 * SLICE_CLOCK_EVERY);
    await new Promise((resolve) => setImmediate(resolve));
    expect(served()).toBe(2 * 15 * SLICE_CLOCK_EVERY);
    await new Promise((resolve) => setImmediate(resolve));
    expect(served()).toBe(1200);
    broadcaster.close();
  });

  it('phones given the shared part alone get it as the slice goes, so its clock counts those sends', async () => {
    // Each room broadcast of a phone view takes a millisecond on this clock.
    const seen: { io?: FakeIo } = {};
    const clock = (): number => seen.io?.broadcasts.filter((b) => b.event === 'phoneView').length ?? 0;
    const { io, game, change, broadcaster } = setUp(clock);
    seen.io = io;
    const phones = Array.from({ length: 1200 }, () => io.add('guest'));
    const views = (): number[] => phones.map((p) => p.got('phoneView').length);
    const turn = (): Promise<unknown> => new Promise((resolve) => setImmediate(resolve));
    game.apply({ type: 'advance', at: T0 + 1, from: GameState.NEW, cause: 'operator' });
    change({ kind: 'state' });
    await turn(); // every phone's first view is a message of its own: sent by the count (1,000 + 200)
    expect(views().every((n) => n === 1)).toBe(true);
    game.apply({ type: 'advance', at: T0 + 2, from: GameState.STARTING_QUIZ, cause: 'operator' });
    change({ kind: 'state' });
    // The shared part alone, a broadcast every 32 phones: 15 of them fill the slice's 15 ms.
    expect(views().filter((n) => n === 2)).toHaveLength(15 * SLICE_CLOCK_EVERY);
    await turn();
    expect(views().filter((n) => n === 2)).toHaveLength(2 * 15 * SLICE_CLOCK_EVERY);
    await turn();
    expect(views().every((n) => n === 2)).toBe(true);
    broadcaster.close();
  });

  it('a command between two slices of a reveal leaves the later slices to be built again', async () => {
    const names = Array.from({ length: 1001 }, (_, i) => `Guest ${i + 1}`);
    const { game, broadcaster, phones, built, step } = stepping(names);
    while (game.state !== GameState.SHOW_QUESTION_OPTIONS) step();
    phones.forEach((p, i) =>
      game.apply({ type: 'answer', at: T0 + 11, playerId: p.data.playerId!, questionNo: 0, answer: i % 2 }),
    );
    expect(step()).toBe(1000); // the reveal's first slice, from the ranking as it is
    // A guest is removed before the second slice: its phone's own part is built from the ranking the
    // reveal began with, so it must not pass for one of the new epoch.
    expect(game.apply({ type: 'kick', at: T0 + 12, playerId: phones[0]!.data.playerId! }).ok).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(built.mock.calls.length).toBe(1001);
    // The leaderboard: the first slice's 999 guests still in, then the last slice's guest too.
    expect(step()).toBe(999);
    expect(game.state).toBe(GameState.SHOW_LEADERBOARD);
    await new Promise((resolve) => setImmediate(resolve));
    expect(built.mock.calls.length).toBe(1000);
    built.mockRestore();
    broadcaster.close();
  });

  it('a kicked guest is told, cut off and marked offline', () => {
    const { io, game, change, broadcaster, connected } = setUp();
    const ann = io.add('guest');
    const id = join(game, 'Ann');
    broadcaster.bind(asSocket(ann), id);
    expect(connected.get(id)).toBe(true);
    game.apply({ type: 'kick', at: T0, playerId: id });
    change({ kind: 'kicked', playerId: id });
    expect(ann.got('sessionEnded')).toEqual([
      { reason: 'kicked', code: 'kicked', msg: 'The host removed you from the game.' },
    ]);
    expect(ann.disconnected).toBe(true);
    expect(ann.data.playerId).toBeNull();
    expect(connected.get(id)).toBe(false);
    broadcaster.close();
  });

  it("a reset ends every joined phone's session and sends everyone the quiz again", () => {
    const { io, game, change, broadcaster } = setUp();
    const screen = io.add('screen', ROOM_SCREENS);
    const ann = io.add('guest');
    const watcher = io.add('guest');
    broadcaster.bind(asSocket(ann), join(game, 'Ann'));
    change({ kind: 'reset', archivedTo: 'old.jsonl' });
    expect(ann.got('sessionEnded')).toEqual([
      { reason: 'reset', code: 'reset', msg: 'A new game has started. Join again!' },
    ]);
    expect(watcher.got('sessionEnded')).toEqual([]);
    expect(ann.data.playerId).toBeNull();
    for (const s of [screen, ann, watcher]) expect(s.got('quizInfo')).toHaveLength(1);
    broadcaster.close();
  });
});
