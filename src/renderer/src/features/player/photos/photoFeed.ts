import { useSyncExternalStore } from 'react';
import { ServerEvent } from '@shared/model/events';
import type { OwnPhoto } from '@shared/model/photos';
import type { PhotoRulesPayload } from '@shared/wire/photoSchemas';
import type { GameSocket } from '../../../net/socket';

/**
 * What the server says of the photo wall (issue 31), kept from the socket's first moment: the rules come
 * once on connecting, before the photo feature's own chunk is loaded, so a tiny listener in the phone's
 * first script keeps them (and the guest's own list) for it.
 */
export interface PhotoFeed {
  /** Null until the server said (an older server never does: no Share button then). */
  rules: PhotoRulesPayload | null;
  /** The guest's own photos, in the order they were shared. */
  mine: readonly OwnPhoto[];
}

let feed: PhotoFeed = { rules: null, mine: [] };
const readers = new Set<() => void>();

function update(next: Partial<PhotoFeed>): void {
  feed = { ...feed, ...next };
  for (const reader of readers) reader();
}

/** Attaches the feed's listeners to the phone's socket (with the others, before it connects). */
export function listenToPhotos(socket: GameSocket): void {
  socket.on(ServerEvent.photoRules, (rules) => update({ rules }));
  socket.on(ServerEvent.myPhotos, ({ photos }) => update({ mine: photos }));
  // A reset archives the game with its photos: the guest starts a new list.
  socket.on(ServerEvent.sessionEnded, () => update({ mine: [] }));
}

const subscribe = (reader: () => void): (() => void) => {
  readers.add(reader);
  return () => readers.delete(reader);
};

/** The latest rules and the guest's own photos (re-renders when either changes). */
export function usePhotoFeed(): PhotoFeed {
  return useSyncExternalStore(subscribe, () => feed);
}
