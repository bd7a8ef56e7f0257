import type { OperatorPlayer, UpdatePlayersPayload } from '@shared/index';
import type { GameReader } from '../engine/gameReader';
import type { Player } from '../engine/types';
import { teamLobby } from './teamViews';

/** The newest names the lobby shows. */
export const RECENT_PLAYERS = 30;

function operatorPlayer(p: Player): OperatorPlayer {
  const base = { id: p.id, name: p.name, connected: p.connected, score: p.score, team: p.team };
  return p.pending ? { ...base, pending: true } : base;
}

export function operatorPlayers(game: GameReader): OperatorPlayer[] {
  return game.activePlayers().map(operatorPlayer);
}

/** The lobby counters; for the operator with the whole player list. */
export function playersUpdate(game: GameReader, forOperator: boolean): UpdatePlayersPayload {
  const payload: UpdatePlayersPayload = {
    playerCount: game.playerCount,
    recentPlayers: game.recentNames(RECENT_PLAYERS),
  };
  if (game.playsInTeams) payload.teams = teamLobby(game);
  if (forOperator) payload.players = operatorPlayers(game);
  return payload;
}

/**
 * The operator's lobby update with only what changed: players who joined or changed (connection,
 * score), and the ids of those no longer in the game. Ids are looked up now, so a player who joined and
 * was removed within one batch is only "removed".
 */
export function playersDelta(game: GameReader, touched: Iterable<string>): UpdatePlayersPayload {
  const changed: OperatorPlayer[] = [];
  const removed: string[] = [];
  for (const id of touched) {
    const player = game.playerById(id);
    if (player) changed.push(operatorPlayer(player));
    else removed.push(id);
  }
  return {
    playerCount: game.playerCount,
    recentPlayers: game.recentNames(RECENT_PLAYERS),
    changed,
    removed,
  };
}
