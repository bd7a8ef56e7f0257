import type { OperatorPlayer, UpdatePlayersPayload } from '../wire/payloads';

/**
 * The operator's player list after one `updatePlayers` (or a view carrying `players`): a whole list
 * replaces it; `changed` players are updated in place or added at the end (ids follow the join order);
 * `removed` ids leave it.
 */
export function applyPlayersUpdate(
  list: readonly OperatorPlayer[],
  update: Pick<UpdatePlayersPayload, 'players' | 'changed' | 'removed'>,
): readonly OperatorPlayer[] {
  const base = update.players ?? list;
  const changed = update.changed ?? [];
  const removed = update.removed ?? [];
  if (changed.length === 0 && removed.length === 0) return base;

  const byId = new Map(changed.map((p) => [p.id, p]));
  const gone = new Set(removed);
  const result: OperatorPlayer[] = [];
  for (const player of base) {
    if (gone.has(player.id)) continue;
    result.push(byId.get(player.id) ?? player);
    byId.delete(player.id);
  }
  for (const player of byId.values()) if (!gone.has(player.id)) result.push(player);
  return result;
}
