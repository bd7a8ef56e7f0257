/** The photo wall's book (issue 31): pure rules on pace, count, album size, moderation and the wall. */
import { describe, expect, it } from 'vitest';
import { GameState } from '@shared/index';
import { DEFAULT_PHOTO_SETTINGS } from '@shared/model/photos';
import { PhotoBook, type PhotoContext } from '../../src/main/server/engine/photoBook';

const lobby: PhotoContext = { state: GameState.NEW, breakMessage: null, isPlayer: (id) => id !== 'gone' };
const MB = 1024 * 1024;
const id = (n: number): string => `photo-${String(n).padStart(16, '0')}`;

function add(book: PhotoBook, n: number, at: number, playerId = '1', bytes = 300_000) {
  return book.apply({ type: 'photo', at, playerId, photoId: id(n), bytes }, lobby);
}

describe('the photo book', () => {
  it('holds a guest to the pace and count the operator set; a deleted photo frees its place', () => {
    const book = new PhotoBook({ ...DEFAULT_PHOTO_SETTINGS, intervalSeconds: 10, perGuest: 2 });
    expect(add(book, 1, 1000).ok).toBe(true);
    expect(add(book, 2, 5000)).toMatchObject({ ok: false, code: 'photoTooSoon', params: { seconds: 6 } });
    expect(add(book, 2, 11_000, '2').ok).toBe(true); // another guest
    expect(add(book, 3, 11_000).ok).toBe(true);
    expect(add(book, 4, 30_000)).toMatchObject({ ok: false, code: 'photoPerGuest', params: { count: 2 } });
    expect(book.apply({ type: 'photoDelete', at: 31_000, playerId: '2', photoId: id(1) }, lobby).ok).toBe(
      false,
    );
    expect(book.apply({ type: 'photoDelete', at: 31_000, playerId: '1', photoId: id(1) }, lobby).ok).toBe(
      true,
    );
    expect(add(book, 4, 41_000).ok).toBe(true);
    expect(book.of('1').map((p) => p.id)).toEqual([id(3), id(4)]);
    expect(add(book, 3, 60_000, '3')).toMatchObject({ ok: false, code: 'duplicatePhoto' });
  });

  it('refuses a photo that would pass the album limit, and counts what is deleted off it', () => {
    const book = new PhotoBook({ ...DEFAULT_PHOTO_SETTINGS, intervalSeconds: 0, albumLimitMb: 50 });
    expect(add(book, 1, 1, '1', 30 * MB).ok).toBe(true);
    expect(book.albumFull).toBe(false);
    expect(add(book, 2, 2, '2', 25 * MB)).toMatchObject({ ok: false, code: 'photoAlbumFull' });
    expect(add(book, 2, 2, '2', 20 * MB).ok).toBe(true);
    expect([book.albumBytes, book.albumFull]).toEqual([50 * MB, true]);
    book.apply({ type: 'photoDelete', at: 3, playerId: '1', photoId: id(1) }, lobby);
    expect([book.albumBytes, book.albumFull]).toEqual([20 * MB, false]);
  });

  it('waits for the operator when asked to; only a shown photo can be pinned; the wall shows at its steps', () => {
    const book = new PhotoBook({ ...DEFAULT_PHOTO_SETTINGS, intervalSeconds: 0 });
    add(book, 1, 1);
    expect(book.live(id(1))?.status).toBe('waiting');
    expect(book.apply({ type: 'photoWall', at: 2, on: true, pinned: id(1) }, lobby).ok).toBe(false);
    book.apply({ type: 'photoStatus', at: 3, photoId: id(1), status: 'shown' }, lobby);
    expect(book.apply({ type: 'photoWall', at: 4, on: true, pinned: id(1) }, lobby).ok).toBe(true);
    expect(book.showing(GameState.NEW, null)).toBe(true);
    // Hidden, it is no longer pinned; an unknown or a removed guest's photo cannot be pinned.
    book.apply({ type: 'photoStatus', at: 4, photoId: id(1), status: 'hidden' }, lobby);
    expect(book.wall).toEqual({ on: true, pinned: null });
    book.apply({ type: 'photoStatus', at: 4, photoId: id(1), status: 'shown' }, lobby);
    expect(book.wall.pinned).toBeNull();
    expect(book.apply({ type: 'photoWall', at: 4, on: true, pinned: id(9) }, lobby).ok).toBe(false);
    const gone = { ...lobby, isPlayer: () => false };
    expect(book.apply({ type: 'photoWall', at: 4, on: true, pinned: id(1) }, gone).ok).toBe(false);
    expect(book.showing(GameState.SHOW_QUESTION_OPTIONS, null)).toBe(false);
    expect(book.showing(GameState.SHOW_LEADERBOARD, 'Dinner is served')).toBe(true);
    expect(book.showing(GameState.SHOW_FINAL_RESULTS_SHOW_3, null)).toBe(true);
    book.apply(
      {
        type: 'photoSettings',
        at: 5,
        settings: { ...DEFAULT_PHOTO_SETTINGS, approve: false, intervalSeconds: 0 },
      },
      lobby,
    );
    add(book, 2, 6);
    expect(book.live(id(2))?.status).toBe('shown');
  });

  it('refuses a guest who left and photos switched off; a question in play does not refuse one', () => {
    const book = new PhotoBook({ ...DEFAULT_PHOTO_SETTINGS, intervalSeconds: 0 });
    expect(book.checkShare('gone', 1, 0, lobby)).toMatchObject({ code: 'unknownPlayer' });
    const playing = { ...lobby, state: GameState.SHOW_QUESTION_OPTIONS };
    expect(book.checkShare('1', 1, 0, playing).ok).toBe(true);
    expect(book.checkShare('1', 1, 0, { ...lobby, state: GameState.SHOW_LEADERBOARD }).ok).toBe(true);
    book.apply(
      { type: 'photoSettings', at: 1, settings: { ...DEFAULT_PHOTO_SETTINGS, enabled: false } },
      lobby,
    );
    expect(book.checkShare('1', 2, 0, lobby)).toMatchObject({ code: 'photosOff' });
  });
});
