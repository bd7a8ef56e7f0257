import { DEFAULT_PLAYERS_PER_ADDRESS, gameFullMessage, TOO_MANY_FROM_ADDRESS_MESSAGE } from '@shared/index';
import type { GameReader } from '../engine/gameReader';
import type { Outcome } from '../engine/types';

type Refusal = Extract<Outcome, { ok: false }>;

/**
 * The player caps, in total and per client address, counting the joins checked but not applied yet:
 * a burst of joins must not overshoot them. Kicked players free their place.
 */
export class JoinGate {
  private inFlight = 0;
  private readonly inFlightFrom = new Map<string, number>();

  constructor(private readonly playersPerAddress = DEFAULT_PLAYERS_PER_ADDRESS) {}

  /** Why one more player may not join now; null when they may. Joins without an address are exempt per address. */
  refusal(game: GameReader, maxPlayers: number, address: string | undefined): Refusal | null {
    if (game.playerCount + this.inFlight >= maxPlayers) {
      return { ok: false, code: 'gameFull', msg: gameFullMessage(maxPlayers), params: { count: maxPlayers } };
    }
    const perAddress = this.playersPerAddress;
    if (
      address !== undefined &&
      perAddress > 0 &&
      game.playersFrom(address) + this.pendingFrom(address) >= perAddress
    ) {
      return { ok: false, code: 'tooManyFromAddress', msg: TOO_MANY_FROM_ADDRESS_MESSAGE };
    }
    return null;
  }

  /** Counts a join on its way to the journal until `done` is called. */
  reserve(address: string | undefined): () => void {
    this.inFlight++;
    if (address !== undefined) this.inFlightFrom.set(address, this.pendingFrom(address) + 1);
    return () => {
      this.inFlight--;
      if (address === undefined) return;
      const left = this.pendingFrom(address) - 1;
      if (left > 0) this.inFlightFrom.set(address, left);
      else this.inFlightFrom.delete(address);
    };
  }

  private pendingFrom(address: string): number {
    return this.inFlightFrom.get(address) ?? 0;
  }
}
