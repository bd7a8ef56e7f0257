import {
  OPERATOR_PHOTOS_MAX,
  photoUrl,
  WALL_PHOTOS_MAX,
  type MyPhotosPayload,
  type OperatorPhoto,
  type OperatorPhotos,
  type WallPhoto,
} from '@shared/wire/photoSchemas';
import type { GameReader } from '../engine/gameReader';
import type { Photo } from '../engine/photoBook';
import { shownName } from '../engine/shownName';

/**
 * The photo wall in each audience's view (issue 31). A phone gets its own photos only, apart from its
 * view (`myPhotos`); the big screen the shown photos only while the wall shows; the operator the queue,
 * the newest others and the counts. A removed guest's photos go with them.
 */
export function myPhotos(game: GameReader, playerId: string): MyPhotosPayload {
  return {
    photos: game.photos.of(playerId).map((p) => ({
      id: p.id,
      status: p.status,
      thumbUrl: photoUrl(game.id, p.id, true),
    })),
  };
}

function wallPhoto(game: GameReader, photo: Photo | undefined): WallPhoto | null {
  const sender = photo && photo.status === 'shown' ? game.playerById(photo.playerId) : undefined;
  return photo && sender ? { id: photo.id, url: photoUrl(game.id, photo.id), name: shownName(sender) } : null;
}

/**
 * The shown photos of guests still in the game, oldest first, with their names as the room sees them:
 * the newest `max` of them (walked from the newest, so the big screen's view never walks the album).
 */
export function wallPhotos(game: GameReader, max = Infinity): WallPhoto[] {
  const list: WallPhoto[] = [];
  for (const photo of game.photos.newestFirst()) {
    if (list.length >= max) break;
    const shown = wallPhoto(game, photo);
    if (shown) list.push(shown);
  }
  return list.reverse();
}

/** The big screen's wall, only while it shows: the pinned photo, or the newest shown ones. */
export function screenPhotos(game: GameReader): {
  photoWall?: { pinned: WallPhoto | null; photos: WallPhoto[] };
} {
  const { photos } = game;
  if (!photos.showing(game.state, game.pacing.breakMessage)) return {};
  const pinned = photos.wall.pinned === null ? null : wallPhoto(game, photos.live(photos.wall.pinned));
  return { photoWall: { pinned, photos: pinned ? [] : wallPhotos(game, WALL_PHOTOS_MAX) } };
}

function operatorPhoto(game: GameReader, photo: Photo, name: string): OperatorPhoto {
  return {
    id: photo.id,
    playerId: photo.playerId,
    name,
    status: photo.status,
    at: photo.at,
    url: photoUrl(game.id, photo.id),
    thumbUrl: photoUrl(game.id, photo.id, true),
  };
}

/** The operator's Photos tab: `diskLow` is the session's (the data folder's disk has too little room). */
export function operatorPhotos(game: GameReader, diskLow: boolean): OperatorPhotos {
  const { photos } = game;
  const counts = { waiting: 0, shown: 0, hidden: 0 };
  const waiting: [Photo, string][] = [];
  const others: [Photo, string][] = [];
  for (const photo of photos.all()) {
    const sender = game.playerById(photo.playerId);
    if (!sender) continue;
    counts[photo.status]++;
    if (photo.status !== 'waiting') others.push([photo, sender.name]);
    else if (waiting.length < OPERATOR_PHOTOS_MAX) waiting.push([photo, sender.name]);
  }
  // Only the photos the view carries are built (the album may hold thousands).
  const built = ([photo, name]: [Photo, string]): OperatorPhoto => operatorPhoto(game, photo, name);
  return {
    settings: { ...photos.settings },
    wall: { ...photos.wall, showing: photos.showing(game.state, game.pacing.breakMessage) },
    counts,
    albumBytes: photos.albumBytes,
    full: photos.albumFull ? 'album' : diskLow ? 'disk' : null,
    waiting: waiting.map(built),
    recent: others.slice(-OPERATOR_PHOTOS_MAX).reverse().map(built),
  };
}
