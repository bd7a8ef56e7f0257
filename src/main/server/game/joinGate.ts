import {
  DEFAULT_PLAYERS_PER_ADDRESS,
  gameFullMessage,
  NAME_MESSAGES,
  normalizeName,
  TOO_MANY_FROM_ADDRESS_MESSAGE,
} from '@shared/index';
import type { GameReader } from '../engine/gameReader';
import { nameKeys } from '../engine/nameKey';
import type { Outcome } from '../engine/types';

type Refusal = Extract<Outcome, { ok: false }>;

/**
 * The player caps, in total and per client address, counting the joins checked but not applied yet:
 * a burst of joins must not overshoot them. Kicked players free their place. Names on their way too
 * (issue 28): two guests typing the same name at once are told at once, so every join the journal
 * holds was accepted, and a replay need not judge its name again (./journalReplay).
 */
export class JoinGate {
  private inFlight = 0;
  private readonly inFlightFrom = new Map<string, number>();
  private readonly inFlightNames = new Set<string>();

  constructor(private readonly playersPerAddress = DEFAULT_PLAYERS_PER_ADDRESS) {}

  /** Why one more player may not join now; null when they may. Joins without an address are exempt per address. */
  refusal(game: GameReader, maxPlayers: number, address: string | undefined, name = ''): Refusal | null {
    if (nameKeys(name).some((key) => this.inFlightNames.has(key))) {
      const shown = normalizeName(name);
      return { ok: false, code: 'nameTaken', msg: NAME_MESSAGES.taken(shown), params: { name: shown } };
    }
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
  reserve(address: string | undefined, name = ''): () => void {
    this.inFlight++;
    if (address !== undefined) this.inFlightFrom.set(address, this.pendingFrom(address) + 1);
    const keys = name === '' ? [] : nameKeys(name);
    for (const key of keys) this.inFlightNames.add(key);
    return () => {
      this.inFlight--;
      for (const key of keys) this.inFlightNames.delete(key);
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
