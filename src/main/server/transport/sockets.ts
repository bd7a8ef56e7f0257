import type { Server, Socket } from 'socket.io';
import {
  chooseInterfaceSchema,
  ClientEvent,
  emptyPayloadSchema,
  OPERATOR_EVENTS,
  handshakeAuthSchema,
  joinGameSchema,
  kickPlayerSchema,
  requestNextStateSchema,
  resetgsSchema,
  ServerEvent,
  updateConfigSchema,
  userAnsweredQuestionSchema,
  usernameOf,
  DEFAULT_CONNECTIONS_PER_ADDRESS,
  TOO_MANY_CONNECTIONS_MESSAGE,
  type ClientToServerEvents,
  type NetworkInfoPayload,
  type QuizInfo,
  type ServerToClientEvents,
} from '@shared/index';
import type { ServerState } from '@shared/gameState';
import type { GameSession, SessionChange } from '../game/session';
import { playersDelta, playersUpdate, ViewContext } from '../game/views';
import { RateLimiter } from './rateLimiter';
import type { OperatorKeyGuard } from './operatorKey';
import { addressPolicy, type AddressPolicy } from './clientAddress';

export type Role = 'player' | 'screen' | 'operator';

export interface SocketData {
  role: Role;
  playerId: string | null;
  /** A join is being written to the journal. */
  joining: boolean;
  limiter: RateLimiter;
  /** The client's address for the per-address limits and blocks; undefined when trusted (loopback). */
  address?: string;
}

/** On the server every incoming payload is untrusted until its schema says otherwise. */
export type IncomingEvents = { [K in keyof ClientToServerEvents]: (payload: unknown) => void };

export type GameServer = Server<IncomingEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type GameSocket = Socket<IncomingEvents, ServerToClientEvents, Record<string, never>, SocketData>;

const ROOM_SCREENS = 'screens';
const ROOM_OPERATORS = 'operators';
/** The screen's "Answered" counter and the lobby update at most this often. */
const COUNTER_THROTTLE_MS = 100;
/** Phones sent a new view per event-loop turn during a broadcast. */
const BROADCAST_SLICE = 250;

export interface SocketOptions {
  io: GameServer;
  session: GameSession;
  /** Checks the operator key and slows down wrong ones (shared with the operator API). */
  keyGuard: OperatorKeyGuard;
  quizInfo: () => QuizInfo;
  networkInfo: () => NetworkInfoPayload;
  /** Switches the address guests are shown; returns false for an unknown interface. */
  chooseInterface: (interfaceName: string) => boolean;
  log: (message: string) => void;
  /** Which client addresses the limits apply to (default: all but loopback). */
  addresses?: AddressPolicy;
  /** Open sockets per client address (default 30; 0 = no limit). */
  connectionsPerAddress?: number;
}

/**
 * Socket.IO adapter: the handshake decides the role, every event is schema-checked, accepted
 * commands are acknowledged only once journaled, and each audience gets its own payload.
 */
export function attachSockets({
  io,
  session,
  keyGuard,
  quizInfo,
  networkInfo,
  chooseInterface,
  log,
  addresses = addressPolicy(),
  connectionsPerAddress = DEFAULT_CONNECTIONS_PER_ADDRESS,
}: SocketOptions): { close: () => void; networkChanged: (addressChanged: boolean) => void } {
  /** Player id -> that player's open sockets (a guest may have two tabs). */
  const socketsOf = new Map<string, Set<GameSocket>>();
  const warned = new Set<string>();

  /** Logs a problem once per socket and kind, never once per packet. */
  function warnOnce(socket: GameSocket, kind: string, detail: string): void {
    const key = `${socket.id}:${kind}`;
    if (warned.has(key)) return;
    warned.add(key);
    log(`${socket.data.role} ${socket.id} (${socket.handshake.address}): ${detail}`);
  }

  io.use((socket, next) => {
    const auth = handshakeAuthSchema.safeParse(socket.handshake.auth ?? {});
    if (!auth.success) return next(new Error('Invalid handshake'));
    const { operatorKey: key, role } = auth.data;
    if (key !== undefined || role === 'operator') {
      const verdict = keyGuard.check(socket.handshake.address, key);
      if (!verdict.ok) return next(new Error(verdict.locked ? verdict.msg : 'Wrong operator key'));
      socket.data.role = 'operator';
    } else {
      socket.data.role = role === 'screen' ? 'screen' : 'player';
    }
    socket.data.playerId = null;
    socket.data.joining = false;
    socket.data.limiter = new RateLimiter();
    next();
  });

  // At most `connectionsPerAddress` open sockets per client address (this computer exempt): a script
  // opening thousands of connections cannot crowd out the guests. Refused at the handshake, logged once.
  const connectionsFrom = new Map<string, number>();
  const crowdedAddresses = new Set<string>();
  io.use((socket, next) => {
    const address = addresses.limitedAddress(socket.handshake.address);
    socket.data.address = address;
    if (address === undefined || connectionsPerAddress <= 0) return next();
    const open = connectionsFrom.get(address) ?? 0;
    if (open >= connectionsPerAddress) {
      if (!crowdedAddresses.has(address)) {
        crowdedAddresses.add(address);
        log(
          `Refused connections from ${address}: more than ${connectionsPerAddress} open from that address.`,
        );
      }
      return next(new Error(TOO_MANY_CONNECTIONS_MESSAGE));
    }
    connectionsFrom.set(address, open + 1);
    let released = false;
    const release = (): void => {
      if (released) return;
      released = true;
      const left = (connectionsFrom.get(address) ?? 1) - 1;
      if (left > 0) connectionsFrom.set(address, left);
      else connectionsFrom.delete(address);
    };
    // Whichever comes first: a socket that never finishes connecting ends with its transport.
    socket.once('disconnect', release);
    socket.conn.once('close', release);
    next();
  });

  /* ---------- sending ---------- */

  /** Players the operators' list must hear about at the next counters flush (joined, changed, removed). */
  const touchedPlayers = new Set<string>();
  function touch(playerId: string): void {
    touchedPlayers.add(playerId);
    scheduleCounters(false, false);
  }

  function viewContext(): ViewContext {
    return new ViewContext(session.current, session.now(), session.saveProblem, session.maxPlayers);
  }

  function bind(socket: GameSocket, playerId: string): void {
    socket.data.playerId = playerId;
    let set = socketsOf.get(playerId);
    if (!set) socketsOf.set(playerId, (set = new Set()));
    set.add(socket);
    if (set.size === 1) touch(playerId);
    session.setConnected(playerId, true);
  }

  function unbind(socket: GameSocket): void {
    const playerId = socket.data.playerId;
    if (playerId === null) return;
    socket.data.playerId = null;
    const set = socketsOf.get(playerId);
    set?.delete(socket);
    if (set && set.size === 0) {
      socketsOf.delete(playerId);
      session.setConnected(playerId, false);
      touch(playerId);
    }
  }

  /** A socket's own view; an operator's carries the whole player list (it has none yet). */
  function sendView(socket: GameSocket, context = viewContext()): void {
    switch (socket.data.role) {
      case 'player': {
        const id = socket.data.playerId;
        socket.emit(
          ServerEvent.updateState,
          context.player(id === null ? undefined : session.current.playerById(id)),
        );
        break;
      }
      case 'screen':
        socket.emit(ServerEvent.updateState, context.screen());
        break;
      case 'operator':
        socket.emit(ServerEvent.updateState, context.operator());
        break;
    }
  }

  /**
   * One ranking for everyone; one screen payload for all screens; one small payload per phone. The
   * operators' player list goes along only when it was replaced (a reset); otherwise as deltas.
   */
  let broadcastGeneration = 0;
  function broadcastState(withPlayerList = false): void {
    const context = viewContext();
    io.to(ROOM_SCREENS).emit(ServerEvent.updateState, context.screen());
    io.to(ROOM_OPERATORS).emit(ServerEvent.updateState, context.operator({ players: withPlayerList }));
    const phones = [...io.of('/').sockets.values()].filter((s) => s.data.role === 'player');
    // Phones get their views in slices, letting answers and acks through in between; a newer
    // broadcast supersedes the rest of an older one (it reaches every phone anyway).
    const generation = ++broadcastGeneration;
    const sendSlice = (from: number): void => {
      if (generation !== broadcastGeneration) return;
      const end = Math.min(from + BROADCAST_SLICE, phones.length);
      for (let i = from; i < end; i++) {
        const socket = phones[i];
        if (socket?.connected) sendView(socket, context);
      }
      if (end < phones.length) setImmediate(sendSlice, end);
    };
    sendSlice(0);
  }

  function sendPlayerView(playerId: string): void {
    const sockets = socketsOf.get(playerId);
    if (!sockets) return;
    const context = viewContext();
    for (const socket of sockets) sendView(socket, context);
  }

  let countersTimer: NodeJS.Timeout | null = null;
  let playersDirty = false;
  let answeredDirty = false;
  /** Lobby names, the operators' list and the answered counter change with every guest: batch them. */
  function scheduleCounters(players: boolean, answered: boolean): void {
    playersDirty ||= players;
    answeredDirty ||= answered;
    if (countersTimer) return;
    countersTimer = setTimeout(flushCounters, COUNTER_THROTTLE_MS);
  }
  function flushCounters(): void {
    countersTimer = null;
    const game = session.current;
    if (playersDirty) io.to(ROOM_SCREENS).emit(ServerEvent.updatePlayers, playersUpdate(game, false));
    // The operators get what changed, never the whole list again (20,000 names every 100 ms).
    if (playersDirty || touchedPlayers.size > 0) {
      io.to(ROOM_OPERATORS).emit(ServerEvent.updatePlayers, playersDelta(game, touchedPlayers));
      touchedPlayers.clear();
    }
    if (answeredDirty) {
      const payload = {
        questionNumber: game.questionNumber,
        answeredCount: game.answeredCount,
        playerCount: game.playerCount,
      };
      io.to(ROOM_SCREENS).to(ROOM_OPERATORS).emit(ServerEvent.updateAnsweredCount, payload);
    }
    playersDirty = answeredDirty = false;
  }

  const unsubscribe = session.onChange((change: SessionChange) => {
    switch (change.kind) {
      case 'state':
        broadcastState();
        break;
      case 'saving':
        io.to(ROOM_OPERATORS).emit(ServerEvent.updateState, viewContext().operator({ players: false }));
        break;
      case 'quiz':
        io.emit(ServerEvent.quizInfo, quizInfo());
        broadcastState();
        break;
      case 'joined':
        touch(change.playerId);
        scheduleCounters(true, false);
        break;
      case 'answered':
        // The score changed: the operators' list shows it.
        touch(change.playerId);
        scheduleCounters(false, true);
        break;
      case 'kicked': {
        // The kicked phone is told, then cut off: it comes back (the app knocks again) without its
        // token, at the join form; its old token is no use any more.
        for (const socket of [...(socketsOf.get(change.playerId) ?? [])]) {
          unbind(socket);
          socket.emit(ServerEvent.sessionEnded, {
            reason: 'kicked',
            msg: 'The host removed you from the game.',
          });
          sendView(socket);
          socket.disconnect(true);
        }
        touch(change.playerId);
        scheduleCounters(true, true);
        break;
      }
      case 'reset': {
        for (const socket of io.of('/').sockets.values()) {
          if (socket.data.role !== 'player' || socket.data.playerId === null) continue;
          socket.data.playerId = null;
          socket.emit(ServerEvent.sessionEnded, {
            reason: 'reset',
            msg: 'A new game has started. Join again!',
          });
        }
        socketsOf.clear();
        touchedPlayers.clear();
        io.emit(ServerEvent.quizInfo, quizInfo());
        broadcastState(true);
        scheduleCounters(true, true);
        break;
      }
    }
  });

  /**
   * The address guests join at, or the list of networks, changed: every screen redraws its QR code
   * from the new quiz info, the operators get the new network info.
   */
  function networkChanged(addressChanged: boolean): void {
    if (addressChanged) io.emit(ServerEvent.quizInfo, quizInfo());
    io.to(ROOM_OPERATORS).emit(ServerEvent.networkInfo, networkInfo());
  }

  /* ---------- receiving ---------- */

  function rejectAction(socket: GameSocket, event: string, msg: string): void {
    socket.emit(ServerEvent.actionRejected, { event, msg });
  }

  /** Wraps a handler: rate limit, operator check, and no exception ever escapes to crash the server. */
  function on<E extends keyof ClientToServerEvents>(
    socket: GameSocket,
    event: E,
    handler: (payload: unknown) => void | Promise<void>,
  ): void {
    const operatorOnly = OPERATOR_EVENTS.includes(event);
    const listener = (payload: unknown): void => {
      const verdict = socket.data.limiter.take();
      if (verdict === 'disconnect') {
        warnOnce(socket, 'flood', 'sent too many events; disconnected');
        socket.disconnect(true);
        return;
      }
      if (verdict === 'drop') {
        warnOnce(socket, 'rate', 'is sending too fast; events dropped');
        return;
      }
      if (operatorOnly && socket.data.role !== 'operator') {
        warnOnce(socket, `forbidden:${event}`, `tried ${event} without the operator key`);
        rejectAction(socket, event, 'Only the operator can do that.');
        return;
      }
      try {
        const result = handler(payload);
        if (result instanceof Promise) {
          result.catch((error: unknown) =>
            warnOnce(socket, `error:${event}`, `${event} failed: ${String(error)}`),
          );
        }
      } catch (error) {
        warnOnce(socket, `error:${event}`, `${event} failed: ${String(error)}`);
      }
    };
    // Every incoming event has the same (payload: unknown) signature.
    socket.on(event as typeof ClientEvent.joinGame, listener);
  }

  io.on('connection', (socket: GameSocket) => {
    const role = socket.data.role;
    if (role === 'screen') void socket.join(ROOM_SCREENS);
    if (role === 'operator') void socket.join(ROOM_OPERATORS);

    socket.emit(ServerEvent.quizInfo, quizInfo());

    if (role === 'player') {
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      if (typeof token === 'string' && token.length > 0) {
        const player = session.current.playerByToken(token);
        if (player) bind(socket, player.id);
        else socket.emit(ServerEvent.sessionEnded, { reason: 'unknownToken', msg: 'Please join the game.' });
      }
    }
    sendView(socket);
    if (role === 'operator') socket.emit(ServerEvent.networkInfo, networkInfo());
    // The operator's view above carried the whole list: this brings the counters only.
    if (role !== 'player') {
      socket.emit(ServerEvent.updatePlayers, playersUpdate(session.current, false));
    } else if (socket.data.playerId !== null) {
      scheduleCounters(true, false);
    }

    on(socket, ClientEvent.joinGame, async (payload) => {
      if (role !== 'player') {
        socket.emit(ServerEvent.joinGameError, { msg: 'Open the player page to join the game.' });
        return;
      }
      const parsed = joinGameSchema.safeParse(payload);
      if (!parsed.success) {
        warnOnce(socket, 'bad:joinGame', 'sent a malformed joinGame');
        socket.emit(ServerEvent.joinGameError, { msg: 'Please enter your name!' });
        return;
      }
      const current = socket.data.playerId && session.current.playerById(socket.data.playerId);
      if (current) {
        socket.emit(ServerEvent.joinGameError, { msg: `You have already joined as ${current.name}.` });
        return;
      }
      // One join at a time per connection: a burst must not create a crowd of players.
      if (socket.data.joining) {
        warnOnce(socket, 'joinBurst', 'sent joinGame again while joining');
        socket.emit(ServerEvent.joinGameError, { msg: 'Joining... one moment please.' });
        return;
      }
      const game = session.current;
      socket.data.joining = true;
      let result;
      try {
        result = await session.join(usernameOf(parsed.data), { address: socket.data.address });
      } finally {
        socket.data.joining = false;
      }
      if (!result.ok) {
        socket.emit(ServerEvent.joinGameError, { msg: result.msg });
        return;
      }
      if (session.current !== game || !socket.connected) return;
      const player = game.playerById(result.playerId);
      if (!player) return;
      bind(socket, result.playerId);
      socket.emit(ServerEvent.joinedGame, { username: player.name, token: result.token });
      sendView(socket);
    });

    on(socket, ClientEvent.userAnsweredQuestion, async (payload) => {
      const parsed = userAnsweredQuestionSchema.safeParse(payload);
      if (!parsed.success) {
        warnOnce(socket, 'bad:answer', 'sent a malformed answer');
        socket.emit(ServerEvent.answerRejected, { questionNo: null, msg: 'That answer was not understood.' });
        return;
      }
      const playerId = socket.data.playerId;
      const { questionNo, answer } = parsed.data;
      if (playerId === null) {
        socket.emit(ServerEvent.answerRejected, { questionNo, msg: 'Please join the game first.' });
        return;
      }
      const game = session.current;
      const result = await session.command({ type: 'answer', playerId, questionNo, answer });
      if (!result.ok) {
        socket.emit(ServerEvent.answerRejected, { questionNo, msg: result.msg });
        return;
      }
      if (session.current !== game) return;
      for (const s of socketsOf.get(playerId) ?? []) s.emit(ServerEvent.userAnswered, { questionNo, answer });
      sendPlayerView(playerId);
      // The reveal waits until this answer's ack is out, so the last guest is not kept waiting.
      setImmediate(() => {
        if (session.current === game) session.finishIfAllAnswered();
      });
    });

    on(socket, ClientEvent.requestNextState, async (payload) => {
      const parsed = requestNextStateSchema.safeParse(payload);
      if (!parsed.success) return rejectAction(socket, ClientEvent.requestNextState, 'Malformed request.');
      const from = parsed.data?.from;
      // A `from` that is not the current state is a double click or a race: ignore it quietly.
      if (from !== undefined && from !== session.current.state) return;
      const result = await session.advance('operator', (from ?? session.current.state) as ServerState);
      if (!result.ok && result.code !== 'staleStep')
        rejectAction(socket, ClientEvent.requestNextState, result.msg);
    });

    on(socket, ClientEvent.resetgs, async (payload) => {
      // The reset names the game the sender saw: a stale click (a page left open, a reload, a
      // restored tab) must never wipe a newer game.
      const parsed = resetgsSchema.safeParse(payload);
      if (!parsed.success) return rejectAction(socket, ClientEvent.resetgs, 'Malformed request.');
      if (parsed.data.gameId !== session.current.id) {
        return rejectAction(
          socket,
          ClientEvent.resetgs,
          'That game was already reset: a new game is running. Nothing was changed.',
        );
      }
      try {
        await session.reset();
      } catch (error) {
        // The archive could not be made (a locked file, a read-only folder): the game goes on.
        const why = error instanceof Error ? error.message : String(error);
        log(`The reset failed, the current game goes on: ${why}`);
        return rejectAction(
          socket,
          ClientEvent.resetgs,
          `The game could not be reset: ${why}. The current game goes on, nothing was lost.`,
        );
      }
      log('The game was reset by the operator; the old game is archived.');
    });

    on(socket, ClientEvent.kickPlayer, async (payload) => {
      const parsed = kickPlayerSchema.safeParse(payload);
      if (!parsed.success) return rejectAction(socket, ClientEvent.kickPlayer, 'Malformed request.');
      const { playerId, block } = parsed.data;
      // "Remove and block" keeps out the address the guest is on now (or joined from); never this
      // computer's own (a trusted address is not known here).
      const address = block
        ? ([...(socketsOf.get(playerId) ?? [])].map((s) => s.data.address).find((a) => a !== undefined) ??
          session.current.addressOf(playerId))
        : undefined;
      const result = await session.command({
        type: 'kick',
        playerId,
        ...(address !== undefined ? { block: true, address } : {}),
      });
      if (!result.ok) return rejectAction(socket, ClientEvent.kickPlayer, result.msg);
      if (address !== undefined)
        log(`Player ${playerId} was removed; ${address} may not join this game any more.`);
      else if (block) {
        rejectAction(
          socket,
          ClientEvent.kickPlayer,
          'Removed, but not blocked: they joined from this computer, which is never blocked.',
        );
      }
    });

    on(socket, ClientEvent.pauseTimer, async (payload) => {
      if (!emptyPayloadSchema.safeParse(payload).success)
        return rejectAction(socket, ClientEvent.pauseTimer, 'Malformed request.');
      const result = await session.command({ type: 'pause' });
      if (!result.ok) rejectAction(socket, ClientEvent.pauseTimer, result.msg);
    });

    on(socket, ClientEvent.resumeTimer, async (payload) => {
      if (!emptyPayloadSchema.safeParse(payload).success)
        return rejectAction(socket, ClientEvent.resumeTimer, 'Malformed request.');
      const result = await session.command({ type: 'resume' });
      if (!result.ok) rejectAction(socket, ClientEvent.resumeTimer, result.msg);
    });

    on(socket, ClientEvent.updateConfig, async (payload) => {
      const parsed = updateConfigSchema.safeParse(payload);
      if (!parsed.success) {
        return rejectAction(
          socket,
          ClientEvent.updateConfig,
          'Timings must be whole seconds within limits, the player limit a whole number from 1 to 100,000.',
        );
      }
      const { maxPlayers, ...timings } = parsed.data;
      const result = await session.command({
        type: 'config',
        timings,
        ...(maxPlayers !== undefined ? { maxPlayers } : {}),
      });
      if (!result.ok) return rejectAction(socket, ClientEvent.updateConfig, result.msg);
      if (maxPlayers !== undefined) log(`The operator set the player limit to ${maxPlayers}.`);
    });

    on(socket, ClientEvent.chooseInterface, (payload) => {
      const parsed = chooseInterfaceSchema.safeParse(payload);
      if (!parsed.success || !chooseInterface(parsed.data.interfaceName)) {
        return rejectAction(socket, ClientEvent.chooseInterface, 'There is no such network interface.');
      }
      networkChanged(true);
    });

    socket.on('disconnect', (reason) => {
      // Oversized or garbled packets end as a transport or parse error: say so once.
      if (reason === 'transport error' || reason === 'parse error') {
        warnOnce(socket, 'transport', `was cut off (${reason}: oversized or malformed message)`);
      }
      const hadPlayer = socket.data.playerId !== null;
      unbind(socket);
      for (const key of warned) if (key.startsWith(`${socket.id}:`)) warned.delete(key);
      if (hadPlayer) scheduleCounters(true, false);
    });
  });

  return {
    networkChanged,
    close: () => {
      unsubscribe();
      if (countersTimer) clearTimeout(countersTimer);
    },
  };
}
