import { ServerEvent, type UserAnsweredPayload, type WishSavedPayload } from '@shared/index';
import type { SessionChange } from '../../game/session';
import { playersUpdate, ViewContext } from '../../game/views';
import { withAnswer } from '@shared/model/phoneView';
import { CounterThrottle } from './counters';
import { ROOM_OPERATORS, ROOM_SCREENS, type GameServer, type GameSocket } from './gameSocket';
import { PlayerSockets } from './playerSockets';
import { ownOf, PhoneSlices } from './phoneSlices';
import { WishFanout } from './wishFanout';
import { coupleOnline, sendBigView, sendCouple, sendPartners } from './coupleFanout';
import { SESSION_KICKED, SESSION_RESET } from './sessionEnds';
import { PhotoFanout } from './photoFanout';
import { sendOperators } from './operatorFanout';
import type { BroadcasterOptions, BroadcastSession } from './broadcasterOptions';

export type { BroadcasterOptions, BroadcastSession } from './broadcasterOptions';

/**
 * Every audience gets its own view: one screen payload for all screens, one operator payload, one small
 * payload per phone (sent in slices). Reacts to the session's changes; knows which sockets are whose.
 */
export class Broadcaster {
  readonly players = new PlayerSockets();
  readonly counters: CounterThrottle;
  private readonly io: GameServer;
  private readonly session: BroadcastSession;
  private readonly unsubscribe: () => void;
  private readonly wishes = new WishFanout(() => this.wishesChanged());
  /** The big screens' and operators' views after a partner's pick or a photo, batched. */
  private readonly bigViews = new WishFanout(() => sendCouple(this.io, this.viewContext()));
  private readonly photos: PhotoFanout;
  private readonly phoneSlices: PhoneSlices;

  constructor(private readonly options: BroadcasterOptions) {
    this.io = options.io;
    this.session = options.session;
    this.counters = new CounterThrottle(this.io, () => this.session.current);
    this.phoneSlices = new PhoneSlices(this.io, () => this.session.current, options.sliceClock);
    const diskLow = (): boolean => options.photos?.diskLow === true;
    this.photos = new PhotoFanout(this.io, () => this.session.current, this.players, diskLow);
    if (options.photos) options.photos.diskChanged = () => this.photosChanged(null);
    this.unsubscribe = this.session.onChange((change) => this.react(change));
  }

  close(): void {
    this.unsubscribe();
    this.counters.close();
    for (const batch of [this.wishes, this.bigViews]) batch.close();
  }

  /** A socket of a joined player: the player is online, the operators' list shows it. */
  bind(socket: GameSocket, playerId: string): void {
    if (this.players.bind(socket, playerId)) this.counters.touch(playerId);
    this.session.setConnected(playerId, true);
  }

  unbind(socket: GameSocket): void {
    const offline = this.players.unbind(socket);
    if (offline === null) return;
    this.session.setConnected(offline, false);
    this.counters.touch(offline);
  }

  sendQuizInfo(socket: GameSocket): void {
    socket.emit(ServerEvent.quizInfo, this.options.quizInfo());
  }

  /** What a socket gets once its role (and a guest's player) is known: its own view and the counters. */
  greet(socket: GameSocket): void {
    this.sendView(socket);
    const { role } = socket.data;
    if (role === 'operator') socket.emit(ServerEvent.networkInfo, this.options.networkInfo());
    // The operator's view above carried the whole list: this brings the counters only.
    if (role !== 'guest') socket.emit(ServerEvent.updatePlayers, playersUpdate(this.session.current, false));
    else if (socket.data.playerId !== null) this.counters.schedule(true, false);
    this.photos.greet(socket);
  }

  /** A socket's whole view: a phone's both parts, an operator's with the whole player list (it has none yet). */
  sendView(socket: GameSocket, context = this.viewContext()): void {
    if (socket.data.role === 'guest') {
      const own = ownOf(socket, this.session.current, context);
      socket.data.lastOwn = own;
      socket.emit(ServerEvent.phoneView, { shared: context.phoneShared(), own });
    } else sendBigView(socket, context);
  }

  /** The player's own part, to their sockets only: the shared part they have is still the step's. */
  private sendOwn(playerId: string, context: ViewContext): void {
    for (const socket of this.players.of(playerId)) {
      const own = ownOf(socket, this.session.current, context);
      socket.data.lastOwn = own;
      socket.emit(ServerEvent.phoneView, { own });
    }
  }

  /** The player's own sockets hear their answer was taken, which changes their view. */
  answered(playerId: string, payload: UserAnsweredPayload): void {
    for (const socket of this.players.of(playerId)) {
      // The phone puts the answer into its own part itself: one message per answer (issue 29).
      const { lastOwn } = socket.data;
      if (lastOwn !== undefined)
        socket.data.lastOwn = withAnswer(lastOwn, payload.questionNo, payload.answer);
      socket.emit(ServerEvent.userAnswered, payload);
    }
  }

  /** The guest's own sockets hear their wish is on disk, and get their view (with their wish). */
  wished(playerId: string, payload: WishSavedPayload): void {
    for (const socket of this.players.of(playerId)) socket.emit(ServerEvent.wishSaved, payload);
    this.sendOwn(playerId, this.viewContext());
  }

  /** New wishes: the operators' list, and the big screens while the slideshow runs (no phone's view). */
  private wishesChanged(): void {
    const context = this.viewContext();
    if (this.session.current.wishes.showing(this.session.current.state)) {
      this.io.to(ROOM_SCREENS).emit(ServerEvent.updateState, context.screen());
    }
    sendOperators(this.io, context.operator({ players: false }));
  }

  /** The shoe game's couple changed: their phones at once, the big screens and operators batched (./coupleFanout). */
  coupleChanged(): void {
    sendPartners(this.io, this.viewContext());
    this.bigViews.schedule();
  }

  /** The photo wall changed (issue 31): the phones' rules and the guest's own list, big views batched. */
  private photosChanged(playerId: string | null): void {
    this.photos.changed(playerId);
    this.bigViews.schedule();
  }

  /** The address guests join at, or the networks, changed: new QR codes and network info. */
  networkChanged(addressChanged: boolean): void {
    if (addressChanged) this.io.emit(ServerEvent.quizInfo, this.options.quizInfo());
    this.io.to(ROOM_OPERATORS).emit(ServerEvent.networkInfo, this.options.networkInfo());
  }

  private viewContext(): ViewContext {
    const { session } = this;
    const keys = this.options.keyGuard?.coupleKeys ?? ['', ''];
    const { saveProblem, journalRepair } = session;
    const couple = { online: coupleOnline(this.io), keys };
    const notices = {
      saveProblem,
      journalRepair,
      couple,
      photoDiskLow: this.options.photos?.diskLow === true,
    };
    return new ViewContext(session.current, session.now(), notices, session.maxPlayers);
  }

  /**
   * One ranking for everyone; one screen payload for all screens. Phones get the step's shared part once
   * per slice (a broadcast to its sockets), their own part with it only when it changed (issue 29). The
   * operators' player list goes along only when it was replaced (a reset); otherwise as deltas.
   */
  private broadcastState(withPlayerList = false): void {
    const context = this.viewContext();
    this.io.to(ROOM_SCREENS).emit(ServerEvent.updateState, context.screen());
    sendPartners(this.io, context);
    const toOperators = (): void => sendOperators(this.io, context.operator({ players: withPlayerList }));
    // The operators' view (every player's score: the big one) goes after the phones', so it does not
    // hold up the room; after a reset (the whole player list) it goes first, as the list's new start.
    if (withPlayerList) toOperators();
    this.phoneSlices.start(context, withPlayerList ? () => undefined : toOperators);
  }

  private react(change: SessionChange): void {
    switch (change.kind) {
      case 'state':
        return this.broadcastState();
      case 'saving':
        sendOperators(this.io, this.viewContext().operator({ players: false }));
        return;
      case 'quiz':
        this.io.emit(ServerEvent.quizInfo, this.options.quizInfo());
        return this.broadcastState();
      case 'joined':
        this.counters.touch(change.playerId);
        return this.counters.schedule(true, false);
      case 'answered':
        // The score changed: the operators' list shows it.
        this.counters.touch(change.playerId);
        return this.counters.schedule(false, true);
      case 'kicked':
        return this.kicked(change.playerId);
      case 'moved':
        this.counters.touch(change.playerId);
        this.counters.schedule(true, false);
        return this.broadcastState();
      case 'wish':
        return this.wishes.schedule();
      case 'couple':
        return this.coupleChanged();
      case 'photos':
        return this.photosChanged(change.playerId);
      case 'reset':
        this.photos.changed(null);
        return this.reset();
    }
  }

  /**
   * The kicked phone is told, then cut off: it comes back (the app knocks again) without its token, at
   * the join form; its old token is no use any more.
   */
  private kicked(playerId: string): void {
    for (const socket of this.players.of(playerId)) {
      this.unbind(socket);
      socket.emit(ServerEvent.sessionEnded, SESSION_KICKED);
      this.sendView(socket);
      socket.disconnect(true);
    }
    this.counters.touch(playerId);
    this.counters.schedule(true, true);
    // Their photos leave the wall (issue 31).
    if (this.session.current.photos.of(playerId).length > 0) this.bigViews.schedule();
  }

  /** A new game: every phone's session ends, everyone gets the new quiz and state. */
  private reset(): void {
    for (const socket of this.io.of('/').sockets.values()) {
      if (socket.data.role !== 'guest' || socket.data.playerId === null) continue;
      socket.data.playerId = null;
      socket.emit(ServerEvent.sessionEnded, SESSION_RESET);
    }
    this.players.clear();
    this.counters.forgetPlayers();
    this.io.emit(ServerEvent.quizInfo, this.options.quizInfo());
    this.broadcastState(true);
    this.counters.schedule(true, true);
  }
}
