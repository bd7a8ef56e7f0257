/**
 * A stand-in for a Socket.IO server, enough for the broadcaster: rooms, `to(...).emit`, `io.emit` and the
 * default namespace's sockets. Each fake socket records what it was sent.
 */
import type { Role } from '../../src/main/server/transport/socket/gameSocket';

export class FakeSocket {
  readonly sent: { event: string; payload: unknown }[] = [];
  readonly rooms = new Set<string>();
  connected = true;
  disconnected = false;
  readonly data: { role: Role; playerId: string | null; address?: string; lastOwn?: unknown };

  constructor(
    readonly id: string,
    role: Role,
  ) {
    this.data = { role, playerId: null };
    // As in Socket.IO, every socket is in a room named by its id.
    this.rooms.add(id);
  }

  emit(event: string, payload?: unknown): boolean {
    this.sent.push({ event, payload });
    return true;
  }

  disconnect(): void {
    this.connected = false;
    this.disconnected = true;
  }

  /** The payloads of one event, in order. */
  got(event: string): unknown[] {
    return this.sent.filter((m) => m.event === event).map((m) => m.payload);
  }
}

export class FakeIo {
  readonly sockets = new Map<string, FakeSocket>();
  /** Every room broadcast (`to(...).emit`): Socket.IO encodes each once, whatever the number of sockets. */
  readonly broadcasts: { rooms: string[]; event: string; payload: unknown }[] = [];
  private next = 0;

  add(role: Role, room?: string): FakeSocket {
    const socket = new FakeSocket(`s${++this.next}`, role);
    if (room) socket.rooms.add(room);
    this.sockets.set(socket.id, socket);
    return socket;
  }

  to(room: string | string[]): {
    to: (room: string | string[]) => unknown;
    emit: (event: string, payload?: unknown) => void;
  } {
    const rooms = [room].flat();
    const target = {
      to: (more: string | string[]) => {
        rooms.push(...[more].flat());
        return target;
      },
      emit: (event: string, payload?: unknown) => {
        this.broadcasts.push({ rooms: [...rooms], event, payload });
        for (const s of this.sockets.values()) if (rooms.some((r) => s.rooms.has(r))) s.emit(event, payload);
      },
    };
    return target;
  }

  emit(event: string, payload?: unknown): void {
    for (const s of this.sockets.values()) s.emit(event, payload);
  }

  of(): { sockets: Map<string, FakeSocket>; adapter: { rooms: Map<string, Set<string>> } } {
    // The rooms as Socket.IO's adapter keeps them: room name -> socket ids.
    const rooms = new Map<string, Set<string>>();
    for (const s of this.sockets.values()) {
      for (const room of s.rooms) rooms.set(room, (rooms.get(room) ?? new Set()).add(s.id));
    }
    return { sockets: this.sockets, adapter: { rooms } };
  }
}
