import { BLOCKED_MESSAGE } from '@shared/model/limits';
import type { LobbySettings } from '@shared/wire/lobbyRules';
import { checkName, LOBBY_LOCKED_MESSAGE, NAME_MESSAGES, normalizeName } from '@shared/model/names';
import { nameKeys } from './nameKey';
import { reject, OK } from './outcome';
import type { Outcome, Player } from './types';

/**
 * The game's players: who joined (in join order), by id, token and name, how many from each address,
 * and which addresses are blocked. Kicked players stay listed (their ids are never given again) but are
 * out of every lookup that counts as "in the game". The game (./game) is a roster with a quiz, a
 * state machine and answers.
 */
export class Roster {
  private readonly players: Player[] = [];
  private readonly byId = new Map<string, Player>();
  private readonly byToken = new Map<string, Player>();
  private readonly byNameKey = new Map<string, Player>();
  /** Players still in the game per client address. */
  private readonly countByAddress = new Map<string, number>();
  /** Addresses the operator removed a guest from with "Remove and block". */
  private readonly blocked = new Set<string>();
  /** Issue 18: the lobby locked (not kept across a reset), names approved first (kept, like the sound). */
  lobby: LobbySettings = { locked: false, approveNames: false };
  /**
   * Replaying a journal (issue 28): its joins and renames were accepted when they were written, so their
   * names are not judged again. The name rules may have grown stricter since (a new version of the app
   * reading an archived game), and a guest must not vanish from a game already played.
   */
  private namesJournaled = false;

  /** While replaying a journal: names are taken as they were accepted. */
  replayingJournal(on: boolean): void {
    this.namesJournaled = on;
  }

  /** Checks a name without joining: the same rules `join` applies. `self`: a guest being renamed keeps theirs. */
  checkNewName(raw: string, self?: Player): Outcome {
    if (this.namesJournaled) return OK;
    const problem = checkName(raw);
    if (problem) return reject('nameInvalid', NAME_MESSAGES[problem], { problem });
    const name = normalizeName(raw);
    const taken = nameKeys(name).some((key) => {
      const holder = this.byNameKey.get(key);
      return holder !== undefined && holder !== self;
    });
    if (taken) return reject('nameTaken', NAME_MESSAGES.taken(name), { name });
    return OK;
  }

  /** Issue 18: the operator renames a guest; the operator chose the name, so it needs no approval. */
  protected checkRenamePlayer(playerId: string, raw: string): Outcome {
    const player = this.playerById(playerId);
    if (!player) return reject('unknownPlayer', 'There is no such player.');
    return this.checkNewName(raw, player);
  }

  protected renamePlayer(playerId: string, raw: string): Outcome {
    const check = this.checkRenamePlayer(playerId, raw);
    const player = this.playerById(playerId);
    if (!check.ok || !player) return check;
    this.forgetName(player);
    player.name = normalizeName(raw);
    player.pending = false;
    this.holdName(player);
    return OK;
  }

  private holdName(player: Player): void {
    for (const key of nameKeys(player.name)) this.byNameKey.set(key, player);
  }

  private forgetName(player: Player): void {
    for (const key of nameKeys(player.name))
      if (this.byNameKey.get(key) === player) this.byNameKey.delete(key);
  }

  /** Issue 18: a waiting name goes onto the big screen. */
  protected approvePlayer(playerId: string): Outcome {
    const player = this.playerById(playerId);
    if (!player) return reject('unknownPlayer', 'There is no such player.');
    player.pending = false;
    return OK;
  }

  /** Issue 18: the whole lobby settings; "approve names" switched off shows every waiting name. */
  protected setLobby(settings: LobbySettings): Outcome {
    this.lobby = { ...settings };
    if (!settings.approveNames) for (const player of this.players) player.pending = false;
    return OK;
  }

  /** Whether this player may join, apart from the game's state: a blocked address, a taken id or name. */
  protected checkPlayer(playerId: string, raw: string, address: string | undefined): Outcome {
    if (this.lobby.locked) return reject('lobbyLocked', LOBBY_LOCKED_MESSAGE);
    if (address !== undefined && this.blocked.has(address)) return reject('blocked', BLOCKED_MESSAGE);
    if (this.byId.has(playerId)) return reject('duplicatePlayer', 'That player id is taken.');
    return this.checkNewName(raw);
  }

  protected addPlayer(
    playerId: string,
    token: string,
    raw: string,
    at: number,
    address: string | undefined,
    team: number | null,
    pending = false,
  ): void {
    const player: Player = {
      id: playerId,
      token,
      name: normalizeName(raw),
      joinIndex: this.players.length,
      joinedAt: at,
      ...(address !== undefined ? { address } : {}),
      connected: false,
      kicked: false,
      score: 0,
      correctTimeMs: 0,
      team,
      pending,
    };
    this.players.push(player);
    this.byId.set(playerId, player);
    this.byToken.set(token, player);
    this.holdName(player);
    if (address !== undefined) this.countByAddress.set(address, this.playersFrom(address) + 1);
  }

  protected kickPlayer(playerId: string, blockAddress: string | undefined): Outcome {
    const player = this.byId.get(playerId);
    if (!player || player.kicked) return reject('unknownPlayer', 'There is no such player.');
    player.kicked = true;
    player.connected = false;
    this.byToken.delete(player.token);
    this.forgetName(player);
    if (player.address !== undefined) {
      const left = this.playersFrom(player.address) - 1;
      if (left > 0) this.countByAddress.set(player.address, left);
      else this.countByAddress.delete(player.address);
    }
    if (blockAddress !== undefined) this.blocked.add(blockAddress);
    return OK;
  }

  /** Players still in the game who joined from `address`. */
  playersFrom(address: string): number {
    return this.countByAddress.get(address) ?? 0;
  }

  /** The operator blocked this address ("Remove and block"): no new player from it in this game. */
  isBlocked(address: string): boolean {
    return this.blocked.has(address);
  }

  /** The player's address, kicked players included (for "Remove and block"). */
  addressOf(playerId: string): string | undefined {
    return this.byId.get(playerId)?.address;
  }

  /** A player still in the game. */
  playerById(id: string): Player | undefined {
    const player = this.byId.get(id);
    return player && !player.kicked ? player : undefined;
  }

  playerByToken(token: string): Player | undefined {
    return this.byToken.get(token);
  }

  /** Every player ever in this game, kicked ones included, in join order. */
  protected everyone(): readonly Player[] {
    return this.players;
  }

  /** Every player id ever given in this game, kicked players included. */
  playerIds(): string[] {
    return this.players.map((p) => p.id);
  }

  /** Players still in the game, in join order. */
  activePlayers(): Player[] {
    return this.players.filter((p) => !p.kicked);
  }

  /** Ids are join numbers ("1", "2", ...), shown in the operator's table. */
  nextPlayerId(): string {
    return String(this.players.length + 1);
  }

  get playerCount(): number {
    return this.byToken.size;
  }

  /** The last `limit` names to join, newest first; names waiting for the operator's OK are left out. */
  recentNames(limit: number): string[] {
    const names: string[] = [];
    for (let i = this.players.length - 1; i >= 0 && names.length < limit; i--) {
      const player = this.players[i];
      if (player && !player.kicked && !player.pending) names.push(player.name);
    }
    return names;
  }

  /** Connection state is runtime only: it is not journaled and starts false after a restart. */
  setConnected(playerId: string, connected: boolean): void {
    const player = this.byId.get(playerId);
    if (player && !player.kicked) player.connected = connected;
  }
}
