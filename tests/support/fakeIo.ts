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
  readonly data: { role: Role; playerId: string | null; address?: string };

  constructor(
    readonly id: string,
    role: Role,
  ) {
    this.data = { role, playerId: null };
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
  private next = 0;

  add(role: Role, room?: string): FakeSocket {
    const socket = new FakeSocket(`s${++this.next}`, role);
    if (room) socket.rooms.add(room);
    this.sockets.set(socket.id, socket);
    return socket;
  }

  to(room: string): { to: (room: string) => unknown; emit: (event: string, payload?: unknown) => void } {
    const rooms = [room];
    const target = {
      to: (more: string) => {
        rooms.push(more);
        return target;
      },
      emit: (event: string, payload?: unknown) => {
        for (const s of this.sockets.values()) if (rooms.some((r) => s.rooms.has(r))) s.emit(event, payload);
      },
    };
    return target;
  }

  emit(event: string, payload?: unknown): void {
    for (const s of this.sockets.values()) s.emit(event, payload);
  }

  of(): { sockets: Map<string, FakeSocket> } {
    return { sockets: this.sockets };
  }
}
