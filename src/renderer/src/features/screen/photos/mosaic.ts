/**
 * Which photos the big screen's wall shows in its tiles, and which one changes next (issue 31): new
 * photos come in first, then the others take turns, one tile at a time. Pure, for the hook and the tests.
 */

/** One place on the wall: the photo in it, and the one it replaced (still under it while it comes in). */
export interface Tile {
  id: string;
  previous: string | null;
  /** A new photo flying in, rather than an older one taking its turn. */
  fresh: boolean;
}

export interface Mosaic {
  tiles: Tile[];
  /** Every photo the wall has heard of: anything else is new. */
  seen: ReadonlySet<string>;
  /** New photos not on the wall yet, in the order they came. */
  queue: string[];
  /** Where the turns are in the list of photos (oldest first). */
  cursor: number;
  /** The tile that changes next: the one unchanged for longest. */
  slot: number;
}

/** The newest photos fill the tiles; nothing is new yet. */
export function startMosaic(ids: readonly string[], size: number): Mosaic {
  const shown = ids.slice(-size);
  return {
    tiles: shown.map((id) => ({ id, previous: null, fresh: false })),
    seen: new Set(ids),
    queue: [],
    cursor: 0,
    slot: 0,
  };
}

/** The next photo to show that is not on the wall already: a new one first, else the next in turn. */
function nextPhoto(m: Mosaic, ids: readonly string[]): { id: string; fresh: boolean; m: Mosaic } | null {
  const onWall = new Set(m.tiles.map((tile) => tile.id));
  const queue = m.queue.filter((id) => ids.includes(id) && !onWall.has(id));
  const [first, ...rest] = queue;
  if (first !== undefined) return { id: first, fresh: true, m: { ...m, queue: rest } };
  for (let step = 0; step < ids.length; step++) {
    const index = (m.cursor + step) % ids.length;
    const id = ids[index];
    if (id !== undefined && !onWall.has(id))
      return { id, fresh: false, m: { ...m, queue, cursor: index + 1 } };
  }
  return null;
}

/**
 * The wall after the list changed: a photo hidden leaves at once (another takes its tile, or the wall
 * shrinks), new photos queue up, and a wall with room takes them at once.
 */
export function syncMosaic(m: Mosaic, ids: readonly string[], size: number): Mosaic {
  const known = new Set(ids);
  const arrived = ids.filter((id) => !m.seen.has(id));
  const wanted = m.tiles.slice(0, size);
  // The tiles that stay are on the wall while the others find a photo: none is shown twice.
  let next: Mosaic = {
    ...m,
    tiles: wanted.filter((tile) => known.has(tile.id)),
    seen: arrived.length > 0 ? new Set([...m.seen, ...arrived]) : m.seen,
    queue: [...m.queue, ...arrived],
  };
  const tiles: Tile[] = [];
  for (const tile of wanted) {
    if (known.has(tile.id)) {
      tiles.push(tile);
      continue;
    }
    const photo = nextPhoto(next, ids);
    if (!photo) continue;
    const added = { id: photo.id, previous: null, fresh: photo.fresh };
    next = { ...photo.m, tiles: [...photo.m.tiles, added] };
    tiles.push(added);
  }
  next = { ...next, tiles };
  while (next.tiles.length < Math.min(size, ids.length)) {
    const photo = nextPhoto(next, ids);
    if (!photo) break;
    next = { ...photo.m, tiles: [...photo.m.tiles, { id: photo.id, previous: null, fresh: photo.fresh }] };
  }
  return next;
}

/** One turn: the tile unchanged for longest takes the next photo (a new one first). */
export function turnMosaic(m: Mosaic, ids: readonly string[]): Mosaic {
  if (m.tiles.length === 0) return m;
  const photo = nextPhoto(m, ids);
  if (!photo) return m;
  const slot = m.slot % m.tiles.length;
  const tiles = m.tiles.map((tile, index) =>
    index === slot ? { id: photo.id, previous: tile.id, fresh: photo.fresh } : tile,
  );
  return { ...photo.m, tiles, slot: slot + 1 };
}
