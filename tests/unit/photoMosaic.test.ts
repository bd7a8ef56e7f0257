/**
 * The big screen's photo wall (issue 31): which photo each tile shows, which changes next. New photos
 * come in first, a hidden photo leaves at once, no photo is on the wall twice, and every photo gets its
 * turn.
 */
import { describe, expect, it } from 'vitest';
import {
  startMosaic,
  syncMosaic,
  turnMosaic,
  type Mosaic,
} from '../../src/renderer/src/features/screen/photos/mosaic';

const ids = (n: number, from = 1): string[] => Array.from({ length: n }, (_, i) => `p${from + i}`);
const onWall = (m: Mosaic): string[] => m.tiles.map((tile) => tile.id);

describe('the photo wall mosaic', () => {
  it('starts with the newest photos, as many as it has tiles', () => {
    expect(onWall(startMosaic(ids(10), 6))).toEqual(['p5', 'p6', 'p7', 'p8', 'p9', 'p10']);
    expect(onWall(startMosaic(ids(2), 6))).toEqual(['p1', 'p2']);
  });

  it('takes a new photo at once while it has room, flying in', () => {
    const m = syncMosaic(startMosaic(ids(2), 6), ids(3), 6);
    expect(onWall(m)).toEqual(['p1', 'p2', 'p3']);
    expect(m.tiles[2]).toEqual({ id: 'p3', previous: null, fresh: true });
  });

  it('queues new photos when full, and shows them first, in the order they came', () => {
    let m = startMosaic(ids(6), 6);
    m = syncMosaic(m, ids(8), 6);
    expect(m.queue).toEqual(['p7', 'p8']);
    m = turnMosaic(m, ids(8));
    expect(m.tiles[0]).toEqual({ id: 'p7', previous: 'p1', fresh: true });
    m = turnMosaic(m, ids(8));
    expect(m.tiles[1]).toEqual({ id: 'p8', previous: 'p2', fresh: true });
    expect(m.queue).toEqual([]);
  });

  it('gives every photo its turn, one tile at a time, never showing one twice', () => {
    const all = ids(9);
    let m = startMosaic(all, 4);
    const seen = new Set(onWall(m));
    for (let turn = 0; turn < 12; turn++) {
      m = turnMosaic(m, all);
      expect(new Set(onWall(m)).size).toBe(4);
      for (const id of onWall(m)) seen.add(id);
    }
    expect(seen.size).toBe(9);
  });

  it('turns nothing when every photo is already on the wall', () => {
    const m = startMosaic(ids(3), 6);
    expect(turnMosaic(m, ids(3))).toBe(m);
  });

  it('lets a hidden photo go at once: another takes its tile, or the wall shrinks', () => {
    const m = startMosaic(ids(8), 6);
    const without = ids(8).filter((id) => id !== 'p5');
    const replaced = syncMosaic(m, without, 6);
    expect(onWall(replaced)).not.toContain('p5');
    expect(onWall(replaced)).toHaveLength(6);
    expect(new Set(onWall(replaced)).size).toBe(6);

    const small = syncMosaic(startMosaic(ids(3), 6), ['p1', 'p3'], 6);
    expect(onWall(small)).toEqual(['p1', 'p3']);
  });

  it('fits a smaller wall (the lobby after the whole screen) without losing its photos', () => {
    const m = syncMosaic(startMosaic(ids(8), 8), ids(8), 6);
    expect(onWall(m)).toHaveLength(6);
  });
});
