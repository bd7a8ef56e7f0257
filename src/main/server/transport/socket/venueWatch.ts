import { ServerEvent, type VenueInfoPayload } from '@shared/index';
import type { BroadcastSession } from './broadcaster';
import { ROOM_OPERATORS, type GameServer, type GameSocket } from './gameSocket';
import type { PhoneTest } from '../http/phoneTest';

/** The operators' join counters update at most this often (a room of phones arriving at once). */
export const VENUE_THROTTLE_MS = 250;

/**
 * The operator's live join counters (issue 18): phone page loads since this game began and guest
 * connections open now (the players who joined are the view's count), with the phone test's state.
 * Runtime only, like connections: a restart starts counting again.
 *
 * Page loads are counted per client address as the most that were open at once from it (issue 28):
 * behind a venue's NAT every phone shares one address and each still counts, but a script opening and
 * closing bare connections from one address counts once, not once per connection.
 */
export class VenueWatch {
  /** Per address: page loads open now, and the most open at once since this game began. */
  private readonly loads = new Map<string, { open: number; peak: number }>();
  private opened = 0;
  private connected = 0;
  private readonly counted = new WeakSet<GameSocket>();
  private gameId: string;
  private timer: NodeJS.Timeout | null = null;
  private readonly unsubscribe: (() => void)[];

  constructor(
    private readonly io: GameServer,
    private readonly session: Pick<BroadcastSession, 'current' | 'onChange'>,
    private readonly phoneTest: PhoneTest,
  ) {
    this.gameId = session.current.id;
    this.unsubscribe = [
      phoneTest.onChange(() => this.schedule()),
      // A reset or a restore: the counting starts again (with the phones open now).
      session.onChange(() => {
        if (this.session.current.id !== this.gameId) this.schedule();
      }),
    ];
  }

  /** A phone's socket connected: a page load unless it came back as a player of this game. */
  guestConnected(socket: GameSocket): void {
    this.sync();
    if (socket.data.playerId === null) {
      const load = this.loadsFrom(socket);
      load.open++;
      if (load.open > load.peak) {
        load.peak = load.open;
        this.opened++;
      }
      this.counted.add(socket);
    }
    this.connected++;
    this.schedule();
  }

  guestLeft(socket: GameSocket): void {
    if (this.counted.has(socket)) {
      const load = this.loadsFrom(socket);
      load.open = Math.max(0, load.open - 1);
    }
    this.connected = Math.max(0, this.connected - 1);
    this.schedule();
  }

  private loadsFrom(socket: GameSocket): { open: number; peak: number } {
    const address = socket.handshake.address;
    let load = this.loads.get(address);
    if (!load) {
      load = { open: 0, peak: 0 };
      this.loads.set(address, load);
    }
    return load;
  }

  info(): VenueInfoPayload {
    this.sync();
    return { opened: this.opened, connected: this.connected, test: this.phoneTest.current };
  }

  greet(operator: GameSocket): void {
    operator.emit(ServerEvent.venueInfo, this.info());
  }

  close(): void {
    for (const stop of this.unsubscribe) stop();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private sync(): void {
    const id = this.session.current.id;
    if (id === this.gameId) return;
    this.gameId = id;
    // A new game counts the page loads open now, and from there.
    this.opened = 0;
    for (const [address, load] of this.loads) {
      if (load.open === 0) this.loads.delete(address);
      load.peak = load.open;
      this.opened += load.open;
    }
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.io.to(ROOM_OPERATORS).emit(ServerEvent.venueInfo, this.info());
    }, VENUE_THROTTLE_MS);
  }
}
