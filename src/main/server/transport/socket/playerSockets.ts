import type { GameSocket } from './gameSocket';

/** Player id -> that player's open sockets (a guest may have two tabs). */
export class PlayerSockets {
  private readonly socketsOf = new Map<string, Set<GameSocket>>();

  /** Ties a socket to a player; true when it is the player's first open socket (they came online). */
  bind(socket: GameSocket, playerId: string): boolean {
    socket.data.playerId = playerId;
    let set = this.socketsOf.get(playerId);
    if (!set) this.socketsOf.set(playerId, (set = new Set()));
    set.add(socket);
    return set.size === 1;
  }

  /** Unties a socket; returns the player id when it was the player's last socket (they went offline). */
  unbind(socket: GameSocket): string | null {
    const playerId = socket.data.playerId;
    if (playerId === null) return null;
    socket.data.playerId = null;
    const set = this.socketsOf.get(playerId);
    set?.delete(socket);
    if (set && set.size === 0) {
      this.socketsOf.delete(playerId);
      return playerId;
    }
    return null;
  }

  of(playerId: string): GameSocket[] {
    return [...(this.socketsOf.get(playerId) ?? [])];
  }

  clear(): void {
    this.socketsOf.clear();
  }
}
